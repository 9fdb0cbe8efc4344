import { z } from "zod";
import { LABEL_FORMATS, LABEL_SIZES, type ShipmentRequest } from "../kit/carrier";

// What the sandbox carrier's API accepts. It is our own carrier, so its shipment body is our ShipmentRequest.

export const SERVICE_CODES = ["SB-STD", "SB-EXP", "SB-POST"] as const;

const text = (max: number) => z.string().max(max);
const kg = z.string().regex(/^\d{1,6}(\.\d{1,3})?$/);
const cm = z.string().regex(/^\d{1,4}(\.\d{1,2})?$/);

const party = z.object({
  name: text(100).min(1),
  company: text(100),
  phone: text(40),
  email: text(100),
  country: z.string().regex(/^[A-Z]{2}$/),
  province: text(100),
  city: text(100),
  postcode: text(20),
  address1: text(200).min(1),
  address2: text(200),
  address3: text(200),
  houseNo: text(20),
  taxNo: text(40),
});

export const shipmentRequestSchema = z.object({
  orderNo: z.string().min(1).max(50),
  reference: text(50),
  serviceCode: z.string().min(1).max(30),
  sender: party,
  receiver: party,
  boxes: z
    .array(z.object({ weightKg: kg, lengthCm: cm, widthCm: cm, heightCm: cm }))
    .min(1)
    .max(50),
  lines: z
    .array(
      z.object({
        nameZh: text(200),
        nameEn: text(200),
        quantity: z.number().int().min(1).max(100_000),
        unitValue: z.string().regex(/^\d{1,10}(\.\d{1,2})?$/),
        unitWeightKg: kg,
        hsCode: text(20),
        sku: text(100),
      }),
    )
    .max(100),
  declaredCurrency: z.string().regex(/^[A-Z]{3}$/),
  taxIds: z.object({ ioss: text(40), vat: text(40), eori: text(40), hmrc: text(40) }),
  cod: z.union([z.literal(""), z.string().regex(/^\d{1,10}(\.\d{1,2})?$/)]),
  labelFormat: z.enum(LABEL_FORMATS),
  labelSize: z.enum(LABEL_SIZES),
}) satisfies z.ZodType<ShipmentRequest>;

export const labelQuerySchema = z.object({
  format: z.enum(LABEL_FORMATS).optional(),
  size: z.enum(LABEL_SIZES).optional(),
});

export const trackingBodySchema = z.object({ numbers: z.array(z.string().min(1).max(40)).min(1) });

/** The first problem of a body that failed its schema, as "path: message". */
export const problemOf = (error: z.ZodError) => {
  const issue = error.issues[0];
  return issue ? `${issue.path.join(".") || "body"}: ${issue.message}` : "invalid request";
};
