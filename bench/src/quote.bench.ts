import {
  compileProduct,
  type PostcodeMatcher,
  type ProductPricing,
  type QuoteInput,
  quoteAll,
  type SurchargeRule,
} from "@pp/domain";
import { cpuFields, measureInSegments, type Target } from "./http.bench";
import type { Benchmark } from "./support/bench.types";
import { measureLoad } from "./support/load";
import { backendCpuSeconds, backendCpuSpent, createTempDatabase, onPostgres } from "./support/postgres";
import { logProgress, printFigure, roundTo } from "./support/report";
import type { Scope } from "./support/scope";
import { startServer } from "./support/server-process";
import { signIn } from "./support/sign-in";

const PRODUCTS = 50;
const RANGES_PER_PRODUCT = 1000;
const ZONES = 4;
const WARMUP_TRIALS = 2_000;
const MEASURED_TRIALS = 20_000;
const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;

const DEMO_CUSTOMER = { username: "customer", password: "Customer2026" };

// ---- in-process engine -------------------------------------------------------------------------------

const postcode = (n: number) => String(n).padStart(5, "0");

// 1,000 ranges of 40 postcodes each, spread over the US postcode space, dealt round-robin over the zones.
const zoneRanges = (zone: number): PostcodeMatcher[] =>
  Array.from({ length: RANGES_PER_PRODUCT / ZONES }, (_, n) => {
    const start = (n * ZONES + zone) * 97;
    return { kind: "range", from: postcode(start), to: postcode(start + 40) };
  });

const surcharges = (n: number): SurchargeRule[] => {
  const rule = (code: string, sortNumber: number, calc: SurchargeRule["calc"]): SurchargeRule => ({
    id: `${n}-${code}`,
    code,
    name: { zh: code, en: code, ko: code },
    showOnStatement: true,
    sortNumber,
    referencesEarlier: code === "PEAK",
    calc,
  });
  return [
    rule("FUEL", 10, { kind: "fuelPercent", percent: "12.5" }),
    rule("REMOTE", 20, { kind: "remoteArea", charge: { unit: "perKg", amount: "0.8" }, minimum: "12" }),
    rule("OVERSIZE", 30, { kind: "oversize", longestSideOverCm: "120", perPiece: "35" }),
    rule("DECLARED", 40, {
      kind: "declaredValue",
      overValue: "800",
      overValueCurrency: "CNY",
      percent: "1.5",
    }),
    rule("PEAK", 50, {
      kind: "formula",
      expression:
        "if(chargeableWeight > PEAK_KG, max(PEAK_MIN, round(FUEL * 0.2 + chargeableWeight * PER_KG)), 0)",
      constants: [
        { id: "PEAK_KG", value: "2", nameEn: "From kg", nameZh: "起始重量" },
        { id: "PEAK_MIN", value: "5", nameEn: "Minimum", nameZh: "最低" },
        { id: "PER_KG", value: "1.2", nameEn: "Per kg", nameZh: "每公斤" },
      ],
    }),
  ];
};

const bands = [
  ["0", "0.5"],
  ["0.5", "2"],
  ["2", "5"],
  ["5", "10"],
  ["10", "20"],
  ["20", "30"],
].map(([minKg, maxKg]) => ({ minKg: minKg ?? "0", maxKg: maxKg ?? "0" }));

const product = (n: number): ProductPricing => {
  const zones = Array.from({ length: ZONES }, (_, zone) => ({
    code: `Z${zone + 1}`,
    name: `Zone ${zone + 1}`,
    country: "US",
    postcodes: zoneRanges(zone),
  }));
  return {
    id: String(n),
    code: `BENCH-${n}`,
    name: { zh: `产品 ${n}`, en: `Product ${n}`, ko: `상품 ${n}` },
    currency: n % 2 === 0 ? "CNY" : "USD",
    leadTime: { minDays: 3 + (n % 7), maxDays: 8 + (n % 9) },
    originCountry: "CN",
    volumetricDivisor: n % 3 === 0 ? "6000" : "5000",
    bubble: { way: n % 4 === 0 ? "split" : "full", percentage: "40", thresholdCm: "0" },
    chargeBasis: n % 5 === 0 ? "piece" : "order",
    carry: { kind: "step", stepKg: "0.5" },
    rounding: "halfUp",
    minimumCharge: "0",
    bandFloor: false,
    // A catch-all zone after the postcode zones, so every parcel is priced rather than refused.
    zones: [...zones, { code: "REST", name: "Rest of US", country: "US", postcodes: [] }],
    rateCard: {
      model: "perKg",
      bands,
      cells: Object.fromEntries(
        [...zones.map((zone) => zone.code), "REST"].map((code, z) => [
          code,
          bands.map((_, b) => ({ price: String(40 + n + z * 3 - b) })),
        ]),
      ),
    },
    limits: {
      maxPieceWeightKg: "30",
      maxOrderWeightKg: "0",
      maxLongestSideCm: "150",
      maxGirthCm: "0",
      maxDeclaredValue: "0",
      maxDeclaredValueCurrency: "CNY",
      maxPieces: "0",
    },
    cargoTypes: ["general", "battery"],
    postcodeRules: { blocked: [], remote: zoneRanges(n % ZONES).slice(0, 50), nonRemote: [] },
    surcharges: surcharges(n),
    premiumPackages: [],
  };
};

