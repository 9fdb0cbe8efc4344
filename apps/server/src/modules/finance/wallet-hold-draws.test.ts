import { randomUUID } from "node:crypto";
import type { WalletMovement } from "@pp/contracts";
import { addMoney } from "@pp/domain";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AppError } from "../../platform/errors";
import { createCustomerAccount } from "../../test/tenancy";
import { openTestAppForFile, type TestApp } from "../../test/test-app";
import { walletHolds, wallets } from "./finance.tables";
import { checkLedger } from "./wallet-queries";

// Orders drawing from a hold (the all-or-nothing bulk import holds its total, then places its orders against it).

let t: TestApp;
openTestAppForFile(async (app) => {
  t = app;
});

type Drawn = {
  orgId: number;
  currency: string;
  amount: string;
  reason: { code: "orderCharge" | "orderHold"; params: { orderNo: string } };
  reference: { type: "order"; id: string };
  idempotencyKey: string;
  fromHold?: number;
  hold?: boolean;
};

/** An org with `balance` in its CNY wallet and an import hold of `held` on it. */
const importHolding = async (balance: string, held: string) => {
  const owner = await createCustomerAccount(t);
  await t.app.wallets.credit({
    orgId: owner.orgId,
    currency: "CNY",
    amount: balance,
    reason: "opening",
    reference: { type: "recharge", id: "R1" },
    idempotencyKey: randomUUID(),
  });
  const serialNo = `IMP${randomUUID().slice(0, 8)}`;
  const importHold = await t.app.wallets.hold({
    orgId: owner.orgId,
    currency: "CNY",
    amount: held,
    reason: { code: "orderImportHold", params: { serialNo } },
    reference: { type: "orderImport", id: serialNo },
    idempotencyKey: `import:${serialNo}`,
  });
  return { owner, serialNo, holdId: importHold.holdId! };
};

const orderCharge = (orgId: number, orderNo: string, amount: string, fromHold?: number): Drawn => ({
  orgId,
  currency: "CNY",
  amount,
  reason: { code: "orderCharge", params: { orderNo } },
  reference: { type: "order", id: orderNo },
  idempotencyKey: `order:${orderNo}`,
  ...(fromHold === undefined ? {} : { fromHold }),
});

const chargeInTurn = (inputs: Drawn[]) => t.db.transaction((tx) => t.app.wallets.chargeInTurn(inputs, tx));

const walletOf = async (orgId: number) => {
  const [row] = await t.db
    .select()
    .from(wallets)
    .where(and(eq(wallets.orgId, orgId), eq(wallets.currency, "CNY")));
  return row!;
};

const holdOf = async (id: number) => {
  const [row] = await t.db.select().from(walletHolds).where(eq(walletHolds.id, id));
  return row!;
};

const expectLedgerBalanced = async () => {
  expect(await checkLedger(t.db)).toMatchObject({ drift: "0.00", unbalancedEntries: 0, problems: [] });
};

const movementsOf = (answers: (WalletMovement | AppError)[]) =>
  answers.map((answer) => ("entryId" in answer ? answer : undefined));

