export default {
  catalogExcel: {
    template: "Download template",
    import: "Import",
    export: "Export",
    saveFirst: "There is unsaved data before the import: please save first",
    zonesImportTitle: "Import zones",
    zonesImportHint:
      "Fill in the template: one row per zone, or several rows with the same zone code that add up. Postcodes: a range as from-to, a prefix as 123*, or an exact code; several separated by commas. A zone with the same code replaces the existing one, new zones are added, the others are kept.",
    ratesImportTitle: "Import rate sheet",
    ratesImportHint:
      "Rows are zones, columns are weight bands for each price field. The sheet replaces the plan's whole grid; an empty zone × band is not served. Nothing is imported if any cell is wrong.",
    modePartial: "Import the correct zones, skip the wrong rows",
    modeAll: "Import nothing",
    resultZones: "{{count}} zones imported",
    resultZones_one: "{{count}} zone imported",
    resultCells: "{{count}} prices imported",
    resultCells_one: "{{count}} price imported",
    columns: {
      zoneCode: "Zone code",
      zoneName: "Zone name",
      country: "Country code",
      postcodes: "Postcodes",
      postcodeGroups: "Postcode groups",
      file: "File",
    },
  },
};
