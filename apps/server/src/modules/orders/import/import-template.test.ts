import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { writeImportTemplate } from "./import-template";

const ctx = {
  products: [{ code: "PP-DE-ECO", name: "德国经济" }],
  countries: [{ code: "DE", name: "德国" }],
  courierTypes: [{ value: "express", label: "国际快递" }],
};

describe("writeImportTemplate", () => {
  it("has headers with notes, the example, dropdowns from the lists sheet and instructions", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await writeImportTemplate("zh", ctx)) as unknown as ArrayBuffer);
    const [orders, instructions, lists] = workbook.worksheets;
    expect(orders?.name).toBe("订单");
    expect(orders?.getCell("A1").value).toBe("客户参考号*");
    expect(orders?.getCell("A1").note).toBeTruthy();
    expect(orders?.getCell("A2").value).toBe("EXAMPLE-001");
    expect(orders?.getCell("A4").value).toBe("EXAMPLE-001");
    expect(orders?.getCell("B2").dataValidation).toMatchObject({
      type: "list",
      formulae: ["lists!$A$1:$A$1"],
    });
    expect(orders?.getCell("B10001").dataValidation?.type).toBe("list");
    expect(lists?.state).toBe("hidden");
    expect(lists?.getCell("A1").value).toBe("PP-DE-ECO");
    expect(String(instructions?.getCell("A6").value)).toContain("10000");
  });
});
