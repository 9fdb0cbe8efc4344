import { orderDraftSchema } from "@pp/contracts";
import { describe, expect, it } from "vitest";
import {
  boxStepIssue,
  computedTotal,
  customsReviewOf,
  declarationStepIssues,
  destinationIssue,
  initialWizardValues,
  orderDay,
  partyIssues,
  partyIssueText,
  quoteRequestOf,
  readWizard,
  toDraft,
  WIZARD_KEPT_MS,
  type WizardValues,
  writeWizard,
} from "./order-wizard";

const memoryStorage = (): Storage => {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => values.delete(key),
    setItem: (key, value) => values.set(key, value),
  };
};

const piece = { lengthCm: "30", widthCm: "20", heightCm: "10", weightKg: "1.250" };
const line = {
  goodsNameZh: "T恤",
  goodsNameEn: "T-shirt",
  quantity: 3,
  unitValue: "4.10",
  hsCode: "6109.10",
  originCountry: "CN",
};

const filled = (): WizardValues => ({
  ...initialWizardValues(),
  destination: { country: "DE", postcode: "10115", city: "Berlin" },
  pieces: [piece, { ...piece, weightKg: "2" }],
  deliveryNumbers: "SF100\nSF200",
  lines: [
    { ...line, box: 1 },
    { ...line, box: 2, quantity: 1, unitValue: "10" },
  ],
  declaredTotal: "22.30",
  sender: {
    name: "Li Lei",
    phone: "13800138000",
    countryCode: "CN",
    city: "Shenzhen",
    postcode: "518000",
    address1: "1 Keyuan Rd",
  },
  receiver: {
    name: "Anna Schmidt",
    phone: "030 1234567",
    countryCode: "DE",
    city: "Berlin",
    postcode: "10115",
    address1: "Invalidenstr.",
    houseNumber: "117",
  },
});