describe("drawing orders from a hold", () => {
  it("takes each charge from the hold's remainder, not the available balance, as its own movement", async () => {
    const { owner, serialNo, holdId } = await importHolding("100", "60");
    expect(await walletOf(owner.orgId)).toMatchObject({ balance: "100.00", held: "60.00" });

    const answers = await chargeInTurn([
      orderCharge(owner.orgId, "PPD1", "12.50", holdId),
      orderCharge(owner.orgId, "PPD2", "7.50", holdId),
    ]);
    expect(answers).toEqual([
      expect.objectContaining({ kind: "charge", amount: "12.50", balance: "87.50", held: "47.50", holdId }),
      expect.objectContaining({ kind: "charge", amount: "7.50", balance: "80.00", held: "40.00", holdId }),
    ]);
    // The available balance never moved: 100 − 60 before, 80 − 40 after.
    expect(answers.map((a) => "available" in a && a.available)).toEqual(["40.00", "40.00"]);
    expect(await holdOf(holdId)).toMatchObject({ amount: "60.00", drawn: "20.00", status: "open" });

    // A hold drawn from the import hold (a product charged at weigh-in): the order gets a hold of its own.
    const [ordersHold] = await chargeInTurn([
      {
        ...orderCharge(owner.orgId, "PPD3", "5", holdId),
        hold: true,
        reason: { code: "orderHold", params: { orderNo: "PPD3" } },
      },
    ]);
    expect(ordersHold).toMatchObject({ kind: "hold", amount: "5.00", balance: "80.00", held: "40.00" });
    const ownHoldId = (ordersHold as WalletMovement).holdId!;
    expect(ownHoldId).not.toBe(holdId);
    expect(await t.app.wallets.holdIdOf(owner.orgId, "order:PPD3")).toBe(ownHoldId);
    expect(await holdOf(holdId)).toMatchObject({ drawn: "25.00", status: "open" });
    expect(await holdOf(ownHoldId)).toMatchObject({ amount: "5.00", drawn: "0.00", status: "open" });
    await expectLedgerBalanced();

    // Each draw is in the wallet flow with its order's number.
    const flow = await t.call("GET", "/api/finance/wallet-flow?size=20", { token: owner.token });
    expect(flow.statusCode, flow.body).toBe(200);
    expect(
      flow
        .json()
        .rows.map((r: { kind: string; reference: { id: string }; reason: string }) => [
          r.kind,
          r.reference.id,
          r.reason,
        ]),
    ).toEqual([
      ["hold", "PPD3", "订单 PPD3 运费冻结（称重后扣款）"],
      ["charge", "PPD2", "订单 PPD2 运费"],
      ["charge", "PPD1", "订单 PPD1 运费"],
      ["hold", serialNo, `批量导入 ${serialNo} 预扣运费`],
      ["credit", "R1", "opening"],
    ]);

    // The end of the import gives back only what is left: 60 − 12.50 − 7.50 − 5.
    const released = await t.app.wallets.releaseRest({
      orgId: owner.orgId,
      holdId,
      reason: { code: "orderImportHoldReleased", params: { serialNo } },
      idempotencyKey: `import-release:${serialNo}`,
    });
    expect(released).toMatchObject({ kind: "release", amount: "35.00", balance: "80.00", held: "5.00" });
    expect(await holdOf(holdId)).toMatchObject({ drawn: "25.00", status: "released" });
    await expectLedgerBalanced();

    // A cancel refunds a drawn charge as any other.
    const refunded = await t.app.wallets.refund({
      orgId: owner.orgId,
      currency: "CNY",
      amount: "12.50",
      reason: { code: "orderRefund", params: { orderNo: "PPD1" } },
      reference: { type: "order", id: "PPD1" },
      idempotencyKey: "order-cancel:PPD1",
    });
    expect(refunded).toMatchObject({ balance: "92.50", available: "87.50" });
    await expectLedgerBalanced();
  });

  it("refuses a draw above the hold's remainder per input and changes nothing for it", async () => {
    const { owner, holdId } = await importHolding("100", "20");
    const answers = await chargeInTurn([
      orderCharge(owner.orgId, "PPO1", "15", holdId),
      orderCharge(owner.orgId, "PPO2", "5.01", holdId),
      orderCharge(owner.orgId, "PPO3", "5", holdId),
    ]);
    expect(movementsOf(answers).map((m) => m?.amount)).toEqual(["15.00", undefined, "5.00"]);
    expect(answers[1]).toMatchObject({ code: "WALLET_HOLD_INSUFFICIENT", params: { remaining: "5.00" } });
    // The last draw took all of it: the hold is closed as drawn.
    expect(await holdOf(holdId)).toMatchObject({ drawn: "20.00", status: "drawn" });
    expect(await walletOf(owner.orgId)).toMatchObject({ balance: "80.00", held: "0.00" });
    await expect(
      t.app.wallets.charge(orderCharge(owner.orgId, "PPO4", "0.01", holdId)),
    ).rejects.toMatchObject({
      code: "WALLET_HOLD_INSUFFICIENT",
    });
    // The refused draws left no key behind: the same order may be paid from the balance later.
    expect(await t.app.wallets.charge(orderCharge(owner.orgId, "PPO2", "5.01"))).toMatchObject({
      balance: "74.99",
    });

    // Nothing is left to release; a plain release of the drawn hold is refused as closed.
    const rest = { orgId: owner.orgId, holdId, reason: "end", idempotencyKey: randomUUID() };
    expect(await t.app.wallets.releaseRest(rest)).toBeNull();
    expect(await t.app.wallets.releaseRest(rest)).toBeNull();
    await expect(t.app.wallets.release({ ...rest, idempotencyKey: randomUUID() })).rejects.toMatchObject({
      code: "ALREADY_DECIDED",
    });
    await expectLedgerBalanced();
  });

  it("refuses drawing from a released hold, another org's hold or a hold of another currency", async () => {
    const { owner, holdId } = await importHolding("100", "30");
    const rival = await importHolding("100", "30");
    const [foreign] = await chargeInTurn([orderCharge(owner.orgId, "PPF1", "1", rival.holdId)]);
    expect(foreign).toMatchObject({ code: "NOT_FOUND" });
    const [otherCurrency] = await chargeInTurn([
      { ...orderCharge(owner.orgId, "PPF2", "1", holdId), currency: "USD" },
    ]);
    expect(otherCurrency).toMatchObject({ code: "NOT_FOUND" });

    await chargeInTurn([orderCharge(owner.orgId, "PPF3", "10", holdId)]);
    const release = { orgId: owner.orgId, holdId, reason: "end", idempotencyKey: randomUUID() };
    expect(await t.app.wallets.release(release)).toMatchObject({ amount: "20.00", held: "0.00" });
    // The same release again answers the first; another is refused, as is any draw.
    expect(await t.app.wallets.releaseRest(release)).toMatchObject({ amount: "20.00" });
    await expect(t.app.wallets.release({ ...release, idempotencyKey: randomUUID() })).rejects.toMatchObject({
      code: "ALREADY_DECIDED",
    });
    const [late] = await chargeInTurn([orderCharge(owner.orgId, "PPF4", "1", holdId)]);
    expect(late).toMatchObject({ code: "ALREADY_DECIDED" });
    expect(await walletOf(owner.orgId)).toMatchObject({ balance: "90.00", held: "0.00" });
    await expectLedgerBalanced();
  });

  it("captures at most what is left of a partly drawn hold", async () => {
    const { owner, holdId } = await importHolding("50", "30");
    await chargeInTurn([orderCharge(owner.orgId, "PPC1", "10", holdId)]);
    const action = { orgId: owner.orgId, holdId, reason: "priced", idempotencyKey: randomUUID() };
    await expect(t.app.wallets.capture({ ...action, amount: "20.01" })).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
    });
    expect(await t.app.wallets.capture({ ...action, amount: "5" })).toMatchObject({
      kind: "capture",
      balance: "35.00",
      held: "0.00",
      available: "35.00",
    });
    await expectLedgerBalanced();
  });

  it("answers a repeated chunk with its first movements and draws nothing twice", async () => {
    const { owner, holdId } = await importHolding("100", "40");
    const chunk = [
      orderCharge(owner.orgId, "PPR1", "10", holdId),
      orderCharge(owner.orgId, "PPR2", "10", holdId),
    ];
    const first = await chargeInTurn(chunk);
    // The process died after the chunk committed: the resumed import runs it again with the same keys.
    const again = await chargeInTurn([...chunk, orderCharge(owner.orgId, "PPR3", "10", holdId)]);
    expect(movementsOf(again).slice(0, 2)).toEqual(first);
    expect(again[2]).toMatchObject({ amount: "10.00", held: "10.00", balance: "70.00" });
    // A repeat that no longer names the hold is the same request: it answers the first movement too.
    expect(await t.app.wallets.charge(orderCharge(owner.orgId, "PPR1", "10"))).toEqual(first[0]);
    expect(await holdOf(holdId)).toMatchObject({ drawn: "30.00", status: "open" });
    expect(await walletOf(owner.orgId)).toMatchObject({ balance: "70.00", held: "10.00" });
    await expectLedgerBalanced();
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "never overdraws a hold when two processes draw from it at once",
    async () => {
      const second = await t.secondProcess();
      const secondPool = await t.database.reopen();
      try {
        const { owner, holdId } = await importHolding("1000", "100");
        // 2 × 20 chunks of 5 draws of 1.25: 250 asked of a hold of 100.
        const chunks = Array.from({ length: 40 }, (_, c) =>
          Array.from({ length: 5 }, (_, i) => orderCharge(owner.orgId, `PPX${c}-${i}`, "1.25", holdId)),
        );
        const results = await Promise.all(
          chunks.map((chunk, c) =>
            c % 2 === 0
              ? chargeInTurn(chunk)
              : secondPool.db.transaction((tx) => second.app.wallets.chargeInTurn(chunk, tx)),
          ),
        );
        const answers = results.flat();
        const drawn = movementsOf(answers).filter((m) => m !== undefined);
        expect(drawn).toHaveLength(80);
        for (const answer of answers)
          if (!("entryId" in answer)) expect(answer.code).toBe("WALLET_HOLD_INSUFFICIENT");
        expect(addMoney(...drawn.map((m) => m.amount))).toBe("100.00");
        expect(await holdOf(holdId)).toMatchObject({ drawn: "100.00", status: "drawn" });
        expect(await walletOf(owner.orgId)).toMatchObject({ balance: "900.00", held: "0.00" });
        await expectLedgerBalanced();
      } finally {
        await second.close();
        await secondPool.close();
      }
    },
    60_000,
  );
});
