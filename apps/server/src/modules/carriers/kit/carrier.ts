// The carrier adapter kit (issue 15): one interface every provider implements, whatever its API looks like.
// An adapter is built the way Karrio builds its connectors: pure functions turn our shipment into the
// carrier's request and the carrier's answer into our result, and the transport (`CarrierHttp`, handed in by
// the kit) does the HTTP, writes the API log and keeps the circuit breaker. Signing stays inside each adapter.

/** What a provider is asked to do; the API log's `operation` column. */
export const CARRIER_OPERATIONS = [
  "auth",
  "createShipment",
  "findShipment",
  "fetchLabel",
  "cancelShipment",
  "fetchTracking",
] as const;
export type CarrierOperation = (typeof CARRIER_OPERATIONS)[number];

export const LABEL_FORMATS = ["pdf", "zpl"] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];
/** 4x6 in (100 x 150 mm) or 100 x 100 mm. */
export const LABEL_SIZES = ["4x6", "100x100"] as const;
export type LabelSize = (typeof LABEL_SIZES)[number];

export type ShipmentParty = {
  name: string;
  company: string;
  phone: string;
  email: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  province: string;
  city: string;
  postcode: string;
  address1: string;
  address2: string;
  address3: string;
  /** Germany's separate house number (spec). */
  houseNo: string;
  /** The receiver's tax or clearance number (Korea's PCCC, Brazil's CPF). */
  taxNo: string;
};

export type ShipmentBox = {
  /** Kilograms, 3 decimals, as text (money and weights are never floats). */
  weightKg: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
};

export type ShipmentLine = {
  nameZh: string;
  nameEn: string;
  quantity: number;
  /** Declared value per piece in `ShipmentRequest.declaredCurrency`, 2 decimals, as text. */
  unitValue: string;
  /** Net weight per piece in kg, 3 decimals, as text. */
  unitWeightKg: string;
  hsCode: string;
  sku: string;
};

/** A shipment as our order describes it. */
export type ShipmentRequest = {
  /** Our order number: the provider's own reference for the shipment, so a retry can ask for it first. */
  orderNo: string;
  /** The customer's reference number. */
  reference: string;
  /** The provider's product / service code (the cost record's serviceCode). */
  serviceCode: string;
  sender: ShipmentParty;
  receiver: ShipmentParty;
  boxes: ShipmentBox[];
  lines: ShipmentLine[];
  declaredCurrency: string;
  taxIds: { ioss: string; vat: string; eori: string; hmrc: string };
  /** Cash on delivery amount, 2 decimals, or "" for none. */
  cod: string;
  labelFormat: LabelFormat;
  labelSize: LabelSize;
};

/** A label as the provider gave it: its bytes, or an address to fetch them from at once (addresses expire). */
export type CarrierLabel = { format: LabelFormat; bytes: Uint8Array } | { format: LabelFormat; url: string };

/** What the provider answered for a shipment. */
export type ShipmentResult = {
  /** The provider's id of the shipment, when it has one apart from the tracking number. */
  carrierShipmentId: string;
  /** Null while the provider has not issued it yet (some issue it hours later). */
  trackingNumber: string | null;
  /** Per-box numbers for multi-box shipments, 1-based box numbers; empty when the provider gives one number. */
  pieceNumbers: { boxNo: number; number: string }[];
  /** Null while the label is pending (an asynchronous provider): fetch it later with `fetchLabel`. */
  label: CarrierLabel | null;
};

/** Which shipment a later call is about. */
export type ShipmentRef = {
  orderNo: string;
  carrierShipmentId: string;
  trackingNumber: string | null;
};

/** One tracking event exactly as the provider sent it (the tracking issue maps it to our statuses). */
export type CarrierTrackingEvent = {
  /** The provider's event code, or "" when it sends text only. */
  code: string;
  text: string;
  place: string;
  /** The time as sent, e.g. "2026-11-20 14:03:00" or an ISO instant with an offset. */
  time: string;
};
export type CarrierTracking = { number: string; events: CarrierTrackingEvent[] };

