import { z } from "zod";
import type { CarrierSettingField } from "../../kit/carrier";

/** The open platform's published production gateway. */
export const FOURPX_GATEWAY = "https://open.4px.com/router/api/service";

const schema = z.object({
  gatewayUrl: z
    .union([z.url({ protocol: /^https?$/ }), z.literal("")])
    .optional()
    .transform((url) => url || FOURPX_GATEWAY),
  appKey: z.string().trim().min(1),
  appSecret: z.string().min(1),
});

export type FourPxSettings = z.output<typeof schema>;

export function parseFourPxSettings(raw: Record<string, string>): FourPxSettings {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new Error(String(issue.path[0]), { cause: issue.message });
}

export const fourPxSettingFields: CarrierSettingField[] = [
  {
    key: "gatewayUrl",
    kind: "url",
    required: false,
    default: FOURPX_GATEWAY,
    label: { zh: "网关地址", en: "Gateway address", ko: "게이트웨이 주소" },
    help: {
      zh: "4PX 开放平台的接口地址，一般不用修改",
      en: "The 4PX open platform's address; usually left as it is",
      ko: "4PX 오픈 플랫폼 주소, 보통 그대로 둡니다",
    },
  },
  {
    key: "appKey",
    kind: "text",
    required: true,
    label: { zh: "App Key", en: "App key", ko: "앱 키" },
  },
  {
    key: "appSecret",
    kind: "secret",
    required: true,
    label: { zh: "App Secret", en: "App secret", ko: "앱 시크릿" },
  },
];
