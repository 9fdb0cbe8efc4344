import { type ProductSettings, rateCellInputSchema } from "@pp/contracts";
import { RATE_MODELS } from "@pp/domain";
import { describe, expect, it } from "vitest";
import { CELL_FIELDS, cellProblem } from "./ProductRatesTab";
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

  it("refuses a cell's number exactly when the rate grid's contract refuses it", () => {
    const samples = [
      "0",
      "12",
      "1.2345",
      "1.23456",
      "3.456",
      "-1",
      "1e3",
      " 7 ",
      "9999999999.9999",
      "10000000000",
    ];
    for (const model of RATE_MODELS)
      for (const value of samples) {
        const cell = Object.fromEntries(CELL_FIELDS[model].map(({ field }) => [field, value]));
        const served = rateCellInputSchema.safeParse({ zoneCode: "Z1", bandIndex: 0, ...cell }).success;
        expect(cellProblem(model, cell) === null, `${model} ${value}`).toBe(served);
      }
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
