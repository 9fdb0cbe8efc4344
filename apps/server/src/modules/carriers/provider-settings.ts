import type { DockingProvider } from "@pp/contracts";
import type { Actor } from "../../platform/actor";
import { openText, sealText } from "../../platform/crypto";
import type { Executor } from "../../platform/db";
import { AppError } from "../../platform/errors";
import type { CarrierDefinition } from "./kit/carrier";
import { carrierDefinitionOf } from "./kit/registry";
import { lowPoolCounts } from "./number-pools/number-pools.repository";
import * as repo from "./providers.repository";

// What the platform's providers and customers' own accounts share: the settings checked by the provider type and
// split into the stored and the sealed, and the provider as the console reads it (secrets never answered).

const settingLabel = (definition: CarrierDefinition<unknown>, key: string, actor: Actor) =>
  definition.settings.find((field) => field.key === key)?.label[actor.lang] ?? key;

export const openSecrets = (key: string, sealed: string): Record<string, string> =>
  sealed ? (JSON.parse(openText(key, sealed)) as Record<string, string>) : {};

/** Providers as the console reads them: settings without the secrets, with customers, stats and circuit. */
export const providerDtos = async (
  credentialsKey: string,
  ex: Executor,
  rows: Awaited<ReturnType<typeof repo.listProviders>>,
): Promise<DockingProvider[]> => {
  const customers = await repo.customersOf(
    ex,
    rows.map(({ provider }) => provider.id),
  );
  const stats = new Map((await repo.providerStats(ex)).map((row) => [row.providerId, row]));
  const lowPools = await lowPoolCounts(ex);
  return rows.map(({ provider, ownerOrgName }) => {
    const definition = carrierDefinitionOf(provider.serviceClass);
    const secretKeys = new Set(
      definition?.settings.filter((f) => f.kind === "secret").map((f) => f.key) ?? [],
    );
    const stat = stats.get(provider.id);
    return {
      id: provider.id,
      code: provider.code,
      name: provider.name,
      serviceClass: provider.serviceClass,
      interfaceType: provider.interfaceType,
      sandbox: definition?.sandbox ?? false,
      isPublic: provider.isPublic,
      attribute: provider.attribute,
      ownerOrgId: provider.ownerOrgId,
      ownerOrgName,
      linkedProviderId: provider.linkedProviderId,
      enabled: provider.enabled,
      settings: Object.fromEntries(Object.entries(provider.settings).filter(([key]) => !secretKeys.has(key))),
      secretsSet: Object.entries(openSecrets(credentialsKey, provider.sealedSecrets))
        .filter(([, value]) => value !== "")
        .map(([key]) => key),
      customerOrgIds: customers.filter((row) => row.providerId === provider.id).map((row) => row.orgId),
      successRate: stat?.calls ? stat.succeeded / stat.calls : null,
      calls: stat?.calls ?? 0,
      averageLabelMs: stat?.labelMs ? Math.round(Number(stat.labelMs)) : null,
      lowNumberPools: lowPools.get(provider.id) ?? 0,
      breaker: {
        state: provider.breakerState,
        openedAt: provider.breakerOpenedAt?.toISOString() ?? null,
        reason: provider.breakerReason,
      },
      updatedAt: provider.updatedAt.toISOString(),
    };
  });
};

/** The settings split into the stored and the sealed, each checked by the provider type. */
export const checkedSettings = (
  credentialsKey: string,
  actor: Actor,
  definition: CarrierDefinition<unknown>,
  given: Record<string, string>,
  stored: { settings: Record<string, string>; secrets: Record<string, string> },
) => {
  const plain: Record<string, string> = {};
  const secrets: Record<string, string> = {};
  for (const key of Object.keys(given))
    if (!definition.settings.some((field) => field.key === key))
      throw AppError.field(`settings.${key}`, "CARRIER_SETTING_UNKNOWN", { params: { key } });
  for (const field of definition.settings) {
    const value = (given[field.key] ?? "").trim();
    if (field.kind === "secret") {
      // An empty secret keeps the stored one: the console never learns it to send it back.
      const kept = value || stored.secrets[field.key] || "";
      if (kept) secrets[field.key] = kept;
    } else if (value || field.default) plain[field.key] = value || field.default!;
    const final = field.kind === "secret" ? secrets[field.key] : plain[field.key];
    if (field.required && !final)
      throw AppError.field(`settings.${field.key}`, "CARRIER_SETTING_REQUIRED", {
        params: { label: field.label[actor.lang] },
      });
    if (final && field.kind === "url" && !/^https?:\/\/[^\s/]+/.test(final))
      throw AppError.field(`settings.${field.key}`, "CARRIER_SETTING_INVALID", {
        params: { label: field.label[actor.lang] },
      });
    if (final && field.kind === "select" && !field.options?.some((option) => option.value === final))
      throw AppError.field(`settings.${field.key}`, "CARRIER_SETTING_INVALID", {
        params: { label: field.label[actor.lang] },
      });
  }
  try {
    definition.parseSettings({ ...plain, ...secrets });
  } catch (error) {
    // A type names the bad setting by its key: as a zod issue's path or as its error's message.
    const key =
      (error as { issues?: { path: (string | number)[] }[] }).issues?.[0]?.path[0] ??
      (error as Error).message;
    const named = definition.settings.find((setting) => setting.key === key);
    const field = named?.key ?? definition.settings[0]?.key ?? "settings";
    throw AppError.field(`settings.${field}`, "CARRIER_SETTING_INVALID", {
      params: { label: settingLabel(definition, field, actor) },
    });
  }
  return {
    plain,
    sealed: Object.keys(secrets).length ? sealText(credentialsKey, JSON.stringify(secrets)) : "",
  };
};
