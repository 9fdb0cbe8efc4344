import type { SignableProduct, SignableQuery, Signing } from "@pp/contracts";
import { isPlatformStaff, requireCan } from "../../../platform/access";
import type { Actor } from "../../../platform/actor";
import type { Db, Executor } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { mapPage } from "../../../platform/paging";
import { preRecordedTypesOf } from "../products/pre-recorded-types";
import {
  findCustomerOrg,
  findPlanOfProduct,
  findSalesProduct,
  findSigningForUpdate,
  listCustomerOrgs,
  listDestinations,
  listPlansOf,
  listSignableProducts,
  type SalesProductRow,
  type SignableAudience,
  type SigningFilter,
  type SigningRow,
  saveSigning,
  searchSignings,
} from "./signings.repository";

const notSigned = () => new AppError("NOT_SIGNED", { params: { messageKey: "SIGNING_NOT_SIGNED" } });

/** Whether a customer may sign the product itself: an online public product, or one of its own. */
const isSelfSignable = (product: SalesProductRow, orgId: number) =>
  product.ownerOrgId === orgId || (product.ownerOrgId === null && product.reportPriceType === "public");

/** Whether the customer may see the product at all (the signing screen's list rule). */
const isVisibleTo = (product: SalesProductRow, orgId: number, signing: SigningRow | undefined) =>
  product.ownerOrgId === orgId ||
  (product.ownerOrgId === null &&
    product.status === "online" &&
    (product.reportPriceType === "public" || signing?.status === "signed"));

const statusOf = (signing: SigningRow | null | undefined) => signing?.status ?? "unsigned";

const toSigningDto = (row: Awaited<ReturnType<typeof searchSignings>>["rows"][number]): Signing => ({
  id: row.signing.id,
  productId: row.product.id,
  productCode: row.product.code,
  productName: { zh: row.product.nameZh, en: row.product.nameEn, ko: row.product.nameKo },
  orgId: row.signing.orgId,
  orgName: row.orgName,
  status: row.signing.status,
  quotePlanId: row.signing.quotePlanId,
  quotePlanName: row.planName,
  assignedByPlatform: row.signing.assignedByPlatform,
  updatedAt: row.signing.updatedAt.toISOString(),
});

