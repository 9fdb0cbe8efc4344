import type { LabelFormat, LabelSize, ShipmentParty, ShipmentRequest } from "../kit/carrier";
import type { Cn22, LabelData, LabelMark, LabelParty } from "./label-data";
import { type LabelFontOptions, renderLabelsPdf } from "./pdf";
import { type PrinterDpi, renderLabelZpl } from "./zpl";

// The platform's own label of a shipment (a manual provider's, or the one a print profile asks for instead of the
// carrier's): one label per box, piece n of N, from the shipment as our order describes it.

/** What the label shows beyond the shipment itself. */
export type ShipmentLabelInfo = {
  /** The shipment's number; null while none is issued (the label then carries the order number only). */
  trackingNumber: string | null;
  /** Per-box numbers, 1-based box numbers; a box without one prints the shipment's number. */
  pieceNumbers: { boxNo: number; number: string }[];
  productName: string;
  /** The sort or route code printed large; by default the destination country and the postcode's first three. */
  sortCode?: string;
  /** A postal product prints the CN22 declaration. */
  cn22: boolean;
  /** As printed, e.g. "2026-11-27". */
  date: string;
  mark: LabelMark | null;
};

/** A product's name as a label prints it: Chinese and English, for the hub of origin and the destination's hands. */
export const labelProductName = (name: { zh: string; en: string }) =>
  [...new Set([name.zh, name.en])].filter(Boolean).join(" ");

/** The printer the labels are made for. */
export type LabelPrint = { format: LabelFormat; size: LabelSize; dpi: PrinterDpi; printerFont?: string };

const partyOf = (party: ShipmentParty): LabelParty => ({
  name: party.name,
  company: party.company,
  phone: party.phone,
  addressLines: [
    party.houseNo ? `${party.address1} ${party.houseNo}` : party.address1,
    party.address2,
    party.address3,
  ],
  city: party.city,
  province: party.province,
  postcode: party.postcode,
  country: party.country,
});

const GRAMS = 1000n;
const toGrams = (kg: string) => {
  const [whole = "0", fraction = ""] = kg.split(".");
  return BigInt(whole) * GRAMS + BigInt(fraction.padEnd(3, "0").slice(0, 3));
};
const toKg = (grams: bigint) => `${grams / GRAMS}.${(grams % GRAMS).toString().padStart(3, "0")}`;

/** Multiplies a 2-decimal amount by a count, exactly. */
const times = (amount: string, count: number) => {
  const [whole = "0", fraction = ""] = amount.split(".");
  const cents = (BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0").slice(0, 2))) * BigInt(count);
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, "0")}`;
};

/** The CN22 of the whole shipment; line weights are shared out of the total weight by quantity where the
 * declaration gives none, so the lines add up to what the parcels weigh. */
const cn22Of = (request: ShipmentRequest): Cn22 => {
  const total = request.boxes.reduce((sum, box) => sum + toGrams(box.weightKg), 0n);
  const pieces = BigInt(request.lines.reduce((sum, line) => sum + line.quantity, 0));
  let left = total;
  return {
    currency: request.declaredCurrency,
    originCountry: request.sender.country,
    lines: request.lines.map((line, index) => {
      const declared = toGrams(line.unitWeightKg) * BigInt(line.quantity);
      const last = index === request.lines.length - 1;
      const shared = pieces > 0n ? (total * BigInt(line.quantity)) / pieces : 0n;
      const grams = declared > 0n ? declared : last ? left : shared;
      left -= grams;
      return {
        description: [line.nameZh, line.nameEn].filter(Boolean).join(" "),
        quantity: line.quantity,
        weightKg: toKg(grams > 0n ? grams : 0n),
        value: times(line.unitValue, line.quantity),
      };
    }),
  };
};

/** One label per box of the shipment. */
export const shipmentLabels = (request: ShipmentRequest, info: ShipmentLabelInfo): LabelData[] => {
  const sender = partyOf(request.sender);
  const receiver = partyOf(request.receiver);
  const sortCode =
    info.sortCode ?? `${request.receiver.country} ${request.receiver.postcode.slice(0, 3)}`.trim();
  const cn22 = info.cn22 ? cn22Of(request) : null;
  return request.boxes.map((box, index) => ({
    orderNo: request.orderNo,
    trackingNumber:
      info.pieceNumbers.find((piece) => piece.boxNo === index + 1)?.number ?? info.trackingNumber,
    sortCode,
    destinationCountry: request.receiver.country,
    sender,
    receiver,
    productName: info.productName,
    weightKg: box.weightKg,
    piece: { n: index + 1, of: request.boxes.length },
    reference: request.reference,
    date: info.date,
    cn22,
    mark: info.mark,
  }));
};

/** The shipment's labels as one file for the printer: a PDF of one page a box, or one ^XA..^XZ a box. */
export const renderShipmentLabels = async (
  request: ShipmentRequest,
  info: ShipmentLabelInfo,
  print: LabelPrint,
  fonts: LabelFontOptions = {},
): Promise<{ format: LabelFormat; bytes: Uint8Array }> => {
  const labels = shipmentLabels(request, info);
  if (print.format === "pdf")
    return { format: "pdf", bytes: await renderLabelsPdf(labels, print.size, fonts) };
  const zpl: string[] = [];
  for (const label of labels)
    zpl.push(
      await renderLabelZpl(label, {
        size: print.size,
        dpi: print.dpi,
        printerFont: print.printerFont,
        ...fonts,
      }),
    );
  return { format: "zpl", bytes: new TextEncoder().encode(zpl.join("\n")) };
};
