export default {
  catalogExcel: {
    template: "下载模板",
    import: "导入",
    export: "导出",
    saveFirst: "导入前有未保存的数据，请先保存",
    zonesImportTitle: "导入分区",
    zonesImportHint:
      "按模板填写：每个分区一行，或多行使用相同的分区代码累加。邮编：范围写成 起-止，前缀写成 123*，或完整邮编；多个用逗号分隔。分区代码相同的分区将被替换，新的分区将被添加，其他分区保留。",
    ratesImportTitle: "导入报价表",
    ratesImportHint:
      "行为分区，列为各价格项下的重量段。导入将替换该方案的整张报价表；空的分区×重量段表示不提供服务。只要有一个单元格有误，就不会导入任何数据。",
    modePartial: "导入正确的分区，跳过错误行",
    modeAll: "全部不导入",
    resultZones: "已导入 {{count}} 个分区",
    resultCells: "已导入 {{count}} 个价格",
    columns: {
      zoneCode: "分区代码",
      zoneName: "分区名称",
      country: "国家代码",
      postcodes: "邮编",
      postcodeGroups: "邮编分组",
      file: "文件",
    },
  },
};
