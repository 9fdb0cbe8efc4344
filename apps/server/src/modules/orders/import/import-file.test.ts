import { orderPartySchema } from "@pp/contracts";
import { describe, expect, it } from "vitest";
import { AppError } from "../../../platform/errors";
import { importWorkbook, type TemplateRow, templateRowsOf } from "../../../test/import-sheets";
import { berlinDraft } from "../../../test/order-drafts";
import { columnOfField, type ImportContext, readImportFile, readSheetRows, reasonFor } from "./import-file";

const sender = berlinDraft(1).sender;
const ctx = (lang: "zh" | "en" | "ko" = "zh"): ImportContext => ({
  lang,
  products: [
    { id: 1, code: "PP-DE-ECO", businessType: "general" },
    { id: 2, code: "PP-US-FBA", businessType: "fba" },
  ],
  courierTypes: ["express", "postal"],
  sender: orderPartySchema.parse(sender),
});
const rowsOf = (reference = "R1", overrides = {}) =>
  templateRowsOf(berlinDraft(1, overrides), { productCode: "PP-DE-ECO", reference });

const twoBoxes = berlinDraft(1, {
  boxes: [
    {
      lengthCm: "20",
      widthCm: "20",
      heightCm: "10",
      weightKg: "1",
      lines: [
        { goodsNameZh: "杯子", goodsNameEn: "Cup", quantity: 1, unitValue: "5", hsCode: "691200" },
        { goodsNameZh: "盘子", goodsNameEn: "Plate", quantity: 2, unitValue: "3.5", hsCode: "691200" },
      ],
    },
    {
      lengthCm: "30",
      widthCm: "20",
      heightCm: "10",
      weightKg: "2",
      lines: [{ goodsNameZh: "碗", goodsNameEn: "Bowl", quantity: 4, unitValue: "2", hsCode: "691200" }],
    },
  ],
});

const readOne = async (rows: Array<Partial<TemplateRow>>, lang: "zh" | "en" = "zh") => {
  const file = await readImportFile(await importWorkbook(rows), ctx(lang));
  const [order] = file.orders;
  if (!order) throw new Error("no order");
  return order;
};
const reasonOf = async (rows: Array<Partial<TemplateRow>>, lang: "zh" | "en") => {
  const order = await readOne(rows, lang);
  return order.ok ? "ok" : order.reason;
};
const edit = (rows: TemplateRow[], index: number, change: Partial<TemplateRow>) =>
  rows.map((row, i) => (i === index ? { ...row, ...change } : row));

