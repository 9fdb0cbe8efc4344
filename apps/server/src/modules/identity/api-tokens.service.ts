import type { ApiToken, IssuedApiToken } from "@pp/contracts";
import { requireCan } from "../../platform/access";
import type { Actor } from "../../platform/actor";
import { hashToken, newToken } from "../../platform/crypto";
import type { Database } from "../../platform/db";
import * as repo from "./api-tokens.repository";

// Recognisable in logs and secret scanners; the rest is 256 random bits.
const TOKEN_PREFIX = "ppk_";
const SHOWN_PREFIX_LENGTH = TOKEN_PREFIX.length + 6;

const toApiToken = (row: repo.ApiTokenRow): ApiToken => ({
  id: row.id,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  createdBy: row.createdBy,
});

export const createApiTokenService = ({ database }: { database: Database }) => {
  const { db } = database;

  const list = async (actor: Actor) => {
    requireCan(actor, "holdApiKey");
    return (await repo.listOrgTokens(db, actor, actor.orgId)).map(toApiToken);
  };

  /** Issues a new token and revokes the org's previous one in the same transaction (earlier integrations stop). */
  const regenerate = async (actor: Actor): Promise<IssuedApiToken> => {
    requireCan(actor, "holdApiKey");
    const token = `${TOKEN_PREFIX}${newToken()}`;
    const id = await db.transaction(async (tx) => {
      await repo.revokeActiveToken(tx, actor.orgId);
      const row = await repo.insertToken(tx, {
        orgId: actor.orgId,
        userId: actor.userId,
        tokenHash: hashToken(token),
        prefix: token.slice(0, SHOWN_PREFIX_LENGTH),
      });
      return row.id;
    });
    const rows = await repo.listOrgTokens(db, actor, actor.orgId);
    return { token, apiToken: toApiToken(rows.find((r) => r.id === id)!) };
  };

  return { list, regenerate };
};
