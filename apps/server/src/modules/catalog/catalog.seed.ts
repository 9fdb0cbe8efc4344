import type {
  CargoType,
  CarryRule,
  PostcodeMatcher,
  PreRecordedType,
  RateCell,
  ServiceLimits,
  SurchargeCalc,
  WeightBand,
} from "@pp/domain";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db, Executor } from "../../platform/db";
import { orgs } from "../identity";
import {
  formulas,
  formulaTypes,
  postcodeGroups,
  premiumPackages,
  productSignings,
  productSurcharges,
  products,
  productZones,
  quotePlans,
  rateCells,
} from "./catalog.tables";

// The demo catalogue of a first start: cost records of the demo supplier and sales products to US, GB, DE,
// FR, JP, KR and AU, one per rate model at least, signed by the demo customer. Prices in the product currency.

type Names = [zh: string, en: string, ko: string];
type ZoneSeed = {
  code: string;
  name: string;
  country: string;
  postcodes?: PostcodeMatcher[];
  groups?: string[];
};
type SurchargeSeed = { code: string; names: Names; calc: SurchargeCalc; sort: number; formula?: string };
type PlanPrices = Record<string, RateCell[]>;
type ProductSeed = {
  code: string;
  names: Names;
  description: string;
  currency: string;
  days: [number, number];
  model: (typeof products.$inferInsert)["rateModel"];
  bands: WeightBand[];
  zones: ZoneSeed[];
  prices: PlanPrices;
  carry: CarryRule;
  divisor?: string;
  bubble?: { way: "none" | "full" | "split"; percentage?: string };
  chargeBasis?: "order" | "piece";
  minimumCharge?: string;
  /** The business type's dictionary value (reference data `business_type`); B2C parcels when not given. */
  businessType?: "b2c" | "fba";
  limits?: Partial<ServiceLimits>;
  cargoTypes?: CargoType[];
  surcharges: SurchargeSeed[];
  remoteGroups?: string[];
  premiums?: string[];
  /** Extra quote plans beyond the default, with their prices; the demo customer is put on the first. */
  plans?: Array<{ name: string; prices: PlanPrices }>;
  /** Left unsigned so a customer has something to sign. */
  unsigned?: boolean;
  /** Whether its orders may bring the seller's own label (the cost record's usePreRecordedType). */
  preRecorded?: PreRecordedType;
};

/** Limits of a seed product besides its own: none (the declared-value limit, 0, in the product currency). */
const NO_LIMITS: Omit<ServiceLimits, "maxDeclaredValueCurrency"> = {
  maxPieceWeightKg: "0",
  maxOrderWeightKg: "0",
  maxLongestSideCm: "0",
  maxGirthCm: "0",
  maxDeclaredValue: "0",
  maxPieces: "0",
};

/** maxKg null: the open last band. */
const band = (minKg: string, maxKg: string | null): WeightBand => ({ minKg, maxKg });
const perKg = (...prices: string[]): RateCell[] => prices.map((price) => ({ price }));
const fixed = perKg;
const firstAdditional = (
  first: string,
  additional: string,
  firstWeightKg = "0.5",
  stepKg = "0.5",
): RateCell[] => [{ price: first, additionalPrice: additional, firstWeightKg, additionalStepKg: stepKg }];
const postal = (perKgPrice: string, registrationFee: string): RateCell => ({
  price: perKgPrice,
  registrationFee,
});

const fuel = (percent: string): SurchargeSeed => ({
  code: "FUEL",
  names: ["燃油附加费", "Fuel surcharge", "유류 할증료"],
  calc: { kind: "fuelPercent", percent },
  sort: 10,
});
const remote = (calc: Omit<Extract<SurchargeCalc, { kind: "remoteArea" }>, "kind">): SurchargeSeed => ({
  code: "REMOTE",
  names: ["偏远地区附加费", "Remote area surcharge", "원격지 할증료"],
  calc: { kind: "remoteArea", ...calc },
  sort: 20,
});

