import { z } from "zod";
import type { CarrierSettingField, LabelSize } from "../../kit/carrier";

/** The print host's label layouts: 100 x 100 mm and 100 x 150 mm. */
export const HUALEI_PRINT_TYPES = ["lab10_10", "lab10_15"] as const;
export type HualeiPrintType = (typeof HUALEI_PRINT_TYPES)[number];

const httpUrl = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ""));

const schema = z.object({
  baseUrl: httpUrl,
  labelBaseUrl: httpUrl,
  username: z.string().trim().min(1),
  password: z.string().min(1),
  labelPrintType: z
    .union([z.enum(HUALEI_PRINT_TYPES), z.literal("")])
    .optional()
    .transform((value) => value || null),
});

export type HualeiTmsSettings = z.output<typeof schema>;

export function parseHualeiTmsSettings(raw: Record<string, string>): HualeiTmsSettings {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new Error(String(issue.path[0]), { cause: issue.message });
}

/** The layout staff chose, else the one matching the size asked. */
export function printTypeFor(settings: HualeiTmsSettings, size: LabelSize): HualeiPrintType {
  return settings.labelPrintType ?? (size === "100x100" ? "lab10_10" : "lab10_15");
}

export const hualeiTmsSettingFields: CarrierSettingField[] = [
  {
    key: "baseUrl",
    kind: "url",
    required: true,
    label: { zh: "接口地址", en: "API address", ko: "API 주소" },
    help: {
      zh: "货代 TMS 的下单地址，例如 http://货代域名:8082",
      en: "The forwarder's TMS order address, e.g. http://forwarder-host:8082",
      ko: "포워더 TMS의 주문 주소, 예: http://포워더-호스트:8082",
    },
  },
  {
    key: "labelBaseUrl",
    kind: "url",
    required: true,
    label: { zh: "面单打印地址", en: "Label print address", ko: "라벨 출력 주소" },
    help: {
      zh: "货代的打印服务地址，通常为 8089 端口，例如 http://货代域名:8089",
      en: "The forwarder's print host, usually port 8089, e.g. http://forwarder-host:8089",
      ko: "포워더의 출력 서버 주소, 보통 8089 포트, 예: http://포워더-호스트:8089",
    },
  },
  {
    key: "username",
    kind: "text",
    required: true,
    label: { zh: "用户名", en: "Username", ko: "사용자 이름" },
  },
  {
    key: "password",
    kind: "secret",
    required: true,
    label: { zh: "密码", en: "Password", ko: "비밀번호" },
  },
  {
    key: "labelPrintType",
    kind: "select",
    required: false,
    label: { zh: "面单格式", en: "Label layout", ko: "라벨 형식" },
    help: {
      zh: "不选时按下单所选尺寸：100×100 用 lab10_10，100×150 用 lab10_15",
      en: "When not chosen, follows the size asked: lab10_10 for 100×100, lab10_15 for 100×150",
      ko: "선택하지 않으면 요청한 크기에 따릅니다: 100×100은 lab10_10, 100×150은 lab10_15",
    },
    options: [
      { value: "lab10_10", label: { zh: "100×100 毫米", en: "100 × 100 mm", ko: "100 × 100 mm" } },
      { value: "lab10_15", label: { zh: "100×150 毫米", en: "100 × 150 mm", ko: "100 × 150 mm" } },
    ],
  },
];