export const createSigningService = (db: Db) => {
  const list = async (
    audience: SignableAudience,
    keyword: string | undefined,
  ): Promise<SignableProduct[]> => {
    const rows = await listSignableProducts(db, audience, keyword);
    const ids = rows.map((row) => row.product.id);
    const destinations = await listDestinations(db, ids);
    const plans = audience.kind === "platform" ? await listPlansOf(db, ids) : undefined;
    const preRecorded = await preRecordedTypesOf(db, ids);
    return rows.map(({ product, signing }) => ({
      id: product.id,
      code: product.code,
      name: { zh: product.nameZh, en: product.nameEn, ko: product.nameKo },
      description: product.description,
      currency: product.currency,
      originCountry: product.originCountry,
      destinations: destinations.get(product.id) ?? [],
      minDays: product.minDays,
      maxDays: product.maxDays,
      cargoTypes: product.cargoTypes,
      reportPriceType: product.reportPriceType,
      status: product.status,
      signingStatus: statusOf(signing),
      assignedByPlatform: signing?.assignedByPlatform ?? false,
      signedAt: signing?.status === "signed" ? signing.updatedAt.toISOString() : null,
      usePreRecordedType: preRecorded.get(product.id) ?? "none",
      ...(plans ? { quotePlanId: signing?.quotePlanId ?? null, plans: plans.get(product.id) ?? [] } : {}),
    }));
  };

  /** The plan must be one of the product's (null = the product's default plan). */
  const checkPlan = async (tx: Executor, productId: number, planId: number | null | undefined) => {
    if (planId === null || planId === undefined) return null;
    if (!(await findPlanOfProduct(tx, productId, planId)))
      throw AppError.field("quotePlanId", "SIGNING_PLAN_NOT_OF_PRODUCT", { headline: true });
    return planId;
  };

  /** A sales product a platform write may assign to the org: not another customer's own product. */
  const assignable = async (tx: Executor, productId: number, orgId: number) => {
    const product = await findSalesProduct(tx, productId);
    if (!product) throw AppError.field("productId", "SIGNING_PRODUCT_UNKNOWN", { headline: true });
    if (!(await findCustomerOrg(tx, orgId)))
      throw AppError.field("orgId", "SIGNING_ORG_NOT_CUSTOMER", { headline: true });
    if (product.ownerOrgId !== null && product.ownerOrgId !== orgId)
      throw AppError.field("productId", "SIGNING_OWN_PRODUCT_OTHER_ORG", { headline: true });
    return product;
  };

  return {
    /**
     * Customers: the products available to their org with its signing status. Platform staff: the same screen
     * for the customer org they chose, with its quote plan and the plans to pick from.
     */
    listSignable: async (actor: Actor, query: SignableQuery) => {
      if (!isPlatformStaff(actor)) {
        requireCan(actor, "buyForOwnOrg");
        return list({ kind: "customer", orgId: actor.orgId }, query.keyword);
      }
      requireCan(actor, "manageCatalog");
      if (query.orgId === undefined) throw AppError.field("orgId", "required", { headline: true });
      if (!(await findCustomerOrg(db, query.orgId)))
        throw AppError.field("orgId", "SIGNING_ORG_NOT_CUSTOMER", { headline: true });
      return list({ kind: "platform", orgId: query.orgId }, query.keyword);
    },

    /** A customer signs an online public product (or its own); signing again keeps its plan. */
    sign: (actor: Actor, productId: number) =>
      db.transaction(async (tx) => {
        requireCan(actor, "buyForOwnOrg");
        const product = await findSalesProduct(tx, productId);
        const current = await findSigningForUpdate(tx, productId, actor.orgId);
        if (!product || !isVisibleTo(product, actor.orgId, current)) throw new AppError("NOT_FOUND");
        if (current?.status === "signed") return { ok: true as const };
        if (!isSelfSignable(product, actor.orgId)) throw new AppError("NOT_FOUND");
        if (product.status !== "online")
          throw new AppError("PRODUCT_OFFLINE", { params: { messageKey: "SIGNING_PRODUCT_OFFLINE" } });
        await saveSigning(tx, {
          productId,
          orgId: actor.orgId,
          status: "signed",
          quotePlanId: current?.quotePlanId ?? null,
          assignedByPlatform: current?.assignedByPlatform ?? false,
        });
        return { ok: true as const };
      }),

    /** A customer cancels its contract: new orders can no longer use the product (existing ones keep their price). */
    cancel: (actor: Actor, productId: number) =>
      db.transaction(async (tx) => {
        requireCan(actor, "buyForOwnOrg");
        const product = await findSalesProduct(tx, productId);
        const current = await findSigningForUpdate(tx, productId, actor.orgId);
        if (!product || !isVisibleTo(product, actor.orgId, current)) throw new AppError("NOT_FOUND");
        if (current?.status !== "signed") throw notSigned();
        await saveSigning(tx, { ...current, status: "cancelled" });
        return { ok: true as const };
      }),

    /** Platform: signs the product for a customer org at a quote plan (null = default). */
    allot: (
      actor: Actor,
      input: { productId: number; orgId: number; quotePlanId?: number | null | undefined },
    ) =>
      db.transaction(async (tx) => {
        requireCan(actor, "manageCatalog");
        await assignable(tx, input.productId, input.orgId);
        const quotePlanId = await checkPlan(tx, input.productId, input.quotePlanId);
        await findSigningForUpdate(tx, input.productId, input.orgId);
        await saveSigning(tx, {
          productId: input.productId,
          orgId: input.orgId,
          status: "signed",
          quotePlanId,
          assignedByPlatform: true,
        });
        return { ok: true as const };
      }),

    /** Platform: cancels a customer's contract for the product. */
    unallot: (actor: Actor, input: { productId: number; orgId: number }) =>
      db.transaction(async (tx) => {
        requireCan(actor, "manageCatalog");
        await assignable(tx, input.productId, input.orgId);
        const current = await findSigningForUpdate(tx, input.productId, input.orgId);
        if (current?.status !== "signed") throw notSigned();
        await saveSigning(tx, { ...current, status: "cancelled" });
        return { ok: true as const };
      }),

    /** Platform: the quote plan a signed customer is priced at. */
    setPlan: (actor: Actor, input: { productId: number; orgId: number; quotePlanId: number | null }) =>
      db.transaction(async (tx) => {
        requireCan(actor, "manageCatalog");
        await assignable(tx, input.productId, input.orgId);
        const quotePlanId = await checkPlan(tx, input.productId, input.quotePlanId);
        const current = await findSigningForUpdate(tx, input.productId, input.orgId);
        if (current?.status !== "signed") throw notSigned();
        await saveSigning(tx, { ...current, quotePlanId });
        return { ok: true as const };
      }),

    /** Platform: who signed what. */
    search: async (actor: Actor, filter: SigningFilter) => {
      requireCan(actor, "manageCatalog");
      const page = await searchSignings(db, filter);
      return mapPage(page, toSigningDto);
    },

    /** Platform: the customer orgs to choose from in the allot view. */
    customers: async (actor: Actor) => {
      requireCan(actor, "manageCatalog");
      return listCustomerOrgs(db);
    },
  };
};

export type SigningService = ReturnType<typeof createSigningService>;
