import { expect, type Page, test } from "@playwright/test";
import enPools from "../../apps/web/src/locales/en/numberPools";
import zhPools from "../../apps/web/src/locales/zh/numberPools";
import { chooseLanguage, DEMO, restoreChinese, signIn } from "../support/session";
import { saveAndSeeSaved, selectPopup } from "../support/shell";
import { SERVER, TEXT } from "../support/texts";

// Number pools (号码池): an operator finds the demo's pool of 300 S10 numbers, adds a pool to the demo's manual
// provider, generates an S10 range into it and sees the counts and the low-stock tag (on the pool and on the
// provider), pastes numbers and reads the report of the refused lines, and opens the pool's numbers; the screen
// reads in English.

const P = zhPools.numberPools;
const EN = enPools.numberPools;
const SHOTS = ".tmp/shots-number-pools";
const spaced = (text: string) => new RegExp(`^${[...text].join("\\s*")}$`);
const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const poolRow = (page: Page, name: string) => page.locator(".ant-table-row").filter({ hasText: name });

test.use({ actionTimeout: 15_000 });
test.setTimeout(120_000);

test.afterEach(async ({ page }) => {
  await restoreChinese(page);
});

test("an operator imports numbers into a pool, sees its counts, its low-stock tag and the refused lines", async ({
  page,
}) => {
  await signIn(page, DEMO.operator.username, DEMO.operator.password, "/carriers/number-pools");
  await expect(page.getByRole("heading", { name: P.title })).toBeVisible();
  const demo = poolRow(page, "Demo S10 LP");
  await expect(demo).toContainText("300");
  await expect(demo).toContainText(P.status.ok);

  const name = `E2E ${Date.now().toString(36)}`;
  await page.getByRole("button", { name: P.add }).click();
  const drawer = page.locator(".ant-drawer").filter({ hasText: P.form.addTitle });
  await drawer.locator("#providerId").click();
  await selectPopup(page).getByTitle("Platform labels (number pool)").click();
  await drawer.getByLabel(P.name).fill(name);
  await drawer.getByLabel(P.form.threshold).fill("5");
  await saveAndSeeSaved(page, drawer.getByRole("button", { name: spaced(TEXT.zh.common.actions.save) }));
  await expect(drawer).toBeHidden();
  const row = poolRow(page, name);
  await expect(row).toContainText(P.status.empty);

  // An S10 range: three numbers with their check digits; 3 left is at or below the threshold of 5.
  await row.getByRole("button", { name: P.import }).click();
  const dialog = page.getByRole("dialog").filter({ hasText: P.importModal.title.replace("{{name}}", name) });
  await dialog.getByRole("tab", { name: P.importModal.s10Tab }).click();
  const serial = Date.now() % 90_000_000;
  await dialog.getByLabel(P.importModal.prefix).fill("EE");
  await dialog.getByLabel(P.importModal.from).fill(String(serial));
  await dialog.getByLabel(P.importModal.to).fill(String(serial + 2));
  await dialog.getByLabel(P.importModal.country).fill("DE");
  await dialog.getByRole("button", { name: spaced(P.importModal.start) }).click();
  await expect(dialog.getByText(P.importModal.added.replace("{{count}}", "3"))).toBeVisible();
  await dialog.getByRole("button", { name: spaced(P.importModal.done) }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(P.status.low);
  await expect(row.locator("td").nth(4)).toHaveText("3");
  await expect(row.locator("td").nth(6)).toHaveText("3");

  // Pasted numbers: a good one, a bad check digit, a duplicate and one already in the demo pool, each reported.
  await row.getByRole("button", { name: P.import }).click();
  await dialog
    .getByLabel(P.importModal.paste)
    .fill(["RR473124829GB", "RR473124820GB", "RR473124829GB", "LP000000116CN"].join("\n"));
  await dialog.getByRole("button", { name: spaced(P.importModal.start) }).click();
  await expect(dialog.getByText(P.importModal.added.replace("{{count}}", "1"))).toBeVisible();
  const report = dialog.locator(".ant-table-row");
  await expect(report).toHaveCount(3);
  await expect(report.nth(0)).toContainText(SERVER.zh.NUMBER_REFUSED_badCheckDigit);
  await expect(report.nth(1)).toContainText(SERVER.zh.NUMBER_REFUSED_duplicateInFile);
  await expect(report.nth(2)).toContainText(SERVER.zh.NUMBER_REFUSED_alreadyInPool);
  await shoot(page, "import-report-zh");
  await dialog.getByRole("button", { name: spaced(P.importModal.done) }).click();
  await expect(row.locator("td").nth(4)).toHaveText("4");

  await row.getByRole("button", { name: P.numbers }).click();
  const numbers = page.locator(".ant-drawer").filter({ hasText: P.numbersTitle.replace("{{name}}", name) });
  await expect(numbers.locator(".ant-table-row")).toHaveCount(4);
  await expect(numbers.locator(".ant-table-row").first()).toContainText(P.unused);
  await shoot(page, "numbers-zh");
  await numbers.locator(".ant-drawer-close").click();
  await shoot(page, "pools-zh");

  // The provider row tells of its low pool.
  await page.goto("/carriers/providers");
  await expect(page.locator(".ant-table-row").filter({ hasText: "PLATFORM-LABELS" })).toContainText(
    P.lowOnProvider.replace("{{count}}", "1"),
  );
  await shoot(page, "providers-zh");

  await chooseLanguage(page, "en");
  await page.goto("/carriers/number-pools");
  await expect(page.getByRole("heading", { name: EN.title })).toBeVisible();
  await expect(poolRow(page, name)).toContainText(EN.status.low);
  await shoot(page, "pools-en");
  await poolRow(page, name).getByRole("button", { name: EN.import }).click();
  await page.getByRole("tab", { name: EN.importModal.s10Tab }).click();
  await shoot(page, "import-s10-en");
});
