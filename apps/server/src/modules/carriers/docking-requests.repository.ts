import type { DockingRequestStatus } from "@pp/domain";
import { and, desc, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { DataScope } from "../../platform/actor";
import type { Executor } from "../../platform/db";
import { idKeysetPage } from "../../platform/paging";
import { scopeFilter } from "../../platform/scope";
import { orgs } from "../identity";
import { dockingRequests } from "./docking-requests.tables";

// Docking requests' SQL: lists scoped to the caller's orgs, the row lock every decision takes first.

export type DockingRequestRow = typeof dockingRequests.$inferSelect & { orgName: string };
export type NewDockingRequest = typeof dockingRequests.$inferInsert;

const selection = { ...getTableColumns(dockingRequests), orgName: orgs.name };

const selectRequests = (ex: Executor, where: SQL | undefined, limit: number) =>
  ex
    .select(selection)
    .from(dockingRequests)
    .innerJoin(orgs, eq(orgs.id, dockingRequests.orgId))
    .where(where)
    .orderBy(desc(dockingRequests.id))
    .limit(limit);

/** One keyset page of the requests of the orgs in `scope`, newest first, optionally of one status. */
export const pageRequests = (
  ex: Executor,
  scope: DataScope,
  status: DockingRequestStatus | undefined,
  page: { cursor?: number; size: number },
) =>
  idKeysetPage(
    ex,
    { table: dockingRequests, id: dockingRequests.id },
    (keyed, limit) => selectRequests(ex, keyed, limit),
    and(scopeFilter(scope, dockingRequests.orgId), status ? eq(dockingRequests.status, status) : undefined),
    page,
  );

/** Reached only after the caller's right to it was checked. */
export const findRequest = async (ex: Executor, id: number) =>
  (await selectRequests(ex, eq(dockingRequests.id, id), 1))[0];

/** Inserts the request; undefined when its org already made one under its key. */
export const insertRequest = async (tx: Executor, row: NewDockingRequest) =>
  (
    await tx
      .insert(dockingRequests)
      .values(row)
      .onConflictDoNothing({ target: [dockingRequests.orgId, dockingRequests.requestKey] })
      .returning({ id: dockingRequests.id })
  )[0]?.id;

/** The request an org made under a key. */
export const findRequestByKey = async (ex: Executor, orgId: number, requestKey: string) =>
  (
    await selectRequests(
      ex,
      and(eq(dockingRequests.orgId, orgId), eq(dockingRequests.requestKey, requestKey)),
      1,
    )
  )[0];

export const setHold = (tx: Executor, id: number, holdId: number) =>
  tx.update(dockingRequests).set({ holdId }).where(eq(dockingRequests.id, id));

export const lockRequest = async (tx: Executor, id: number) =>
  (await tx.select().from(dockingRequests).where(eq(dockingRequests.id, id)).for("update"))[0];

export const decideRequest = (
  tx: Executor,
  id: number,
  decision: { status: DockingRequestStatus; rejectReason?: string; decidedBy: number },
) =>
  tx
    .update(dockingRequests)
    .set({ ...decision, decidedAt: new Date() })
    .where(eq(dockingRequests.id, id));

/** The platform's org, whose staff are told of a new request. */
export const platformOrgId = async (ex: Executor) =>
  (await ex.select({ id: orgs.id }).from(orgs).where(eq(orgs.type, "platform")).limit(1))[0]?.id;
