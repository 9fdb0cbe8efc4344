import { describe, expect, it } from "vitest";
import { i18n } from "../../locales";
import { orgName, roleName } from "./names";

describe("names the platform gives", () => {
  it("are in the reader's language; names people gave stay as given", async () => {
    await i18n.changeLanguage("ko");
    expect(roleName(i18n.t, { code: "customer", name: "客户" })).toBe("고객");
    expect(roleName(i18n.t, { code: "warehouse-lead", name: "仓库主管" })).toBe("仓库主管");
    expect(orgName(i18n.t, { type: "platform", name: "平台运营中心" })).toBe("플랫폼 운영 센터");
    await i18n.changeLanguage("en");
    expect(roleName(i18n.t, { code: "platform" })).toBe("Platform operations");
    expect(orgName(i18n.t, { type: "customer", name: "Demo Trading Co." })).toBe("Demo Trading Co.");
  });
});
