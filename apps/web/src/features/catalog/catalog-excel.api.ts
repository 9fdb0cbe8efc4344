import type { ImportResult, ZoneImportMode } from "@pp/contracts";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../shared/api/client";

// Zone sheets and quote plans' rate sheets as xlsx. Imports answer a report and never refresh anything
// themselves: the screen that mounts the buttons reloads what it shows through its `onImported`.

const upload = (url: string, file: File, params?: Record<string, string>) => {
  const form = new FormData();
  form.append("file", file);
  return api.post<ImportResult>(url, form, {
    ...(params ? { params } : {}),
    timeoutMs: 120_000,
    silent: true,
  });
};

export const downloadZoneTemplate = () => api.download("/api/productCost/zoneTemplateDownload");

export const exportZones = (productId: number) => api.download(`/api/product/${productId}/zones/export`);

export const useImportZones = (productId: number) =>
  useMutation({
    mutationFn: ({ file, mode }: { file: File; mode: ZoneImportMode }) =>
      upload(`/api/productCost/zoneTemplateImport/${productId}`, file, { mode }),
  });

const ratesUrl = (productId: number, planId: number) => `/api/product/${productId}/plans/${planId}/rates`;

export const downloadRateTemplate = (productId: number, planId: number) =>
  api.download(`${ratesUrl(productId, planId)}/template`);

export const exportRates = (productId: number, planId: number) =>
  api.download(`${ratesUrl(productId, planId)}/export`);

export const useImportRates = (productId: number, planId: number) =>
  useMutation({
    mutationFn: ({ file }: { file: File }) => upload(`${ratesUrl(productId, planId)}/import`, file),
  });
