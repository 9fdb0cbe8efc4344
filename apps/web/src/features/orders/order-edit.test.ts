import type { OrderEditValues } from "@pp/contracts";
import { describe, expect, it } from "vitest";
import { changedGroups, differenceKind, shownGroups } from "./order-edit";

const party = {
  name: "Max Muster",
  company: "",
  phone: "+49 30 1234567",
  email: "",
  countryCode: "DE",
  province: "",
  city: "Berlin",
  postcode: "10115",
  address1: "Unter den Linden",
  address2: "",
  clearanceNo: "",
  houseNumber: "5",
};
const initial: OrderEditValues = {
  receiver: party,
  sender: { ...party, countryCode: "CN", city: "深圳" },
  referenceNo: "",
  remarks: "",
  boxes: [{ lengthCm: "20.0", widthCm: "20.0", heightCm: "10.0", weightKg: "1.000" }],
  declaration: { declaredCurrency: "USD", lines: [] },
  taxNumbers: { vatNo: "", eoriNo: "", hmrcNo: "", iossNo: "" },
  premiumPackages: [],
};

describe("the edit drawer", () => {
  it("shows the product's groups it edits, in its order", () => {
    expect(shownGroups({ fields: ["taxNumbers", "declaration", "receiver", "remarks"] })).toEqual([
      "receiver",
      "remarks",
      "taxNumbers",
    ]);
  });

  it("sends only the groups that changed, each whole", () => {
    const shown = shownGroups({ fields: ["receiver", "remarks", "taxNumbers", "boxes"] });
    expect(
      changedGroups(initial, { receiver: { ...party }, remarks: "", boxes: initial.boxes }, shown),
    ).toEqual({});
    expect(
      changedGroups(
        initial,
        { receiver: { ...party, city: "München", postcode: "80331" }, remarks: "ring" },
        shown,
      ),
    ).toEqual({ receiver: { ...party, city: "München", postcode: "80331" }, remarks: "ring" });
    expect(changedGroups(initial, { boxes: [{ ...initial.boxes[0]!, weightKg: "2" }] }, shown)).toEqual({
      boxes: [{ lengthCm: "20.0", widthCm: "20.0", heightCm: "10.0", weightKg: "2" }],
    });
  });

  it("names the difference", () => {
    expect(differenceKind("3.50")).toBe("charged");
    expect(differenceKind("-1.00")).toBe("refunded");
    expect(differenceKind("0.00")).toBe("unchanged");
  });
});
