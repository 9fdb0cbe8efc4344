import { berlinDraft } from "../../../apps/server/src/test/order-drafts";
import { roundTo } from "./report";

// Placing orders back to back from concurrent clients (orders, openapi): every order a fresh idempotency key, so
// every one is priced, charged and written; any refusal fails the run.

/** One client's next order: the request to send (a new draft each call). */
export type PlaceRequest = (client: number) => { url: string; init: RequestInit };

export type PlaceResult = { orders: number; seconds: number; latencies: number[] };

/** The console's placing: `POST /api/orders/orders` with client n's session `tokens[n % tokens.length]`. */
export const consolePlacing =
  (baseUrl: string, tokens: string[], productId: number): PlaceRequest =>
  (client) => ({
    url: `${baseUrl}/api/orders/orders`,
    init: {
      method: "POST",
      headers: {
        authorization: `Bearer ${tokens[client % tokens.length]!}`,
        "content-type": "application/json",
      },
      body: JSON.stringify(berlinDraft(productId)),
    },
  });

/** `clients` loops sending `request` back to back for `ms`; any answer but 200 fails the run. */
export const placeFor = async (clients: number, ms: number, request: PlaceRequest): Promise<PlaceResult> => {
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + ms;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < until) {
        const { url, init } = request(client);
        const start = performance.now();
        const response = await fetch(url, init);
        const text = await response.text();
        if (response.status !== 200) throw new Error(`placing answered ${response.status}: ${text}`);
        latencies.push(performance.now() - start);
      }
    }),
  );
  return { orders: latencies.length, seconds: (performance.now() - started) / 1000, latencies };
};

/** Orders per second and p99 latency (ms) over one or more measured segments. */
export const placingFigures = (...segments: PlaceResult[]) => {
  const latencies = segments.flatMap((segment) => segment.latencies).sort((a, b) => a - b);
  const seconds = segments.reduce((sum, segment) => sum + segment.seconds, 0);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;
  return { orders: latencies.length, rps: latencies.length / seconds, p99Ms: roundTo(p99, 1) };
};
