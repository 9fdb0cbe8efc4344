import type { ApiLog } from "../../platform/api-log";
import type { JobHandler } from "../../platform/jobs";

/** Deletes the API log's rows older than the retention (and the labels they kept), once a day. */
export const apiLogPruneJob = (apiLog: ApiLog, retentionDays: number): JobHandler => ({
  name: "api-log-prune",
  cron: "43 3 * * *",
  run: async () => ({
    summaryKey: "TASK_API_LOG_PRUNED",
    params: { deleted: await apiLog.prune(retentionDays) },
  }),
});
