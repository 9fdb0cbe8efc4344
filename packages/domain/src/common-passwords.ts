import { readFileSync } from "node:fs";

// The 10,000 most common passwords (data/common-passwords.txt, source and licence in data/README.md).
// Server side only: it is not exported from the package index, so the console bundle never carries it.
let common: Set<string> | undefined;

const load = () =>
  new Set(
    readFileSync(new URL("../data/common-passwords.txt", import.meta.url), "utf8")
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => line.toLowerCase()),
  );

/** The password, ignoring case, is one of the 10,000 most common; the list is read once, on first use. */
export const isCommonPassword = (password: string): boolean => {
  common ??= load();
  return common.has(password.toLowerCase());
};
