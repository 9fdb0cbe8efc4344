import { sealText } from "../../platform/crypto";
import type { Db } from "../../platform/db";
import { MANUAL_SERVICE_CLASS } from "./adapters/manual";
import { dockingProviders } from "./carriers.tables";
import { s10Range } from "./kit/s10";
import { deliveryServices, distributors } from "./last-mile.tables";
import { numberPools, poolNumbers } from "./number-pools/number-pools.tables";

/** The demo's docking provider: the sandbox carrier this server runs, public, answering labels at once. */
export const DEMO_SANDBOX_PROVIDER = "SB-DEMO";
/** The demo's manual provider: numbers from its pool of 300 S10 numbers, labels made by the platform. */
export const DEMO_MANUAL_PROVIDER = "PLATFORM-LABELS";

/** The demo's manual provider, postal (CN22 on its labels), with one pool for all its service codes. */
const seedManualProvider = async (db: Db) => {
  const [provider] = await db
    .insert(dockingProviders)
    .values({
      code: DEMO_MANUAL_PROVIDER,
      name: "Platform labels (number pool)",
      serviceClass: MANUAL_SERVICE_CLASS,
      interfaceType: "manual",
      isPublic: true,
      settings: { postal: "true", sortCode: "countryPostcode" },
    })
    .onConflictDoNothing()
    .returning({ id: dockingProviders.id });
  if (!provider) return;
  const [pool] = await db
    .insert(numberPools)
    .values({ providerId: provider.id, name: "Demo S10 LP…CN", lowStockThreshold: 50 })
    .returning({ id: numberPools.id });
  const numbers = s10Range({ prefix: "LP", from: 1, to: 300, country: "CN" });
  await db.insert(poolNumbers).values(numbers.map((number) => ({ poolId: pool!.id, number })));
};

export type CarrierSeed = {
  demo: boolean;
  /** The sandbox carrier as this server runs it; null where it does not run. */
  sandbox: { baseUrl: string; apiKey: string } | null;
  credentialsKey: string;
};

/**
 * First-start data: with the demo, a manual provider with a pool of S10 numbers and a provider on the sandbox carrier, its simulated clock 60× fast (a parcel is
 * picked up six minutes after its push, until then it can be cancelled there); answers its id, or null when none
 * was seeded.
 */
export const seedCarriers = async (db: Db, { demo, sandbox, credentialsKey }: CarrierSeed) => {
  if (demo) await seedManualProvider(db);
  if (!demo || !sandbox) return null;
  const [seeded] = await db
    .insert(dockingProviders)
    .values({
      code: DEMO_SANDBOX_PROVIDER,
      name: "Sandbox Carrier",
      serviceClass: "SandboxCarrier",
      interfaceType: "api",
      isPublic: true,
      settings: {
        baseUrl: sandbox.baseUrl,
        latencyMs: "0",
        failureRate: "0",
        labelMode: "sync",
        labelDelaySeconds: "30",
        clock: "60",
      },
      sealedSecrets: sealText(credentialsKey, JSON.stringify({ apiKey: sandbox.apiKey })),
    })
    .onConflictDoNothing()
    .returning({ id: dockingProviders.id });
  return seeded?.id ?? null;
};

/** The demo's delivery service: USPS behind the sandbox carrier. */
export const DEMO_DELIVERY_SERVICE = "SB-USPS";

const DEMO_DISTRIBUTORS = [
  {
    code: "USPS",
    nameZh: "美国邮政",
    nameEn: "USPS",
    nameKo: "미국 우정청",
    countries: ["US"],
    website: "https://www.usps.com",
    trackingUrlTemplate: "https://tools.usps.com/go/TrackConfirmAction?tLabels={number}",
  },
  {
    code: "ROYALMAIL",
    nameZh: "英国皇家邮政",
    nameEn: "Royal Mail",
    nameKo: "로열 메일",
    countries: ["GB"],
    website: "https://www.royalmail.com",
    trackingUrlTemplate: "https://www.royalmail.com/track-your-item#/tracking-results/{number}",
  },
  {
    code: "CJ",
    nameZh: "CJ大韩通运",
    nameEn: "CJ Logistics",
    nameKo: "CJ대한통운",
    countries: ["KR"],
    website: "https://www.cjlogistics.com",
    trackingUrlTemplate: "https://trace.cjlogistics.com/next/tracking.html?wblNo={number}",
  },
  {
    code: "SF",
    nameZh: "顺丰速运",
    nameEn: "SF Express",
    nameKo: "SF 익스프레스",
    countries: ["CN", "HK", "SG", "MY"],
    website: "https://www.sf-express.com",
    trackingUrlTemplate: "https://www.sf-express.com/chn/en/waybill/waybill-detail/{number}",
  },
];

/**
 * First-start data with the demo: four real-world last-mile distributors and, on the demo's sandbox provider, one
 * delivery service (USPS in the United States).
 */
export const seedLastMile = async (db: Db, sandboxProviderId: number) => {
  const seeded = await db.insert(distributors).values(DEMO_DISTRIBUTORS).onConflictDoNothing().returning();
  const usps = seeded.find((row) => row.code === "USPS");
  if (!usps) return;
  await db
    .insert(deliveryServices)
    .values({
      code: DEMO_DELIVERY_SERVICE,
      name: "USPS Ground Advantage (Sandbox)",
      distributorId: usps.id,
      providerId: sandboxProviderId,
      providerServiceCode: "SB-STD",
      countries: ["US"],
    })
    .onConflictDoNothing();
};
