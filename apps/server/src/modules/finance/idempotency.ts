import { createHash } from "node:crypto";
import type { Executor } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { financeIdempotency } from "./finance.tables";
import type { KeyUse, MovementKey } from "./wallet.repository";

// The one rule of every money endpoint's Idempotency-Key, kept per org in `finance_idempotency` with the
// fingerprint of the request that first used it: a repeat of that request answers what the first answered and
// changes nothing; the same key with any other request (another body, another endpoint) answers 409.

/** The fingerprint of a request: what it does and with which values (as validated and normalised). */
export const fingerprintOf = (operation: string, request: Record<string, unknown>) =>
  createHash("sha256")
    .update(JSON.stringify([operation, request]))
    .digest("hex");

/** Refuses a key its org already used for a different request. */
export const assertSameRequest = (use: KeyUse, fingerprint: string) => {
  if (use.fingerprint !== fingerprint) throw new AppError("IDEMPOTENCY_KEY_REUSED");
};

/**
 * Records the key with its request inside the transaction that makes the change, so the key and the change
 * commit together; a concurrent duplicate waits for it and then fails on the key's primary key.
 */
export const claimKey = async (tx: Executor, key: MovementKey, entryId: number | null) => {
  await tx
    .insert(financeIdempotency)
    .values({ orgId: key.orgId, key: key.key, fingerprint: key.fingerprint, entryId });
};
