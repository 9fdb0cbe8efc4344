import type { SubmissionPushResult } from "@pp/contracts";
import { nextStatus, type OrderPushTrigger, SUBMISSION_TRANSITIONS } from "@pp/domain";
import type { FastifyBaseLogger } from "fastify";
import {
  CarrierError,
  type CarrierLabelAsks,
  type CarrierService,
  CIRCUIT_OPEN,
  carrierLabelAsks,
  type ShipmentRequest,
  type ShipmentResult,
  type SubmissionActions,
  shipmentQueue,
} from "../modules/carriers";
import { pushTargetsOf } from "../modules/catalog";
import { type OrderForCarrier, type OrderRecord, orderSubmission, orderTracking } from "../modules/orders";
import { startTracking } from "../modules/tracking";
import { requireCan } from "../platform/access";
import { type Database, type Executor, notify } from "../platform/db";
import { AppError } from "../platform/errors";
import type { FileStore } from "../platform/file-store";
import { createGate } from "../platform/gate";
import { pushManualOrder } from "./push-manual-order";

// Pushing orders to their carriers (issue 15): a worker in each process claims due submissions from the
// `shipments` queue (a lease per row, so two processes never push one order), pushes each through its provider's
// guarded adapter with a bounded number of calls in flight per provider, and writes the answer to both modules in
// one transaction: the submission (carriers) and the order's numbers, log, outbox event or abnormality (orders).
// Never two shipments for one order: the carrier's own reference is our order number, and a retry first asks the
// carrier whether it already has the shipment. Labels that come later are fetched by the same worker until
// obtained or timed out.

/** Delays before the next push after a failure the carrier may recover from, by attempt. */
const RETRY_SECONDS = [10, 30, 120, 600, 1800, 3600, 7200, 14_400];
/** How long to wait before asking again for a pending label, growing to the last, until LABEL_TIMEOUT_MS. */
const LABEL_POLL_SECONDS = [60, 120, 300, 600, 900];
const LABEL_TIMEOUT_MS = 24 * 3600_000;
const LEASE_MS = 60_000;
const SWEEP_MS = 5_000;

export type PushOptions = {
  /** Calls in flight per provider in this process. */
  concurrency?: number;
  /** Submissions claimed at once. */
  batch?: number;
};

type Claimed = Awaited<ReturnType<typeof shipmentQueue.claimDue>>[number];

/** A provider's guarded adapter, and whose order a call is for. */
type Client = NonNullable<Awaited<ReturnType<CarrierService["client"]>>>["client"];
type CallContext = { orgId: number; orderNo: string };

