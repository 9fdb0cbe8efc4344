export default {
  sellerLabel: {
    title: "Seller's label",
    hint: "A label your marketplace (TikTok Shop, Temu, Shopee…) gave you: enter the marketplace and tracking number and upload the label PDF. The order is not pushed to a carrier; this label prints at scan.",
    marketplace: "Marketplace",
    marketplaces: { tiktokShop: "TikTok Shop", temu: "Temu", shopee: "Shopee", other: "Other marketplace" },
    trackingNumber: "Seller's tracking number",
    file: "Label PDF",
    choose: "Choose PDF",
    fileHint: "PDF, at most 5 MB; printed fitted to the 4x6 label.",
    notPdf: "Choose a PDF file",
    tooLarge: "The label PDF may be at most 5 MB",
    needsFile: "Upload the label PDF with the seller's tracking number",
    awaitingFile: "Label PDF not uploaded yet",
    printed: "Prints: {{count}}",
    status: "Not pushed to a carrier: ships with the seller's label",
    upload: "Upload seller's label",
    uploadTitle: "Upload seller's label · {{orderNo}}",
    uploadFailed:
      "The order was placed, but its seller's label was not uploaded: {{message}}. Upload it again on the order detail.",
    modes: { none: "Not used", optional: "Seller's label allowed", required: "Seller's label required" },
  },
};
