type Value = string | number;

/** One figure, one line: `name: key=value key=value` (the format every benchmark prints). */
export const printFigure = (name: string, fields: Record<string, Value>) => {
  const pairs = Object.entries(fields).map(([key, value]) => `${key}=${value}`);
  process.stdout.write(`${name}: ${pairs.join(" ")}\n`);
};

/** Progress goes to stderr so stdout holds nothing but figures. */
export const logProgress = (message: string) => {
  process.stderr.write(`# ${message}\n`);
};

export const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};
