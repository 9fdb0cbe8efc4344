import type { DeliveryLabelRule, LabelId, PrintFormat, PrintLabelType } from "@pp/contracts";
import type { LabelFormat, LabelSize } from "./kit/carrier";
import type { PrinterDpi } from "./labels";

// Which print profile an order's label follows: the most specific label setting of its customer and sales
// product (customer + product > customer > product > the platform's default), else the built-in one.

/** A label setting as printing reads it. */
export type PrintProfile = {
  printLabelType: PrintLabelType;
  labelId: LabelId;
  deliveryLabelRule: DeliveryLabelRule;
  format: PrintFormat;
  dpi: PrinterDpi;
  printerFont: string;
};

/** No setting at all: the carrier's label on a 4x6 PDF page. */
export const BUILT_IN_PROFILE: PrintProfile = {
  printLabelType: "carrier",
  labelId: "4x6",
  deliveryLabelRule: "notReady",
  format: "pdf",
  dpi: 203,
  printerFont: "",
};

type Candidate = { orgId: number | null; productId: number | null };

/** How specific a setting is for (orgId, productId); -1 when it does not apply. */
const rankOf = (setting: Candidate, orgId: number, productId: number) => {
  if (setting.orgId !== null && setting.orgId !== orgId) return -1;
  if (setting.productId !== null && setting.productId !== productId) return -1;
  return (setting.orgId === null ? 0 : 2) + (setting.productId === null ? 0 : 1);
};

/** The most specific of `settings` that applies to the customer's orders of the product; undefined when none. */
export const pickLabelSetting = <T extends Candidate>(settings: T[], orgId: number, productId: number) => {
  let best: T | undefined;
  let bestRank = -1;
  for (const setting of settings) {
    const rank = rankOf(setting, orgId, productId);
    if (rank > bestRank) {
      best = setting;
      bestRank = rank;
    }
  }
  return best;
};

/**
 * What a carrier is asked for at the push: the profile's format and page when the provider type offers that
 * format, else a 4x6 PDF (turned into what the profile prints at print time).
 */
export const carrierLabelAsk = (
  profile: PrintProfile,
  labelFormats: readonly LabelFormat[],
): { labelFormat: LabelFormat; labelSize: LabelSize } =>
  labelFormats.includes(profile.format)
    ? { labelFormat: profile.format, labelSize: profile.labelId }
    : { labelFormat: "pdf", labelSize: "4x6" };
