import { z } from "zod";
import { type CarrierDefinition, CarrierError, type CarrierSettingField } from "../../kit/carrier";
import { localized } from "../sandbox/sandbox-settings";

// The manual provider (issue 15): no carrier API behind it. Its tracking numbers come from the number pools the
// platform imports (carriers/number-pools) and its labels are the platform's own; the push flow takes both in one
// transaction (carriers/number-pools/manual-shipments.ts) instead of calling this adapter. Cancelling is offline:
// a cancelled order keeps its number, which is never handed out again.

export const MANUAL_SERVICE_CLASS = "PlatformManual";

const SORT_CODES = ["countryPostcode", "country", "serviceCode"] as const;

const settingsSchema = z.object({
  postal: z.enum(["true", "false"]).default("false"),
  sortCode: z.enum(SORT_CODES).default("countryPostcode"),
});
export type ManualSettings = { postal: boolean; sortCode: (typeof SORT_CODES)[number] };

export const parseManualSettings = (raw: Record<string, string>): ManualSettings => {
  const present = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ""));
  const parsed = settingsSchema.safeParse(present);
  if (!parsed.success) throw new Error(String(parsed.error.issues[0]?.path[0] ?? "postal"));
  return { postal: parsed.data.postal === "true", sortCode: parsed.data.sortCode };
};

const MANUAL_SETTING_FIELDS: CarrierSettingField[] = [
  {
    key: "postal",
    kind: "boolean",
    label: localized("邮政产品（打印CN22）", "Postal products (print CN22)", "우편 상품(CN22 인쇄)"),
    help: localized(
      "面单带CN22报关单",
      "Labels carry the CN22 customs declaration",
      "라벨에 CN22 세관 신고서를 넣습니다",
    ),
    required: false,
    default: "false",
  },
  {
    key: "sortCode",
    kind: "select",
    label: localized("分拣码", "Sort code", "분류 코드"),
    required: false,
    default: "countryPostcode",
    options: [
      {
        value: "countryPostcode",
        label: localized("国家+邮编前三位", "Country + postcode's first 3", "국가+우편번호 앞 3자리"),
      },
      { value: "country", label: localized("国家", "Country", "국가") },
      { value: "serviceCode", label: localized("服务代码", "Service code", "서비스 코드") },
    ],
  },
];

/** Asked of a manual provider's adapter, which the push flow never calls. */
const noApi = () => {
  throw new CarrierError(
    "rejected",
    "A manual provider has no carrier API: its numbers come from number pools",
  );
};

export const manualCarrier: CarrierDefinition<ManualSettings> = {
  serviceClass: MANUAL_SERVICE_CLASS,
  interfaceType: "manual",
  names: localized("平台号码池与面单", "Platform number pools and labels", "플랫폼 번호 풀과 라벨"),
  sandbox: false,
  unverified: false,
  settings: MANUAL_SETTING_FIELDS,
  parseSettings: parseManualSettings,
  capabilities: {
    cancel: false,
    tracking: false,
    asyncLabels: false,
    labelFormats: ["pdf", "zpl"],
    trackingCallsPerSecond: 0,
    trackingNumbersPerCall: 0,
  },
  create: () => ({
    createShipment: async () => noApi(),
    findShipment: async () => {
      throw new CarrierError("notFound", "A manual provider has no carrier API");
    },
    fetchLabel: async () => null,
  }),
};
