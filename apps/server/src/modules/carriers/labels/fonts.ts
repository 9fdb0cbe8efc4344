import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";

/** Where Debian's fonts-noto-cjk puts Noto Sans CJK. */
export const DEBIAN_NOTO_CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc";

/** A font file and, inside a collection (.ttc), the face to use. */
export type FontFace = { path: string; postscriptName: string | undefined; bytes: Buffer };
export type LabelFontFaces = { regular: FontFace; bold: FontFace };

// The collections hold a face per region; the Simplified Chinese one carries Chinese, Hangul and Latin.
const isCollection = (path: string) => path.toLowerCase().endsWith(".ttc");

// The files are read once per process: a document of a thousand labels, or a thousand documents, must not
// read 20 MB each time.
const loaded = new Map<string, LabelFontFaces>();

const face = (path: string, weight: "Regular" | "Bold"): FontFace => ({
  path,
  postscriptName: isCollection(path) ? `NotoSansCJKsc-${weight}` : undefined,
  bytes: readFileSync(path),
});

/**
 * The regular and bold faces labels print with: `fontPath` (the caller's LABEL_FONT_PATH, a regular face)
 * or Debian's Noto Sans CJK. The bold face is the file beside it named with "Bold" for "Regular"; without
 * one, bold text uses the regular face. In a collection (.ttc) the face is picked by its Noto Sans CJK SC name,
 * so a collection must be Noto Sans CJK; any other font is given as a single .otf or .ttf.
 */
export const labelFonts = (fontPath?: string): LabelFontFaces => {
  const regularPath = fontPath && fontPath.length > 0 ? fontPath : DEBIAN_NOTO_CJK;
  const cached = loaded.get(regularPath);
  if (cached) return cached;
  if (!existsSync(regularPath)) {
    throw new Error(
      `Label font ${regularPath} is missing: install the Debian package fonts-noto-cjk or set LABEL_FONT_PATH to a font with CJK and Hangul glyphs`,
    );
  }
  const boldPath = join(dirname(regularPath), basename(regularPath).replace("Regular", "Bold"));
  const regular = face(regularPath, "Regular");
  const bold = boldPath !== regularPath && existsSync(boldPath) ? face(boldPath, "Bold") : regular;
  const faces = { regular, bold };
  loaded.set(regularPath, faces);
  return faces;
};