describe("order wizard", () => {
  it("keeps a half-filled wizard for seven days per user, then drops it", () => {
    const storage = memoryStorage();
    const snapshot = { savedAt: 1_000, step: 2, productId: 5, idempotencyKey: "wiz-abc", values: filled() };
    writeWizard(storage, 1, snapshot);
    expect(readWizard(storage, 1, 1_000 + WIZARD_KEPT_MS)?.step).toBe(2);
    expect(readWizard(storage, 2, 1_000)).toBeNull();
    expect(readWizard(storage, 1, 1_001 + WIZARD_KEPT_MS)).toBeNull();
    expect(storage.length).toBe(0);
    storage.setItem("pp.orders.wizard.3", "[broken");
    expect(readWizard(storage, 3, 0)).toBeNull();
  });

  it("asks for no delivery numbers, or one per box", () => {
    expect(boxStepIssue({ pieces: [piece, piece], deliveryNumbers: "" }, "en")).toBeNull();
    expect(boxStepIssue({ pieces: [piece, piece], deliveryNumbers: "SF1\n\nSF2" }, "en")).toBeNull();
    expect(boxStepIssue({ pieces: [piece, piece], deliveryNumbers: "SF1" }, "en")).toMatch(/box/i);
    expect(boxStepIssue({ pieces: [piece], deliveryNumbers: "000" }, "zh")).toBeTruthy();
  });

  it("sums the declaration exactly and refuses a stated total that differs", () => {
    const values = filled();
    expect(computedTotal(values)).toBe("22.30");
    expect(declarationStepIssues(values, "en")).toEqual([]);
    const wrong = declarationStepIssues({ ...values, declaredTotal: "22.31" }, "en");
    expect(wrong.map((issue) => issue.field)).toEqual(["declaredTotal"]);
    const empty = declarationStepIssues({ ...values, lines: [{ ...line, box: 1 }], declaredTotal: "" }, "en");
    expect(empty.map((issue) => issue.field)).toEqual(["boxes.1.lines"]);
  });

  it("checks the destination's customs rules at the quote's rates, as the server refuses and notes", () => {
    // Units of CNY per unit, as a quote answers them: USD 200 is EUR 184.42 and GBP 157.78.
    const rates = { CNY: "1", USD: "7.1000", EUR: "7.7000", GBP: "9.0000" };
    const day = "2026-11-26";
    const worth = (unitValue: string): WizardValues => ({
      ...filled(),
      pieces: [piece],
      lines: [{ ...line, box: 1, quantity: 1, unitValue }],
      declaredTotal: "",
    });
    const toUk = (values: WizardValues): WizardValues => ({
      ...values,
      destination: { country: "GB", postcode: "SW1A 1AA", city: "London" },
    });
    const fieldsOf = (review: ReturnType<typeof customsReviewOf>) =>
      review.issues.map((issue) => issue.field);

    // Above EUR 150 to Germany: no IOSS is needed and none refuses; the EU flat duty is a note only.
    const dear = customsReviewOf(worth("200.00"), rates, day, "en");
    expect(dear.issues).toEqual([]);
    expect(dear.notes).toEqual([{ field: "lines", message: expect.stringContaining("EUR 3.00") as string }]);
    // An IOSS number on it is refused on its field, with the line and the value at the quote's rates.
    const withIoss = customsReviewOf({ ...worth("200.00"), iossNo: "IM1234567890" }, rates, day, "en");
    expect(withIoss.issues).toEqual([
      {
        field: "iossNo",
        message: "IOSS covers consignments up to EUR 150.00; this one declares EUR 184.42",
      },
    ]);
    expect(
      customsReviewOf({ ...worth("200.00"), iossNo: "IM1234567890" }, rates, day, "ko").issues[0]?.message,
    ).toContain("EUR 150.00");
    // A valid IOSS number on a consignment within the line passes; before July 2026 no flat duty is noted.
    expect(customsReviewOf({ ...worth("20.00"), iossNo: "IM1234567890" }, rates, day, "en").issues).toEqual(
      [],
    );
    expect(customsReviewOf(worth("20.00"), rates, "2026-06-30", "en").notes).toEqual([]);
    expect(fieldsOf(customsReviewOf({ ...worth("20.00"), iossNo: "IM12345" }, rates, day, "en"))).toEqual([
      "iossNo",
    ]);

    // Above GBP 135 to the UK no VAT number is asked; up to it the seller's number is required.
    expect(customsReviewOf(toUk(worth("200.00")), rates, day, "en")).toEqual({ issues: [], notes: [] });
    const cheapUk = customsReviewOf(toUk(worth("100.00")), rates, day, "zh");
    expect(fieldsOf(cheapUk)).toEqual(["hmrcNo"]);
    expect(cheapUk.issues[0]?.message).toContain("GBP 135.00");
    expect(
      customsReviewOf({ ...toUk(worth("100.00")), hmrcNo: "GB123456789" }, rates, day, "en").issues,
    ).toEqual([]);
    expect(orderDay(new Date("2026-11-26T23:59:59Z"))).toBe("2026-11-26");
  });

  it("checks parties by the country rules and the receiver against the quoted destination", () => {
    const values = filled();
    expect(partyIssues(values.receiver, "consignee")).toEqual([]);
    const noHouse = partyIssues({ ...values.receiver, houseNumber: "" }, "consignee");
    expect(noHouse.map((issue) => issue.field)).toContain("houseNumber");
    expect(partyIssueText("ko", noHouse[0] ?? { field: "name", key: "required" })).not.toBe("");
    expect(destinationIssue(values)).toBeNull();
    expect(destinationIssue({ ...values, receiver: { ...values.receiver, countryCode: "FR" } })).toBe(
      "countryCode",
    );
    expect(destinationIssue({ ...values, receiver: { ...values.receiver, postcode: "10117" } })).toBe(
      "postcode",
    );
  });

  it("quotes the parcel and builds a draft the contract accepts, lines in their boxes", () => {
    const values = filled();
    expect(quoteRequestOf(values, false).declaredValue.amount).toBe("0");
    expect(quoteRequestOf(values, true).declaredValue).toEqual({ amount: "22.30", currency: "USD" });
    const draft = toDraft(values, 9, "wiz-0123456789", false);
    const parsed = orderDraftSchema.safeParse(draft);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(draft.boxes.map((box) => box.lines.length)).toEqual([1, 1]);
    expect(draft.destination).toEqual({ country: "DE", state: "", city: "Berlin", postcode: "10115" });
    expect(draft.deliveryNumbers).toEqual(["SF100", "SF200"]);
    expect(toDraft({ ...values, declaredTotal: "" }, 9, "wiz-0123456789", true).declaredTotal).toBe("22.30");
  });
});
