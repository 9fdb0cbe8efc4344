import { expect, type Page, test } from "@playwright/test";
import { DEMO, signIn } from "../support/session";
import { SYSTEM_NAME, TEXT } from "../support/texts";

const zh = TEXT.zh;

/** The edition badge of the top bar, whichever edition it names. */
const editionBadge = (page: Page) =>
  page.locator(".pp-topbar").getByRole("button", {
    name: new RegExp(
      `${zh.shell.edition.free}|${zh.shell.edition.standard}|${zh.shell.edition.professional}`,
    ),
  });

test("a customer sees the edition badge of their plan in the top bar", async ({ page }) => {
  await signIn(page, DEMO.customer.username, DEMO.customer.password);
  await expect(page.locator(".pp-brand-name")).toHaveText(SYSTEM_NAME.zh);
  await expect(editionBadge(page)).toHaveAccessibleName(new RegExp(zh.shell.edition.free));
});

test("platform staff other than admins and operators (finance) see no edition badge", async ({ page }) => {
  await signIn(page, DEMO.finance.username, DEMO.finance.password);
  await expect(page.locator(".pp-brand-name")).toHaveText(SYSTEM_NAME.zh);
  await expect(editionBadge(page)).toHaveCount(0);
});