const after = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** The label a carrier is asked for (the order's print profile, as far as the provider type offers it). */
type LabelAsk = Pick<ShipmentRequest, "labelFormat" | "labelSize">;

/** The shipment a carrier is sent for the order; the label print flow builds the platform's labels from it too. */
export const requestOf = (order: OrderForCarrier, serviceCode: string, label: LabelAsk): ShipmentRequest => {
  const party = (p: OrderForCarrier["sender"]) => ({
    name: p.name,
    company: p.company,
    phone: p.phone,
    email: p.email,
    country: p.countryCode,
    province: p.province,
    city: p.city,
    postcode: p.postcode,
    address1: p.address1,
    address2: p.address2,
    address3: "",
    houseNo: p.houseNumber,
    taxNo: p.clearanceNo,
  });
  return {
    orderNo: order.orderNo,
    reference: order.referenceNo,
    serviceCode,
    sender: party(order.sender),
    receiver: party(order.receiver),
    boxes: order.boxes.map(({ weightKg, lengthCm, widthCm, heightCm }) => ({
      weightKg,
      lengthCm,
      widthCm,
      heightCm,
    })),
    lines: order.lines.map((line) => ({
      nameZh: line.goodsNameZh,
      nameEn: line.goodsNameEn,
      quantity: line.quantity,
      unitValue: line.unitValue,
      unitWeightKg: "0.000",
      hsCode: line.hsCode,
      sku: line.sku,
    })),
    declaredCurrency: order.declaredCurrency,
    taxIds: { ioss: order.iossNo, vat: order.vatNo, eori: order.eoriNo, hmrc: order.hmrcNo },
    cod: order.codAmount ?? "",
    ...label,
  };
};

export const createOrderPusher = (
  deps: { database: Database; carriers: CarrierService; files: FileStore; log: FastifyBaseLogger },
  options: PushOptions = {},
) => {
  const { db } = deps.database;
  const concurrency = options.concurrency ?? 32;
  const batch = options.batch ?? 200;
  const gates = new Map<number, ReturnType<typeof createGate>>();
  const gateOf = (providerId: number) => {
    let gate = gates.get(providerId);
    if (!gate) {
      gate = createGate(concurrency);
      gates.set(providerId, gate);
    }
    return gate;
  };

  /** Keeps the label's bytes in the file store, fetching an address at once. */
  const keepLabel = async (
    client: Client,
    context: CallContext,
    label: NonNullable<ShipmentResult["label"]>,
  ) => {
    const bytes = "bytes" in label ? label.bytes : await client.downloadLabel(context, label.url);
    const stored = await deps.files.put({
      bytes: Buffer.from(bytes),
      contentType: label.format === "pdf" ? "application/pdf" : "text/plain",
      name: `${context.orderNo}.${label.format}`,
    });
    return { labelFile: stored.key, labelFormat: label.format, labelStatus: "obtained" as const };
  };

  const fail = async (row: Claimed, carrier: string, error: CarrierError) => {
    const to = nextStatus(SUBMISSION_TRANSITIONS, row.status, "refuse");
    if (!to) return;
    await db.transaction(async (tx) => {
      await shipmentQueue.updateShipment(tx, row.id, {
        status: to,
        errorMessage: error.message,
        errorCode: error.providerCode,
      });
      await orderSubmission.recordSubmissionFailure(tx, {
        orderId: row.orderId,
        carrier,
        message: error.message,
      });
    });
  };

  /** A failure the carrier may recover from: tried again later, until the attempts run out. */
  const retryLater = async (row: Claimed, carrier: string, error: CarrierError) => {
    // An open circuit never reached the carrier: the attempt is not spent, and the order waits for the probe.
    if (error.providerCode === CIRCUIT_OPEN)
      return shipmentQueue.updateShipment(db, row.id, {
        attempts: row.attempts - 1,
        nextAttemptAt: after(deps.carriers.breakerCoolMs / 1000),
      });
    if (row.attempts >= RETRY_SECONDS.length) return fail(row, carrier, error);
    await shipmentQueue.updateShipment(db, row.id, {
      nextAttemptAt: after(RETRY_SECONDS[row.attempts - 1] ?? RETRY_SECONDS.at(-1)!),
      errorMessage: error.message,
      errorCode: error.providerCode,
    });
  };

  const push = async (row: Claimed, order: OrderForCarrier, askOf: CarrierLabelAsks) => {
    const found = await deps.carriers.client(row.providerId);
    if (!found?.row.enabled)
      return fail(
        row,
        found?.row.name ?? "",
        new CarrierError("rejected", "The docking provider is disabled or gone", "PROVIDER_UNAVAILABLE"),
      );
    const { client, row: provider } = found;
    if (provider.interfaceType === "manual") {
      const request = requestOf(order, row.serviceCode, askOf(provider.serviceClass, order));
      const refused = await pushManualOrder(
        { db, files: deps.files },
        { row, order, request, carrier: provider.name },
      );
      return refused ? fail(row, provider.name, refused) : undefined;
    }
    const context = { orgId: row.orgId, orderNo: row.orderNo };
    let result: ShipmentResult;
    try {
      // A retry may follow a push whose answer was lost: the carrier is asked first, so it never ships twice.
      const asked = row.attempts > 1 ? await findOrNull(client, context, row.orderNo) : null;
      const label = askOf(provider.serviceClass, order);
      result = asked ?? (await createOrFind(client, context, requestOf(order, row.serviceCode, label)));
    } catch (error) {
      const carrierError =
        error instanceof CarrierError ? error : new CarrierError("unavailable", String(error));
      return carrierError.kind === "rejected"
        ? fail(row, provider.name, carrierError)
        : retryLater(row, provider.name, carrierError);
    }
    const label = result.label ? await keepLabel(client, context, result.label).catch(() => null) : null;
    const to = nextStatus(SUBMISSION_TRANSITIONS, row.status, "accept");
    if (!to) return;
    const orderStatus = await db.transaction(async (tx) => {
      await shipmentQueue.updateShipment(tx, row.id, {
        status: to,
        carrierShipmentId: result.carrierShipmentId,
        trackingNumber: result.trackingNumber,
        errorMessage: "",
        errorCode: "",
        pushedAt: new Date(),
        ...(label ?? {
          labelStatus: "pending",
          labelDeadline: new Date(Date.now() + LABEL_TIMEOUT_MS),
          nextAttemptAt: after(LABEL_POLL_SECONDS[0]!),
        }),
      });
      const status = await orderSubmission.recordSubmission(tx, {
        orderId: row.orderId,
        userId: null,
        carrier: provider.name,
        trackingNumber: result.trackingNumber,
        pieceNumbers: result.pieceNumbers,
      });
      if (result.trackingNumber) await trackFrom(tx, { ...order, orderId: order.id }, row.providerId);
      if (label)
        await orderSubmission.recordLabelReady(tx, {
          orderId: row.orderId,
          trackingNumber: result.trackingNumber,
        });
      return status;
    });
    if (orderStatus === "cancelled") await withdraw(row, client, context, result);
  };

  /**
   * The order was cancelled (and refunded) while its push was on the way: the shipment the carrier just made is
   * cancelled there too. A carrier that cannot cancel it leaves its words on the submission for staff.
   */
  const withdraw = async (row: Claimed, client: Client, context: CallContext, result: ShipmentResult) => {
    try {
      await client.cancelShipment(context, {
        orderNo: row.orderNo,
        carrierShipmentId: result.carrierShipmentId,
        trackingNumber: result.trackingNumber,
      });
      await shipmentQueue.updateShipment(db, row.id, {
        status: nextStatus(SUBMISSION_TRANSITIONS, "success", "cancel")!,
      });
    } catch (error) {
      deps.log.warn(
        { err: error, orderNo: row.orderNo },
        "cancelled order's new shipment not cancelled at the carrier",
      );
      await shipmentQueue.updateShipment(db, row.id, {
        errorMessage: error instanceof Error ? error.message : String(error),
        errorCode: "CANCELLED_ORDER_SHIPPED",
      });
    }
  };

  /** A pending label (and a tracking number the carrier issues late) asked for again. */
  const fetchPendingLabel = async (row: Claimed, order: OrderForCarrier, askOf: CarrierLabelAsks) => {
    const found = await deps.carriers.client(row.providerId);
    // Looked at after 1 min, then less and less often (2, 5, 10, then every 15 min) as the label is later.
    const minutes = (Date.now() - (row.pushedAt?.getTime() ?? Date.now())) / 60_000;
    const step = Math.min(Math.floor(Math.log2(minutes + 1)), LABEL_POLL_SECONDS.length - 1);
    const nextPoll = after(LABEL_POLL_SECONDS[step]!);
    if (!found) return shipmentQueue.updateShipment(db, row.id, { labelStatus: "timedOut" });
    const { client, row: provider } = found;
    const context = { orgId: row.orgId, orderNo: row.orderNo };
    try {
      let trackingNumber = row.trackingNumber;
      if (!trackingNumber) {
        const known = await client.findShipment(context, row.orderNo);
        trackingNumber = known.trackingNumber;
        if (trackingNumber)
          await db.transaction(async (tx) => {
            await shipmentQueue.updateShipment(tx, row.id, { trackingNumber, leaseUntil: row.leaseUntil });
            await orderSubmission.recordSubmission(tx, {
              orderId: row.orderId,
              userId: null,
              carrier: provider.name,
              trackingNumber,
              pieceNumbers: known.pieceNumbers,
            });
            await trackFrom(tx, { ...order, orderId: order.id }, row.providerId);
          });
      }
      const ref = { orderNo: row.orderNo, carrierShipmentId: row.carrierShipmentId, trackingNumber };
      const ask = askOf(provider.serviceClass, order);
      const label = await client.fetchLabel(context, ref, ask.labelFormat, ask.labelSize);
      if (label) {
        const kept = await keepLabel(client, context, label);
        return db.transaction(async (tx) => {
          await shipmentQueue.updateShipment(tx, row.id, kept);
          await orderSubmission.recordLabelReady(tx, { orderId: row.orderId, trackingNumber });
        });
      }
    } catch (error) {
      deps.log.warn({ err: error, orderNo: row.orderNo }, "pending label not fetched");
    }
    const expired = row.labelDeadline !== null && row.labelDeadline.getTime() <= Date.now();
    await shipmentQueue.updateShipment(
      db,
      row.id,
      expired ? { labelStatus: "timedOut" } : { nextAttemptAt: nextPoll },
    );
  };

  const work = async (row: Claimed, order: OrderForCarrier | undefined, askOf: CarrierLabelAsks) => {
    // An order cancelled before its push goes nowhere.
    if (!order || order.status === "cancelled") {
      if (row.status === "waiting") await shipmentQueue.deleteShipment(db, row.id);
      return;
    }
    if (row.status === "waiting") return push(row, order, askOf);
    return fetchPendingLabel(row, order, askOf);
  };

  /** Claims a batch and works it; answers how many it claimed. */
  const cycle = async () => {
    const claimed = await shipmentQueue.claimDue(db, batch, LEASE_MS);
    if (claimed.length === 0) return 0;
    const orders = await orderSubmission.ordersForCarrier(
      db,
      claimed.map((row) => row.orderId),
    );
    // The label each order's print profile asks its carrier for, read once for the batch.
    const askOf = await carrierLabelAsks(db, [...orders.values()]);
    await Promise.all(
      claimed.map((row) =>
        gateOf(row.providerId)(() => work(row, orders.get(row.orderId), askOf)).catch((error: unknown) =>
          deps.log.error({ err: error, orderNo: row.orderNo }, "order push failed"),
        ),
      ),
    );
    return claimed.length;
  };

  let draining: Promise<void> | undefined;
  let again = false;
  /** Works until nothing is due; a wake-up while working runs one more round. */
  const drain = (): Promise<void> => {
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      try {
        do {
          again = false;
          while ((await cycle()) > 0);
        } while (again);
      } finally {
        draining = undefined;
      }
    })();
    return draining;
  };

  let sweep: NodeJS.Timeout | undefined;
  return {
    drain,
    async start() {
      await deps.database.listen(shipmentQueue.SHIPMENTS_DUE_CHANNEL, () => void drain());
      sweep = setInterval(() => void drain(), SWEEP_MS);
      void drain();
    },
    async stop() {
      if (sweep) clearInterval(sweep);
      await draining;
    },
  };
};

