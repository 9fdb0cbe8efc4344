// The order screens' words in each language, from the console's own locale files, for journeys that check a
// screen in Chinese, English and Korean.
import enWallet from "../../apps/web/src/locales/en/financeWallet";
import enChanges from "../../apps/web/src/locales/en/orderChanges";
import enProblems from "../../apps/web/src/locales/en/orderProblems";
import enOrders from "../../apps/web/src/locales/en/orders";
import enWeighIn from "../../apps/web/src/locales/en/weighIn";
import koWallet from "../../apps/web/src/locales/ko/financeWallet";
import koChanges from "../../apps/web/src/locales/ko/orderChanges";
import koProblems from "../../apps/web/src/locales/ko/orderProblems";
import koOrders from "../../apps/web/src/locales/ko/orders";
import koWeighIn from "../../apps/web/src/locales/ko/weighIn";
import zhWallet from "../../apps/web/src/locales/zh/financeWallet";
import zhChanges from "../../apps/web/src/locales/zh/orderChanges";
import zhProblems from "../../apps/web/src/locales/zh/orderProblems";
import zhOrders from "../../apps/web/src/locales/zh/orders";
import zhWeighIn from "../../apps/web/src/locales/zh/weighIn";

export type Lang = "zh" | "en" | "ko";
export const LANGS: readonly Lang[] = ["zh", "en", "ko"];

export const ORDER_TEXT = {
  zh: {
    ...zhOrders,
    ...zhWeighIn,
    ...zhChanges,
    ...zhProblems,
    flow: zhWallet.financeWallet.flow,
  },
  en: {
    ...enOrders,
    ...enWeighIn,
    ...enChanges,
    ...enProblems,
    flow: enWallet.financeWallet.flow,
  },
  ko: {
    ...koOrders,
    ...koWeighIn,
    ...koChanges,
    ...koProblems,
    flow: koWallet.financeWallet.flow,
  },
} as const;
