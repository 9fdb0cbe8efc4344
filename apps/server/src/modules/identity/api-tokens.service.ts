import {
  API_TOKENS_PER_ORG,
  type ApiToken,
  type CreateApiTokenRequest,
  type IssuedApiToken,
  type RenameApiTokenRequest,
} from "@pp/contracts";
import { can, requireCan } from "../../platform/access";
import type { Actor } from "../../platform/actor";
import { hashToken, newToken } from "../../platform/crypto";
import { type Database, type Executor, notify } from "../../platform/db";
import { AppError } from "../../platform/errors";
import * as repo from "./api-tokens.repository";

// Recognisable in logs and secret scanners; the rest is 256 random bits.
const TOKEN_PREFIX = "ppk_";
const SHOWN_PREFIX_LENGTH = TOKEN_PREFIX.length + 6;

/** Announced inside every transaction that can end a token, with its id: each process's resolver drops it. */
export const API_TOKENS_CHANGED = "api_tokens_changed";

const toApiToken = (row: repo.ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  holderUserId: row.holderUserId,
  holderName: row.holderName,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  state: row.state,
});

const nameTaken = () =>
  AppError.field("name", "API_TOKEN_NAME_TAKEN", { code: "NAME_TAKEN", headline: true });
const notActive = () => new AppError("CONFLICT", { params: { messageKey: "API_TOKEN_NOT_ACTIVE" } });

export const createApiTokenService = ({ database }: { database: Database }) => {
  const { db } = database;

  /** The main account manages every token of its org; a sub-account only the tokens it holds. */
  const viewOf = (actor: Actor): repo.TokenView => {
    requireCan(actor, "holdApiKey");
    return can(actor, "manageSubAccounts")
      ? { orgId: actor.orgId }
      : { orgId: actor.orgId, holderUserId: actor.userId };
  };

  const visibleOrNotFound = async (executor: Executor, actor: Actor, id: number) => {
    const row = await repo.findToken(executor, actor, viewOf(actor), id);
    if (!row) throw new AppError("NOT_FOUND");
    return row;
  };

  const answer = async (actor: Actor, id: number) => toApiToken(await visibleOrNotFound(db, actor, id));

  /**
   * Whom a new token may act as: the caller itself, or (the main account) one of its own sub-accounts, enabled.
   * A sub-account naming anyone else is refused: nobody hands out grants they do not have. Anyone else's
   * user is not the caller's to know of.
   */
  const checkHolder = async (executor: Executor, actor: Actor, holderUserId: number) => {
    if (holderUserId !== actor.userId && !can(actor, "manageSubAccounts")) throw new AppError("FORBIDDEN");
    const holder = await repo.findUser(executor, holderUserId);
    const own =
      holder !== undefined &&
      holder.orgId === actor.orgId &&
      (holder.id === actor.userId || holder.mainUserId === actor.userId);
    if (!own) throw new AppError("NOT_FOUND");
    if (holder.status !== "enabled") throw AppError.field("holderUserId", "API_TOKEN_HOLDER_DISABLED");
  };

  const issue = async (
    executor: Executor,
    actor: Actor,
    values: { name: string; holderUserId: number },
  ): Promise<{ id: number; token: string }> => {
    const token = `${TOKEN_PREFIX}${newToken()}`;
    const id = await repo.insertToken(executor, {
      orgId: actor.orgId,
      name: values.name,
      userId: values.holderUserId,
      createdByUserId: actor.userId,
      tokenHash: hashToken(token),
      prefix: token.slice(0, SHOWN_PREFIX_LENGTH),
    });
    return { id, token };
  };

  const list = async (actor: Actor) => (await repo.listTokens(db, actor, viewOf(actor))).map(toApiToken);

  const create = async (actor: Actor, body: CreateApiTokenRequest): Promise<IssuedApiToken> => {
    viewOf(actor);
    const holderUserId = body.holderUserId ?? actor.userId;
    const issued = await db.transaction(async (tx) => {
      await repo.lockOrg(tx, actor.orgId);
      await checkHolder(tx, actor, holderUserId);
      if ((await repo.countUnrevoked(tx, actor.orgId)) >= API_TOKENS_PER_ORG) {
        throw new AppError("API_TOKEN_LIMIT", { params: { limit: API_TOKENS_PER_ORG } });
      }
      if ((await repo.findUnrevokedByName(tx, actor.orgId, body.name)) !== undefined) throw nameTaken();
      return issue(tx, actor, { name: body.name, holderUserId });
    });
    return { token: issued.token, apiToken: await answer(actor, issued.id) };
  };

  /**
   * A new token with the same name and holder; the old one keeps working for `overlapHours` (0: stops at once),
   * so a running integration can switch to the new one.
   */
  const regenerate = async (actor: Actor, id: number, overlapHours: number): Promise<IssuedApiToken> => {
    const issued = await db.transaction(async (tx) => {
      await repo.lockOrg(tx, actor.orgId);
      const old = await visibleOrNotFound(tx, actor, id);
      if (old.state !== "active") throw notActive();
      await checkHolder(tx, actor, old.holderUserId);
      await repo.endToken(tx, old.id, overlapHours);
      await notify(tx, API_TOKENS_CHANGED, String(old.id));
      return issue(tx, actor, { name: old.name, holderUserId: old.holderUserId });
    });
    return { token: issued.token, apiToken: await answer(actor, issued.id) };
  };

  /** Ends the token at once, an ending one too; revoking a revoked token changes nothing. */
  const revoke = async (actor: Actor, id: number): Promise<ApiToken> => {
    await db.transaction(async (tx) => {
      await visibleOrNotFound(tx, actor, id);
      if (await repo.endToken(tx, id, 0)) await notify(tx, API_TOKENS_CHANGED, String(id));
    });
    return answer(actor, id);
  };

  const rename = async (actor: Actor, id: number, body: RenameApiTokenRequest): Promise<ApiToken> => {
    await db.transaction(async (tx) => {
      await repo.lockOrg(tx, actor.orgId);
      const row = await visibleOrNotFound(tx, actor, id);
      if (row.state !== "active") throw notActive();
      const clash = await repo.findUnrevokedByName(tx, actor.orgId, body.name);
      if (clash !== undefined && clash !== id) throw nameTaken();
      await repo.renameToken(tx, id, body.name);
    });
    return answer(actor, id);
  };

  return { list, create, regenerate, revoke, rename };
};
