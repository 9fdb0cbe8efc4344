import type { ConnectionCheck, DockingProvider, DockingProviderInput, Page } from "@pp/contracts";
import { eq } from "drizzle-orm";
import { requireCan } from "../../platform/access";
import type { Actor } from "../../platform/actor";
import type { ApiLog } from "../../platform/api-log";
import {
  type Database,
  type Executor,
  isForeignKeyViolation,
  isUniqueViolation,
  notify,
} from "../../platform/db";
import { AppError } from "../../platform/errors";
import type { FileStore } from "../../platform/file-store";
import { translateKey } from "../../platform/i18n";
import { createNotifiedCache } from "../../platform/notified-cache";
import { createApiLogReads } from "./api-log.service";
import { dockingProviders } from "./carriers.tables";
import { type Breaker, type BreakerChange, createBreaker } from "./kit/breaker";
import { CarrierError } from "./kit/carrier";
import { CIRCUIT_OPEN, createLoggedHttp, guardAdapter, type ProviderClient } from "./kit/provider-client";
import { carrierDefinitionOf, carrierTypes } from "./kit/registry";
import { createOwnProviders } from "./own-providers";
import { checkedSettings, openSecrets, providerDtos } from "./provider-settings";
import * as repo from "./providers.repository";

// Docking providers (对接商, spec §2, §3, §7 api/dockingProvider): platform staff dock provider accounts on the
// registry's provider types, with settings checked by the type and secrets sealed at rest; `client(id)` is the
// provider's guarded adapter every later caller (pushing, labels, tracking) goes through.

/** Heard by every server process: a provider's settings or its circuit changed (payload: its id). */
export const CARRIERS_CHANNEL = "carriers_changed";

export type CarrierServiceDeps = {
  database: Database;
  files: FileStore;
  apiLog: ApiLog;
  credentialsKey: string;
  timeoutMs: number;
  /** How long an open circuit refuses calls before it probes the provider (CARRIER_BREAKER_COOL_SECONDS). */
  breakerCoolMs: number;
  /** Whether the sandbox carrier runs here (SANDBOX_CARRIER): its provider type is offered only then. */
  sandbox: boolean;
  /** Where a breaker's opening is reported (the server log). */
  onBreakerError: (error: unknown) => void;
};

/** The order number a connection check asks for: no order of ours ever has it. */
const CONNECTION_CHECK_NO = "PP-CONNECTION-CHECK";

