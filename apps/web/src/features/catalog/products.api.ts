import type {
  CostProductSaveInput,
  Dropdown,
  OrgOption,
  Page,
  ProductBasicInput,
  ProductCreateInput,
  ProductDetail,
  ProductRow,
  ProductSettings,
  ProductStatus,
  ProductSurcharge,
  ProductZone,
  QuotePlan,
  RateCellInput,
  RateGrid,
  SurchargeInput,
  ZoneInput,
} from "@pp/contracts";
import type { Language } from "@pp/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { queryKeysFactory } from "../../shared/api/query-keys";

// Product administration: cost records (api/productCost) and sales products (api/product), their zones,
// surcharges, quote plans and rate grids. A cost record is saved whole; a sales product tab by tab.

export type ProductSide = "cost" | "sales";
export type ProductListQuery = {
  page: number;
  size: number;
  keyword?: string;
  status?: string;
  supplierOrgId?: string;
  costProductId?: string;
  reportPriceType?: string;
};

const scope = queryKeysFactory("products");

export const productKeys = {
  all: scope.all,
  lists: (side: ProductSide) => scope.key(side, "list"),
  list: (side: ProductSide, query: ProductListQuery) => scope.key(side, "list", query),
  detail: (side: ProductSide, id: number) => scope.key(side, "detail", id),
  plans: (id: number) => scope.key("plans", id),
  grid: (id: number, planId: number) => scope.key("grid", id, planId),
  orgOptions: () => scope.key("org-options"),
  currencyOptions: () => scope.key("currency-options"),
};

/** A product's name in the user's language. */
export const productName = (row: Pick<ProductRow, "nameZh" | "nameEn" | "nameKo">, lang: Language) =>
  ({ zh: row.nameZh, en: row.nameEn, ko: row.nameKo })[lang];

/** The detail page of a product (a hidden menu page; the menu highlights the list it belongs to). */
export const productDetailPath = (side: ProductSide, id: number, tab?: string) =>
  `/catalog/product-detail?side=${side}&id=${id}${tab ? `&tab=${tab}` : ""}`;

const useInvalidateProducts = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: productKeys.all });
};

export const useProductList = (side: ProductSide, query: ProductListQuery) =>
  useQuery({
    queryKey: productKeys.list(side, query),
    queryFn: ({ signal }) =>
      api.get<Page<ProductRow>>(side === "cost" ? "/api/productCost/list" : "/api/product/list", {
        params: query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useProductDetail = (side: ProductSide, id: number) =>
  useQuery({
    queryKey: productKeys.detail(side, id),
    queryFn: ({ signal }) =>
      api.get<ProductDetail>(side === "cost" ? `/api/productCost/get/${id}` : `/api/product/get/${id}`, {
        signal,
      }),
    enabled: id > 0,
  });

/** Supplier orgs (a cost record's supplier) and customer orgs (an "own" product's owner). */
export const useOrgOptions = (type: OrgOption["type"]) =>
  useQuery({
    queryKey: productKeys.orgOptions(),
    queryFn: ({ signal }) => api.get<OrgOption[]>("/api/users/org-options", { signal }),
    select: (orgs) => orgs.filter((org) => org.type === type),
    staleTime: 60_000,
  });

export const useCurrencyOptions = () =>
  useQuery({
    queryKey: productKeys.currencyOptions(),
    queryFn: ({ signal }) => api.get<Dropdown>("/api/reference/currencies/dropdown", { signal }),
    select: (answer) =>
      answer.data.map((option) => ({ value: option.value, label: `${option.value} · ${option.label}` })),
    staleTime: 300_000,
  });

export const useSaveCostProduct = () => {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (input: CostProductSaveInput) =>
      api.post<ProductDetail>("/api/productCost/edit", input, { silent: true }),
    onSuccess: invalidate,
  });
};

export const useDeleteCostProduct = () => {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ ok: true }>(`/api/productCost/${id}`),
    onSuccess: invalidate,
  });
};

export const useCreateSalesProduct = () => {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (input: ProductCreateInput) =>
      api.post<ProductDetail>("/api/product/create", input, { silent: true }),
    onSuccess: invalidate,
  });
};

export const useSetProductStatus = (side: ProductSide) => {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ProductStatus }) =>
      api.post<ProductSettings>(
        side === "cost"
          ? `/api/productCost/editStatus/${id}/${status}`
          : `/api/product/changeStatus/${id}/${status}`,
      ),
    onSuccess: invalidate,
  });
};

