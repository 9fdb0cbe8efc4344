/** A sender or receiver as the label prints it: in full, phone included (it is a shipping label). */
export type LabelParty = {
  name: string;
  company: string;
  phone: string;
  /** Street lines, first to last; empty lines are skipped. */
  addressLines: string[];
  city: string;
  province: string;
  postcode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
};

/** One CN22 contents line; weight and value are the line's totals. */
export type Cn22Line = {
  description: string;
  quantity: number;
  /** Kilograms, 3 decimals, as text. */
  weightKg: string;
  /** In `Cn22.currency`, 2 decimals, as text. */
  value: string;
};

/** The CN22 customs declaration of a postal product. The category printed is always "Other". */
export type Cn22 = {
  currency: string;
  /** ISO 3166-1 alpha-2 of the goods' origin. */
  originCountry: string;
  lines: Cn22Line[];
};

/** Printed across the header so a test or a second copy is never mistaken for the original label. */
export type LabelMark = "SANDBOX" | "REPRINT";

/** Everything a platform-made label shows. */
export type LabelData = {
  orderNo: string;
  /** Null while the carrier has not issued one: the label then carries the order number barcode only. */
  trackingNumber: string | null;
  /** The sort or route code, printed large for the hub. */
  sortCode: string;
  /** ISO 3166-1 alpha-2. */
  destinationCountry: string;
  sender: LabelParty;
  receiver: LabelParty;
  productName: string;
  /** Kilograms, 3 decimals, printed as given. */
  weightKg: string;
  /** This piece (1-based) of how many. */
  piece: { n: number; of: number };
  /** The customer's reference; may be empty. */
  reference: string;
  /** As printed, e.g. "2026-11-27". */
  date: string;
  /** Present for postal products only. */
  cn22: Cn22 | null;
  mark: LabelMark | null;
};