export const createCarrierService = async (deps: CarrierServiceDeps) => {
  const { database, credentialsKey } = deps;
  const { db } = database;
  const breakers = new Map<number, Breaker>();
  // The last write of each provider's breaker change, so an answer that reports the circuit follows it.
  const breakerWrites = new Map<number, Promise<void>>();

  const storeBreaker = (providerId: number) => async (change: BreakerChange) => {
    try {
      await db.transaction(async (tx) => {
        await tx
          .update(dockingProviders)
          .set({ breakerState: change.state, breakerOpenedAt: change.openedAt, breakerReason: change.reason })
          .where(eq(dockingProviders.id, providerId));
        await notify(tx, CARRIERS_CHANNEL, String(providerId));
      });
    } catch (error) {
      deps.onBreakerError(error);
    }
  };

  const breakerOf = (row: repo.ProviderRow) => {
    let breaker = breakers.get(row.id);
    if (!breaker) {
      const store = storeBreaker(row.id);
      breaker = createBreaker((change) => {
        breakerWrites.set(row.id, store(change));
      }, deps.breakerCoolMs);
      breakers.set(row.id, breaker);
    }
    breaker.adopt({ state: row.breakerState, openedAt: row.breakerOpenedAt, reason: row.breakerReason });
    return breaker;
  };

  const clients = await createNotifiedCache<number, { row: repo.ProviderRow; client: ProviderClient } | null>(
    database,
    {
      invalidations: [{ channel: CARRIERS_CHANNEL, keysOf: (payload) => [Number(payload)] }],
      maxAgeMs: 60_000,
      maxEntries: 1000,
      load: async (id) => {
        const row = await repo.findProvider(db, id);
        const definition = row && carrierDefinitionOf(row.serviceClass);
        if (!row || !definition) return null;
        const settings = definition.parseSettings({
          ...row.settings,
          ...openSecrets(credentialsKey, row.sealedSecrets),
        });
        const options = {
          providerId: row.id,
          breaker: breakerOf(row),
          apiLog: deps.apiLog,
          files: deps.files,
          timeoutMs: deps.timeoutMs,
        };
        const http = createLoggedHttp(options);
        return { row, client: guardAdapter(definition.create(settings, http), options, http) };
      },
    },
  );

  const one = async (ex: Executor, id: number) => {
    const rows = (await repo.listProviders(ex, {})).filter(({ provider }) => provider.id === id);
    const [dto] = await providerDtos(credentialsKey, ex, rows);
    if (!dto) throw new AppError("NOT_FOUND");
    return dto;
  };

  const changed = (ex: Executor, id: number) => notify(ex, CARRIERS_CHANNEL, String(id));

  return {
    /** How long an open circuit waits before its probe: a push refused by it waits as long. */
    breakerCoolMs: deps.breakerCoolMs,
    ...createOwnProviders({ db, credentialsKey, sandbox: deps.sandbox, changed }),
    ...createApiLogReads({ db, apiLog: deps.apiLog }),

    types: (actor: Actor) => {
      requireCan(actor, "readCarriers");
      return carrierTypes().filter((type) => deps.sandbox || !type.sandbox);
    },

    async list(
      actor: Actor,
      query: { keyword?: string; serviceClass?: string },
    ): Promise<Page<DockingProvider>> {
      requireCan(actor, "readCarriers");
      const rows = await providerDtos(credentialsKey, db, await repo.listProviders(db, query));
      return { rows, total: rows.length, nextCursor: null };
    },

    async save(actor: Actor, input: DockingProviderInput): Promise<DockingProvider> {
      requireCan(actor, "manageCarriers");
      const definition = carrierDefinitionOf(input.serviceClass);
      if (!definition || (definition.sandbox && !deps.sandbox))
        throw AppError.field("serviceClass", "CARRIER_TYPE_UNKNOWN");
      try {
        return await db.transaction(async (tx) => {
          const existing = input.id ? await repo.findProvider(tx, input.id) : undefined;
          if (input.id && !existing) throw new AppError("NOT_FOUND");
          if (input.linkedProviderId !== null) {
            const linked = await repo.findProvider(tx, input.linkedProviderId);
            if (!linked || linked.id === input.id)
              throw AppError.field("linkedProviderId", "CARRIER_LINK_INVALID");
          }
          const sameClass = existing?.serviceClass === input.serviceClass;
          const { plain, sealed } = checkedSettings(credentialsKey, actor, definition, input.settings, {
            settings: sameClass ? existing.settings : {},
            secrets: sameClass ? openSecrets(credentialsKey, existing.sealedSecrets) : {},
          });
          const values = {
            code: input.code,
            name: input.name,
            serviceClass: input.serviceClass,
            interfaceType: definition.interfaceType,
            // A customer's own account serves its owner only: never public, never assigned to others.
            isPublic: existing?.attribute === "customer" ? false : input.isPublic,
            linkedProviderId: input.linkedProviderId,
            enabled: input.enabled,
            settings: plain,
            sealedSecrets: sealed,
          };
          const row = existing
            ? await repo.updateProvider(tx, existing.id, values)
            : await repo.insertProvider(tx, { ...values, createdBy: actor.userId });
          await changed(tx, row!.id);
          return one(tx, row!.id);
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw AppError.field("code", "CARRIER_CODE_TAKEN", { code: "NAME_TAKEN" });
        throw error;
      }
    },

    async remove(actor: Actor, id: number) {
      requireCan(actor, "manageCarriers");
      try {
        await db.transaction(async (tx) => {
          const [deleted] = await repo.deleteProvider(tx, id);
          if (!deleted) throw new AppError("NOT_FOUND");
          await changed(tx, id);
        });
      } catch (error) {
        // Cost records route parcels to it, or orders were pushed through it: it stays, to be disabled instead.
        if (isForeignKeyViolation(error))
          throw new AppError("IN_USE", { params: { messageKey: "CARRIER_IN_USE" } });
        throw error;
      }
      return { ok: true as const };
    },

    async setCustomers(actor: Actor, id: number, orgIds: number[]): Promise<DockingProvider> {
      requireCan(actor, "manageCarriers");
      return db.transaction(async (tx) => {
        const provider = await repo.findProvider(tx, id);
        if (!provider) throw new AppError("NOT_FOUND");
        if (provider.attribute === "customer") throw AppError.field("orgIds", "CARRIER_OWN_NOT_SHARED");
        const unique = [...new Set(orgIds)];
        const customers = await repo.customerOrgIds(tx, unique);
        if (customers.length !== unique.length) throw AppError.field("orgIds", "CARRIER_NOT_CUSTOMER");
        await repo.replaceCustomers(tx, id, unique);
        await changed(tx, id);
        return one(tx, id);
      });
    },

    /**
     * Calls the provider once, as a push would (through its circuit, in the API log): asks for a shipment that
     * cannot exist, so an answer of "no such shipment" means the provider is reachable and takes our credentials.
     */
    async checkConnection(actor: Actor, id: number): Promise<ConnectionCheck> {
      requireCan(actor, "manageCarriers");
      const found = await clients.get(id);
      if (!found) throw new AppError("NOT_FOUND");
      const started = performance.now();
      const outcome = await found.client
        .findShipment({ orgId: null, orderNo: null }, CONNECTION_CHECK_NO)
        .then(
          () => ({ ok: true, message: "" }),
          (error: unknown) =>
            error instanceof CarrierError && error.kind === "notFound"
              ? { ok: true, message: "" }
              : {
                  ok: false,
                  message:
                    error instanceof CarrierError && error.providerCode === CIRCUIT_OPEN
                      ? translateKey(actor.lang, "CARRIER_CIRCUIT_OPEN")
                      : error instanceof Error
                        ? error.message
                        : String(error),
                },
        );
      await breakerWrites.get(id);
      return { ...outcome, durationMs: Math.round(performance.now() - started), provider: await one(db, id) };
    },

    /** The provider's guarded adapter, or undefined when it does not exist or its type left the registry. */
    async client(providerId: number) {
      return (await clients.get(providerId)) ?? undefined;
    },
  };
};

export type CarrierService = Awaited<ReturnType<typeof createCarrierService>>;
