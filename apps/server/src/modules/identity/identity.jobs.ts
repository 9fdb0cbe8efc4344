import type { JobHandler } from "../../platform/jobs";
import { deleteExpired } from "./identity.repository";

// Expired codes, spent puzzles and old sessions go every hour.
export const housekeepingJob: JobHandler = {
  name: "identity-housekeeping",
  cron: "17 * * * *",
  run: async (db) => ({ summaryKey: "TASK_HOUSEKEEPING_DONE", params: await deleteExpired(db) }),
};
