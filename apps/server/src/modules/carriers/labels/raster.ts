// Rasterising with mupdf (WebAssembly), loaded on first use so that importing the labels costs nothing.

/** A grey bitmap, one byte a pixel (0 black, 255 white). */
export type GreyBitmap = { width: number; height: number; pixels: Uint8Array };

/** Every page of `pdf` rendered grey at `pixelsPerPoint` (dpi / 72). */
export const rasterizePdf = async (pdf: Uint8Array, pixelsPerPoint: number): Promise<GreyBitmap[]> => {
  const mupdf = await import("mupdf");
  const doc = mupdf.Document.openDocument(pdf, "application/pdf");
  try {
    const pages: GreyBitmap[] = [];
    for (let i = 0; i < doc.countPages(); i++) {
      const page = doc.loadPage(i);
      const pixmap = page.toPixmap(
        mupdf.Matrix.scale(pixelsPerPoint, pixelsPerPoint),
        mupdf.ColorSpace.DeviceGray,
        false,
        true,
      );
      const width = pixmap.getWidth();
      const height = pixmap.getHeight();
      const stride = pixmap.getStride();
      const source = pixmap.getPixels();
      const pixels = new Uint8Array(width * height);
      for (let y = 0; y < height; y++) pixels.set(source.subarray(y * stride, y * stride + width), y * width);
      pages.push({ width, height, pixels });
      pixmap.destroy();
      page.destroy();
    }
    return pages;
  } finally {
    doc.destroy();
  }
};

/** The text mupdf extracts from each page (what a reader's search or copy would find). */
export const pdfText = async (pdf: Uint8Array): Promise<string[]> => {
  const mupdf = await import("mupdf");
  const doc = mupdf.Document.openDocument(pdf, "application/pdf");
  try {
    const texts: string[] = [];
    for (let i = 0; i < doc.countPages(); i++) {
      const page = doc.loadPage(i);
      const text = page.toStructuredText("preserve-whitespace");
      texts.push(text.asText());
      text.destroy();
      page.destroy();
    }
    return texts;
  } finally {
    doc.destroy();
  }
};