describe("readImportFile", () => {
  it("reads berlinDraft back as an order with a fingerprint key", async () => {
    const order = await readOne(rowsOf());
    expect(order.ok).toBe(true);
    if (!order.ok) return;
    expect(order.rowNumbers).toEqual([2]);
    expect(order.draft.productId).toBe(1);
    expect(order.draft.receiver.houseNumber).toBe("5");
    expect(order.draft.courierType).toBe("express");
    expect(order.draft.declaredCurrency).toBe("USD");
    expect(order.draft.referenceNo).toBe("R1");
    expect(order.fingerprint).toMatch(/^[0-9a-f]{40}$/);
    expect(order.draft.idempotencyKey).toBe(`bulk:${order.fingerprint}`);
  });

  it("groups rows by reference: two boxes, one with two lines; orders in first-appearance order", async () => {
    const a = templateRowsOf(twoBoxes, { productCode: "PP-DE-ECO", reference: "A" });
    const b = rowsOf("B");
    const file = await readImportFile(
      await importWorkbook([a[0], b[0], a[1], a[2]].flatMap((r) => (r ? [r] : []))),
      ctx(),
    );
    expect(file.rowCount).toBe(4);
    expect(file.orders.map((o) => [o.index, o.reference, o.rowNumbers])).toEqual([
      [0, "A", [2, 4, 5]],
      [1, "B", [3]],
    ]);
    const [first] = file.orders;
    expect(first?.ok && first.draft.boxes.map((box) => box.lines.length)).toEqual([2, 1]);
    expect(first?.ok && first.draft.boxes[1]?.weightKg).toBe("2");
  });

  it("gives identical orders the same fingerprint", async () => {
    const file = await readImportFile(await importWorkbook([...rowsOf("X"), ...rowsOf("Y")]), ctx());
    const [x, y] = file.orders;
    expect(x?.ok && y?.ok).toBe(true);
    if (x?.ok && y?.ok) expect(x.fingerprint).not.toBe(y.fingerprint);
    const again = await readImportFile(await importWorkbook(rowsOf("X")), ctx());
    expect(again.orders[0]?.ok && again.orders[0].fingerprint).toBe(x?.ok && x.fingerprint);
  });

  it("normalises ERP text and skips empty and example rows", async () => {
    const [row] = rowsOf();
    if (!row) throw new Error("no row");
    const rows = [
      { ...row, reference: "EXAMPLE-1" },
      {},
      { ...row, receiverName: "Max_x000D_\n\u200BMuster\u00A0 ", address1: "Unter\tden Linden" },
    ];
    const order = await readOne(rows);
    expect(order.rowNumbers).toEqual([4]);
    expect(order.ok && order.draft.receiver.name).toBe("Max Muster");
    expect(order.ok && order.draft.receiver.address1).toBe("Unter den Linden");
  });

  it("matches headers in any language", async () => {
    const file = await importWorkbook(rowsOf(), { lang: "ko" });
    const read = await readImportFile(file, ctx("zh"));
    expect(read.orders[0]?.ok).toBe(true);
  });

  const rules: Array<[string, () => Array<Partial<TemplateRow>>, string, string]> = [
    [
      "a required column",
      () => edit(rowsOf(), 0, { receiverName: "" }),
      "第 2 行「收件人姓名」：该字段不能为空",
      'Row 2, "Receiver name": This field cannot be empty',
    ],
    [
      "an unsigned product",
      () => edit(rowsOf(), 0, { productCode: "XX" }),
      "第 2 行「产品代码」：不是已签约的产品代码",
      'Row 2, "Product code": not the code of a signed product',
    ],
    [
      "an unknown courier type",
      () => edit(rowsOf(), 0, { courierType: "boat" }),
      "第 2 行「快递类型」：",
      'Row 2, "Courier type": not a known courier type',
    ],
    [
      "DE house no.",
      () => edit(rowsOf(), 0, { houseNumber: "" }),
      "第 2 行「门牌号」：",
      'Row 2, "House no.": ',
    ],
    [
      "FBA VAT no.",
      () => edit(rowsOf(), 0, { productCode: "PP-US-FBA" }),
      "第 2 行「VAT 税号」：FBA 产品必须填写",
      'Row 2, "VAT no.": required for FBA products',
    ],
    [
      "FBA EORI no.",
      () => edit(rowsOf(), 0, { productCode: "PP-US-FBA", vatNo: "DE123" }),
      "第 2 行「EORI 号」：FBA 产品必须填写",
      'Row 2, "EORI no.": required for FBA products',
    ],
    [
      "magnetism against cargo type",
      () => edit(rowsOf(), 0, { magnetic: "是", cargoType: "battery" }),
      "第 2 行「是否带磁」：",
      'Row 2, "Magnetic": magnetic goods',
    ],
    [
      "magnetism yes/no",
      () => edit(rowsOf(), 0, { magnetic: "maybe" }),
      "第 2 行「是否带磁」：",
      'Row 2, "Magnetic": enter Yes or No',
    ],
    [
      "box numbering",
      () => edit(templateRowsOf(twoBoxes, { productCode: "PP-DE-ECO", reference: "A" }), 2, { boxNo: "3" }),
      "第 4 行「箱号」：箱号须从 1 开始连续编号",
      'Row 4, "Box no.": box numbers must run',
    ],
    [
      "order columns disagreeing",
      () =>
        edit(templateRowsOf(twoBoxes, { productCode: "PP-DE-ECO", reference: "A" }), 1, { city: "Hamburg" }),
      "第 3 行「城市」：与同一订单",
      'Row 3, "City": differs from an earlier row',
    ],
    [
      "a box's first row without size",
      () => edit(templateRowsOf(twoBoxes, { productCode: "PP-DE-ECO", reference: "A" }), 2, { weightKg: "" }),
      "第 4 行「重量(kg)」：该字段不能为空",
      'Row 4, "Weight (kg)": This field cannot be empty',
    ],
    [
      "a line's HS code",
      () => edit(templateRowsOf(twoBoxes, { productCode: "PP-DE-ECO", reference: "A" }), 1, { hsCode: "12" }),
      "第 3 行「海关编码」：",
      'Row 3, "HS code": ',
    ],
    [
      "a quantity",
      () => edit(rowsOf(), 0, { quantity: "two" }),
      "第 2 行「数量」：须为数字",
      'Row 2, "Quantity": must be a number',
    ],
    [
      "a phone",
      () => edit(rowsOf(), 0, { receiverPhone: "abc" }),
      "第 2 行「收件人电话」：",
      'Row 2, "Phone": ',
    ],
  ];
  it.each(rules)("refuses %s, in zh and en", async (_, rows, zh, en) => {
    expect(await reasonOf(rows(), "zh")).toContain(zh);
    expect(await reasonOf(rows(), "en")).toContain(en);
  });

  it("refuses files without columns or orders, and unreadable files", async () => {
    await expect(
      readImportFile(await importWorkbook(rowsOf(), { headers: { hsCode: null } }), ctx("en")),
    ).rejects.toMatchObject({
      details: [{ field: "file", message: "ORDER_IMPORT_MISSING_COLUMNS" }],
      params: { columns: "HS code" },
    });
    await expect(readImportFile(await importWorkbook([]), ctx())).rejects.toMatchObject({
      details: [{ field: "file", message: "ORDER_IMPORT_NO_ORDERS" }],
    });
    await expect(readImportFile(Buffer.from("PK\u0003\u0004 nonsense"), ctx())).rejects.toMatchObject({
      details: [{ field: "file", message: "UPLOAD_NOT_EXCEL" }],
    });
  });

  it("parses 10,000 orders", async () => {
    const [row] = rowsOf();
    if (!row) throw new Error("no row");
    const rows = Array.from({ length: 10_000 }, (_, i) => ({ ...row, reference: `R${i}` }));
    const file = await readImportFile(await importWorkbook(rows), ctx());
    expect(file.rowCount).toBe(10_000);
    expect(file.orders.filter((o) => o.ok)).toHaveLength(10_000);
  }, 60_000);
});

