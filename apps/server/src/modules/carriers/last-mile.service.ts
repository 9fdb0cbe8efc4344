import type {
  DeliveryService,
  DeliveryServiceQuery,
  Distributor,
  DistributorQuery,
  deliveryServiceInputSchema,
  distributorInputSchema,
  Page,
} from "@pp/contracts";
import { isTrackingUrlTemplate } from "@pp/domain";
import type { z } from "zod";
import { requireCan } from "../../platform/access";
import type { Actor } from "../../platform/actor";
import { type Db, type Executor, isForeignKeyViolation, isUniqueViolation } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { mapPage } from "../../platform/paging";
import { countriesByCodes } from "../reference";
import * as repo from "./last-mile.repository";

// The last mile (spec §2 distributor and delivery service editing, §7 api/tailLogistics): platform staff read the
// distributors and their delivery services (`readCarriers`), operators change them (`manageCarriers`). A cost
// record picks its delivery service (catalog's account tab), which names the distributor orders show.

type DistributorValues = z.output<typeof distributorInputSchema>;
type DeliveryServiceValues = z.output<typeof deliveryServiceInputSchema>;

const distributorView = ({
  distributor,
  serviceCount,
}: {
  distributor: repo.DistributorRow;
  serviceCount: number;
}): Distributor => ({
  id: distributor.id,
  code: distributor.code,
  nameZh: distributor.nameZh,
  nameEn: distributor.nameEn,
  nameKo: distributor.nameKo,
  countries: distributor.countries,
  website: distributor.website,
  trackingUrlTemplate: distributor.trackingUrlTemplate,
  enabled: distributor.enabled,
  remark: distributor.remark,
  serviceCount,
  updatedAt: distributor.updatedAt.toISOString(),
});

const serviceView = ({ service, distributor, provider }: repo.DeliveryServiceJoined): DeliveryService => ({
  id: service.id,
  code: service.code,
  name: service.name,
  distributorId: service.distributorId,
  distributorCode: distributor.code,
  distributorName: { zh: distributor.nameZh, en: distributor.nameEn, ko: distributor.nameKo },
  providerId: service.providerId,
  providerCode: provider.code,
  providerName: provider.name,
  providerServiceCode: service.providerServiceCode,
  countries: service.countries,
  enabled: service.enabled,
  remark: service.remark,
  updatedAt: service.updatedAt.toISOString(),
});

/** Each country code must be one the platform knows; the first unknown one is named on the field. */
const checkCountries = async (ex: Executor, codes: string[]) => {
  const unique = [...new Set(codes)];
  const known = new Set((await countriesByCodes(ex, unique)).map((row) => row.regionCode));
  const unknown = unique.find((code) => !known.has(code));
  if (unknown) throw AppError.field("countries", "LAST_MILE_COUNTRY_UNKNOWN", { params: { code: unknown } });
  return unique;
};

/** A taken code (case-insensitive) is refused on the code field; anything else passes through. */
const codeTaken = (key: string) => (error: unknown) => {
  if (isUniqueViolation(error)) throw AppError.field("code", key, { code: "NAME_TAKEN" });
  throw error;
};

const distributorById = async (ex: Executor, id: number) => {
  const row = await repo.findDistributor(ex, id);
  if (!row) throw new AppError("NOT_FOUND");
  return distributorView({
    distributor: row,
    serviceCount: (await repo.servicesOfDistributor(ex, id)).length,
  });
};

const serviceById = async (ex: Executor, id: number) => {
  const row = await repo.findDeliveryService(ex, id);
  if (!row) throw new AppError("NOT_FOUND");
  return serviceView(row);
};

