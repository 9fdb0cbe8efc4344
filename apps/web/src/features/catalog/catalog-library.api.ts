import type {
  Formula,
  FormulaInput,
  FormulaTestInput,
  FormulaTestResult,
  FormulaType,
  FormulaTypeInput,
  ImportResult,
  Page,
  PostcodeGroup,
  PostcodeGroupInput,
  PremiumPackage,
  PremiumPackageInput,
} from "@pp/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { queryKeysFactory } from "../../shared/api/query-keys";
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

const useInvalidate = (key: readonly unknown[]) => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: key });
};

// ---- postcode groups

export const usePostcodeGroups = (query: PostcodeGroupListQuery) =>
  useQuery({
    queryKey: catalogLibraryKeys.postcodeGroups(query),
    queryFn: ({ signal }) =>
      api.get<Page<PostcodeGroup>>("/api/catalog/postcode-groups", { params: query, signal }),
    placeholderData: keepPreviousData,
  });

export const useSavePostcodeGroup = () => {
  const invalidate = useInvalidate(catalogLibraryKeys.postcodeGroups());
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: PostcodeGroupInput }) =>
      id
        ? api.put<PostcodeGroup>(`/api/catalog/postcode-groups/${id}`, input, { silent: true })
        : api.post<PostcodeGroup>("/api/catalog/postcode-groups", input, { silent: true }),
    onSuccess: invalidate,
  });
};

export const useDeletePostcodeGroup = () => {
  const invalidate = useInvalidate(catalogLibraryKeys.postcodeGroups());
  return useMutation({
    mutationFn: (id: number) => api.delete<{ ok: true }>(`/api/catalog/postcode-groups/${id}`),
    onSuccess: invalidate,
  });
};

export const useImportPostcodeGroups = () => {
  const invalidate = useInvalidate(catalogLibraryKeys.postcodeGroups());
  return useMutation({
    mutationFn: ({ file, mode }: { file: File; mode: "partial" | "all" }) => {
      const form = new FormData();
      form.append("file", file);
      return api.post<ImportResult>("/api/catalog/postcode-groups/import", form, {
        params: { mode },
        timeoutMs: 120_000,
      });
    },
    onSuccess: invalidate,
  });
};

export const downloadPostcodeTemplate = () => api.download("/api/catalog/postcode-groups/template");
export const exportPostcodeGroups = (filter: PostcodeGroupFilter) =>
  api.download("/api/catalog/postcode-groups/export", undefined, undefined, { params: filter });

// ---- premium packages

export const usePremiumPackages = (query: PremiumPackageListQuery) =>
  useQuery({
    queryKey: catalogLibraryKeys.premiumPackages(query),
    queryFn: ({ signal }) =>
      api.get<Page<PremiumPackage>>("/api/catalog/premium-packages", { params: query, signal }),
    placeholderData: keepPreviousData,
  });

export const useSavePremiumPackage = () => {
  const invalidate = useInvalidate(catalogLibraryKeys.premiumPackages());
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: PremiumPackageInput }) =>
      id
        ? api.put<PremiumPackage>(`/api/catalog/premium-packages/${id}`, input, { silent: true })
        : api.post<PremiumPackage>("/api/catalog/premium-packages", input, { silent: true }),
    onSuccess: invalidate,
  });
};

export const useSetPremiumPackageEnabled = () => {
  const invalidate = useInvalidate(catalogLibraryKeys.premiumPackages());
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      api.put<PremiumPackage>(`/api/catalog/premium-packages/${id}/status`, { enabled }),
    onSuccess: invalidate,
  });
};

export const useDeletePremiumPackage = () => {
  const invalidate = useInvalidate(catalogLibraryKeys.premiumPackages());
  return useMutation({
    mutationFn: (id: number) => api.delete<{ ok: true }>(`/api/catalog/premium-packages/${id}`),
    onSuccess: invalidate,
  });
};

// ---- formula types

export const useFormulaTypes = () =>
  useQuery({
    queryKey: catalogLibraryKeys.formulaTypes(),
    queryFn: ({ signal }) => api.get<{ rows: FormulaType[] }>("/api/catalog/formula-types", { signal }),
  });

export const useCustomerOrgOptions = () =>
  useQuery({
    queryKey: catalogLibraryKeys.customerOrgs(),
    queryFn: ({ signal }) =>
      api.get<{ rows: { id: number; name: string }[] }>("/api/catalog/formula-types/customer-options", {
        signal,
      }),
    select: (answer) => answer.rows,
  });

// A type's name shows in the formula list too.
const useInvalidateTypes = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: catalogLibraryKeys.formulaTypes() }),
      client.invalidateQueries({ queryKey: catalogLibraryKeys.formulas() }),
    ]);
};

export const useSaveFormulaType = () => {
  const invalidate = useInvalidateTypes();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: FormulaTypeInput }) =>
      id
        ? api.put<FormulaType>(`/api/catalog/formula-types/${id}`, input, { silent: true })
        : api.post<FormulaType>("/api/catalog/formula-types", input, { silent: true }),
    onSuccess: invalidate,
  });
};

export const useDeleteFormulaType = () => {
  const invalidate = useInvalidateTypes();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ ok: true }>(`/api/catalog/formula-types/${id}`),
    onSuccess: invalidate,
  });
};

// ---- cost formulas

export const useFormulas = (query: FormulaListQuery) =>
  useQuery({
    queryKey: catalogLibraryKeys.formulas(query),
    queryFn: ({ signal }) => api.get<Page<Formula>>("/api/catalog/formulas", { params: query, signal }),
    placeholderData: keepPreviousData,
  });

export const useSaveFormula = () => {
  const invalidate = useInvalidate(catalogLibraryKeys.formulas());
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: FormulaInput }) =>
      id
        ? api.put<Formula>(`/api/catalog/formulas/${id}`, input, { silent: true })
        : api.post<Formula>("/api/catalog/formulas", input, { silent: true }),
    onSuccess: invalidate,
  });
};

export const useDeleteFormula = () => {
  const invalidate = useInvalidate(catalogLibraryKeys.formulas());
  return useMutation({
    mutationFn: (id: number) => api.delete<{ ok: true }>(`/api/catalog/formulas/${id}`),
    onSuccess: invalidate,
  });
};

/** Runs "test formula"; a result recorded on a saved formula refreshes its status in the list. */
export const useTestFormula = () => {
  const invalidate = useInvalidate(catalogLibraryKeys.formulas());
  return useMutation({
    mutationFn: (input: FormulaTestInput) =>
      api.post<FormulaTestResult>("/api/catalog/formulas/test", input, { silent: true }),
    onSuccess: (result) => (result.recorded ? invalidate() : undefined),
  });
};
