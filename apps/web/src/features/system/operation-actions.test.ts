import { describe, expect, it } from "vitest";
import { i18n } from "../../locales";
import { describeAction, describedActions, verbOf } from "./operation-actions";

describe("the operation log's description of an action", () => {
  it("uses the locale's label of a known code, in the reader's language", async () => {
    await i18n.changeLanguage("ko");
    expect(describeAction(i18n.t, "user.create", "user")).toBe("사용자 추가");
    await i18n.changeLanguage("en");
    expect(describeAction(i18n.t, "recharge.bank-transfer.confirm", "bank_transfer")).toBe(
      "Confirm bank transfer",
    );
  });

  it("describes any other code, or an unnamed route, as a kind of change to a kind of record", async () => {
    await i18n.changeLanguage("en");
    expect(describeAction(i18n.t, "product.deleteSurcharge", "productSurcharge")).toBe(
      "Delete · Product surcharge",
    );
    expect(describeAction(i18n.t, "PUT /api/productCost/edit", "productCost")).toBe("Edit · Cost product");
    expect(describeAction(i18n.t, "POST /api/unheard/of", "unheard")).toBe("Edit · Other");
    expect(verbOf("postcodeGroup.import")).toBe("import");
    expect(verbOf("DELETE /api/productCost/:id")).toBe("delete");
  });

  it("offers the described codes, with their labels, to the action filter", async () => {
    await i18n.changeLanguage("zh");
    expect(describedActions(i18n.t)).toContainEqual({
      value: "recharge.bank-transfer",
      label: "提交银行转账",
    });
  });
});