const findOrNull = async (client: Client, context: CallContext, orderNo: string) => {
  try {
    return await client.findShipment(context, orderNo);
  } catch (error) {
    if (error instanceof CarrierError && error.kind === "notFound") return null;
    throw error;
  }
};

/** Creates the shipment; a carrier that says it already has one under our number is asked for it. */
const createOrFind = async (client: Client, context: CallContext, request: ShipmentRequest) => {
  try {
    return await client.createShipment(context, request);
  } catch (error) {
    if (error instanceof CarrierError && error.providerCode === "DUPLICATE_REFERENCE")
      return client.findShipment(context, request.orderNo);
    throw error;
  }
};

export type OrderPusher = ReturnType<typeof createOrderPusher>;

/** An order with a tracking number is tracked from now on, through the provider that shipped it (issue 17). */
const trackFrom = (
  tx: Executor,
  order: { orderId: number; orgId: number; productId: number },
  providerId: number,
) =>
  startTracking(tx, { orderId: order.orderId, orgId: order.orgId, productId: order.productId, providerId });

/** An order as written, with what says where and when it goes. */
type WrittenOrder = Pick<
  OrderRecord,
  | "id"
  | "orgId"
  | "orderNo"
  | "productId"
  | "costProductId"
  | "status"
  | "paymentStatus"
  | "sellerMarketplace"
