import { describe, expect, it } from "vitest";
import { applyOrderRules, ORDER_RULES, type OrderRule } from "./order-rules";

const rates = { CNY: "1", USD: "7.2", EUR: "7.8" };
const draft = {
  destination: { country: "DE" },
  declaredCurrency: "USD",
  boxes: [
    { lines: [{ quantity: 2, unitValue: "50.00", hsCode: "691200" }] },
    { lines: [{ quantity: 1, unitValue: "20.00", hsCode: "691200" }] },
  ],
};
const limit: OrderRule = {
  kind: "boxValueLimit",
  countries: ["DE"],
  limit: { amount: "72.00", currency: "EUR" },
  action: "refuse",
};

describe("the order-rules hook", () => {
  it("has no active rule until the order-rules issue fills it", () => {
    expect(ORDER_RULES).toEqual([]);
    expect(applyOrderRules(ORDER_RULES, draft, rates)).toEqual({ refusals: [], blocked: false });
  });

  it("refuses a box over a limit in another currency, converted at the given rates", () => {
    // EUR 72 × 7.8 / 7.2 = USD 78.00: box 1 declares USD 100.00.
    expect(applyOrderRules([limit], draft, rates)).toEqual({
      refusals: [
        {
          field: "boxes.0",
          key: "orderBoxValueOverLimit",
          params: { box: 1, value: "100.00", limit: "78.00" },
        },
      ],
      blocked: false,
    });
  });

  it("blocks instead when the rule says so, and skips other destinations", () => {
    expect(applyOrderRules([{ ...limit, action: "block" }], draft, rates)).toEqual({
      refusals: [],
      blocked: true,
    });
    expect(applyOrderRules([{ ...limit, countries: ["FR"] }], draft, rates).refusals).toEqual([]);
  });
});
