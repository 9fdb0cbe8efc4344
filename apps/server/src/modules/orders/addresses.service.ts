import type { AddressType } from "@pp/domain";
import type { Actor } from "../../platform/actor";
import { type Db, type Executor, isUniqueViolation } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { mapPage } from "../../platform/paging";
import { ownerOrgOf, scopeFilter, visibleOrNotFound } from "../../platform/scope";
import {
  type AddressRow,
  type AddressValues,
  clearDefault,
  deleteAddress,
  findAddress,
  hasDefault,
  insertAddress,
  listOrgAddresses,
  lockAddressBook,
  markDefault,
  promoteNewestIfNoDefault,
  searchAddresses,
  updateAddress,
} from "./addresses.repository";
import { addresses } from "./addresses.tables";

export type AddressSave = AddressValues & { id?: number | undefined; type: AddressType; isDefault: boolean };
export type AddressSearch = {
  keyword?: string | undefined;
  type?: AddressType | undefined;
  countryCode?: string | undefined;
  page: number;
  size: number;
};

export const toAddressDto = (row: AddressRow) => ({
  id: row.id,
  type: row.type,
  name: row.name,
  company: row.company,
  phone: row.phone,
  email: row.email,
  countryCode: row.countryCode,
  province: row.province,
  city: row.city,
  postcode: row.postcode,
  address1: row.address1,
  address2: row.address2,
  clearanceNo: row.clearanceNo,
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

// The partial unique index is the last line of defence; the book lock makes reaching it a bug, but should it
// happen the caller gets "changed meanwhile, retry" instead of a 500.
const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT");
    throw error;
  }
};

// Locks in a fixed order so two saves that touch both books cannot deadlock.
const lockBooks = async (tx: Executor, orgId: number, types: AddressType[]) => {
  for (const type of [...new Set(types)].sort()) await lockAddressBook(tx, orgId, type);
};

export const createAddressService = (db: Db) => {
  const scopeOf = (actor: Actor) => scopeFilter(actor.scope, addresses.orgId);

  return {
    /** The caller's own org's book (spec: findByUserId), defaults first. */
    listOwn: async (actor: Actor, type?: AddressType) =>
      (await listOrgAddresses(db, scopeOf(actor), ownerOrgOf(actor), type)).map(toAddressDto),

    /** The list page: everything in the caller's data scope matching the filters. */
    search: async (actor: Actor, filter: AddressSearch) => {
      const page = await searchAddresses(db, scopeOf(actor), filter);
      return mapPage(page, toAddressDto);
    },

    /**
     * Creates an address in the caller's org (a sub-account's goes to its main account's org), or updates
     * one of the caller's scope. The first address of a type becomes its default; a default stays default
     * until another one is chosen, so each non-empty book always has exactly one.
     */
    save: (actor: Actor, input: AddressSave) =>
      guarded(() =>
        db.transaction(async (tx) => {
          const { id, isDefault, ...values } = input;
          if (id === undefined) {
            const orgId = ownerOrgOf(actor);
            await lockBooks(tx, orgId, [values.type]);
            const makeDefault = isDefault || !(await hasDefault(tx, orgId, values.type));
            if (makeDefault) await clearDefault(tx, orgId, values.type);
            const row = await insertAddress(tx, {
              ...values,
              orgId,
              userId: actor.userId,
              isDefault: makeDefault,
            });
            return toAddressDto(row);
          }
          const scope = scopeOf(actor);
          const current = visibleOrNotFound(actor, await findAddress(tx, scope, id));
          await lockBooks(tx, current.orgId, [current.type, values.type]);
          const sameType = current.type === values.type;
          const makeDefault = isDefault || (current.isDefault && sameType);
          if (makeDefault) await clearDefault(tx, current.orgId, values.type, id);
          const row = await updateAddress(tx, scope, id, { ...values, isDefault: makeDefault });
          if (!row) throw new AppError("NOT_FOUND");
          await promoteNewestIfNoDefault(tx, current.orgId, values.type);
          if (!sameType) await promoteNewestIfNoDefault(tx, current.orgId, current.type);
          // Re-read: promoting may have made the saved row the default of its new book.
          return toAddressDto((await findAddress(tx, scope, id)) ?? row);
        }),
      ),

    /** Deletes one address; when it was the default, the newest remaining one of its type takes over. */
    remove: (actor: Actor, id: number) =>
      guarded(() =>
        db.transaction(async (tx) => {
          const scope = scopeOf(actor);
          const current = visibleOrNotFound(actor, await findAddress(tx, scope, id));
          await lockBooks(tx, current.orgId, [current.type]);
          await deleteAddress(tx, scope, id);
          if (current.isDefault) await promoteNewestIfNoDefault(tx, current.orgId, current.type);
          return { ok: true as const };
        }),
      ),

    /** Makes one address the default of its type; the previous default loses the flag in the same transaction. */
    setDefault: (actor: Actor, id: number) =>
      guarded(() =>
        db.transaction(async (tx) => {
          const scope = scopeOf(actor);
          const current = visibleOrNotFound(actor, await findAddress(tx, scope, id));
          await lockBooks(tx, current.orgId, [current.type]);
          await clearDefault(tx, current.orgId, current.type, id);
          await markDefault(tx, id);
          const row = await findAddress(tx, scope, id);
          if (!row) throw new AppError("NOT_FOUND");
          return toAddressDto(row);
        }),
      ),
  };
};

export type AddressService = ReturnType<typeof createAddressService>;
