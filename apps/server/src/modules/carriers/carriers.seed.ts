import { sealText } from "../../platform/crypto";
import type { Db } from "../../platform/db";
import { dockingProviders } from "./carriers.tables";

/** The demo's docking provider: the sandbox carrier this server runs, public, answering labels at once. */
export const DEMO_SANDBOX_PROVIDER = "SB-DEMO";

export type CarrierSeed = {
  demo: boolean;
  /** The sandbox carrier as this server runs it; null where it does not run. */
  sandbox: { baseUrl: string; apiKey: string } | null;
  credentialsKey: string;
};

/**
 * First-start data: with the demo, a provider on the sandbox carrier, its simulated clock 60× fast (a parcel is
 * picked up six minutes after its push, until then it can be cancelled there); answers its id, or null when none
 * was seeded.
 */
export const seedCarriers = async (db: Db, { demo, sandbox, credentialsKey }: CarrierSeed) => {
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