export const createLastMileService = (db: Db) => {
  const saveDistributor = async (actor: Actor, id: number | null, input: DistributorValues) => {
    requireCan(actor, "manageCarriers");
    if (input.trackingUrlTemplate !== "" && !isTrackingUrlTemplate(input.trackingUrlTemplate))
      throw AppError.field("trackingUrlTemplate", "DISTRIBUTOR_TEMPLATE_INVALID");
    return db
      .transaction(async (tx) => {
        const values = { ...input, countries: await checkCountries(tx, input.countries) };
        if (id === null) return (await repo.insertDistributor(tx, { ...values, createdBy: actor.userId })).id;
        if (!(await repo.updateDistributor(tx, id, values))) throw new AppError("NOT_FOUND");
        return id;
      })
      .then((saved) => distributorById(db, saved), codeTaken("DISTRIBUTOR_CODE_TAKEN"));
  };

  const saveService = async (actor: Actor, id: number | null, input: DeliveryServiceValues) => {
    requireCan(actor, "manageCarriers");
    return db
      .transaction(async (tx) => {
        if (!(await repo.findDistributor(tx, input.distributorId)))
          throw AppError.field("distributorId", "DELIVERY_DISTRIBUTOR_UNKNOWN");
        if (!(await repo.findProviderBrief(tx, input.providerId)))
          throw AppError.field("providerId", "CATALOG_PROVIDER_UNKNOWN");
        const values = { ...input, countries: await checkCountries(tx, input.countries) };
        if (id === null)
          return (await repo.insertDeliveryService(tx, { ...values, createdBy: actor.userId })).id;
        if (!(await repo.updateDeliveryService(tx, id, values))) throw new AppError("NOT_FOUND");
        return id;
      })
      .then((saved) => serviceById(db, saved), codeTaken("DELIVERY_SERVICE_CODE_TAKEN"));
  };

  return {
    async distributors(actor: Actor, query: DistributorQuery): Promise<Page<Distributor>> {
      requireCan(actor, "readCarriers");
      return mapPage(await repo.listDistributors(db, query), distributorView);
    },

    createDistributor: (actor: Actor, input: DistributorValues) => saveDistributor(actor, null, input),
    updateDistributor: (actor: Actor, id: number, input: DistributorValues) =>
      saveDistributor(actor, id, input),

    async setDistributorEnabled(actor: Actor, id: number, enabled: boolean) {
      requireCan(actor, "manageCarriers");
      if (!(await repo.updateDistributor(db, id, { enabled }))) throw new AppError("NOT_FOUND");
      return distributorById(db, id);
    },

    /** Deletes a distributor no delivery service names; otherwise names those services. */
    async removeDistributor(actor: Actor, id: number) {
      requireCan(actor, "manageCarriers");
      await db.transaction(async (tx) => {
        if (!(await repo.findDistributor(tx, id))) throw new AppError("NOT_FOUND");
        const services = await repo.servicesOfDistributor(tx, id);
        if (services.length)
          throw new AppError("IN_USE", {
            params: {
              messageKey: "DISTRIBUTOR_IN_USE",
              codes: services.map((service) => service.code).join(", "),
            },
          });
        await repo.deleteDistributor(tx, id);
      });
    },

    async deliveryServices(actor: Actor, query: DeliveryServiceQuery): Promise<Page<DeliveryService>> {
      requireCan(actor, "readCarriers");
      return mapPage(await repo.listDeliveryServices(db, query), serviceView);
    },

    createDeliveryService: (actor: Actor, input: DeliveryServiceValues) => saveService(actor, null, input),
    updateDeliveryService: (actor: Actor, id: number, input: DeliveryServiceValues) =>
      saveService(actor, id, input),

    async setDeliveryServiceEnabled(actor: Actor, id: number, enabled: boolean) {
      requireCan(actor, "manageCarriers");
      if (!(await repo.updateDeliveryService(db, id, { enabled }))) throw new AppError("NOT_FOUND");
      return serviceById(db, id);
    },

    /** Deletes a delivery service no cost record picked (the products' foreign key refuses it otherwise). */
    async removeDeliveryService(actor: Actor, id: number) {
      requireCan(actor, "manageCarriers");
      try {
        await db.transaction(async (tx) => {
          const [deleted] = await repo.deleteDeliveryService(tx, id);
          if (!deleted) throw new AppError("NOT_FOUND");
        });
      } catch (error) {
        if (isForeignKeyViolation(error))
          throw new AppError("IN_USE", { params: { messageKey: "DELIVERY_SERVICE_IN_USE" } });
        throw error;
      }
    },
  };
};

export type LastMileService = ReturnType<typeof createLastMileService>;
