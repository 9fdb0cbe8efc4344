import { expect, type Page, test } from "@playwright/test";
import { BREAKER_RUN } from "../../apps/server/src/modules/carriers/kit/breaker";
import { DEV_SANDBOX_CARRIER_KEY } from "../../apps/server/src/platform/config";
import enCarriers from "../../apps/web/src/locales/en/carriers";
import koCarriers from "../../apps/web/src/locales/ko/carriers";
import zhCarriers from "../../apps/web/src/locales/zh/carriers";
import { DEMO, restoreChinese, signIn } from "../support/session";
import { dropdownItem, openFromMenu, saveAndSeeSaved, selectPopup } from "../support/shell";
import { SERVER, TEXT } from "../support/texts";

// Docking providers (对接商): an operator finds the demo's sandbox carrier marked SANDBOX, docks a 4PX account whose
// secret is kept and never shown again, and deletes it; the API log opens with its filters and its statistics; both pages read in
// English and Korean and fit a phone.

const C = zhCarriers.carriers;
const DEMO_ORG = "Demo Trading Co.";
const CARRIERS = { en: enCarriers.carriers, ko: koCarriers.carriers };
const LANGUAGE_LABELS = { en: "English", ko: "한국어" };
const SHOTS = ".tmp/shots-carriers";
/** A button's name as antd renders two-character Chinese labels (a space between them). */
const spaced = (text: string) => new RegExp(`^${[...text].join("\\s*")}$`);
const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test.use({ actionTimeout: 15_000 });
// Each journey opens the console and walks several screens: on a loaded two-core machine, beyond 60 s.
test.describe.configure({ timeout: 90_000 });

test.afterEach(async ({ page }) => {
  await restoreChinese(page);
});

type CheckAnswer = { ok: boolean; provider: { id: number; breaker: { state: string } } };

const providerRow = (page: Page, code: string) => page.locator(".ant-table-row").filter({ hasText: code });

test("an operator docks a 4PX account whose secret is never shown again, and deletes it", async ({
  page,
}) => {
  await signIn(page, DEMO.operator.username, DEMO.operator.password, "/carriers/providers");
  const sandbox = providerRow(page, "SB-DEMO");
  await expect(sandbox).toContainText("SANDBOX");
  await expect(sandbox).toContainText(C.breaker.closed);
  await shoot(page, "providers-zh");

  const code = `FPX${Date.now().toString(36).toUpperCase()}`;
  await page.getByRole("button", { name: C.providers.add }).click();
  const drawer = page.locator(".ant-drawer").filter({ hasText: C.form.addTitle });
  await drawer.getByLabel(C.providers.code).fill(code);
  await drawer.getByLabel(C.providers.name).fill("4PX 深圳账号");
  await drawer.locator("#serviceClass").click();
  await selectPopup(page).getByTitle("4PX").click();
  await expect(drawer.getByText(C.providers.unverifiedHint)).toBeVisible();
  await drawer.getByLabel("App Key").fill("demo-app-key");
  await drawer.getByLabel("App Secret").fill("demo-app-secret");
  await shoot(page, "provider-form-zh");
  await saveAndSeeSaved(page, drawer.getByRole("button", { name: spaced(TEXT.zh.common.actions.save) }));
  await expect(drawer).toBeHidden();

  const row = providerRow(page, code);
  await expect(row).toContainText(C.providers.unverified);
  await row.getByRole("button", { name: TEXT.zh.common.actions.edit }).click();
  const editing = page.locator(".ant-drawer").filter({ hasText: "4PX 深圳账号" });
  await expect(editing.getByLabel("App Key")).toHaveValue("demo-app-key");
  const secret = editing.getByLabel("App Secret");
  await expect(secret).toHaveValue("");
  await expect(secret).toHaveAttribute("placeholder", C.form.secretSet);
  await expect(editing.getByText(C.form.secretKept)).toBeVisible();
  await editing.getByRole("button", { name: spaced(TEXT.zh.common.actions.cancel) }).click();
  await expect(editing).toBeHidden();

  // Not public: it serves only the customers assigned to it.
  await openFromMenu(page, "客户分配");
  const assigned = providerRow(page, code);
  await expect(assigned).toContainText(C.assignments.none);
  await assigned.getByRole("button", { name: C.assignments.assign }).click();
  const dialog = page.getByRole("dialog").filter({ hasText: "4PX 深圳账号" });
  await dialog.locator("#orgIds").click();
  await selectPopup(page).getByTitle(DEMO_ORG).click();
  // A multiple select keeps its list open after a choice, over the dialog's buttons: close it as a person does,
  // by clicking outside it, and wait until it is gone.
  await dialog.locator(".ant-modal-title").click();
  await expect(page.locator(".ant-select-dropdown").filter({ visible: true })).toHaveCount(0);
  await saveAndSeeSaved(page, dialog.getByRole("button", { name: spaced(TEXT.zh.common.actions.save) }));
  await expect(assigned).toContainText(DEMO_ORG);
  await shoot(page, "assignments-zh");

  await openFromMenu(page, "对接商");
  await row.getByRole("button", { name: TEXT.zh.common.actions.delete }).click();
  const answered = page.waitForResponse((response) => response.request().method() === "DELETE");
  await page
    .locator(".ant-popconfirm")
    .getByRole("button", { name: spaced(TEXT.zh.common.actions.delete) })
    .click();
  expect((await answered).ok()).toBe(true);
  await expect(row).toHaveCount(0);
});