const input = (n: number): QuoteInput => ({
  destination: { country: "US", postcode: postcode((n * 7919) % 99_999) },
  pieces: [
    { lengthCm: "40", widthCm: "30", heightCm: "20", weightKg: String(1 + (n % 9)) },
    { lengthCm: "25", widthCm: "20", heightCm: "15", weightKg: "2.35" },
  ],
  declaredValue: { amount: "950", currency: "USD" },
  cargoType: "general",
  premiumPackageCodes: [],
  insured: false,
  date: "2026-01-01",
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

// One trial = one parcel priced with all 50 compiled products (what a customer's trial costs in CPU).
const measureEngine = () => {
  logProgress(`quote-engine: compiling ${PRODUCTS} products of ${RANGES_PER_PRODUCT} postcode ranges`);
  const compiled = Array.from({ length: PRODUCTS }, (_, n) => compileProduct(product(n)));
  const context = { rates: { CNY: "1", USD: "7.12" }, rateDates: {}, walletCurrency: "CNY" };
  const inputs = Array.from({ length: 1000 }, (_, n) => input(n));
  let served = 0;
  for (let n = 0; n < WARMUP_TRIALS; n++) quoteAll(compiled, inputs[n % inputs.length]!, context);
  const times: number[] = [];
  for (let n = 0; n < MEASURED_TRIALS; n++) {
    const start = process.hrtime.bigint();
    const quotes = quoteAll(compiled, inputs[n % inputs.length]!, context);
    times.push(Number(process.hrtime.bigint() - start) / 1000);
    served += quotes.filter((quote) => quote.served).length;
  }
  if (served !== PRODUCTS * MEASURED_TRIALS) throw new Error("the bench catalogue must serve every parcel");
  times.sort((a, b) => a - b);
  printFigure("quote-engine", {
    products: PRODUCTS,
    ranges: RANGES_PER_PRODUCT,
    surcharges: 5,
    p50_us: roundTo(percentile(times, 0.5), 1),
    p99_us: roundTo(percentile(times, 0.99), 1),
  });
};

// ---- HTTP on PostgreSQL -------------------------------------------------------------------------------

const TRIAL = {
  destination: { country: "US", postcode: "10001", city: "New York" },
  pieces: [
    { lengthCm: "20", widthCm: "15", heightCm: "10", weightKg: "1.2" },
    { lengthCm: "30", widthCm: "20", heightCm: "15", weightKg: "2.5" },
  ],
  declaredValue: { amount: "50", currency: "USD" },
  cargoType: "general",
};

// The demo customer's trial (its 8 signed demo products) against the bare route of the same process.
const measureHttp = async (scope: Scope) => {
  const url = await createTempDatabase(scope);
  logProgress("quote-http db=postgres: starting the server");
  // The per-user trial limit guards a console user; the bench measures throughput, so it lifts it.
  const server = await startServer(scope, {
    env: { DATABASE_URL: url, LIMIT_FREIGHT_TRIALS_PER_MINUTE: "1000000000" },
  });
  const token = await signIn(server.url, DEMO_CUSTOMER);
  const hello: Target = { url: `${server.url}/api/ping`, pid: server.pid };
  const trial: Target = {
    url: `${server.url}/api/freightTrial`,
    headers: { authorization: `Bearer ${token}` },
    body: TRIAL,
    pid: server.pid,
  };
  const check = await fetch(trial.url, {
    method: "POST",
    headers: { ...trial.headers, "content-type": "application/json" },
    body: JSON.stringify(TRIAL),
  });
  const answer = (await check.json()) as { served?: unknown[]; notServed?: unknown[] };
  if (check.status !== 200 || !answer.served?.length) throw new Error(`trial answered ${check.status}`);
  logProgress(`quote-http db=postgres: warming up ${2 * WARMUP_SECONDS} s`);
  for (const target of [hello, trial]) {
    await measureLoad({ ...target, seconds: WARMUP_SECONDS, connections: CONNECTIONS });
  }
  logProgress("quote-http db=postgres: measuring");
  const dbBefore = await backendCpuSeconds(url);
  const [helloResult, trialResult] = await measureInSegments([hello, trial]);
  const dbAfter = await backendCpuSeconds(url);
  if (!helloResult || !trialResult) throw new Error("no measurement");
  printFigure("quote-http", {
    db: "postgres",
    products: answer.served.length + (answer.notServed?.length ?? 0),
    rps: Math.round(trialResult.rps),
    p99_ms: trialResult.p99Ms,
    bare_rps: Math.round(helloResult.rps),
    ratio: (trialResult.rps / helloResult.rps).toFixed(3),
    ...cpuFields(trialResult, helloResult),
    // The bare route reads nothing from the database: its backends' CPU is the trials'.
    ...(dbBefore && dbAfter
      ? { db_cpu_us: Math.round((backendCpuSpent(dbBefore, dbAfter) * 1e6) / trialResult.requests) }
      : {}),
  });
};

export const quoteBenchmark: Benchmark = {
  name: "quote",
  describe:
    "pricing engine in-process (50 products) and POST /api/freightTrial vs the bare route (PostgreSQL)",
  run: async ({ scope }) => {
    measureEngine();
    await onPostgres("quote-http", () => measureHttp(scope));
  },
};
