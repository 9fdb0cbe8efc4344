// Code 128 (ISO/IEC 15417) with code sets B and C: B carries printable ASCII, C carries digit pairs, and the
// encoder switches to C for digit runs long enough to save symbols (the standard's own rule of thumb).

/** Bar and space widths in modules of symbols 0..105 and the stop (the standard's table). */
// biome-ignore format: the standard's table, ten symbols a row
const PATTERNS = [
  "212222", "222122", "222221", "121223", "121322", "131222", "122213", "122312", "132212", "221213",
  "221312", "231212", "112232", "122132", "122231", "113222", "123122", "123221", "223211", "221132",
  "221231", "213212", "223112", "312131", "311222", "321122", "321221", "312212", "322112", "322211",
  "212123", "212321", "232121", "111323", "131123", "131321", "112313", "132113", "132311", "211313",
  "231113", "231311", "112133", "112331", "132131", "113123", "113321", "133121", "313121", "211331",
  "231131", "213113", "213311", "213131", "311123", "311321", "331121", "312113", "312311", "332111",
  "314111", "221411", "431111", "111224", "111422", "121124", "121421", "141122", "141221", "112214",
  "112412", "122114", "122411", "142112", "142211", "241211", "221114", "413111", "241112", "134111",
  "111242", "121142", "121241", "114212", "124112", "124211", "411212", "421112", "421211", "212141",
  "214121", "412121", "111143", "111341", "131141", "114113", "114311", "411113", "411311", "113141",
  "114131", "311141", "411131", "211412", "211214", "211232", "2331112",
];

const CODE_C = 99;
const CODE_B = 100;
const START_B = 104;
const START_C = 105;
const STOP = 106;
/** The quiet zone the standard asks for on each side, in modules. */
export const QUIET_ZONE_MODULES = 10;

const isDigit = (text: string, at: number) => {
  const code = text.charCodeAt(at);
  return code >= 48 && code <= 57;
};

const digitRunAt = (text: string, at: number) => {
  let end = at;
  while (end < text.length && isDigit(text, end)) end++;
  return end - at;
};

/** A run of digits is worth code set C when it saves symbols: 4+ at either end of the data, 6+ inside. */
const worthCodeC = (text: string, at: number) => {
  const run = digitRunAt(text, at);
  const atEdge = at === 0 || at + run === text.length;
  if (at === 0 && run === text.length && run === 2) return true;
  return run >= (atEdge ? 4 : 6);
};

/**
 * The symbol values of `text`: start, data, checksum and stop. Throws for characters code set B cannot carry
 * (outside printable ASCII), since our order and tracking numbers never need code set A.
 */
export const encodeCode128 = (text: string): number[] => {
  if (text.length === 0) throw new Error("Code 128: nothing to encode");
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 32 || code > 126) {
      throw new Error(`Code 128: character ${JSON.stringify(text[i])} is not printable ASCII`);
    }
  }
  const symbols: number[] = [];
  let set: "B" | "C";
  let at = 0;
  if (worthCodeC(text, 0)) {
    set = "C";
    symbols.push(START_C);
  } else {
    set = "B";
    symbols.push(START_B);
  }
  while (at < text.length) {
    if (set === "C") {
      if (digitRunAt(text, at) >= 2) {
        symbols.push(Number(text.slice(at, at + 2)));
        at += 2;
        continue;
      }
      set = "B";
      symbols.push(CODE_B);
      continue;
    }
    const run = digitRunAt(text, at);
    if (run > 0 && worthCodeC(text, at)) {
      // An odd run keeps its first digit in B so that C gets whole pairs.
      if (run % 2 === 1) {
        symbols.push(text.charCodeAt(at) - 32);
        at++;
      }
      set = "C";
      symbols.push(CODE_C);
      continue;
    }
    symbols.push(text.charCodeAt(at) - 32);
    at++;
  }
  const first = symbols[0] ?? START_B;
  let sum = first;
  for (let i = 1; i < symbols.length; i++) sum += i * (symbols[i] ?? 0);
  symbols.push(sum % 103, STOP);
  return symbols;
};

/** One bar: where it starts and how wide it is, in modules from the left edge of the quiet zone. */
export type Bar = { start: number; width: number };

export type Code128 = {
  symbols: number[];
  bars: Bar[];
  /** The full width including both quiet zones, in modules. */
  modules: number;
};

/** The bars of `text` laid out in modules, quiet zones included. */
export const code128 = (text: string): Code128 => {
  const symbols = encodeCode128(text);
  const bars: Bar[] = [];
  let x = QUIET_ZONE_MODULES;
  for (const symbol of symbols) {
    const pattern = PATTERNS[symbol] ?? "";
    for (let i = 0; i < pattern.length; i++) {
      const width = pattern.charCodeAt(i) - 48;
      if (i % 2 === 0) bars.push({ start: x, width });
      x += width;
    }
  }
  return { symbols, bars, modules: x + QUIET_ZONE_MODULES };
};
