import { type Executor, notify } from "../../platform/db";

/** Heard by every server process: the terms of these orgs (comma-separated ids) changed, e.g. their settlement currency. */
export const ORG_CHANNEL = "org_changed";

/** Records that orgs' terms changed; every such write calls this in its transaction. */
export const announceOrgChange = (tx: Executor, orgIds: number[]) =>
  notify(tx, ORG_CHANNEL, orgIds.join(","));
