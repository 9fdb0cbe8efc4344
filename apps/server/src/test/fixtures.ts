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
