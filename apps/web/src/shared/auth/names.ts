import type { TFunction } from "i18next";

// Names the platform itself gives (its built-in roles, its own org) are part of the product's vocabulary and
// come from the locale files in the reader's language; names people give (a role an admin creates, a
// customer's company) are shown as they were given.

/** A role's name: a built-in role's from the locale files, else the name it was given. */
export const roleName = (t: TFunction, role: { code: string; name?: string }): string =>
  t(`common.builtInRoles.${role.code}`, { defaultValue: role.name ?? role.code });

/** An org's name: the platform's own from the locale files, else the org's. */
export const orgName = (t: TFunction, org: { type: string; name: string }): string =>
  org.type === "platform" ? t("common.platformOrg") : org.name;
