import type { Scope } from "./scope";

export type BenchContext = {
  /** Everything a benchmark starts is registered here, so Ctrl-C and errors clean it up too. */
  scope: Scope;
};

export type Benchmark = {
  name: string;
  describe: string;
  run: (context: BenchContext) => Promise<void>;
};
