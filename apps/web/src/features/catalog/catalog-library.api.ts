import type {
  Formula,
  FormulaInput,
  FormulaTestInput,
  FormulaTestResult,
  FormulaType,
  FormulaTypeInput,
  PostcodeGroup,
  PostcodeGroupInput,
  PremiumPackage,
  PremiumPackageInput,
} from "@pp/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { queryKeysFactory } from "../../shared/api/query-keys";
import {
  useDeleteRow,
  useImportSheet,
  useInvalidate,
  usePageQuery,
  useSaveRow,
} from "../../shared/api/row-hooks";
import { useSessionUser } from "../../shared/auth/session";

// The catalogue's libraries: postcode groups, premium packages, formula types and cost formulas.

export type PostcodeGroupFilter = { kind?: string; country?: string; keyword?: string };
export type PostcodeGroupListQuery = PostcodeGroupFilter & { page: number; size: number };
export type PremiumPackageListQuery = { page: number; size: number; keyword?: string; enabled?: string };
export type FormulaListQuery = { page: number; size: number; keyword?: string; formulaTypeId?: string };

const scope = queryKeysFactory("catalog-library");

export const catalogLibraryKeys = {
  all: scope.all,
  postcodeGroups: (query?: PostcodeGroupListQuery) => scope.key("postcode-groups", query),
  premiumPackages: (query?: PremiumPackageListQuery) => scope.key("premium-packages", query),
  formulaTypes: () => scope.key("formula-types"),
  customerOrgs: () => scope.key("customer-orgs"),
  formulas: (query?: FormulaListQuery) => scope.key("formulas", query),
};

/** Platform administrators and operators manage the libraries; others (customers) only read packages. */
export const useCanManageCatalog = () => {
  const session = useSessionUser();
  return (session.data?.roles ?? []).some((role) => role === "admin" || role === "platform");
};

// ---- postcode groups

const POSTCODE_GROUPS = "/api/catalog/postcode-groups";

export const usePostcodeGroups = (query: PostcodeGroupListQuery) =>
  usePageQuery<PostcodeGroup>(catalogLibraryKeys.postcodeGroups(query), POSTCODE_GROUPS, query);

export const useSavePostcodeGroup = () =>
  useSaveRow<PostcodeGroup, PostcodeGroupInput>(POSTCODE_GROUPS, [catalogLibraryKeys.postcodeGroups()]);

export const useDeletePostcodeGroup = () =>
  useDeleteRow(POSTCODE_GROUPS, [catalogLibraryKeys.postcodeGroups()]);

export const useImportPostcodeGroups = () =>
  useImportSheet(`${POSTCODE_GROUPS}/import`, [catalogLibraryKeys.postcodeGroups()]);

export const downloadPostcodeTemplate = () => api.download(`${POSTCODE_GROUPS}/template`);
export const exportPostcodeGroups = (filter: PostcodeGroupFilter) =>
  api.download(`${POSTCODE_GROUPS}/export`, undefined, undefined, { params: filter });

// ---- premium packages

const PREMIUM_PACKAGES = "/api/catalog/premium-packages";

export const usePremiumPackages = (query: PremiumPackageListQuery) =>
  usePageQuery<PremiumPackage>(catalogLibraryKeys.premiumPackages(query), PREMIUM_PACKAGES, query);

export const useSavePremiumPackage = () =>
  useSaveRow<PremiumPackage, PremiumPackageInput>(PREMIUM_PACKAGES, [catalogLibraryKeys.premiumPackages()]);

export const useSetPremiumPackageEnabled = () => {
  const invalidate = useInvalidate(catalogLibraryKeys.premiumPackages());
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      api.put<PremiumPackage>(`${PREMIUM_PACKAGES}/${id}/status`, { enabled }),
    onSuccess: invalidate,
  });
};

export const useDeletePremiumPackage = () =>
  useDeleteRow(PREMIUM_PACKAGES, [catalogLibraryKeys.premiumPackages()]);

// ---- formula types

const FORMULA_TYPES = "/api/catalog/formula-types";

export const useFormulaTypes = () =>
  useQuery({
    queryKey: catalogLibraryKeys.formulaTypes(),
    queryFn: ({ signal }) => api.get<{ rows: FormulaType[] }>(FORMULA_TYPES, { signal }),
  });

export const useCustomerOrgOptions = () =>
  useQuery({
    queryKey: catalogLibraryKeys.customerOrgs(),
    queryFn: ({ signal }) =>
      api.get<{ rows: { id: number; name: string }[] }>(`${FORMULA_TYPES}/customer-options`, { signal }),
    select: (answer) => answer.rows,
  });

// A type's name shows in the formula list too.
const typesStale = [catalogLibraryKeys.formulaTypes(), catalogLibraryKeys.formulas()];

export const useSaveFormulaType = () => useSaveRow<FormulaType, FormulaTypeInput>(FORMULA_TYPES, typesStale);

export const useDeleteFormulaType = () => useDeleteRow(FORMULA_TYPES, typesStale);

// ---- cost formulas

const FORMULAS = "/api/catalog/formulas";

export const useFormulas = (query: FormulaListQuery) =>
  usePageQuery<Formula>(catalogLibraryKeys.formulas(query), FORMULAS, query);

export const useSaveFormula = () =>
  useSaveRow<Formula, FormulaInput>(FORMULAS, [catalogLibraryKeys.formulas()]);

export const useDeleteFormula = () => useDeleteRow(FORMULAS, [catalogLibraryKeys.formulas()]);

/** Runs "test formula"; a result recorded on a saved formula refreshes its status in the list. */
export const useTestFormula = () => {
  const invalidate = useInvalidate(catalogLibraryKeys.formulas());
  return useMutation({
    mutationFn: (input: FormulaTestInput) =>
      api.post<FormulaTestResult>(`${FORMULAS}/test`, input, { silent: true }),
    onSuccess: (result) => (result.recorded ? invalidate() : undefined),
  });
};
