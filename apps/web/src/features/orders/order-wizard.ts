import type { OrderDraftRequest, QuoteRequest } from "@pp/contracts";
import {
  type AddressType,
  type CargoType,
  type CustomsFinding,
  declarationIssues,
  declaredTotal,
  deliveryNumberIssues,
  isHsCode,
  type Language,
  ORDER_MESSAGE_KEYS,
  type OrderAddressField,
  type OrderAddressIssue,
  type OrderMessageKey,
  orderMessages,
  reviewCustoms,
  type SellerMarketplace,
  translateAddressMessage,
  validateOrderAddress,
} from "@pp/domain";
import { readJson, writeJson } from "../../shared/lib/storage";
import { toAddressInput } from "./address-form-rules";

// The single order wizard's state (spec §2, six steps): what the form holds, how it is kept in this browser for
// seven days, how each step's shared rules read it, and the draft it becomes.

export const WIZARD_STEPS = ["service", "boxes", "declaration", "parties", "extra", "confirm"] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export type PieceValues = { lengthCm?: string; widthCm?: string; heightCm?: string; weightKg?: string };

export type LineValues = {
  /** 1-based box the line belongs to. */
  box?: number;
  goodsNameZh?: string;
  goodsNameEn?: string;
  quantity?: number;
  unitValue?: string;
  hsCode?: string;
  originCountry?: string;
  sku?: string;
  brand?: string;
  model?: string;
  material?: string;
  usage?: string;
  link?: string;
};

export type PartyValues = {
  name?: string;
  company?: string;
  phone?: string;
  email?: string;
  countryCode?: string;
  province?: string;
  city?: string;
  postcode?: string;
  address1?: string;
  address2?: string;
  houseNumber?: string;
  clearanceNo?: string;
};

export type WizardValues = {
  destination: { country?: string; postcode?: string; city?: string };
  cargoType: CargoType;
  pieces: PieceValues[];
  /** Domestic inbound courier numbers, one per line: none yet, or one per box. */
  deliveryNumbers?: string;
  lines: LineValues[];
  declaredCurrency: string;
  declaredTotal?: string;
  vatNo?: string;
  eoriNo?: string;
  hmrcNo?: string;
  iossNo?: string;
  sender: PartyValues;
  receiver: PartyValues;
  saveSender?: boolean;
  saveReceiver?: boolean;
  referenceNo?: string;
  remarks?: string;
  premiumPackageCodes: string[];
  insured: boolean;
  codAmount?: string;
  codCurrency?: string;
  /** The seller's own label (a marketplace's); its PDF is picked beside the form and uploaded once placed. */
  sellerLabel?: { marketplace?: SellerMarketplace; trackingNumber?: string };
};

export const EMPTY_LINE: LineValues = { box: 1, quantity: 1, originCountry: "CN" };

export const initialWizardValues = (): WizardValues => ({
  destination: {},
  cargoType: "general",
  pieces: [{ lengthCm: "", widthCm: "", heightCm: "", weightKg: "" }],
  lines: [{ ...EMPTY_LINE }],
  declaredCurrency: "USD",
  sender: {},
  receiver: {},
  premiumPackageCodes: [],
  insured: false,
});

/** What survives a page refresh: the values, the step, the chosen product and the submission's key. */
export type WizardSnapshot = {
  savedAt: number;
  step: number;
  productId: number | null;
  idempotencyKey: string;
  values: WizardValues;
};

export const WIZARD_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

const snapshotKey = (userId: number) => `pp.orders.wizard.${userId}`;

/** The user's half-filled wizard, unless it is older than seven days (then it is dropped). */
export const readWizard = (storage: Storage, userId: number, now: number): WizardSnapshot | null => {
  const stored = readJson<WizardSnapshot | null>(storage, snapshotKey(userId), null);
  const valid =
    stored !== null &&
    typeof stored === "object" &&
    typeof stored.savedAt === "number" &&
    typeof stored.idempotencyKey === "string" &&
    typeof stored.values === "object" &&
    stored.values !== null;
  if (!valid || now - stored.savedAt > WIZARD_KEPT_MS) {
    storage.removeItem(snapshotKey(userId));
    return null;
  }
  return { ...stored, values: { ...initialWizardValues(), ...stored.values } };
};

export const writeWizard = (storage: Storage, userId: number, snapshot: WizardSnapshot) =>
  writeJson(storage, snapshotKey(userId), snapshot);

