// The exact words the console shows, taken from its own locale files so the journeys follow the product.
import enCommon from "../../apps/web/src/locales/en/common";
import enDashboard from "../../apps/web/src/locales/en/dashboard";
import enIdentity from "../../apps/web/src/locales/en/identity";
import enShell from "../../apps/web/src/locales/en/shell";
import enSystem from "../../apps/web/src/locales/en/system";
import koCommon from "../../apps/web/src/locales/ko/common";
import koDashboard from "../../apps/web/src/locales/ko/dashboard";
import koIdentity from "../../apps/web/src/locales/ko/identity";
import koShell from "../../apps/web/src/locales/ko/shell";
import koSystem from "../../apps/web/src/locales/ko/system";
import zhCommon from "../../apps/web/src/locales/zh/common";
import zhDashboard from "../../apps/web/src/locales/zh/dashboard";
import zhIdentity from "../../apps/web/src/locales/zh/identity";
import zhShell from "../../apps/web/src/locales/zh/shell";
import zhSystem from "../../apps/web/src/locales/zh/system";

/** What the server answers (errors in the caller's language, message bodies). */
export { serverMessages as SERVER } from "../../apps/server/src/platform/i18n.messages";

export const TEXT = {
  zh: { ...zhCommon, ...zhShell, ...zhDashboard, ...zhSystem, ...zhIdentity },
  en: { ...enCommon, ...enShell, ...enDashboard, ...enSystem, ...enIdentity },
  ko: { ...koCommon, ...koShell, ...koDashboard, ...koSystem, ...koIdentity },
} as const;

/** The default brand's system name (apps/server/src/modules/system/system.brands.ts, "haida"). */
export const SYSTEM_NAME = {
  zh: "海达跨境物流平台",
  en: "Haida Logistics",
  ko: "하이다 국제물류",
};

/** Menu titles seeded on the fresh database (apps/server/src/modules/identity/identity.menu-seed.ts). */
export const MENU = {
  home: { zh: "首页", en: "Home", ko: "홈" },
  orders: { zh: "订单管理", en: "Orders", ko: "주문 관리" },
  orderList: { zh: "订单列表", en: "Order list", ko: "주문 목록" },
  orderTracking: { zh: "轨迹查询", en: "Order tracking", ko: "배송 조회" },
  catalog: { zh: "产品与报价", en: "Products & pricing", ko: "상품 및 요금" },
  freightTrial: { zh: "运费试算", en: "Freight trial", ko: "운임 계산" },
  warehouse: { zh: "仓储分拣", en: "Warehouse & sorting", ko: "창고 및 분류" },
  robots: { zh: "分拣机器人", en: "Robots", ko: "분류 로봇" },
  system: { zh: "系统管理", en: "System", ko: "시스템 관리" },
  users: { zh: "用户管理", en: "Users", ko: "사용자" },
  tasks: { zh: "任务管理", en: "Task management", ko: "작업 관리" },
  sandboxMessages: { zh: "沙箱消息查看器", en: "Sandbox message viewer", ko: "샌드박스 메시지 뷰어" },
} as const;

/** Fills "{{name}}" placeholders of a locale text. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? `{{${key}}}`));

/** A locale text with "{{name}}" placeholders as a whole-text pattern (each placeholder matches anything). */
export const pattern = (text: string): RegExp =>
  new RegExp(
    `^${text
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join(".+?")}$`,
  );