const OVERSIZE_FORMULA = {
  code: "OVERSIZE_LONG_SIDE",
  nameZh: "超长附加费公式",
  nameEn: "Oversize (long side) formula",
  expression: "if(longestSide > LIMIT_CM, max(FEE_MIN, ceil(longestSide - LIMIT_CM) * FEE_PER_CM), 0)",
  constants: [
    { id: "LIMIT_CM", value: "60", nameEn: "Free length (cm)", nameZh: "免费长度（厘米）" },
    { id: "FEE_PER_CM", value: "1.5", nameEn: "Fee per cm over", nameZh: "每超 1 厘米费用" },
    { id: "FEE_MIN", value: "20", nameEn: "Minimum fee", nameZh: "最低收费" },
  ],
};
const oversizeFormula: SurchargeSeed = {
  code: "OVERSIZE",
  names: ["超长附加费", "Oversize surcharge", "규격 초과 할증료"],
  calc: { kind: "formula", expression: OVERSIZE_FORMULA.expression, constants: OVERSIZE_FORMULA.constants },
  sort: 30,
  formula: OVERSIZE_FORMULA.code,
};

const POSTCODE_GROUPS: Array<{
  name: string;
  kind: "zone" | "remote";
  country: string;
  matchers: PostcodeMatcher[];
}> = [
  {
    name: "US West Coast",
    kind: "zone",
    country: "US",
    matchers: [
      { kind: "range", from: "900", to: "961" },
      { kind: "range", from: "970", to: "994" },
    ],
  },
  {
    name: "US remote (AK, HI, PR, VI)",
    kind: "remote",
    country: "US",
    matchers: [
      { kind: "range", from: "006", to: "009" },
      { kind: "range", from: "967", to: "968" },
      { kind: "range", from: "995", to: "999" },
    ],
  },
  {
    name: "AU remote (NT, outback WA)",
    kind: "remote",
    country: "AU",
    matchers: [
      { kind: "prefix", value: "08" },
      { kind: "range", from: "6700", to: "6799" },
    ],
  },
];

const PREMIUMS = [
  {
    code: "SIGNATURE",
    nameZh: "签名服务",
    nameEn: "Signature on delivery",
    nameKo: "서명 배송",
    calc: { unit: "perOrder", amount: "15" } as const,
  },
  {
    code: "PHOTO_CHECK",
    nameZh: "拍照验货",
    nameEn: "Photo check",
    nameKo: "사진 검수",
    calc: { unit: "perPiece", amount: "3" } as const,
  },
];

const US_ZONES: ZoneSeed[] = [
  { code: "US-W", name: "US West", country: "US", groups: ["US West Coast"] },
  { code: "US-C", name: "US Central", country: "US", postcodes: [{ kind: "range", from: "400", to: "799" }] },
  { code: "US-E", name: "US East and rest", country: "US" },
];
const country = (code: string, name: string): ZoneSeed[] => [{ code, name, country: code }];
const SMALL_PACKET = [band("0", "2")];
const PARCEL_BANDS = [
  band("0", "2"),
  band("2", "5"),
  band("5", "10"),
  band("10", "15"),
  band("15", "20"),
  band("20", "30"),
];
// FBA cartons: the last band has no upper end ("100 kg and above"); the piece limit caps what ships.
const FBA_BANDS = [band("0", "21"), band("21", "45"), band("45", "100"), band("100", null)];

