import { inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { type Actor, canSeeOrg, type DataScope } from "./actor";
import { AppError } from "./errors";

/**
 * The one data-scope filter every repository applies to tenant-owned rows: nothing for
 * callers who see everything, else "owner org in the caller's scope". Services hand repositories
 * the caller's scope value (`actor.scope`), never a filter of their own.
 */
export const scopeFilter = (scope: DataScope, orgColumn: AnyPgColumn): SQL | undefined => {
  if (scope.all) return undefined;
  return scope.orgIds.length ? inArray(orgColumn, scope.orgIds) : sql`false`;
};

/** A row the caller may not see does not exist for it: 404, never its data. */
export const visibleOrNotFound = <T extends { orgId: number | null }>(
  actor: Actor,
  row: T | undefined,
): T => {
  if (!row || !canSeeOrg(actor, row.orgId)) throw new AppError("NOT_FOUND");
  return row;
};

/** The org a new row belongs to: the caller's own (a sub-account writes for its main account's org). */
export const ownerOrgOf = (actor: Actor) => actor.orgId;
