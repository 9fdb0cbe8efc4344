import { readFileSync } from "node:fs";
import bwipjs from "bwip-js/node";
import Decimal from "decimal.js";
import PDFDocument from "pdfkit";
import type { LabelFormat, LabelSize, ShipmentParty, ShipmentRequest } from "../kit/carrier";

// The sandbox carrier's own label, in its own look (the platform's label design is another module's): what a
// carrier hands back for a shipment, as a PDF or as ZPL for a thermal printer.

const CJK_FONT_PATH = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc";
// The Simplified Chinese face of the collection also covers Hangul, kana and Latin.
const CJK_FONT_NAME = "NotoSansCJKsc-Regular";

/** 4x6 is printed as 100 x 150 mm, as carriers in China size it. */
const PAGE_MM: Record<LabelSize, { width: number; height: number }> = {
  "4x6": { width: 100, height: 150 },
  "100x100": { width: 100, height: 100 },
};

export type SandboxLabelInput = {
  trackingNumber: string;
  request: ShipmentRequest;
  format: LabelFormat;
  size: LabelSize;
};

let cjkFont: Buffer | undefined;
// Read once per process: the collection is 19 MB.
const cjkFontBytes = () => {
  cjkFont ??= readFileSync(CJK_FONT_PATH);
  return cjkFont;
};

const totalWeightKg = (request: ShipmentRequest) =>
  request.boxes.reduce((sum, box) => sum.plus(box.weightKg), new Decimal(0)).toFixed(3);

const addressLines = (party: ShipmentParty) => [
  [party.name, party.company].filter(Boolean).join(" / "),
  [party.address1, party.houseNo].filter(Boolean).join(" "),
  party.address2,
  party.address3,
  [party.city, party.province, party.postcode].filter(Boolean).join(", "),
  [party.country, party.phone].filter(Boolean).join("  "),
];

const mm = (value: number) => (value * 72) / 25.4;

