import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { MIGRATIONS_FOLDER } from "../platform/db";

/**
 * The statements of a migration's `-- data:` block, found by the start of its comment wherever the lead's
 * renumbering put the file: a test writes rows of the old shape and runs them.
 */
export const migrationDataBlock = (marker: string) => {
  const text = readdirSync(MIGRATIONS_FOLDER)
    .filter((name) => name.endsWith(".sql"))
    .map((name) => readFileSync(join(MIGRATIONS_FOLDER, name), "utf8"))
    .find((sqlText) => sqlText.includes(marker));
  if (!text) throw new Error(`no migration has the data block "${marker}"`);
  return text.slice(text.indexOf(marker)).split("--> statement-breakpoint");
};
