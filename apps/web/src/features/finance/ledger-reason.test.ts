import {
  LANGUAGES,
  WALLET_REASON_CODES,
  type WalletReason,
  walletLabels,
  walletReasonText,
} from "@pp/domain";
import { describe, expect, it } from "vitest";
import { i18n } from "../../locales";
import { reasonTextOf } from "./ledger-reason";

describe("a wallet-flow reason", () => {
  it("reads in each language as the server's export writes it", () => {
    // The reasons that name an order carry its number, those of a bulk import its serial number, those of a
    // docking request the carrier asked for.
    const named = (param: string) =>
      WALLET_REASON_CODES.filter((code) => walletLabels.zh.reasons[code].includes(`{{${param}}}`));
    const ofOrder = named("orderNo");
    const ofImport = named("serialNo");
    const ofDocking = named("carrier");
    const withParams: readonly string[] = [...ofOrder, ...ofImport, ...ofDocking];
    const reasons: WalletReason[] = [
      ...WALLET_REASON_CODES.filter((code) => !withParams.includes(code)).map((code) => ({ code })),
      ...ofOrder.map((code) => ({ code, params: { orderNo: "PP2026112600000001" } })),
      ...ofImport.map((code) => ({ code, params: { serialNo: "IMP2026112600000042" } })),
      ...ofDocking.map((code) => ({ code, params: { carrier: "DHL eCommerce" } })),
      { code: "rechargeOnline", params: { method: "alipay" } },
      { code: "rechargeOnline", params: { method: "wechat" } },
    ];
    for (const lang of LANGUAGES)
      for (const systemReason of reasons) {
        const text = reasonTextOf(i18n.getFixedT(lang), { reason: "", systemReason });
        expect(text).toBe(walletReasonText(lang, systemReason));
        expect(text).not.toMatch(/[{}]|financeWallet/);
      }
  });

  it("shows what staff typed as typed", () => {
    expect(reasonTextOf(i18n.getFixedT("en"), { reason: "goodwill", systemReason: null })).toBe("goodwill");
  });
});
