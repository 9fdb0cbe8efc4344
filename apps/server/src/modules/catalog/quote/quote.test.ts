import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDemoApp } from "../../../test/demo";
import { newYorkCarton } from "../../../test/fixtures";
import { createCustomerAccount } from "../../../test/tenancy";
import type { TestApp } from "../../../test/test-app";
import { orgs, users } from "../../identity";
import { touchProducts } from "../catalog.changes";
import { products, quotePlans, rateCells } from "../catalog.tables";

let t: TestApp;
let customer: string;
let operator: string;
let demoOrgId: number;
beforeAll(async () => {
  ({ t, customer, operator, demoOrgId } = await openDemoApp());
});
afterAll(async () => {
  await t.close();
});

const parcel = newYorkCarton;

type Served = {
  productCode: string;
  zone: { code: string };
  weights: { actualKg: string; volumetricKg: string; chargeableKg: string };
  baseFreight: string;
  lines: Array<{ kind: string; code: string; name: string; amount: string }>;
  total: string;
  currency: string;
  totalInWalletCurrency: string;
  cost?: { total: string; currency: string; totalInWalletCurrency: string } | null;
  margin?: string | null;
};
type Answer = {
  orgId: number;
  walletCurrency: string;
  served: Served[];
  notServed: Array<{ productCode: string; reason: { code: string; message: string } }>;
};