export const clearWizard = (storage: Storage, userId: number) => storage.removeItem(snapshotKey(userId));

/** A key naming one wizard's submission: a double click or a resubmit after a lost answer creates one order. */
export const newIdempotencyKey = () => `wiz-${crypto.randomUUID()}`;

const text = (value: string | undefined) => (value ?? "").trim();

/** The numbers typed one per line. */
export const deliveryNumbersOf = (values: Pick<WizardValues, "deliveryNumbers">): string[] =>
  (values.deliveryNumbers ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const isOrderMessageKey = (key: string): key is OrderMessageKey =>
  (ORDER_MESSAGE_KEYS as readonly string[]).includes(key);

/** A message of the order rules in `lang`, with its {placeholders} filled. */
export const orderMessage = (
  lang: Language,
  key: OrderMessageKey,
  params?: Record<string, string | number>,
): string =>
  orderMessages[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params?.[name] === undefined ? whole : String(params[name]),
  );

/** An address rule's or an order rule's message for a party field. */
export const partyIssueText = (lang: Language, { key }: OrderAddressIssue): string =>
  isOrderMessageKey(key) ? orderMessage(lang, key) : translateAddressMessage(lang, key);

/** The issues of a sender or receiver by the per-country order address rules. */
export const partyIssues = (party: PartyValues, type: AddressType): OrderAddressIssue[] =>
  validateOrderAddress({ ...toAddressInput({ ...party, type }), houseNumber: text(party.houseNumber) });

/**
 * The receiver against the quoted destination: the country must be the quoted one, and so must the postcode
 * when the quote named one.
 */
export const destinationIssue = (
  values: Pick<WizardValues, "destination" | "receiver">,
): OrderAddressField | null => {
  const country = text(values.receiver.countryCode).toUpperCase();
  if (country && country !== text(values.destination.country).toUpperCase()) return "countryCode";
  const quoted = text(values.destination.postcode);
  if (quoted && text(values.receiver.postcode) && text(values.receiver.postcode) !== quoted)
    return "postcode";
  return null;
};

/** The boxes with their declaration lines, as the draft and the rules read them. */
export const boxesOf = (values: Pick<WizardValues, "pieces" | "lines">) =>
  values.pieces.map((piece, index) => ({
    lengthCm: text(piece.lengthCm),
    widthCm: text(piece.widthCm),
    heightCm: text(piece.heightCm),
    weightKg: text(piece.weightKg),
    lines: values.lines
      .filter((line) => (line.box ?? 1) === index + 1)
      .map((line) => ({
        goodsNameZh: text(line.goodsNameZh),
        goodsNameEn: text(line.goodsNameEn),
        quantity: line.quantity ?? 0,
        unitValue: text(line.unitValue),
        hsCode: text(line.hsCode),
        originCountry: text(line.originCountry).toUpperCase() || "CN",
        sku: text(line.sku),
        brand: text(line.brand),
        model: text(line.model),
        material: text(line.material),
        usage: text(line.usage),
        link: text(line.link),
      })),
  }));

/** Σ quantity × unit value over every line, exact (lines not yet valid count as nothing). */
export const computedTotal = (values: Pick<WizardValues, "pieces" | "lines">): string =>
  declaredTotal(
    boxesOf(values).map((box) => ({
      lines: box.lines.filter((line) => /^\d{1,10}(\.\d{1,2})?$/.test(line.unitValue) && line.quantity > 0),
    })),
  );

/** The box step's rule: delivery numbers, none yet or one per box. */
export const boxStepIssue = (values: Pick<WizardValues, "pieces" | "deliveryNumbers">, lang: Language) => {
  const issue = deliveryNumberIssues(values.pieces.length, deliveryNumbersOf(values))[0];
  return issue ? orderMessage(lang, issue.key, issue.params) : null;
};

/** The declaration step's rules: every box has lines, HS codes, the stated total equals Σ quantity × value. */
export const declarationStepIssues = (
  values: Pick<WizardValues, "pieces" | "lines" | "declaredTotal">,
  lang: Language,
) =>
  declarationIssues({ boxes: boxesOf(values), statedTotal: text(values.declaredTotal) || undefined }).map(
    (issue) => ({ field: issue.field, message: orderMessage(lang, issue.key, issue.params) }),
  );

/** The day the server dates an order by (UTC), which picks the customs rules in force. */
export const orderDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The destination's customs rules on `day` as the server applies them when the order is placed, compared at the
 * quote's `rates`: each issue refuses the order on its field (an IOSS number above EUR 150, a UK consignment up
 * to GBP 135 without the seller's VAT number, a malformed number); notes only inform (the EU flat duty).
 */
export const customsReviewOf = (
  values: Pick<WizardValues, "destination" | "pieces" | "lines" | "declaredCurrency" | "iossNo" | "hmrcNo">,
  rates: Readonly<Record<string, string>>,
  day: string,
  lang: Language,
) => {
  // Without a rate a rule compares in (a currency the platform no longer lists) the wizard cannot judge; the
  // server decides at placing, on its own rates.
  const needed = ["EUR", "GBP", values.declaredCurrency];
  if (needed.some((currency) => rates[currency] === undefined)) return { issues: [], notes: [] };
  const review = reviewCustoms({
    country: text(values.destination.country).toUpperCase(),
    day,
    declaredValue: computedTotal(values),
    declaredCurrency: values.declaredCurrency,
    rates,
    iossNo: text(values.iossNo),
    hmrcNo: text(values.hmrcNo),
    // A line whose HS code is not yet valid counts as no subheading, as the server never sees one.
    hsCodes: boxesOf(values).flatMap((box) => box.lines.map((line) => line.hsCode).filter(isHsCode)),
  });
  const shown = ({ field, key, params }: CustomsFinding) => ({
    field,
    message: orderMessage(lang, key, params),
  });
  return { issues: review.issues.map(shown), notes: review.notes.map(shown) };
};

/** The quote for the wizard's parcel; the receiver's postcode and city price it once they are known. */
export const quoteRequestOf = (values: WizardValues, full: boolean): QuoteRequest => ({
  destination: {
    country: text(values.destination.country).toUpperCase(),
    postcode: text(values.receiver.postcode) || text(values.destination.postcode),
    city: text(values.receiver.city) || text(values.destination.city),
  },
  pieces: boxesOf(values).map(({ lengthCm, widthCm, heightCm, weightKg }) => ({
    lengthCm,
    widthCm,
    heightCm,
    weightKg,
  })),
  declaredValue: {
    amount: full ? text(values.declaredTotal) || computedTotal(values) : "0",
    currency: values.declaredCurrency,
  },
  cargoType: values.cargoType,
  premiumPackageCodes: full ? values.premiumPackageCodes : [],
  insured: full ? values.insured : false,
});

const party = (values: PartyValues) => ({
  ...toAddressInput({ ...values, type: "consignee" }),
  houseNumber: text(values.houseNumber),
});

/** The draft the server places: it prices it again, so no price travels with it. */
export const toDraft = (
  values: WizardValues,
  productId: number,
  idempotencyKey: string,
  saveAsDraft: boolean,
): OrderDraftRequest => {
  const { type: _sender, ...sender } = party(values.sender);
  const { type: _receiver, ...receiver } = party(values.receiver);
  const codAmount = text(values.codAmount);
  return {
    idempotencyKey,
    productId,
    destination: {
      country: text(values.destination.country).toUpperCase(),
      state: receiver.province,
      city: receiver.city || text(values.destination.city),
      postcode: receiver.postcode || text(values.destination.postcode),
    },
    sender,
    receiver,
    cargoType: values.cargoType,
    remarks: text(values.remarks),
    premiumPackageCodes: values.premiumPackageCodes,
    insured: values.insured,
    boxes: boxesOf(values),
    declaredCurrency: values.declaredCurrency,
    declaredTotal: text(values.declaredTotal) || computedTotal(values),
    codAmount,
    codCurrency: codAmount ? text(values.codCurrency) : "",
    vatNo: text(values.vatNo),
    eoriNo: text(values.eoriNo),
    hmrcNo: text(values.hmrcNo),
    iossNo: text(values.iossNo),
    referenceNo: text(values.referenceNo),
    deliveryNumbers: deliveryNumbersOf(values),
    sellerLabel: sellerLabelOf(values),
    saveAsDraft,
  };
};

/** The seller's label when both its marketplace and tracking number are given; null otherwise. */
const sellerLabelOf = (values: WizardValues) => {
  const marketplace = values.sellerLabel?.marketplace;
  const trackingNumber = text(values.sellerLabel?.trackingNumber);
  return marketplace && trackingNumber ? { marketplace, trackingNumber } : null;
};
