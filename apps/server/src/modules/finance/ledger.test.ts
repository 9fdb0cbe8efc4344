import { addMoney } from "@pp/domain";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { postingFor } from "./ledger";

const cents = fc.integer({ min: 1, max: 99_999_999 }).map((c) => (c / 100).toFixed(2));
const total = (lines: { amount: string }[]) => addMoney(...lines.map((l) => l.amount));

describe("postings", () => {
  it("moves money between accounts only: every kind's lines sum to zero (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("credit", "hold", "release", "charge", "refund", "adjust") as fc.Arbitrary<
          "credit" | "hold" | "release" | "charge" | "refund" | "adjust"
        >,
        cents,
        fc.boolean(),
        (kind, amount, negative) => {
          const signed = kind === "adjust" && negative ? `-${amount}` : amount;
          const posting = postingFor({ kind, walletId: 7, currency: "CNY", amount: signed });
          expect(total(posting.lines)).toBe("0.00");
          expect(posting.lines.length).toBeGreaterThanOrEqual(2);
          expect(posting.amount).toBe(amount);
        },
      ),
    );
  });

  it("credits the wallet and debits platform cash on a recharge", () => {
    const posting = postingFor({ kind: "credit", walletId: 3, currency: "USD", amount: "12.5" });
    expect(posting).toMatchObject({ direction: "in", balanceDelta: "12.50", heldDelta: "0.00" });
    expect(posting.lines).toEqual([
      { account: "wallet:3:available", walletId: 3, amount: "12.50" },
      { account: "platform:cash:USD", walletId: null, amount: "-12.50" },
    ]);
  });

  it("moves a hold between the wallet's own accounts, leaving the balance alone", () => {
    const hold = postingFor({ kind: "hold", walletId: 3, currency: "CNY", amount: "40.00" });
    expect(hold).toMatchObject({ direction: "out", balanceDelta: "0.00", heldDelta: "40.00" });
    const release = postingFor({ kind: "release", walletId: 3, currency: "CNY", amount: "40.00" });
    expect(release).toMatchObject({ direction: "in", balanceDelta: "0.00", heldDelta: "-40.00" });
  });

  it("captures part of a hold into revenue and returns the rest", () => {
    const posting = postingFor({
      kind: "capture",
      walletId: 3,
      currency: "CNY",
      held: "40.00",
      amount: "25.10",
    });
    expect(posting).toMatchObject({
      direction: "out",
      amount: "25.10",
      balanceDelta: "-25.10",
      heldDelta: "-40.00",
    });
    expect(posting.lines.map((l) => [l.account, l.amount])).toEqual([
      ["wallet:3:held", "-40.00"],
      ["platform:revenue:CNY", "25.10"],
      ["wallet:3:available", "14.90"],
    ]);
    expect(total(posting.lines)).toBe("0.00");
    expect(
      postingFor({ kind: "capture", walletId: 3, currency: "CNY", held: "40.00", amount: "40.00" }).lines,
    ).toHaveLength(2);
  });

  it("pays a hold out to platform cash", () => {
    const posting = postingFor({ kind: "payout", walletId: 3, currency: "CNY", amount: "30.00" });
    expect(posting).toMatchObject({
      direction: "out",
      amount: "30.00",
      balanceDelta: "-30.00",
      heldDelta: "-30.00",
    });
    expect(posting.lines.map((l) => [l.account, l.amount])).toEqual([
      ["wallet:3:held", "-30.00"],
      ["platform:cash:CNY", "30.00"],
    ]);
  });

  it("turns a negative adjustment into an outgoing entry", () => {
    const posting = postingFor({ kind: "adjust", walletId: 3, currency: "CNY", amount: "-8.00" });
    expect(posting).toMatchObject({ direction: "out", amount: "8.00", balanceDelta: "-8.00" });
  });
});