>;

/**
 * Queues the orders whose product pushes them on `trigger`, in the transaction that paid or weighed them (placing,
 * paying a draft, the warehouse weigh-in), so an order is queued exactly when its payment or weigh-in committed.
 * An order with the seller's own label is never queued: it prints the seller's PDF (carriers' seller_labels).
 */
export const queuePushes = async (tx: Executor, trigger: OrderPushTrigger, written: WrittenOrder[]) => {
  const due = written.filter(
    (order) =>
      order.paymentStatus === "paid" &&
      PUSHABLE.includes(order.status) &&
      order.costProductId !== null &&
      order.sellerMarketplace === null,
  );
  if (due.length === 0) return;
  const targets = await pushTargetsOf(
    tx,
    due.map((order) => ({
      orderId: order.id,
      productId: order.productId,
      costProductId: order.costProductId,
    })),
  );
  await shipmentQueue.enqueueShipments(
    tx,
    due.flatMap((order) => {
      const target = targets.get(order.id);
      return target && target.pushOn === trigger
        ? [
            {
              orderId: order.id,
              orgId: order.orgId,
              orderNo: order.orderNo,
              providerId: target.providerId,
              serviceCode: target.serviceCode,
            },
          ]
        : [];
    }),
  );
};

/** Orders that may go to a carrier: paid and not yet delivered, cancelled or settled. */
const PUSHABLE: readonly OrderForCarrier["status"][] = ["canShip", "cannotShip", "handedOver"];

