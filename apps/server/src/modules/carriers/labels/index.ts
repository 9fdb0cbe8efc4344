// Labels: a pure library (no database, no routes) for the labels the platform makes and the ones carriers send.
//
// Platform-made labels (4x6 = exactly 288 x 432 pt, 101.6 x 152.4 mm; 100x100 = 100 x 100 mm):
//   renderLabelPdf(data, size, { fontPath? })        one label, one page
//   renderLabelsPdf(data[], size, { fontPath? })     many labels in ONE pdfkit document, one page each
//   renderLabelZpl(data, { size, dpi, printerFont?, fontPath? })
//                                                    one ^XA..^XZ; text in the printer's font (^CI28, ^A@)
//                                                    when the profile names one, else as ^GFA graphics
//   renderShipmentLabels(request, info, print)       a shipment's labels (one a box: piece n of N, CN22 for
//                                                    postal products) as one PDF or one ZPL file
// Carriers' labels:
//   cropPdfToLabel(pdf, size)    every page fitted (scaled, centred, vector kept) to a page of exactly `size`
//   mergePdfs(pdfs[], size)      one PDF of them all, every page exactly `size` (or a size per PDF)
//   pdfToZpl(pdf, { size, dpi }) each page rendered by mupdf at 203 or 300 dpi into one ^GFA (ASCII hex);
//                                ZPL a carrier sends passes through untouched, and there is no ZPL to PDF:
//                                the platform keeps its own labels in both formats.
// `fontPath` is LABEL_FONT_PATH as the caller's config reads it; without it Debian's fonts-noto-cjk is used.
// Barcodes are Code 128 drawn as vector bars from our own encoder (`code128`).
export { code128, encodeCode128 } from "./code128";
export { DEBIAN_NOTO_CJK } from "./fonts";
export type { Cn22, Cn22Line, LabelData, LabelMark, LabelParty } from "./label-data";
export { LABEL_PAGE } from "./layout";
export { type LabelFontOptions, renderLabelPdf, renderLabelsPdf } from "./pdf";
export { cropPdfToLabel, isReadablePdf, mergePdfs } from "./pdf-tools";
export {
  type LabelPrint,
  labelProductName,
  renderShipmentLabels,
  type ShipmentLabelInfo,
  shipmentLabels,
} from "./shipment-labels";
export { labelDots, PRINTER_DPIS, type PrinterDpi, pdfToZpl, renderLabelZpl, type ZplOptions } from "./zpl";