const pdfLabel = async ({ trackingNumber, request, size }: SandboxLabelInput): Promise<Uint8Array> => {
  const page = PAGE_MM[size];
  const tight = size === "100x100";
  const barcode = await bwipjs.toBuffer({
    bcid: "code128",
    text: trackingNumber,
    scale: 3,
    height: tight ? 12 : 16,
  });
  const doc = new PDFDocument({
    size: [mm(page.width), mm(page.height)],
    margin: 0,
    info: { Title: `SANDBOX CARRIER ${trackingNumber}`, Producer: "Sandbox carrier" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((done, fail) => {
    doc.on("end", done);
    doc.on("error", fail);
  });
  doc.registerFont("cjk", cjkFontBytes(), CJK_FONT_NAME);
  const left = mm(4);
  const width = mm(page.width - 8);

  doc.rect(0, 0, mm(page.width), mm(12)).fill("#000000");
  doc
    .font("cjk")
    .fontSize(14)
    .fillColor("#ffffff")
    .text("SANDBOX CARRIER", left, mm(2.5), { lineBreak: false });
  doc.fontSize(12).text(request.serviceCode, left, mm(3), { width, align: "right", lineBreak: false });
  doc.fillColor("#000000").fontSize(6.5);
  doc.text("SANDBOX - NOT A REAL SHIPMENT", left, mm(13.5), { width, align: "center", lineBreak: false });

  let y = mm(18.5);
  const barcodeHeight = mm(tight ? 14 : 22);
  doc.image(barcode, left + mm(4), y, { fit: [width - mm(8), barcodeHeight], align: "center" });
  y += barcodeHeight + mm(1);
  doc
    .fontSize(tight ? 11 : 14)
    .text(trackingNumber, left, y, { width, align: "center", characterSpacing: 1 });
  y = doc.y + mm(tight ? 1 : 3);

  // Each block has a fixed height: long text is cut with an ellipsis rather than spilling onto a second page.
  const block = (title: string, body: string, fontSize: number, heightMm: number) => {
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.8)
      .stroke();
    doc.fontSize(7).text(title, left, y + mm(1.5));
    doc
      .fontSize(fontSize)
      .text(body, left, doc.y, { width, height: mm(heightMm), ellipsis: true, lineGap: 1 });
    y = Math.max(doc.y, y) + mm(tight ? 1 : 2.5);
  };
  block("TO", addressLines(request.receiver).filter(Boolean).join("\n"), tight ? 9 : 12, tight ? 27 : 44);
  const sender = request.sender;
  const from = [
    [sender.name, sender.company].filter(Boolean).join(" / "),
    [sender.city, sender.province, sender.country].filter(Boolean).join(", "),
  ];
  block("FROM", from.filter(Boolean).join("\n"), tight ? 7 : 8, tight ? 8.5 : 10);

  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  y += mm(1.5);
  const detailsTop = y;
  doc.fontSize(tight ? 8 : 10);
  doc.text(`Service: ${request.serviceCode}`, left, y);
  doc.text(`Weight: ${totalWeightKg(request)} kg`, left, doc.y);
  doc.text(`Pieces: ${request.boxes.length}`, left, doc.y);
  doc.text(`Ref: ${request.orderNo}`, left, doc.y);
  // The destination in large type, where sorters look first.
  doc.fontSize(tight ? 26 : 36).text(request.receiver.country, left, detailsTop, { width, align: "right" });
  doc.end();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
};

/** Field data with ZPL's control characters written as ^FH hex escapes. */
const zplField = (value: string) =>
  `^FH_^FD${value.replaceAll("_", "_5F").replaceAll("^", "_5E").replaceAll("~", "_7E")}^FS`;

// ZPL at 8 dots/mm (203 dpi). CJK and Hangul are printed with a Noto CJK font the printer must hold as
// E:NOTOSANSCJK.TTF; the built-in font 0 covers the Latin lines.
const zplLabel = ({ trackingNumber, request, size }: SandboxLabelInput): Uint8Array => {
  const page = PAGE_MM[size];
  const width = page.width * 8;
  const tight = size === "100x100";
  const lines = addressLines(request.receiver).filter(Boolean);
  const sender = request.sender;
  const senderLine = [sender.name, sender.city, sender.country].filter(Boolean).join(", ");
  const addressTop = tight ? 330 : 420;
  const addressHeight = tight ? 200 : 330;
  const detailsTop = addressTop + addressHeight + 20;
  const zpl = [
    "^XA",
    "^CI28",
    `^PW${width}`,
    `^LL${page.height * 8}`,
    `^FO0,0^GB${width},96,96^FS`,
    `^FO32,22^A0N,56,56^FR${zplField("SANDBOX CARRIER")}`,
    `^FO${width - 232},28^A0N,44,44^FR${zplField(request.serviceCode)}`,
    `^FO32,104^A0N,22,22^FB${width - 64},1,0,C${zplField("SANDBOX - NOT A REAL SHIPMENT")}`,
    `^FO64,140^BY3^BCN,${tight ? 110 : 160},Y,N,N${zplField(trackingNumber)}`,
    `^FO32,${addressTop - 36}^A0N,24,24${zplField("TO")}`,
    `^FO32,${addressTop}^A@N,34,34,E:NOTOSANSCJK.TTF^FB${width - 64},${lines.length},6,L${zplField(lines.join("\\&"))}`,
    `^FO32,${detailsTop}^A0N,24,24${zplField("FROM")}`,
    `^FO32,${detailsTop + 32}^A@N,26,26,E:NOTOSANSCJK.TTF${zplField(senderLine)}`,
    `^FO32,${detailsTop + 80}^A0N,30,30${zplField(`Service: ${request.serviceCode}  Weight: ${totalWeightKg(request)} kg`)}`,
    `^FO32,${detailsTop + 120}^A0N,30,30${zplField(`Pieces: ${request.boxes.length}  Ref: ${request.orderNo}`)}`,
    "^XZ",
  ];
  return new TextEncoder().encode(`${zpl.join("\n")}\n`);
};

export const renderSandboxLabel = async (input: SandboxLabelInput): Promise<Uint8Array> =>
  input.format === "pdf" ? pdfLabel(input) : zplLabel(input);
