// UPU S10 tracking numbers (integration-notes): 2 letters, 8 serial digits, a check digit, a 2-letter country; the
// sandbox carrier issues them and number pools import and generate them.
// Check digit: weights 8 6 4 2 3 5 9 7 over the 8 digits, sum mod 11, c = 11 - r, with 10 -> 0 and 11 -> 5.

const WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7];
export const S10_PATTERN = /^([A-Z]{2})(\d{8})(\d)([A-Z]{2})$/;

export const s10CheckDigit = (serial: string): number => {
  if (!/^\d{8}$/.test(serial)) throw new Error(`an S10 serial is 8 digits, not ${serial}`);
  const sum = [...serial].reduce((total, digit, index) => total + Number(digit) * WEIGHTS[index]!, 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
};

export const s10Number = (prefix: string, serial: number, country: string) => {
  const digits = String(serial).padStart(8, "0");
  return `${prefix}${digits}${s10CheckDigit(digits)}${country}`;
};

/** Whether a number shaped as S10 carries the right check digit. */
export const s10Valid = (number: string) => {
  const match = S10_PATTERN.exec(number);
  return match !== null && s10CheckDigit(match[2]!) === Number(match[3]);
};

/** The S10 numbers of serials `from` to `to`, both included. */
export const s10Range = (range: { prefix: string; from: number; to: number; country: string }) => {
  const numbers: string[] = [];
  for (let serial = range.from; serial <= range.to; serial++)
    numbers.push(s10Number(range.prefix, serial, range.country));
  return numbers;
};
