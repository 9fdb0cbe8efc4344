// Text pasted from ERPs and spreadsheets is normalised, never refused (issue 14): OOXML escapes, line breaks,
// tabs, zero-width and odd spaces become what a person meant to type.

const OOXML_ESCAPE = /_x([0-9A-Fa-f]{4})_/g;
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;
// Control characters (C0, DEL, C1) and the line and paragraph separators.
const CONTROL = /[\p{Cc}\u2028\u2029]/gu;
// Every other Unicode space: NBSP, the en/em spaces, narrow and ideographic spaces.
const ODD_SPACE = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;

/** One line of plain text: `_xHHHH_` decoded, controls and odd spaces to one space, zero-width removed, trimmed. */
export const normalizeImportedText = (value: string): string =>
  value
    .replace(OOXML_ESCAPE, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(ZERO_WIDTH, "")
    .replace(CONTROL, " ")
    .replace(ODD_SPACE, " ")
    .replace(/ {2,}/g, " ")
    .trim();
