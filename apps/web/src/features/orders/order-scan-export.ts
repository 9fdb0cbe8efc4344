import type { OrderExportFilter, OrderExportRequest } from "@pp/contracts";
import { parseNumbers } from "./order-list";

// The scan screen's and the list export's pure pieces: what a scan looks up, and what an export asks for.

/** The scanned or typed number, trimmed; null when there is none (the spec's "scanned number not empty"). */
export const scanNumberOf = (text: string | undefined): string | null => {
  const number = (text ?? "").trim();
  return number === "" ? null : number;
};

/** The export of the list: the selected orders when any are selected, else the list as filtered. */
export const listExportRequest = (selectedIds: number[], filter: OrderExportFilter): OrderExportRequest =>
  selectedIds.length > 0 ? { by: "ids", ids: selectedIds } : { by: "filter", filter };

/** An export by pasted numbers; null when no number is left (the spec's "at least one number" message). */
export const numbersExportRequest = (text: string | undefined): OrderExportRequest | null => {
  const numbers = parseNumbers(text);
  return numbers.length > 0 ? { by: "numbers", numbers: numbers.join("\n") } : null;
};
