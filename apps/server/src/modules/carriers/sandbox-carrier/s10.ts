// UPU S10 item identifiers: 2 service letters, an 8-digit serial, a check digit, the 2-letter country.

const WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7] as const;

/** The S10 check digit of an 8-digit serial: weighted sum mod 11, 11 - r, with 10 -> 0 and 11 -> 5. */
export const s10CheckDigit = (serial: string): number => {
  if (!/^\d{8}$/.test(serial)) throw new Error(`An S10 serial has 8 digits, not "${serial}"`);
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(serial[i]), 0);
  const check = 11 - (sum % 11);
  if (check === 10) return 0;
  if (check === 11) return 5;
  return check;
};

/** The sandbox carrier's number for its n-th shipment: "SB" + 8 digits + check digit + "CN". */
export const sandboxTrackingNumber = (n: number): string => {
  const serial = String(n % 100_000_000).padStart(8, "0");
  return `SB${serial}${s10CheckDigit(serial)}CN`;
};

export const isValidS10 = (number: string): boolean => {
  const match = /^[A-Z]{2}(\d{8})(\d)[A-Z]{2}$/.exec(number);
  return match !== null && s10CheckDigit(match[1] ?? "") === Number(match[2]);
};