/**
 * Staff's hand on submissions (spec §4): push orders in batch (a product pushed "by staff", or one never queued),
 * push failed ones again, and mark a waiting or failed one successful after confirming it with the carrier.
 */
export const createSubmissionActions = (deps: { database: Database }): SubmissionActions => {
  const { db } = deps.database;
  return {
    async push(actor, orderIds) {
      requireCan(actor, "manageCarriers");
      const ids = [...new Set(orderIds)];
      const [orders, existing] = await Promise.all([
        orderSubmission.ordersForCarrier(db, ids),
        shipmentQueue.findShipments(db, { orderIds: ids }),
      ]);
      const targets = await pushTargetsOf(
        db,
        [...orders.values()].map((order) => ({
          orderId: order.id,
          productId: order.productId,
          costProductId: order.costProductId,
        })),
      );
      const results: SubmissionPushResult["results"] = [];
      await db.transaction(async (tx) => {
        for (const orderId of ids) {
          const order = orders.get(orderId);
          if (!order) throw new AppError("NOT_FOUND");
          const shipment = existing.find((row) => row.orderId === orderId);
          const outcome = await (async () => {
            if (!PUSHABLE.includes(order.status)) return "notPushable" as const;
            if (order.sellerMarketplace !== null) return "sellerLabel" as const;
            if (shipment) {
              const to = nextStatus(SUBMISSION_TRANSITIONS, shipment.status, "repush");
              if (!to) return "already" as const;
              await shipmentQueue.updateShipment(tx, shipment.id, {
                status: to,
                attempts: 0,
                nextAttemptAt: new Date(),
                errorMessage: "",
                errorCode: "",
              });
              await notify(tx, shipmentQueue.SHIPMENTS_DUE_CHANNEL, "");
              return "repushed" as const;
            }
            const target = targets.get(orderId);
            if (!target) return "noProvider" as const;
            await shipmentQueue.enqueueShipments(tx, [
              {
                orderId,
                orgId: order.orgId,
                orderNo: order.orderNo,
                providerId: target.providerId,
                serviceCode: target.serviceCode,
              },
            ]);
            return "queued" as const;
          })();
          results.push({ orderId, orderNo: order.orderNo, outcome });
        }
      });
      return { results };
    },

    async markSuccess(actor, { orderId, trackingNumber }) {
      requireCan(actor, "manageCarriers");
      await db.transaction(async (tx) => {
        const [found] = await shipmentQueue.findShipments(tx, { orderIds: [orderId] });
        const shipment = found && (await shipmentQueue.lockShipment(tx, found.id));
        if (!shipment) throw new AppError("NOT_FOUND");
        const to = nextStatus(SUBMISSION_TRANSITIONS, shipment.status, "markSuccess");
        if (!to) throw new AppError("CONFLICT");
        await shipmentQueue.updateShipment(tx, shipment.id, {
          status: to,
          trackingNumber,
          byHand: true,
          pushedAt: new Date(),
          errorMessage: "",
          errorCode: "",
        });
        const provider = await shipmentQueue.providerNameOf(tx, shipment.providerId);
        await orderSubmission.recordSubmission(tx, {
          orderId,
          userId: actor.userId,
          carrier: provider,
          trackingNumber,
          pieceNumbers: [],
        });
        const order = (await orderTracking.trackingFactsOf(tx, [orderId])).get(orderId);
        if (order) await trackFrom(tx, order, shipment.providerId);
      });
      return { ok: true as const };
    },
  };
};
