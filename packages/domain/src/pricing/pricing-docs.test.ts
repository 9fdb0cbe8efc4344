import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PRICING_RULE_NAMES } from "./pricing.rules";
import { baseContext, baseInput, baseProduct } from "./pricing.test-helpers";
import { compileProduct, quote } from "./quote";

// docs/pricing.md's worked examples are computed here: each `pricing-example` block is priced and compared.

type Example = {
  title: string;
  /** The rule of pricing.rules.ts the example works through. */
  rule?: string;
  product?: Record<string, unknown>;
  parcel?: Record<string, unknown>;
  context?: Record<string, unknown>;
  expect: {
    notServed?: string;
    baseFreight?: string;
    lines?: Record<string, string>;
    total?: string;
    totalInWalletCurrency?: string;
    actualKg?: string;
    volumetricKg?: string;
    chargeableKg?: string;
  };
};

const doc = readFileSync(new URL("../../../../docs/pricing.md", import.meta.url), "utf8");
const examples: Example[] = [...doc.matchAll(/```json pricing-example\n([\s\S]*?)```/g)].map(
  (match) => JSON.parse(match[1] as string) as Example,
);

describe("docs/pricing.md worked examples", () => {
  it("has examples to compute", () => {
    expect(examples.length).toBeGreaterThan(0);
  });

  it("works through every named pricing rule, and names only rules that exist", () => {
    const worked = new Set(examples.flatMap((example) => (example.rule ? [example.rule] : [])));
    expect(PRICING_RULE_NAMES.filter((rule) => !worked.has(rule))).toEqual([]);
    expect([...worked].filter((rule) => !(PRICING_RULE_NAMES as string[]).includes(rule))).toEqual([]);
  });

  it.each(examples.map((example) => [example.title, example] as const))("%s", (_title, example) => {
    const product = { ...baseProduct(), ...example.product };
    const input = { ...baseInput(), ...example.parcel };
    const context = { ...baseContext(), ...example.context };
    const answer = quote(compileProduct(product), input, context);
    const { expect: wanted } = example;
    if (wanted.notServed !== undefined) {
      expect(answer.served ? "served" : answer.reason.code).toBe(wanted.notServed);
      return;
    }
    if (!answer.served)
      throw new Error(`not served: ${answer.reason.code} ${JSON.stringify(answer.reason.params)}`);
    const got = {
      baseFreight: answer.baseFreight,
      lines: Object.fromEntries(answer.lines.map((line) => [line.code, line.amount])),
      total: answer.total,
      totalInWalletCurrency: answer.totalInWalletCurrency,
      ...answer.weights,
    };
    const compared = Object.fromEntries(
      Object.keys(wanted).map((key) => [key, got[key as keyof typeof got]]),
    );
    expect(compared).toEqual(wanted);
  });
});