const SALES: ProductSeed[] = [
  {
    code: "PP-US-POST",
    names: ["美国邮政小包", "US postal small packet", "미국 우편 소형 포장"],
    description: "Tracked small packets up to 2 kg, delivered by USPS.",
    currency: "CNY",
    days: [8, 15],
    model: "perKgPlusRegistration",
    bands: SMALL_PACKET,
    zones: US_ZONES,
    prices: { "US-W": [postal("78", "16")], "US-C": [postal("84", "17")], "US-E": [postal("88", "18")] },
    carry: { kind: "step", stepKg: "0.01" },
    // The trade writes a declared-value limit in dollars per box, whatever the product is priced in.
    limits: {
      maxPieceWeightKg: "2",
      maxPieces: "1",
      maxLongestSideCm: "60",
      maxDeclaredValue: "800",
      maxDeclaredValueCurrency: "USD",
    },
    surcharges: [fuel("8"), remote({ charge: { unit: "perOrder", amount: "25" } })],
    remoteGroups: ["US remote (AK, HI, PR, VI)"],
  },
  {
    code: "PP-US-EXP",
    names: ["美国快递", "US express", "미국 특송"],
    description: "Door-to-door express with first and additional weight.",
    currency: "USD",
    days: [3, 6],
    model: "firstAdditional",
    bands: [band("0", "30")],
    zones: US_ZONES,
    prices: {
      "US-W": firstAdditional("22", "5.5"),
      "US-C": firstAdditional("24", "6"),
      "US-E": firstAdditional("26", "6.5"),
    },
    carry: { kind: "step", stepKg: "0.5" },
    limits: { maxPieceWeightKg: "30", maxLongestSideCm: "120" },
    cargoTypes: ["general", "battery"],
    surcharges: [
      fuel("18"),
      remote({ charge: { unit: "perKg", amount: "0.8" }, minimum: "12" }),
      oversizeFormula,
    ],
    remoteGroups: ["US remote (AK, HI, PR, VI)"],
    premiums: ["SIGNATURE", "PHOTO_CHECK"],
    plans: [
      {
        name: "VIP",
        prices: {
          "US-W": firstAdditional("19.5", "4.9"),
          "US-C": firstAdditional("21", "5.3"),
          "US-E": firstAdditional("23", "5.8"),
        },
      },
    ],
  },
  {
    code: "PP-GB-EXP",
    names: ["英国快递", "UK express", "영국 특송"],
    description: "Express to Great Britain, duties paid.",
    currency: "CNY",
    days: [4, 7],
    model: "firstAdditional",
    bands: [band("0", "30")],
    zones: country("GB", "United Kingdom"),
    prices: { GB: firstAdditional("120", "28") },
    carry: { kind: "step", stepKg: "0.5" },
    surcharges: [fuel("15")],
    premiums: ["SIGNATURE"],
  },
  {
    code: "PP-DE-ECO",
    names: ["德国经济专线", "Germany economy line", "독일 이코노미 라인"],
    description: "Economy line by weight band, delivered by DHL Paket.",
    currency: "EUR",
    days: [8, 12],
    model: "perKg",
    bands: PARCEL_BANDS,
    zones: country("DE", "Germany"),
    prices: { DE: perKg("9.8", "8.9", "8.2", "7.6", "7.2", "6.9") },
    carry: { kind: "step", stepKg: "0.1" },
    minimumCharge: "6.5",
    surcharges: [fuel("10")],
    plans: [{ name: "Wholesale", prices: { DE: perKg("9.2", "8.3", "7.7", "7.1", "6.7", "6.4") } }],
    // Sellers of marketplaces (Temu, TikTok Shop, Shopee) may bring their own labels to this line.
    preRecorded: "optional",
  },
  {
    code: "PP-FR-ECO",
    names: ["法国经济专线", "France economy line", "프랑스 이코노미 라인"],
    description: "Economy line by weight band, delivered by Colissimo.",
    currency: "CNY",
    days: [9, 14],
    model: "perKg",
    bands: PARCEL_BANDS,
    zones: country("FR", "France"),
    prices: { FR: perKg("76", "70", "64", "60", "57", "55") },
    carry: { kind: "step", stepKg: "0.1" },
    minimumCharge: "45",
    surcharges: [fuel("10")],
    unsigned: true,
  },
  {
    code: "PP-JP-EXP",
    names: ["日本快递", "Japan express", "일본 특송"],
    description: "Express to Japan by Yamato.",
    currency: "CNY",
    days: [2, 4],
    model: "firstAdditional",
    bands: [band("0", "30")],
    zones: country("JP", "Japan"),
    prices: { JP: firstAdditional("68", "14") },
    carry: { kind: "step", stepKg: "0.5" },
    surcharges: [fuel("12")],
  },
  {
    code: "PP-KR-ECO",
    names: ["韩国经济专线", "Korea economy line", "한국 이코노미 라인"],
    description: "Economy line to Korea; batteries accepted with a surcharge.",
    currency: "CNY",
    days: [4, 7],
    model: "perKg",
    bands: PARCEL_BANDS,
    zones: country("KR", "South Korea"),
    prices: { KR: perKg("32", "29", "27", "25", "24", "23") },
    carry: { kind: "step", stepKg: "0.1" },
    minimumCharge: "25",
    cargoTypes: ["general", "battery"],
    surcharges: [
      fuel("8"),
      {
        code: "BATTERY",
        names: ["带电附加费", "Battery goods surcharge", "배터리 할증료"],
        calc: { kind: "cargoType", cargoTypes: ["battery"], charge: { unit: "perOrder", amount: "12" } },
        sort: 30,
      },
    ],
  },
  {
    code: "PP-AU-FIX",
    names: ["澳洲标准包裹", "Australia standard parcel", "호주 표준 소포"],
    description: "Fixed price per weight band, delivered by Australia Post.",
    currency: "AUD",
    days: [7, 12],
    model: "fixedPerBand",
    bands: PARCEL_BANDS.slice(0, 4),
    zones: country("AU", "Australia"),
    prices: { AU: fixed("18", "32", "55", "79") },
    carry: { kind: "none" },
    surcharges: [fuel("6"), remote({ charge: { unit: "perOrder", amount: "9" } })],
    remoteGroups: ["AU remote (NT, outback WA)"],
  },
  {
    code: "PP-US-FBA",
    names: ["美国FBA头程", "US FBA line", "미국 FBA 라인"],
    description: "Cartons to Amazon fulfilment centres; split volumetric weight at 40%.",
    currency: "CNY",
    days: [12, 18],
    model: "perKg",
    bands: FBA_BANDS,
    zones: US_ZONES,
    prices: {
      "US-W": perKg("38", "35", "33", "31"),
      "US-C": perKg("41", "38", "36", "34"),
      "US-E": perKg("43", "40", "38", "36"),
    },
    carry: { kind: "step", stepKg: "1" },
    divisor: "6000",
    bubble: { way: "split", percentage: "40" },
    chargeBasis: "piece",
    minimumCharge: "200",
    businessType: "fba",
    limits: { maxPieceWeightKg: "68", maxLongestSideCm: "150" },
    surcharges: [fuel("6"), oversizeFormula],
  },
];

