/** A valid consignee in San Francisco, as the address book's save call takes it (`extra` overrides fields). */
export const usConsignee = (name: string, extra: Record<string, unknown> = {}) => ({
  type: "consignee",
  name,
  company: "Acme Inc",
  phone: "+1 415 555 0100",
  countryCode: "us",
  province: "CA",
  city: "San Francisco",
  postcode: "94105",
  address1: "1 Market St",
  ...extra,
});

/**
 * One carton 20 × 15 × 10 cm, 1.2 kg, to New York 10001 (zone US-E of every demo US product, not remote), as the
 * freight trial takes it; catalog/quote/quote.test.ts computes its totals by hand.
 */
export const newYorkCarton = (overrides: Record<string, unknown> = {}) => ({
  destination: { country: "US", postcode: "10001", city: "New York" },
  pieces: [{ lengthCm: "20", widthCm: "15", heightCm: "10", weightKg: "1.2" }],
  declaredValue: { amount: "50", currency: "USD" },
  cargoType: "general",
  ...overrides,
});