/** Why a call failed. `rejected`: the provider refused the request (a bad address, an unknown service);
 * retrying the same request will not help. `unavailable`: transport, timeout or the provider's own fault;
 * a retry later may succeed, and it counts against the circuit breaker. `notFound`: the provider has no such
 * shipment (a retry's "did you already create it?" answered no). */
export type CarrierErrorKind = "rejected" | "unavailable" | "notFound";

export class CarrierError extends Error {
  constructor(
    readonly kind: CarrierErrorKind,
    /** The provider's own message, shown to staff and customers as the provider wrote it. */
    message: string,
    /** The provider's error code, when it sends one. */
    readonly providerCode = "",
  ) {
    super(message);
    this.name = "CarrierError";
  }
}

export type CarrierHttpRequest = {
  operation: CarrierOperation;
  method: "GET" | "POST";
  url: string;
  headers?: Record<string, string>;
  body?: string;
};
export type CarrierHttpResponse = {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
  /** The body decoded as UTF-8 (adapters of GBK providers decode `body` themselves). */
  text(): string;
};
/** The transport the kit hands an adapter: it logs the call (masked) and keeps the circuit breaker. A network
 * failure or timeout throws `CarrierError("unavailable")`; any HTTP status is answered, for the adapter to read. */
export type CarrierHttp = (request: CarrierHttpRequest) => Promise<CarrierHttpResponse>;

/** One provider account's operations. Optional ones are absent when the provider cannot do them. */
export type CarrierAdapter = {
  createShipment(request: ShipmentRequest): Promise<ShipmentResult>;
  /** Asks whether a shipment with our order number exists (a retry asks this before creating again);
   * throws `CarrierError("notFound")` when it does not. */
  findShipment(orderNo: string): Promise<ShipmentResult>;
  /** The label, or null while it is still pending. */
  fetchLabel(ref: ShipmentRef, format: LabelFormat, size: LabelSize): Promise<CarrierLabel | null>;
  cancelShipment?(ref: ShipmentRef): Promise<void>;
  fetchTracking?(numbers: string[]): Promise<CarrierTracking[]>;
};

type Localized = { zh: string; en: string; ko: string };

/** A field of a provider's configuration form; the console renders the form from these. `secret` fields are
 * encrypted at rest and never sent back to the console (it learns only whether one is set). */
export type CarrierSettingField = {
  key: string;
  kind: "text" | "secret" | "url" | "number" | "select" | "boolean";
  label: Localized;
  help?: Localized;
  required: boolean;
  options?: { value: string; label: Localized }[];
  default?: string;
};

/** A provider type in the registry, keyed by `serviceClass` (spec §3 docking provider's service class name). */
export type CarrierDefinition<Settings = Record<string, string>> = {
  serviceClass: string;
  /** `api`: calls the provider; `manual`: numbers from the platform's pools, labels made by the platform. */
  interfaceType: "api" | "manual";
  names: Localized;
  /** Shown as SANDBOX in the console: talks to the sandbox carrier started with the server. */
  sandbox: boolean;
  /** Not yet run against the live service (written from its published shapes and fixtures). */
  unverified: boolean;
  settings: CarrierSettingField[];
  /** Checks and types the stored settings (secrets already decrypted); throws with the field's key on a bad one. */
  parseSettings(raw: Record<string, string>): Settings;
  capabilities: {
    cancel: boolean;
    tracking: boolean;
    /** Labels may arrive later than the shipment. */
    asyncLabels: boolean;
    labelFormats: LabelFormat[];
    /** Tracking limits the refresh must keep. */
    trackingCallsPerSecond: number;
    trackingNumbersPerCall: number;
  };
  create(settings: Settings, http: CarrierHttp): CarrierAdapter;
};