const insertPlan = async (
  tx: Executor,
  productId: number,
  name: string,
  isDefault: boolean,
  prices: PlanPrices,
) => {
  const [plan] = await tx.insert(quotePlans).values({ productId, name, isDefault }).returning();
  const cells = Object.entries(prices).flatMap(([zoneCode, line]) =>
    line.map((cell, bandIndex) => ({ planId: plan!.id, zoneCode, bandIndex, ...cell })),
  );
  await tx.insert(rateCells).values(cells);
  return plan!.id;
};

// A cost record prices the same service at the supplier's rates: three quarters of the sales price, in
// PostgreSQL's exact numeric arithmetic.
const discountToCost = async (tx: Executor, planId: number) => {
  const scaled = (column: AnyPgColumn) => sql`round(${column} * 0.75, 2)`;
  await tx
    .update(rateCells)
    .set({
      price: scaled(rateCells.price),
      additionalPrice: scaled(rateCells.additionalPrice),
      registrationFee: scaled(rateCells.registrationFee),
    })
    .where(eq(rateCells.planId, planId));
};

type Library = { groups: Map<string, number>; premiums: Map<string, number>; formulas: Map<string, number> };

const insertProduct = async (
  tx: Executor,
  seed: ProductSeed,
  library: Library,
  side: { side: "cost"; supplierOrgId: number } | { side: "sales"; costProductId: number },
) => {
  const isCost = side.side === "cost";
  const [product] = await tx
    .insert(products)
    .values({
      ...side,
      ...(isCost && seed.preRecorded ? { usePreRecordedType: seed.preRecorded } : {}),
      code: isCost ? `C-${seed.code}` : seed.code,
      nameZh: isCost ? `${seed.names[0]}（成本）` : seed.names[0],
      nameEn: isCost ? `${seed.names[1]} (cost)` : seed.names[1],
      nameKo: isCost ? `${seed.names[2]} (원가)` : seed.names[2],
      description: seed.description,
      currency: seed.currency,
      originCountry: "CN",
      minDays: seed.days[0],
      maxDays: seed.days[1],
      volumetricDivisor: seed.divisor ?? "5000",
      bubbleWay: seed.bubble?.way ?? "full",
      bubblePercentage: seed.bubble?.percentage ?? "0",
      chargeBasis: seed.chargeBasis ?? "order",
      businessType: seed.businessType ?? "b2c",
      carry: seed.carry,
      minimumCharge: seed.minimumCharge ?? "0",
      rateModel: seed.model,
      bands: seed.bands,
      limits: { ...NO_LIMITS, maxDeclaredValueCurrency: seed.currency, ...seed.limits },
      cargoTypes: seed.cargoTypes ?? ["general"],
      postcodeRule: {
        remoteGroupIds: (seed.remoteGroups ?? []).map((name) => library.groups.get(name)!),
        nonRemoteGroupIds: [],
        blockedGroupIds: [],
      },
      premiumPackageIds: isCost ? [] : (seed.premiums ?? []).map((code) => library.premiums.get(code)!),
      status: "online",
    })
    .returning();
  const productId = product!.id;
  await tx.insert(productZones).values(
    seed.zones.map((zone, index) => ({
      productId,
      code: zone.code,
      name: zone.name,
      country: zone.country,
      sort: index,
      postcodes: zone.postcodes ?? [],
      postcodeGroupIds: (zone.groups ?? []).map((name) => library.groups.get(name)!),
    })),
  );
  await tx.insert(productSurcharges).values(
    seed.surcharges.map((surcharge) => ({
      productId,
      code: surcharge.code,
      nameZh: surcharge.names[0],
      nameEn: surcharge.names[1],
      nameKo: surcharge.names[2],
      calc: surcharge.calc,
      formulaId: surcharge.formula ? library.formulas.get(surcharge.formula)! : null,
      showOnStatement: true,
      sortNumber: surcharge.sort,
    })),
  );
  const defaultPlanId = await insertPlan(tx, productId, "Standard", true, seed.prices);
  if (isCost) await discountToCost(tx, defaultPlanId);
  const extraPlanIds: number[] = [];
  if (!isCost) {
    for (const plan of seed.plans ?? [])
      extraPlanIds.push(await insertPlan(tx, productId, plan.name, false, plan.prices));
  }
  return { productId, extraPlanIds };
};

