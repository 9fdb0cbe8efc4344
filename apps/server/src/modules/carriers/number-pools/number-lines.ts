import { S10_PATTERN, s10Valid } from "../kit/s10";

// An import's lines checked before anything is stored: each good number once, every other line with its reason.

/** The most numbers one import (a file, a paste or a generated range) may bring. */
export const IMPORT_LIMIT = 100_000;

/** A tracking number as pools keep it: letters and digits (a dash inside allowed), 6 to 40 characters. */
const NUMBER_PATTERN = /^[A-Z0-9](?:[A-Z0-9-]{4,38})[A-Z0-9]$/;

/** Headers a file may start with; such a first line is not a number. */
const HEADERS = new Set([
  "NUMBER",
  "NUMBERS",
  "TRACKING NUMBER",
  "TRACKINGNUMBER",
  "单号",
  "号码",
  "跟踪号",
  "번호",
]);

export type RefusalReason = "badFormat" | "badCheckDigit" | "duplicateInFile" | "alreadyInPool";
export type NumberLine = { line: number; number: string };
export type RefusedLine = NumberLine & { reason: RefusalReason };

/** The first cell of each line of a text or CSV file, with its line number; empty lines left out. */
export const linesOfText = (text: string): NumberLine[] => {
  const lines: NumberLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const cell = (raw.split(/[,;\t]/)[0] ?? "")
      .trim()
      .replace(/^"(.*)"$/, "$1")
      .trim();
    if (cell) lines.push({ line: index + 1, number: cell });
  });
  const first = lines[0];
  if (first?.line === 1 && HEADERS.has(first.number.toUpperCase())) lines.shift();
  return lines;
};

/** The lines split into good numbers (upper case, each once) and refused ones, in line order. */
export const checkLines = (lines: NumberLine[]) => {
  const good: NumberLine[] = [];
  const refused: RefusedLine[] = [];
  const seen = new Set<string>();
  for (const { line, number: raw } of lines) {
    const number = raw.toUpperCase();
    if (!NUMBER_PATTERN.test(number)) refused.push({ line, number: raw, reason: "badFormat" });
    else if (S10_PATTERN.test(number) && !s10Valid(number))
      refused.push({ line, number, reason: "badCheckDigit" });
    else if (seen.has(number)) refused.push({ line, number, reason: "duplicateInFile" });
    else {
      seen.add(number);
      good.push({ line, number });
    }
  }
  return { good, refused };
};