const trial = async (token: string, body: unknown, lang?: string) => {
  const response = await t.call("POST", "/api/freightTrial", { token, body, ...(lang ? { lang } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Answer;
};
const speaking = async (token: string, lang: "zh" | "en" | "ko") => {
  expect((await t.call("POST", `/api/customerInfo/i18n/${lang}`, { token })).statusCode).toBe(200);
};
const byCode = (answer: Answer, code: string) => answer.served.find((row) => row.productCode === code);

describe("freight trial as a customer", () => {
  it("lists exactly the signed products, served ones cheapest first with the hand-computed totals", async () => {
    await speaking(customer, "zh");
    const answer = await trial(customer, parcel());
    expect(answer.orgId).toBe(demoOrgId);
    expect(answer.walletCurrency).toBe("CNY");
    // The demo customer signed every demo product but PP-FR-ECO.
    const listed = [...answer.served, ...answer.notServed].map((row) => row.productCode).sort();
    expect(listed).toEqual(
      [
        "PP-AU-FIX",
        "PP-DE-ECO",
        "PP-GB-EXP",
        "PP-JP-EXP",
        "PP-KR-ECO",
        "PP-US-EXP",
        "PP-US-FBA",
        "PP-US-POST",
      ].sort(),
    );

    // PP-US-POST (CNY, per kg + registration, default plan, zone US-E 88/kg + 18):
    //   volumetric 20×15×10 / 5000 = 0.6 kg; full bubble → chargeable max(1.2, 0.6) = 1.2 (carry 0.01 keeps 1.2)
    //   base 1.2 × 88 + 18 = 123.60; fuel 8% × 123.60 = 9.888 → 9.89; not remote → total 133.49 CNY.
    // PP-US-FBA (CNY, per kg, divisor 6000, split 40%, carry 1 kg, minimum 200, zone US-E 43/kg):
    //   volumetric 3000 / 6000 = 0.5 < actual 1.2 → 1.2 → carry 1 kg → 2 kg; 2 × 43 = 86.00, raised to the
    //   minimum 200 by an adjustment of 114.00; fuel 6% of 200 = 12.00; oversize formula: longest side 20 ≤ 60 →
    //   0.00; total 212.00 CNY.
    // PP-US-EXP (USD, first + additional, the customer's VIP plan, zone US-E first 0.5 kg 23, 5.8 per 0.5 kg):
    //   chargeable 1.2 → carry 0.5 → 1.5 kg; 23 + 2 × 5.8 = 34.60; fuel 18% = 6.228 → 6.23; oversize 0.00;
    //   total 40.83 USD = 40.83 × 7.12 = 290.7096 → 290.71 CNY.
    expect(answer.served.map((row) => [row.productCode, row.totalInWalletCurrency])).toEqual([
      ["PP-US-POST", "133.49"],
      ["PP-US-FBA", "212.00"],
      ["PP-US-EXP", "290.71"],
    ]);
    expect(byCode(answer, "PP-US-POST")).toMatchObject({
      zone: { code: "US-E" },
      weights: { actualKg: "1.200", volumetricKg: "0.600", chargeableKg: "1.200" },
      baseFreight: "123.60",
      lines: [{ code: "FUEL", name: "燃油附加费", amount: "9.89" }],
      total: "133.49",
      currency: "CNY",
    });
    expect(byCode(answer, "PP-US-EXP")).toMatchObject({
      weights: { chargeableKg: "1.500" },
      baseFreight: "34.60",
      lines: [
        { code: "FUEL", amount: "6.23" },
        { code: "OVERSIZE", amount: "0.00" },
      ],
      total: "40.83",
      currency: "USD",
    });
    expect(byCode(answer, "PP-US-FBA")).toMatchObject({
      baseFreight: "86.00",
      lines: [
        { kind: "adjustment", code: "minimumCharge", name: "最低收费调整", amount: "114.00" },
        { code: "FUEL", amount: "12.00" },
        { code: "OVERSIZE", amount: "0.00" },
      ],
      total: "212.00",
    });
  });

  it("serves a parcel heavier than every bounded band in PP-US-FBA's open last band (100 kg +)", async () => {
    // Five 40 × 30 × 20 cm cartons of 65 kg, per piece: 65 kg each (volumetric 4 kg) → 325 kg in 100 kg +;
    // US-E 36/kg: 11,700.00; fuel 6% = 702.00; oversize 0.00; total 12,402.00 CNY.
    const carton = { lengthCm: "40", widthCm: "30", heightCm: "20", weightKg: "65" };
    const answer = await trial(customer, parcel({ pieces: Array(5).fill(carton) }));
    expect(byCode(answer, "PP-US-FBA")).toMatchObject({
      weights: { chargeableKg: "325.000" },
      baseFreight: "11700.00",
      lines: [
        { code: "FUEL", amount: "702.00" },
        { code: "OVERSIZE", amount: "0.00" },
      ],
      total: "12402.00",
    });
  });

  it("charges the sheet's price above a band edge, or with the band price floor on an adjustment line", async () => {
    // PP-US-FBA, US-E: (0, 21] 43/kg, (21, 45] 40/kg. 22 kg: 22 × 40 = 880.00 < 21 × 43 = 903.00.
    const heavy = parcel({ pieces: [{ lengthCm: "40", widthCm: "30", heightCm: "20", weightKg: "22" }] });
    const setFloor = (bandFloor: boolean) =>
      t.db.transaction(async (tx) => {
        const [product] = await tx
          .update(products)
          .set({ bandFloor })
          .where(eq(products.code, "PP-US-FBA"))
          .returning({ id: products.id });
        await touchProducts(tx, [product!.id]);
      });
    // Off (the default): fuel 6% of 880 = 52.80; total 932.80.
    expect(byCode(await trial(customer, heavy), "PP-US-FBA")).toMatchObject({
      baseFreight: "880.00",
      lines: [{ code: "FUEL", amount: "52.80" }, { code: "OVERSIZE" }],
      total: "932.80",
    });
    await setFloor(true);
    try {
      // On: raised to 903.00 by 23.00, in a line of its own; fuel 6% of 903 = 54.18; total 957.18.
      await speaking(customer, "en");
      expect(byCode(await trial(customer, heavy), "PP-US-FBA")).toMatchObject({
        baseFreight: "880.00",
        lines: [
          { kind: "adjustment", code: "bandFloor", name: "Band price floor adjustment", amount: "23.00" },
          { code: "FUEL", amount: "54.18" },
          { code: "OVERSIZE", amount: "0.00" },
        ],
        total: "957.18",
      });
    } finally {
      await speaking(customer, "zh");
      await setFloor(false);
    }
  });

  it("never carries a cost price or a margin", async () => {
    const response = await t.call("POST", "/api/freightTrial", { token: customer, body: parcel() });
    expect(response.body).not.toMatch(/"cost"|"margin"/);
  });

  it("quotes as its own org when it names it", async () => {
    expect((await trial(customer, parcel({ orgId: demoOrgId }))).served).toHaveLength(3);
  });

  it("gives the not-served reasons in the caller's language", async () => {
    // 2.5 kg is over PP-US-POST's 2 kg piece limit; GB, DE, JP, KR and AU products have no US zone.
    const heavy = parcel({ pieces: [{ lengthCm: "20", widthCm: "15", heightCm: "10", weightKg: "2.5" }] });
    await speaking(customer, "zh");
    const zh = await trial(customer, heavy);
    const reasonOf = (answer: Answer, code: string) =>
      answer.notServed.find((row) => row.productCode === code)?.reason;
    expect(reasonOf(zh, "PP-US-POST")).toEqual({
      code: "pieceWeightOverLimit",
      message: "单件重量 2.500 kg 超过限制 2 kg",
    });
    expect(reasonOf(zh, "PP-GB-EXP")).toEqual({
      code: "zoneNotCovered",
      message: "该产品不覆盖目的地 US 10001",
    });

    await speaking(customer, "en");
    const en = await trial(customer, heavy);
    expect(reasonOf(en, "PP-US-POST")?.message).toBe("A piece weighs 2.500 kg, over the limit of 2 kg");
    expect(reasonOf(en, "PP-GB-EXP")?.message).toBe("The product does not cover the destination US 10001");
    expect(byCode(en, "PP-US-EXP")?.lines[0]?.name).toBe("Fuel surcharge");
    await speaking(customer, "zh");
  });

  it("shows a price change made through the database at the next trial", async () => {
    const [product] = await t.db.select().from(products).where(eq(products.code, "PP-US-POST"));
    const [plan] = await t.db
      .select()
      .from(quotePlans)
      .where(and(eq(quotePlans.productId, product!.id), eq(quotePlans.isDefault, true)));
    expect(byCode(await trial(customer, parcel()), "PP-US-POST")?.total).toBe("133.49");
    await t.db.transaction(async (tx) => {
      await tx
        .update(rateCells)
        .set({ price: "90" })
        .where(and(eq(rateCells.planId, plan!.id), eq(rateCells.zoneCode, "US-E")));
      await touchProducts(tx, [product!.id]);
    });
    // 1.2 × 90 + 18 = 126.00; fuel 8% = 10.08; total 136.08.
    expect(byCode(await trial(customer, parcel()), "PP-US-POST")).toMatchObject({
      baseFreight: "126.00",
      total: "136.08",
    });
    await t.db.transaction(async (tx) => {
      await tx
        .update(rateCells)
        .set({ price: "88" })
        .where(and(eq(rateCells.planId, plan!.id), eq(rateCells.zoneCode, "US-E")));
      await touchProducts(tx, [product!.id]);
    });
  });

  it("refuses bad input naming each field, in the caller's language", async () => {
    await speaking(customer, "en");
    const fieldsOf = async (body: unknown) => {
      const response = await t.call("POST", "/api/freightTrial", { token: customer, body });
      expect(response.statusCode, response.body).toBe(400);
      return response.json().details as Array<{ field: string; message: string }>;
    };
    expect(await fieldsOf(parcel({ pieces: [] }))).toEqual([
      { field: "pieces", message: "Enter between 1 and 99 pieces" },
    ]);
    const tooMany = Array.from({ length: 100 }, () => parcel().pieces[0]);
    expect((await fieldsOf(parcel({ pieces: tooMany })))[0]?.field).toBe("pieces");
    const details = await fieldsOf(
      parcel({
        destination: { country: "us", postcode: "10@01" },
        pieces: [{ lengthCm: "0", widthCm: "15.25", heightCm: "10", weightKg: "1.2345" }],
        declaredValue: { amount: "5.555", currency: "USD" },
      }),
    );
    expect(details.map((d) => d.field).sort()).toEqual([
      "declaredValue.amount",
      "destination.postcode",
      "pieces.0.lengthCm",
      "pieces.0.weightKg",
      "pieces.0.widthCm",
    ]);
    expect(details.find((d) => d.field === "pieces.0.lengthCm")?.message).toBe(
      "Enter a number greater than 0",
    );
    expect(details.find((d) => d.field === "pieces.0.weightKg")?.message).toMatch(/3 decimal/);

    expect(await fieldsOf(parcel({ destination: { country: "XX" } }))).toEqual([
      { field: "destination.country", message: "No such country" },
    ]);
    expect((await fieldsOf(parcel({ destination: { country: "EU" } })))[0]?.field).toBe(
      "destination.country",
    );
    expect(await fieldsOf(parcel({ declaredValue: { amount: "10", currency: "ZZZ" } }))).toEqual([
      { field: "declaredValue.currency", message: "No such currency" },
    ]);
    await speaking(customer, "zh");
  });

  it("offers the premium packages of its products and no customer list", async () => {
    const response = await t.call("GET", "/api/freightTrial/options", { token: customer });
    expect(response.statusCode, response.body).toBe(200);
    const options = response.json();
    expect(options.premiumPackages.map((p: { code: string }) => p.code).sort()).toEqual([
      "PHOTO_CHECK",
      "SIGNATURE",
    ]);
    expect(options.currencies).toContain("USD");
    expect(options).not.toHaveProperty("customers");
  });
});

describe("freight trial by sub-accounts", () => {
  it("needs the catalog/freight-trial grant, then quotes at the main account's prices without cost", async () => {
    const [main] = await t.db.select().from(users).where(eq(users.username, "customer"));
    const bare = await createCustomerAccount(t, { mainUserId: main!.id, orgId: demoOrgId, grants: ["home"] });
    const refused = await t.call("POST", "/api/freightTrial", { token: bare.token, body: parcel() });
    expect(refused.statusCode).toBe(403);
    const granted = await createCustomerAccount(t, {
      mainUserId: main!.id,
      orgId: demoOrgId,
      grants: ["catalog/freight-trial"],
    });
    const answer = await trial(granted.token, parcel());
    expect(answer.served.map((row) => row.totalInWalletCurrency)).toEqual(["133.49", "212.00", "290.71"]);
    expect(JSON.stringify(answer)).not.toMatch(/"cost"|"margin"/);
  });
});

describe("freight trial by platform staff", () => {
  it("must name the customer to quote as", async () => {
    const response = await t.call("POST", "/api/freightTrial", { token: operator, body: parcel() });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field: "orgId", message: "请选择要按其价格试算的客户" }]);
  });

  it("quotes as the customer with cost and margin", async () => {
    const answer = await trial(operator, parcel({ orgId: demoOrgId }));
    // Cost records price at their default plan, three quarters of the sales "Standard" prices:
    // PP-US-POST cost: 1.2 × 66 + 13.50 = 92.70; fuel 8% = 7.416 → 7.42; 100.12 CNY; margin 133.49 − 100.12 = 33.37.
    // PP-US-EXP cost: first 19.50, additional 6.5 × 0.75 = 4.875 → 4.88; 19.50 + 2 × 4.88 = 29.26; fuel 18%
    //   = 5.2668 → 5.27; oversize 0; 34.53 USD × 7.12 = 245.8536 → 245.85 CNY; margin 290.71 − 245.85 = 44.86.
    // PP-US-FBA cost: 2 × 32.25 = 64.50 < minimum 200 → 200.00; fuel 12.00; 212.00; margin 0.00.
    expect(
      answer.served.map((row) => [row.productCode, row.cost?.totalInWalletCurrency, row.margin]),
    ).toEqual([
      ["PP-US-POST", "100.12", "33.37"],
      ["PP-US-FBA", "212.00", "0.00"],
      ["PP-US-EXP", "245.85", "44.86"],
    ]);
    expect(byCode(answer, "PP-US-EXP")?.cost).toEqual({
      total: "34.53",
      currency: "USD",
      totalInWalletCurrency: "245.85",
    });
  });

  it("offers the customers to pick from", async () => {
    const response = await t.call("GET", `/api/freightTrial/options?orgId=${demoOrgId}`, { token: operator });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().customers).toContainEqual({ id: demoOrgId, name: "Demo Trading Co." });
  });

  it("refuses an org that is not a customer", async () => {
    const [platform] = await t.db.select({ id: orgs.id }).from(orgs).where(eq(orgs.type, "platform"));
    const response = await t.call("POST", "/api/freightTrial", {
      token: operator,
      body: parcel({ orgId: platform!.id }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe("orgId");
  });
});
