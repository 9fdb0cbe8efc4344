import type { OrderDraftRequest } from "@pp/contracts";

// The one example order the tests, the journeys and the benchmarks place: a box from Shenzhen to Berlin, which
// the demo German line (PP-DE-ECO) serves. Free of the server's code, so e2e/ and bench/ import it too.

/** One 1 kg box of one cup to Berlin; `overrides` replace whole fields. */
export const berlinDraft = (
  productId: number,
  overrides: Partial<OrderDraftRequest> = {},
): OrderDraftRequest => ({
  idempotencyKey: `k-${crypto.randomUUID()}`,
  productId,
  destination: { country: "DE", city: "Berlin", postcode: "10115" },
  sender: {
    name: "张三",
    phone: "13800138000",
    countryCode: "CN",
    city: "深圳",
    postcode: "518000",
    address1: "科技园1号",
  },
  receiver: {
    name: "Max Muster",
    phone: "+49 30 1234567",
    countryCode: "DE",
    city: "Berlin",
    postcode: "10115",
    address1: "Unter den Linden",
    houseNumber: "5",
  },
  boxes: [
    {
      lengthCm: "20",
      widthCm: "20",
      heightCm: "10",
      weightKg: "1",
      lines: [{ goodsNameZh: "杯子", goodsNameEn: "Cup", quantity: 1, unitValue: "5", hsCode: "691200" }],
    },
  ],
  ...overrides,
});

/** A New York destination and receiver, for drafts of the US lines. */
export const NEW_YORK = {
  destination: { country: "US", state: "NY", city: "New York", postcode: "10001" },
  receiver: {
    name: "John Smith",
    phone: "+1 212 555 0100",
    countryCode: "US",
    province: "NY",
    city: "New York",
    postcode: "10001",
    address1: "350 5th Ave",
  },
};
