// Masked display of spec §9 (names, phone numbers, e-mails in lists). Lengths are counted in Unicode code
// points so a Chinese name or an emoji is one character rather than one or two UTF-16 units.
const MASK = "***";

export const maskText = (value: string | null | undefined): string => {
  if (!value) return "";
  const chars = Array.from(value);
  const length = chars.length;
  if (length === 1) return "*";
  if (length === 2) return `${chars[0]}*`;
  if (length <= 5) return `${chars[0]}${MASK}${chars[length - 1]}`;
  return `${chars.slice(0, 3).join("")}${MASK}${chars.slice(-2).join("")}`;
};
