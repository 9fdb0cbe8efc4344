import { orderPartySchema } from "@pp/contracts";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { importWorkbook, templateRowsOf } from "../../../test/import-sheets";
import { berlinDraft } from "../../../test/order-drafts";
import { writeFailedRecords } from "./failed-records";
import { readImportFile } from "./import-file";

const ctx = {
  lang: "en" as const,
  products: [{ id: 1, code: "PP-DE-ECO", businessType: "general" }],
  courierTypes: ["express"],
  sender: orderPartySchema.parse(berlinDraft(1).sender),
};

describe("writeFailedRecords", () => {
  it("keeps the failed orders' rows as uploaded with a reason column, and reads back", async () => {
    const rows = (reference: string) =>
      templateRowsOf(berlinDraft(1), { productCode: "PP-DE-ECO", reference });
    const [bad] = rows("BAD");
    if (!bad) throw new Error("no row");
    const original = await importWorkbook([
      ...rows("GOOD"),
      { ...bad, receiverName: " Max  Muster", receiverPhone: "=1+2" },
      { ...bad, houseNumber: "" },
    ]);
    const read = await readImportFile(original, ctx);
    expect(read.orders.map((o) => o.ok)).toEqual([true, false]);
    const failures = read.orders.flatMap((o) =>
      o.ok ? [] : [{ rowNumbers: o.rowNumbers, reason: o.reason }],
    );
    const file = await writeFailedRecords(original, failures, "en");

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = sheet?.getRow(1).values as unknown[];
    expect(header.at(-1)).toBe("Failure reason");
    expect(sheet?.rowCount).toBe(3);
    const values = sheet?.getRow(2).values as unknown[];
    expect(values).toContain(" Max  Muster");
    expect(values).toContain("'=1+2");
    expect(String(values.at(-1))).toContain('Row 4, "Phone"');

    const again = await readImportFile(file, ctx);
    expect(again.orders).toHaveLength(1);
    expect(again.orders[0]?.reference).toBe("BAD");
  });
});
