import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { zipOf } from "../test/sheets";
import { checkZip } from "./zip-guard";

describe("checkZip", () => {
  it("lets a real workbook through", async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("orders").addRow(["参考号", "Berlin"]);
    expect(checkZip(Buffer.from(await workbook.xlsx.writeBuffer()))).toBeNull();
  });

  it("refuses a small file that unpacks past the limit, whatever size it claims", () => {
    const bomb = zipOf([
      { name: "xl/worksheets/sheet1.xml", data: Buffer.alloc(2_000_000), claimedSize: 10 },
    ]);
    expect(bomb.length).toBeLessThan(10_000);
    expect(checkZip(bomb, 1_000_000)).toBe("unpackedTooLarge");
    expect(checkZip(bomb, 3_000_000)).toBeNull();
  });

  it("counts every entry, stored or deflated, against one limit", () => {
    const zip = zipOf([
      { name: "a.xml", data: Buffer.alloc(600), stored: true },
      { name: "b.xml", data: Buffer.alloc(600) },
    ]);
    expect(checkZip(zip, 1_199)).toBe("unpackedTooLarge");
    expect(checkZip(zip, 1_200)).toBeNull();
  });

  it("refuses what is not a zip, a cut-off zip and too many entries", () => {
    expect(checkZip(Buffer.from("name,phone\nMax,123\n"))).toBe("notZip");
    const zip = zipOf([{ name: "a.xml", data: Buffer.from("<a/>") }]);
    expect(checkZip(zip.subarray(0, zip.length - 30))).toBe("notZip");
    const many = zipOf(
      Array.from({ length: 1_001 }, (_, n) => ({ name: `${n}.xml`, data: Buffer.from("x") })),
    );
    expect(checkZip(many)).toBe("tooManyEntries");
  });
});
