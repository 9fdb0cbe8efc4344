import type { OwnProvider, OwnProviderInput, Page } from "@pp/contracts";
import { OWN_PRODUCT_LIMITS } from "@pp/domain";
import { requireCan } from "../../platform/access";
import type { Actor } from "../../platform/actor";
import { type Db, type Executor, isUniqueViolation } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { carrierDefinitionOf, carrierTypes } from "./kit/registry";
import { checkedSettings, openSecrets, providerDtos } from "./provider-settings";
import * as repo from "./providers.repository";

// A customer's own carrier accounts (spec §3 provider attribute "customer", §9 own services per edition): the
// customer docks its own account on a provider type of the registry, its secrets sealed like the platform's and
// never answered. Only its org (and platform staff, on the providers screen) sees them; its own cost records may
// route parcels by them (catalog's cost account checks that), no one else's. How many it may keep is its
// edition's own-service limit.

type Deps = {
  db: Db;
  credentialsKey: string;
  sandbox: boolean;
  /** Announces a provider's change to every process (the clients' cache). */
  changed: (ex: Executor, id: number) => Promise<unknown>;
};

const ownOf = ({
  id,
  code,
  name,
  serviceClass,
  interfaceType,
  sandbox,
  enabled,
  settings,
  secretsSet,
  updatedAt,
}: OwnProvider): OwnProvider => ({
  id,
  code,
  name,
  serviceClass,
  interfaceType,
  sandbox,
  enabled,
  settings,
  secretsSet,
  updatedAt,
});

export const createOwnProviders = ({ db, credentialsKey, sandbox, changed }: Deps) => {
  const ownPage = async (ex: Executor, orgId: number) =>
    (await providerDtos(credentialsKey, ex, await repo.listProviders(ex, { ownerOrgId: orgId }))).map(ownOf);

  /** Another org's account, or the platform's, does not exist for the caller. */
  const mine = async (tx: Executor, actor: Actor, id: number) => {
    const row = await repo.findProvider(tx, id);
    if (row?.attribute !== "customer" || row.ownerOrgId !== actor.orgId) throw new AppError("NOT_FOUND");
    return row;
  };

  /** A new account fits the org's edition (counted under the org's lock, so two at once cannot both pass). */
  const checkLimit = async (tx: Executor, orgId: number) => {
    const org = await repo.lockCustomerOrg(tx, orgId);
    if (!org) throw new AppError("FORBIDDEN");
    const limit = OWN_PRODUCT_LIMITS[org.edition];
    if (limit !== null && (await repo.ownProviderCount(tx, orgId)) >= limit)
      throw new AppError("LIMIT_REACHED", { params: { messageKey: "CARRIER_OWN_LIMIT", limit } });
  };

  return {
    ownTypes: (actor: Actor) => {
      requireCan(actor, "dockOwnCarriers");
      return carrierTypes().filter((type) => sandbox || !type.sandbox);
    },

    async ownList(actor: Actor): Promise<Page<OwnProvider>> {
      requireCan(actor, "dockOwnCarriers");
      const rows = await ownPage(db, actor.orgId);
      return { rows, total: rows.length, nextCursor: null };
    },

    async ownSave(actor: Actor, input: OwnProviderInput): Promise<OwnProvider> {
      requireCan(actor, "dockOwnCarriers");
      const definition = carrierDefinitionOf(input.serviceClass);
      if (!definition || (definition.sandbox && !sandbox))
        throw AppError.field("serviceClass", "CARRIER_TYPE_UNKNOWN");
      try {
        return await db.transaction(async (tx) => {
          const existing = input.id ? await mine(tx, actor, input.id) : undefined;
          if (!existing) await checkLimit(tx, actor.orgId);
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
            enabled: input.enabled,
            settings: plain,
            sealedSecrets: sealed,
          };
          const row = existing
            ? await repo.updateProvider(tx, existing.id, values)
            : await repo.insertProvider(tx, {
                ...values,
                attribute: "customer",
                ownerOrgId: actor.orgId,
                isPublic: false,
                createdBy: actor.userId,
              });
          await changed(tx, row!.id);
          const saved = (await ownPage(tx, actor.orgId)).find((provider) => provider.id === row!.id);
          return saved!;
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw AppError.field("code", "CARRIER_CODE_TAKEN", { code: "NAME_TAKEN" });
        throw error;
      }
    },
  };
};