describe("reasonFor and columnOfField", () => {
  it("map draft paths to headers", () => {
    expect(columnOfField("receiver.phone", "zh")).toBe("收件人电话");
    expect(columnOfField("boxes.1.lines.0.hsCode", "en")).toBe("HS code");
    expect(columnOfField("boxes.0.weightKg", "ko")).toBe("무게(kg)");
    expect(columnOfField("sender.phone", "en")).toBeUndefined();
    expect(reasonFor("en", "receiver.phone", "required", 7)).toBe(
      'Row 7, "Phone": This field cannot be empty',
    );
    expect(reasonFor("zh", undefined, "已被订单 N1 使用", 3)).toBe("第 3 行：已被订单 N1 使用");
  });
});

describe("readSheetRows", () => {
  it("reads the sheet again when the reader fails, and stops at once on a refusal", async () => {
    const file = await importWorkbook(rowsOf());
    let reads = 0;
    const rows = await readSheetRows(file, async (sheet) => {
      reads++;
      const seen: number[] = [];
      for await (const { rowNumber } of sheet) seen.push(rowNumber);
      if (reads === 1) throw new TypeError("Cannot read properties of undefined (reading 'sheets')");
      return seen;
    });
    expect(reads).toBe(2);
    expect(rows).toEqual([1, 2]);

    let refusals = 0;
    await expect(
      readSheetRows(file, async () => {
        refusals++;
        throw AppError.field("file", "ORDER_IMPORT_NO_ORDERS");
      }),
    ).rejects.toBeInstanceOf(AppError);
    expect(refusals).toBe(1);
  });
});
