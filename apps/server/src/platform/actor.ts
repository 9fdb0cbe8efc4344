import type { OrgType, SessionInfo } from "@pp/contracts";
import type { Language } from "@pp/domain";

/** Which tenants' rows the caller may see: every org, or a list (spec §6 data permissions). */
export type DataScope = { all: true } | { all: false; orgIds: number[] };

/** Spec §6: how dropdowns and lists are scoped for the caller's kind of org. */
export type PrivilegeType = "PLATFORM" | "SUPPLIER" | "USER";

/** Who is calling: resolved from the session token once per request. */
export type Actor = {
  /** The console session; 0 for a caller without one (an open-API token, a job acting for a user). */
  sessionId: number;
  /** The SHA-256 of the session's or the open-API token's token. */
  tokenHash: string;
  /** The open-API token the call came with (the open API's callers only). */
  apiTokenId?: number;
  userId: number;
  orgId: number;
  orgType: OrgType;
  roles: string[];
  isSubAccount: boolean;
  mainUserId: number | null;
  lang: Language;
  info: SessionInfo;
  privilege: PrivilegeType;
  scope: DataScope;
  /** Names of the screens (menu entries and button permissions) the caller may use. */
  screens: ReadonlySet<string>;
};

/** A screen check passes if the caller may use any of the named screens. */
export const canUseScreen = (actor: Actor, ...screens: string[]) =>
  screens.some((name) => actor.screens.has(name));

export const canSeeOrg = (actor: Actor, orgId: number | null) =>
  actor.scope.all || (orgId !== null && actor.scope.orgIds.includes(orgId));
