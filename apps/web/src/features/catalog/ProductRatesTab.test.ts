import type { ProductSettings } from "@pp/contracts";
import { describe, expect, it } from "vitest";
import { cellProblem } from "./ProductRatesTab";
import { costSaveInput } from "./products.api";

describe("cellProblem", () => {
  it("treats an untouched cell as not served", () => {
    expect(cellProblem("perKg", undefined)).toBe("empty");
    expect(cellProblem("firstAdditional", { price: " " })).toBe("empty");
  });

  it("needs every field of the rate model", () => {
    expect(cellProblem("firstAdditional", { price: "30", firstWeightKg: "0.5" })).toBe("partial");
    expect(cellProblem("perKgPlusRegistration", { price: "12" })).toBe("partial");
    expect(
      cellProblem("firstAdditional", {
        firstWeightKg: "0.5",
        price: "30",
        additionalStepKg: "0.5",
        additionalPrice: "8.25",
      }),
    ).toBeNull();
  });

  it("checks each number like the server: weights 3 decimals, prices 4, fees 2", () => {
    expect(cellProblem("perKg", { price: "1.23456" })).toBe("format");
    expect(cellProblem("perKg", { price: "1.2345" })).toBeNull();
    expect(cellProblem("perKgPlusRegistration", { price: "12", registrationFee: "3.456" })).toBe("format");
    expect(cellProblem("fixedPerBand", { price: "-1" })).toBe("format");
  });
});

describe("costSaveInput", () => {
  const settings = {
    id: 7,
    side: "cost",
    code: "C1",
    nameZh: "成本",
    nameEn: "Cost",
    nameKo: "원가",
    description: "",
    currency: "CNY",
    originCountry: "CN",
    minDays: 3,
    maxDays: 6,
    supplierOrgId: 4,
    volumetricDivisor: "6000",
    bubble: { way: "none", percentage: "0", thresholdCm: "0" },
    chargeBasis: "order",
    carry: { kind: "none" },
    rounding: "halfUp",
    minimumCharge: "0",
    rateModel: "perKg",
    bands: [{ minKg: "0", maxKg: "30" }],
    limits: {
      maxPieceWeightKg: "0",
      maxOrderWeightKg: "0",
      maxLongestSideCm: "0",
      maxGirthCm: "0",
      maxDeclaredValue: "0",
      maxDeclaredValueCurrency: "CNY",
      maxPieces: "0",
    },
    cargoTypes: ["general"],
    postcodeRule: { remoteGroupIds: [], nonRemoteGroupIds: [], blockedGroupIds: [] },
    premiumPackageIds: [],
  } as unknown as ProductSettings;

  it("keeps every other setting and puts one tab's values over them", () => {
    const input = costSaveInput(settings, { minimumCharge: "5.00", carry: { kind: "step", stepKg: "0.5" } });
    expect(input).toMatchObject({
      id: 7,
      code: "C1",
      supplierOrgId: 4,
      minimumCharge: "5.00",
      rateModel: "perKg",
    });
    expect(input.carry).toEqual({ kind: "step", stepKg: "0.5" });
  });

  it("leaves out a sales product's report type", () => {
    const input = costSaveInput(settings, { reportPriceType: "own", ownerOrgId: 9, nameEn: "New" });
    expect(input).not.toHaveProperty("reportPriceType");
    expect(input).not.toHaveProperty("ownerOrgId");
    expect(input.nameEn).toBe("New");
  });
});
