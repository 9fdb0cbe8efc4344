import { LANGUAGES } from "@pp/domain";
import type { Executor } from "../../../platform/db";
import type { FileStore } from "../../../platform/file-store";
import { translate } from "../../../platform/i18n";
import { MANUAL_SERVICE_CLASS, parseManualSettings } from "../adapters/manual";
import { CarrierError, type ShipmentRequest } from "../kit/carrier";
import { renderShipmentLabels } from "../labels";
import { findProvider } from "../providers.repository";
import * as repo from "./number-pools.repository";

// A push to a manual provider (issue 15): no carrier is called. In the push flow's transaction the order takes
// the next unused number of the provider's pools for its service code (row lock, skipping numbers other pushers
// hold, so no number goes out twice) and the platform makes its label (one a box; CN22 for a postal provider),
// kept in the file store. An empty pool refuses the push, which can be pushed again after an import. A cancelled
// order keeps its number: it is never handed out again.

/** The refusal's code when no number is left. */
export const NUMBER_POOL_EMPTY = "NUMBER_POOL_EMPTY";

export type ManualShipment = {
  trackingNumber: string;
  label: { labelFile: string; labelFormat: "pdf" | "zpl"; labelStatus: "obtained" };
  /** The pool this push took below its threshold for the first time since it was last above it. */
  lowStock: { poolId: number; pool: string; provider: string; remaining: number; threshold: number } | null;
};

const sortCodeOf = (rule: ReturnType<typeof parseManualSettings>["sortCode"], request: ShipmentRequest) => {
  if (rule === "country") return request.receiver.country;
  if (rule === "serviceCode") return request.serviceCode;
  return undefined;
};

/**
 * Takes the order's number and makes its label, in `tx` (the push's transaction). Throws `CarrierError` "rejected"
 * with the provider's name in zh / en / ko when the pools for the service code are used up.
 */
export const createManualShipment = async (
  tx: Executor,
  files: FileStore,
  input: { providerId: number; orderId: number; request: ShipmentRequest; productName: string },
): Promise<ManualShipment> => {
  const provider = await findProvider(tx, input.providerId);
  if (provider?.serviceClass !== MANUAL_SERVICE_CLASS)
    throw new CarrierError(
      "rejected",
      "The docking provider is not a manual provider",
      "PROVIDER_UNAVAILABLE",
    );
  const settings = parseManualSettings(provider.settings);
  const { request } = input;
  const taken =
    (await repo.numberOfOrder(tx, provider.id, input.orderId)) ??
    (await repo.takeNumber(tx, {
      providerId: provider.id,
      serviceCode: request.serviceCode,
      orderId: input.orderId,
      orderNo: request.orderNo,
    }));
  if (!taken) {
    const params = { provider: provider.name, serviceCode: request.serviceCode || "-" };
    const message = LANGUAGES.map((lang) => translate(lang, "NUMBER_POOL_USED_UP", params)).join(" / ");
    throw new CarrierError("rejected", message, NUMBER_POOL_EMPTY);
  }
  const rendered = await renderShipmentLabels(
    request,
    {
      trackingNumber: taken.number,
      pieceNumbers: [],
      productName: input.productName,
      sortCode: sortCodeOf(settings.sortCode, request),
      cn22: settings.postal,
      date: new Date().toISOString().slice(0, 10),
      mark: null,
    },
    { format: request.labelFormat, size: request.labelSize, dpi: 203 },
  );
  const stored = await files.put(
    {
      bytes: Buffer.from(rendered.bytes),
      contentType: rendered.format === "pdf" ? "application/pdf" : "text/plain",
      name: `${request.orderNo}.${rendered.format}`,
    },
    tx,
  );
  const pool = await repo.findPool(tx, taken.poolId);
  const remaining = await repo.remainingOf(tx, taken.poolId);
  const crossed =
    pool && remaining <= pool.lowStockThreshold ? await repo.markLowNoticed(tx, taken.poolId) : undefined;
  return {
    trackingNumber: taken.number,
    label: { labelFile: stored.key, labelFormat: rendered.format, labelStatus: "obtained" },
    lowStock: crossed
      ? {
          poolId: crossed.id,
          pool: crossed.name,
          provider: provider.name,
          remaining,
          threshold: crossed.lowStockThreshold,
        }
      : null,
  };
};
