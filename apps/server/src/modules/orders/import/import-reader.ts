import type { ImportReader } from "../../../flows/import-orders";
import { writeFailedRecords } from "./failed-records";
import { checkImportFile, readImportFile, reasonFor } from "./import-file";
import { writeImportTemplate } from "./import-template";

/** The bulk file's reader and writers the import flow is handed. */
export const importReader: ImportReader = {
  readImportFile,
  checkImportFile,
  writeFailedRecords,
  reasonFor,
  writeImportTemplate,
};
