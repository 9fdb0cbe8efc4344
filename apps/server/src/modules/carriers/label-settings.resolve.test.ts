import { describe, expect, it } from "vitest";
import { BUILT_IN_PROFILE, carrierLabelAsk, pickLabelSetting } from "./label-settings.resolve";

describe("which label setting an order follows", () => {
  const settings = [
    { name: "default", orgId: null, productId: null },
    { name: "product", orgId: null, productId: 7 },
    { name: "customer", orgId: 3, productId: null },
    { name: "customer+product", orgId: 3, productId: 7 },
    { name: "other customer", orgId: 4, productId: 7 },
  ];
  const pick = (list: typeof settings, orgId: number, productId: number) =>
    pickLabelSetting(list, orgId, productId)?.name;

  it("takes customer + product over customer over product over the platform's default", () => {
    expect(pick(settings, 3, 7)).toBe("customer+product");
    expect(pick(settings.slice(0, 3), 3, 7)).toBe("customer");
    expect(pick(settings.slice(0, 2), 3, 7)).toBe("product");
    expect(pick(settings.slice(0, 1), 3, 7)).toBe("default");
  });

  it("never takes another customer's or another product's setting", () => {
    expect(pick(settings, 3, 8)).toBe("customer");
    expect(pick(settings, 5, 7)).toBe("product");
    expect(pick(settings, 5, 8)).toBe("default");
    expect(pick(settings.slice(4), 3, 7)).toBeUndefined();
  });

  it("is the same whatever order the settings come in", () => {
    expect(pick([...settings].reverse(), 3, 7)).toBe("customer+product");
    expect(pick([...settings].reverse(), 4, 8)).toBe("default");
  });
});

describe("what the carrier is asked for", () => {
  const zpl100 = { ...BUILT_IN_PROFILE, format: "zpl" as const, labelId: "100x100" as const };

  it("asks for the profile's format and page when the provider offers the format", () => {
    expect(carrierLabelAsk(zpl100, ["pdf", "zpl"])).toEqual({ labelFormat: "zpl", labelSize: "100x100" });
  });

  it("asks for a 4x6 PDF otherwise, converted at print time", () => {
    expect(carrierLabelAsk(zpl100, ["pdf"])).toEqual({ labelFormat: "pdf", labelSize: "4x6" });
    expect(carrierLabelAsk(BUILT_IN_PROFILE, ["pdf"])).toEqual({ labelFormat: "pdf", labelSize: "4x6" });
  });
});