test("a failing provider opens its circuit, says so, and closes it again once it answers", async ({
  page,
}) => {
  await signIn(page, DEMO.operator.username, DEMO.operator.password, "/carriers/providers");
  // The provider is added through the API the form calls (the form has the journey above), then the list reloaded.
  const code = `SBF${Date.now().toString(36).toUpperCase()}`;
  const origin = new URL(page.url()).origin;
  const created = await page.request.post("/api/carriers/providers", {
    headers: { origin },
    data: {
      code,
      name: "故障沙箱",
      serviceClass: "SandboxCarrier",
      settings: {
        baseUrl: `${origin}/sandbox-carrier/v1`,
        apiKey: DEV_SANDBOX_CARRIER_KEY,
        failureRate: "1",
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await page.getByRole("button", { name: TEXT.zh.common.actions.refresh }).click();

  const row = providerRow(page, code);
  const check = async () => {
    const answered = page.waitForResponse((response) => response.url().endsWith("/check"));
    await row.getByRole("button", { name: C.providers.check }).click();
    return (await (await answered).json()) as CheckAnswer;
  };
  // Ten failed calls in a row open the circuit: the first and the last from the row, the ones between through the
  // API the button calls (a person would press it ten times; the journey need not wait for ten list reloads).
  const first = await check();
  expect(first.ok).toBe(false);
  for (let call = 2; call < BREAKER_RUN; call++) {
    const response = await page.request.post(`/api/carriers/providers/${first.provider.id}/check`, {
      headers: { origin },
    });
    expect(((await response.json()) as CheckAnswer).ok).toBe(false);
  }
  expect((await check()).ok).toBe(false);
  // The next is refused without calling the provider (within the cool-down, CARRIER_BREAKER_COOL_SECONDS).
  expect(await check()).toMatchObject({ ok: false, provider: { breaker: { state: "open" } } });
  await expect(page.getByText(SERVER.zh.CARRIER_CIRCUIT_OPEN).last()).toBeVisible();
  await expect(row).toContainText(C.breaker.open);
  await shoot(page, "circuit-open-zh");

  // The provider is mended; after the cool-down the next call is the probe, and its answer closes the circuit.
  await row.getByRole("button", { name: TEXT.zh.common.actions.edit }).click();
  const editing = page.locator(".ant-drawer").filter({ hasText: "故障沙箱" });
  await editing.getByLabel("失败率（0–1）").fill("0");
  await saveAndSeeSaved(page, editing.getByRole("button", { name: spaced(TEXT.zh.common.actions.save) }));
  await expect(editing).toBeHidden();
  await expect(async () => expect((await check()).ok).toBe(true)).toPass({ timeout: 30_000 });
  await expect(row).toContainText(C.breaker.closed);

  const deleted = await page.request.delete(`/api/carriers/providers/${first.provider.id}`, {
    headers: { origin },
  });
  expect(deleted.ok(), await deleted.text()).toBe(true);
});

test("the providers and API log pages read in English and Korean and fit a phone", async ({ page }) => {
  await signIn(page, DEMO.operator.username, DEMO.operator.password, "/carriers/providers");
  let from: "zh" | "en" | "ko" = "zh";
  // The language menu changes the open console in place (and saves the choice on the account).
  for (const lang of ["en", "ko"] as const) {
    const texts = CARRIERS[lang];
    await page.getByRole("button", { name: TEXT[from].common.language }).click();
    await dropdownItem(page, LANGUAGE_LABELS[lang]).click();
    from = lang;
    await openFromMenu(page, texts.providers.title);
    await expect(page.getByRole("heading", { name: texts.providers.title })).toBeVisible();
    await expect(providerRow(page, "SB-DEMO")).toContainText(texts.breaker.closed);
    await shoot(page, `providers-${lang}`);
    await openFromMenu(page, texts.apiLog.title);
    await expect(page.getByRole("heading", { name: texts.apiLog.title })).toBeVisible();
    await expect(page.getByText(texts.apiLog.operation).first()).toBeVisible();
    await shoot(page, `api-log-${lang}`);
    await page.getByRole("tab", { name: texts.apiLog.tabs.stats }).click();
    await expect(page.getByRole("columnheader", { name: texts.apiLog.stats.errorRate })).toBeVisible();
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/carriers/providers");
  await expect(providerRow(page, "SB-DEMO")).toBeVisible();
  await shoot(page, "providers-ko-phone");
});
