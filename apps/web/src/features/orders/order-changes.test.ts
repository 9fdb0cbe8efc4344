import { ORDER_PAYMENT_STATUSES, ORDER_STATUSES } from "@pp/domain";
import { describe, expect, it } from "vitest";
import { cancelSummary, isCancellable, isDeletableDraft, mayCancelOrders } from "./order-changes";

describe("changing an order in the console", () => {
  it("offers cancel only before hand-over and delete only for a never-paid draft", () => {
    expect(ORDER_STATUSES.filter((status) => isCancellable({ status, paymentStatus: "paid" }))).toEqual([
      "created",
      "canShip",
      "cannotShip",
    ]);
    const deletable = ORDER_STATUSES.flatMap((status) =>
      ORDER_PAYMENT_STATUSES.filter((paymentStatus) => isDeletableDraft({ status, paymentStatus })).map(
        (paymentStatus) => `${status}/${paymentStatus}`,
      ),
    );
    expect(deletable).toEqual(["created/unpaid"]);
  });

  it("lets customers and platform operators cancel, not finance staff or suppliers", () => {
    expect(mayCancelOrders("customer", ["customer"])).toBe(true);
    expect(mayCancelOrders("platform", ["platform"])).toBe(true);
    expect(mayCancelOrders("platform", ["admin"])).toBe(true);
    expect(mayCancelOrders("platform", ["finance"])).toBe(false);
    expect(mayCancelOrders("supplier", ["supplier", "admin"])).toBe(false);
    expect(mayCancelOrders(undefined, undefined)).toBe(false);
  });

  it("sums a batch's refunds per currency exactly and counts the cancel requests apart", () => {
    const refunded = (orderId: number, amount: string, currency: string) => ({
      orderId,
      ok: true as const,
      order: {
        id: orderId,
        orderNo: `PP${orderId}`,
        status: "cancelled" as const,
        paymentStatus: "refunded" as const,
        version: 2,
        refunded: { amount, currency },
        requested: false,
      },
    });
    expect(
      cancelSummary([
        refunded(1, "0.10", "CNY"),
        refunded(2, "0.20", "CNY"),
        refunded(3, "12.50", "USD"),
        { orderId: 4, ok: false, code: "ORDER_NOT_CANCELLABLE", message: "no" },
        {
          orderId: 5,
          ok: true,
          order: {
            id: 5,
            orderNo: "PP5",
            status: "handedOver",
            paymentStatus: "paid",
            version: 3,
            refunded: null,
            requested: true,
          },
        },
      ]),
    ).toEqual({
      cancelled: 3,
      requested: 1,
      total: 5,
      refunds: [
        { currency: "CNY", amount: "0.30" },
        { currency: "USD", amount: "12.50" },
      ],
    });
  });
});