export type ProductTab = "basic" | "billing" | "limits" | "restrictions";
/** One tab's values; a cost record's basic tab carries its supplier, a sales product's its report type. */
export type ProductTabInput = Partial<CostProductSaveInput> &
  Partial<Pick<ProductBasicInput, "reportPriceType" | "ownerOrgId" | "notOnlineHours">>;

/** A cost record is saved with every setting: its current settings with one tab's values put over them. */
export const costSaveInput = (settings: ProductSettings, patch: ProductTabInput) => {
  const { reportPriceType: _type, ownerOrgId: _owner, notOnlineHours: _hours, ...costPatch } = patch;
  return {
    id: settings.id,
    code: settings.code,
    nameZh: settings.nameZh,
    nameEn: settings.nameEn,
    nameKo: settings.nameKo,
    description: settings.description,
    currency: settings.currency,
    originCountry: settings.originCountry,
    minDays: settings.minDays,
    maxDays: settings.maxDays,
    supplierOrgId: settings.supplierOrgId ?? 0,
    volumetricDivisor: settings.volumetricDivisor,
    bubble: settings.bubble,
    chargeBasis: settings.chargeBasis,
    carry: settings.carry,
    rounding: settings.rounding,
    minimumCharge: settings.minimumCharge,
    bandFloor: settings.bandFloor,
    rateModel: settings.rateModel,
    bands: settings.bands,
    limits: settings.limits,
    cargoTypes: settings.cargoTypes,
    postcodeRule: settings.postcodeRule,
    premiumPackageIds: settings.premiumPackageIds,
    ...costPatch,
  } satisfies CostProductSaveInput;
};

/** Saves one tab of the detail page: a sales product's tab endpoint, or the whole cost record. */
export const useSaveProductTab = (settings: ProductSettings) => {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ tab, input }: { tab: ProductTab; input: ProductTabInput }) =>
      settings.side === "cost"
        ? api.post<unknown>("/api/productCost/edit", costSaveInput(settings, input), { silent: true })
        : api.put<unknown>(`/api/product/${settings.id}/${tab}`, input, { silent: true }),
    onSuccess: invalidate,
  });
};

export const useSaveZones = (productId: number) => {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (zones: ZoneInput[]) =>
      api.put<ProductZone[]>(`/api/product/${productId}/zones`, { zones }, { silent: true }),
    onSuccess: invalidate,
  });
};

export const useSaveSurcharge = (productId: number) => {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: SurchargeInput }) =>
      id
        ? api.put<ProductSurcharge>(`/api/product/${productId}/surcharges/${id}`, input, { silent: true })
        : api.post<ProductSurcharge>(`/api/product/${productId}/surcharges`, input, { silent: true }),
    onSuccess: invalidate,
  });
};

export const useDeleteSurcharge = (productId: number) => {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ ok: true }>(`/api/product/${productId}/surcharges/${id}`),
    onSuccess: invalidate,
  });
};

// ---- quote plans and rate grids

export const useQuotePlans = (productId: number | undefined) =>
  useQuery({
    queryKey: productKeys.plans(productId ?? 0),
    queryFn: ({ signal }) => api.get<QuotePlan[]>(`/api/product/${productId}/plans`, { signal }),
    enabled: Boolean(productId),
  });

export const useSaveQuotePlan = (productId: number) => {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ id, name }: { id?: number; name: string }) =>
      id
        ? api.put<QuotePlan>(`/api/product/${productId}/plans/${id}`, { name }, { silent: true })
        : api.post<QuotePlan>(`/api/product/${productId}/plans`, { name }, { silent: true }),
    onSuccess: invalidate,
  });
};

export const useDeleteQuotePlan = (productId: number) => {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (planId: number) => api.delete<{ ok: true }>(`/api/product/${productId}/plans/${planId}`),
    onSuccess: invalidate,
  });
};

export const useRateGrid = (productId: number, planId: number | undefined) =>
  useQuery({
    queryKey: productKeys.grid(productId, planId ?? 0),
    queryFn: ({ signal }) => api.get<RateGrid>(`/api/product/${productId}/plans/${planId}/rates`, { signal }),
    enabled: productId > 0 && Boolean(planId),
  });

export const useSaveRateGrid = (productId: number, planId: number) => {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (cells: RateCellInput[]) =>
      api.put<RateGrid>(`/api/product/${productId}/plans/${planId}/rates`, { cells }, { silent: true }),
    onSuccess: invalidate,
  });
};
