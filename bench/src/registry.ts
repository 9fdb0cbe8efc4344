import { httpBenchmark } from "./http.bench";
import { importBenchmark } from "./import.bench";
import { labelsBenchmark } from "./labels.bench";
import { openApiBenchmark } from "./openapi.bench";
import { orderListBenchmark } from "./order-list.bench";
import { ordersBenchmark } from "./orders.bench";
import { pushBenchmark } from "./push.bench";
import { quoteBenchmark } from "./quote.bench";
import type { Benchmark } from "./support/bench.types";
import { trackingBenchmark } from "./tracking.bench";
import { walletBenchmark } from "./wallet.bench";

/** Every benchmark `npm run bench` knows, in the order a bare `npm run bench` runs them. */
export const BENCHMARKS: Benchmark[] = [
  httpBenchmark,
  quoteBenchmark,
  walletBenchmark,
  ordersBenchmark,
  orderListBenchmark,
  importBenchmark,
  pushBenchmark,
  labelsBenchmark,
  openApiBenchmark,
  trackingBenchmark,
];