const insertLibrary = async (tx: Executor): Promise<Library> => {
  const groups = await tx.insert(postcodeGroups).values(POSTCODE_GROUPS).returning();
  const premiums = await tx.insert(premiumPackages).values(PREMIUMS).returning();
  const [formulaType] = await tx
    .insert(formulaTypes)
    .values({
      nameZh: "超长超重",
      nameEn: "Oversize and overweight",
      calcType: "formula",
      parameters: ["longestSide", "girth", "maxPieceWeight"],
      showOnInvoice: true,
    })
    .returning();
  const [formula] = await tx
    .insert(formulas)
    .values({ ...OVERSIZE_FORMULA, formulaTypeId: formulaType!.id, testStatus: "passed" })
    .returning();
  return {
    groups: new Map(groups.map((row) => [row.name, row.id])),
    premiums: new Map(premiums.map((row) => [row.code, row.id])),
    formulas: new Map([[formula!.code, formula!.id]]),
  };
};

/**
 * Demo catalogue, on the first start of a demo database only (the identity seed's guard), and never over a
 * catalogue someone already built.
 */
export const seedCatalog = async (db: Db, options: { demo: boolean }) => {
  if (!options.demo) return;
  const [existing] = await db.select({ n: count() }).from(products);
  if ((existing?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    const [supplier] = await tx.select({ id: orgs.id }).from(orgs).where(eq(orgs.type, "supplier")).limit(1);
    const customers = await tx.select({ id: orgs.id }).from(orgs).where(eq(orgs.type, "customer"));
    if (!supplier) return;
    const library = await insertLibrary(tx);
    for (const seed of SALES) {
      const cost = await insertProduct(tx, seed, library, { side: "cost", supplierOrgId: supplier.id });
      const sales = await insertProduct(tx, seed, library, { side: "sales", costProductId: cost.productId });
      if (seed.unsigned) continue;
      await tx.insert(productSignings).values(
        customers.map((customer) => ({
          productId: sales.productId,
          orgId: customer.id,
          status: "signed" as const,
          quotePlanId: sales.extraPlanIds[0] ?? null,
          assignedByPlatform: true,
        })),
      );
    }
  });
};

/** The demo's cost records route their parcels to the demo's docking provider (the sandbox carrier). */
export const routeDemoCostRecords = (db: Db, providerId: number, serviceCode: string) =>
  db
    .update(products)
    .set({ dockingProviderId: providerId, serviceCode })
    .where(and(eq(products.side, "cost"), isNull(products.dockingProviderId)));
