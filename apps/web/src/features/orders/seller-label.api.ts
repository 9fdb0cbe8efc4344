import type { SellerLabel } from "@pp/contracts";
import { SELLER_LABEL_MAX_BYTES } from "@pp/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { orderKeys } from "./orders.api";

// The seller's own label (spec §3 usePreRecordedType): the marketplace's PDF uploaded to a placed order, with the
// marketplace and tracking number when the order was placed without them.

/** Uploads the label PDF; field errors come back for the form to show. */
export const uploadSellerLabel = (orderId: number, file: File, label?: Partial<SellerLabel>) => {
  const form = new FormData();
  if (label?.marketplace) form.append("marketplace", label.marketplace);
  if (label?.trackingNumber) form.append("trackingNumber", label.trackingNumber.trim());
  form.append("file", file);
  return api.post<{ ok: true }>(`/api/orders/orders/${orderId}/seller-label`, form, { silent: true });
};

export const useUploadSellerLabel = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderId: number; file: File; label?: Partial<SellerLabel> }) =>
      uploadSellerLabel(input.orderId, input.file, input.label),
    onSettled: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
};

/** Why a chosen file cannot be a seller's label before it is sent ("notPdf", "tooLarge"); null when it may be. */
export const sellerFileIssue = async (file: File): Promise<"notPdf" | "tooLarge" | null> => {
  if (file.size > SELLER_LABEL_MAX_BYTES) return "tooLarge";
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return String.fromCharCode(...head) === "%PDF-" ? null : "notPdf";
};
