import { describe, expect, it } from "vitest";
import { sampleShipment } from "../../../test/shipment-request";
import type { ShipmentRequest } from "../kit/carrier";
import { mediaBoxes, readCode128 } from "./labels.test-support";
import { pdfText, rasterizePdf } from "./raster";
import { renderShipmentLabels, type ShipmentLabelInfo, shipmentLabels } from "./shipment-labels";

const twoBoxes: ShipmentRequest = {
  ...sampleShipment("PP20261127000777"),
  reference: "REF-77",
  boxes: [
    { weightKg: "1.200", lengthCm: "30", widthCm: "20", heightCm: "10" },
    { weightKg: "0.805", lengthCm: "20", widthCm: "20", heightCm: "10" },
  ],
  lines: [
    {
      nameZh: "手机壳",
      nameEn: "Phone case",
      quantity: 2,
      unitValue: "3.50",
      unitWeightKg: "0.000",
      hsCode: "",
      sku: "",
    },
    {
      nameZh: "数据线",
      nameEn: "USB cable",
      quantity: 1,
      unitValue: "4.25",
      unitWeightKg: "0.000",
      hsCode: "",
      sku: "",
    },
  ],
};

const info: ShipmentLabelInfo = {
  trackingNumber: "PL000000017DE",
  pieceNumbers: [{ boxNo: 2, number: "PL000000018DE" }],
  productName: "平台小包 Platform Packet",
  cn22: true,
  date: "2026-11-27",
  mark: null,
};

describe("the platform's labels of a shipment", () => {
  it("makes one label a box, piece n of N, with the box's number and weight", () => {
    const labels = shipmentLabels(twoBoxes, info);
    expect(labels.map((label) => [label.piece, label.trackingNumber, label.weightKg])).toEqual([
      [{ n: 1, of: 2 }, "PL000000017DE", "1.200"],
      [{ n: 2, of: 2 }, "PL000000018DE", "0.805"],
    ]);
    expect(labels[0]!.sortCode).toBe("DE 101");
    expect(labels[0]!.receiver.addressLines[0]).toBe("Unter den Linden 5");
  });

  it("shares the parcels' weight out over the CN22 lines by quantity and totals each line's value exactly", () => {
    const [label] = shipmentLabels(twoBoxes, info);
    expect(label!.cn22!.lines).toEqual([
      { description: "手机壳 Phone case", quantity: 2, weightKg: "1.336", value: "7.00" },
      { description: "数据线 USB cable", quantity: 1, weightKg: "0.669", value: "4.25" },
    ]);
    expect(shipmentLabels(twoBoxes, { ...info, cn22: false })[0]!.cn22).toBeNull();
  });

  it("renders a PDF page a box whose barcodes read back and whose text is searchable", async () => {
    const { format, bytes } = await renderShipmentLabels(twoBoxes, info, {
      format: "pdf",
      size: "4x6",
      dpi: 203,
    });
    expect(format).toBe("pdf");
    expect(await mediaBoxes(bytes)).toEqual([
      [0, 0, 288, 432],
      [0, 0, 288, 432],
    ]);
    const pages = await rasterizePdf(bytes, 300 / 72);
    expect(pages.map(readCode128)).toEqual([
      new Set(["PP20261127000777", "PL000000017DE"]),
      new Set(["PP20261127000777", "PL000000018DE"]),
    ]);
    const texts = (await pdfText(bytes)).map((text) => text.replace(/\s+/g, ""));
    expect(texts.every((text) => text.includes("张伟") && text.includes("MaxMuster"))).toBe(true);
  });

  it("renders one ZPL label a box for a thermal printer", async () => {
    const { format, bytes } = await renderShipmentLabels(twoBoxes, info, {
      format: "zpl",
      size: "100x100",
      dpi: 300,
      printerFont: "E:NOTOSANSCJK.TTF",
    });
    const zpl = new TextDecoder().decode(bytes);
    expect(format).toBe("zpl");
    expect(zpl.match(/\^XA/g)).toHaveLength(2);
    expect(zpl).toContain("PL000000018DE");
  });
});
