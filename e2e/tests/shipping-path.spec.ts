import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import type { DockingProvider, Page as ListPage } from "@pp/contracts";
import { TRACK_STATUS_TEXTS } from "@pp/domain";
import * as mupdf from "mupdf";
import { Webhook } from "standardwebhooks";
import { SANDBOX_SETTING_FIELDS } from "../../apps/server/src/modules/carriers/adapters/sandbox/sandbox-settings";
import zhCarriers from "../../apps/web/src/locales/zh/carriers";
import zhSubmission from "../../apps/web/src/locales/zh/orderSubmission";
import zhOrders from "../../apps/web/src/locales/zh/orders";
import zhTracking from "../../apps/web/src/locales/zh/tracking";
import zhWebhooks from "../../apps/web/src/locales/zh/webhooks";
import { buttonName, pickOption, selectOf } from "../support/catalog";
import { DEMO, originHeader, signIn } from "../support/session";
import { saveAndSeeSaved } from "../support/shell";
import { fill, TEXT } from "../support/texts";
import { fillWizard } from "../support/wizard";

// Issue 17's "done when": the whole shipping path as a seller lives it, in one browser journey. An operator lets
// the demo's sandbox carrier play a parcel's days in seconds along the delivered path (its provider settings); the
// seller points a webhook endpoint at a receiver of their own, places an order in the wizard, sees it pushed to
// the sandbox carrier, prints its label from scan-and-print, refreshes its tracking until it is delivered, and
// finds the order's signed order.created, order.label_ready and order.tracking_updated deliveries in the log.

const O = zhOrders.orders;
const S = zhSubmission.orderSubmission;
const T = zhTracking.tracking;
const W = zhWebhooks.webhooks;
const C = zhCarriers.carriers;
const SHOTS = ".tmp/shots-path";
const DEMO_PROVIDER = "SB-DEMO";
const DELIVERED = TRACK_STATUS_TEXTS.delivered.zh;
/** Ten simulated hours a second: the delivered path's 116 hours in about 12 seconds. */
const FAST_CLOCK = "36000";
const EVENT_TYPES = ["order.created", "order.label_ready", "order.tracking_updated"] as const;

const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** A sandbox provider setting's label or option label as the Chinese console shows it. */
const setting = (key: string) => {
  const field = SANDBOX_SETTING_FIELDS.find((candidate) => candidate.key === key);
  if (!field) throw new Error(`the sandbox carrier has no setting ${key}`);
  const option = (value: string) =>
    field.options?.find((candidate) => candidate.value === value)?.label.zh ?? value;
  return { label: field.label.zh, option };
};

type Message = { id: string; type: string; data: { orderNo?: string; trackingStatus?: string } };

/** The seller's receiver on this machine: verifies each request's Standard Webhooks signature and answers 200. */
const openReceiver = async () => {
  const verified: Message[] = [];
  const refused: string[] = [];
  let secret = "";
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const header = (name: string) => String(request.headers[name] ?? "");
      try {
        const message = new Webhook(secret).verify(body, {
          "webhook-id": header("webhook-id"),
          "webhook-timestamp": header("webhook-timestamp"),
          "webhook-signature": header("webhook-signature"),
        }) as Omit<Message, "id">;
        verified.push({ ...message, id: header("webhook-id") });
        response.writeHead(200, { "content-type": "text/plain" }).end("ok");
      } catch (error) {
        refused.push((error as Error).message);
        response.writeHead(400, { "content-type": "text/plain" }).end("bad signature");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    verified,
    refused,
    /** The secret the endpoint signs with, as the console showed it once. */
    keep: (shown: string) => {
      secret = shown;
    },
    close: () => server.close(),
  };
};

/** The text of a label PDF's first page. */
const pdfText = (bytes: Buffer) =>
  mupdf.Document.openDocument(bytes, "application/pdf")
    .loadPage(0)
    .toStructuredText("preserve-whitespace")
    .asText();

test("a seller's order goes from the wizard to the sandbox carrier, its label, delivered, and signed webhooks", async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  const receiver = await openReceiver();
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  let demoProvider: DockingProvider | undefined;
  let endpointId: number | undefined;
  try {
    // The operator lets the demo's sandbox carrier play new parcels fast, along the path that ends delivered.
    await signIn(operator, DEMO.operator.username, DEMO.operator.password, "/carriers/providers");
    const providers = await operator.request.get(`/api/carriers/providers?keyword=${DEMO_PROVIDER}`);
    demoProvider = ((await providers.json()) as ListPage<DockingProvider>).rows.find(
      (row) => row.code === DEMO_PROVIDER,
    );
    expect(demoProvider, "the demo's sandbox provider").toBeDefined();
    await operator
      .locator(".ant-table-row")
      .filter({ hasText: DEMO_PROVIDER })
      .getByRole("button", { name: TEXT.zh.common.actions.edit })
      .click();
    const drawer = operator.locator(".ant-drawer").filter({
      hasText: fill(C.form.editTitle, { name: demoProvider?.name ?? "" }),
    });
    await drawer.getByLabel(setting("clock").label).fill(FAST_CLOCK);
    await selectOf(drawer, setting("path").label).click();
    await pickOption(operator, setting("path").option("normal"));
    await expect(selectOf(drawer, setting("path").label)).toContainText(setting("path").option("normal"));
    await expect(operator.locator(".ant-select-dropdown").filter({ visible: true })).toHaveCount(0);
    await shoot(operator, "1-sandbox-settings-zh");
    await saveAndSeeSaved(
      operator,
      drawer.getByRole("button", { name: buttonName(TEXT.zh.common.actions.save) }),
    );
    await expect(drawer).toBeHidden();

    // The seller adds a webhook endpoint for the three events and keeps the secret shown once.
    await signIn(page, DEMO.customer.username, DEMO.customer.password, "/carriers/api-docking?tab=webhooks");
    await page.getByTestId("webhook-add").click();
    const form = page.locator(".ant-drawer").filter({ hasText: W.add });
    await form.locator("#url").fill(receiver.url);
    for (const type of EVENT_TYPES)
      await form.getByRole("checkbox", { name: new RegExp(`^${type.replace(".", "\\.")}\\b`) }).check();
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/webhooks/endpoints") && response.request().method() === "POST",
    );
    await form.getByTestId("webhook-save").click();
    endpointId = ((await (await saved).json()) as { id: number }).id;
    const secretBox = page.getByTestId("webhook-secret");
    await expect(secretBox).toHaveValue(/^whsec_/);
    receiver.keep(await secretBox.inputValue());
    await page
      .locator(".ant-modal")
      .filter({ hasText: W.secretOnce })
      .getByRole("button", { name: buttonName(TEXT.zh.common.actions.confirm) })
      .click();
    const endpointRow = page.locator(".ant-table-row").filter({ hasText: receiver.url });
    await expect(endpointRow).toContainText(fill(W.eventCount, { count: EVENT_TYPES.length }));

    // The order, placed through the wizard's six steps; its detail opens.
    await page.goto("/orders/create");
    await page.getByRole("button", { name: O.wizard.startOver }).click();
    await fillWizard(page);
    await shoot(page, "2-wizard-confirm-zh");
    await page.getByRole("button", { name: O.wizard.confirm.submit }).click();
    await expect(page).toHaveURL(/\/orders\/detail\?id=\d+/);
    const orderId = Number(new URL(page.url()).searchParams.get("id"));
    const orderNo = ((await page.getByTestId("order-no").textContent()) ?? "").trim();
    expect(orderNo).not.toBe("");

    // Pushed to the sandbox carrier: the seller reloads the detail until the submission says so, with its number.
    const submission = page.locator(".pp-page-card").filter({ hasText: O.detail.sections.submission });
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId("order-no")).toBeVisible({ timeout: 30_000 });
      await expect(submission.getByText(S.statuses.success, { exact: true })).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 120_000 });
    await expect(submission).toContainText(demoProvider?.name ?? "");
    await expect(submission.getByText(S.labels.obtained, { exact: true })).toBeVisible();
    const carrierNumber = /SB\d{9}CN/.exec((await submission.textContent()) ?? "")?.[0] ?? "";
    expect(carrierNumber, "the sandbox carrier's number on the detail").not.toBe("");
    await submission.scrollIntoViewIfNeeded();
    await shoot(page, "3-pushed-zh");

    // Scan and print: the carrier's number scanned opens this order's label, which carries that number.
    await page.goto("/orders/scan");
    const box = page.getByRole("textbox", { name: O.scan.label });
    await expect(box).toBeFocused();
    // The label the browser is sent, kept on its way to the page.
    let labelBytes: Buffer = Buffer.alloc(0);
    await page.route(`**/api/orders/orders/${orderId}/label`, async (route) => {
      const response = await route.fetch();
      expect(response.headers()["content-type"]).toContain("application/pdf");
      labelBytes = await response.body();
      await route.fulfill({ response });
    });
    await box.pressSequentially(carrierNumber);
    await box.press("Enter");
    await expect(page.getByTestId("scanned-order-no")).toHaveText(orderNo);
    await expect(page.locator("iframe.pp-label-frame")).toHaveAttribute(
      "title",
      fill(O.scan.labelTitle, { orderNo }),
    );
    expect(pdfText(labelBytes)).toContain(carrierNumber);
    await shoot(page, "4-scan-label-zh");

    // Tracking: from the scanned order to its detail, "refresh now" until the carrier says delivered.
    await page.getByRole("button", { name: O.scan.openOrder }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/detail\\?id=${orderId}$`));
    const panel = page.getByTestId("order-tracking");
    await expect(async () => {
      const refreshed = page.waitForResponse((response) =>
        response.url().endsWith(`/api/tracking/orders/${orderId}/refresh`),
      );
      await panel.getByRole("button", { name: buttonName(T.refresh) }).click();
      expect((await refreshed).ok()).toBe(true);
      await expect(panel.getByTestId("track-status")).toHaveText(DELIVERED, { timeout: 5000 });
    }).toPass({ timeout: 120_000 });
    await expect(panel.getByTestId("track-event").first()).toContainText("Berlin, DE");
    // Delivered completes the order; the detail follows the refresh.
    await expect(page.locator(".pp-order-detail")).toContainText(O.status.completed);
    await panel.scrollIntoViewIfNeeded();
    await shoot(page, "5-delivered-zh");

    // The tracking screen finds the parcel by the carrier's number, delivered, its timeline in the carrier's words.
    await page.goto("/orders/tracking");
    await page.getByTestId("tracking-numbers").fill(carrierNumber);
    await page.getByRole("button", { name: buttonName(T.search) }).click();
    const result = page.getByTestId("tracking-result");
    await expect(result).toHaveCount(1);
    await expect(result.getByTestId("track-status")).toHaveText(DELIVERED);
    await result.locator(".ant-collapse-header").click();
    await result.getByRole("switch", { name: T.showOriginal }).click();
    await expect(result.getByTestId("track-original").first()).toHaveText("[LM40] Delivered");
    await expect(result.getByTestId("track-original").last()).toHaveText(
      "[OR10] Shipment information received",
    );
    await shoot(page, "6-tracking-zh");

    // The delivery log lists the order's three events, each delivered with 200; the receiver verified them all.
    await page.goto("/carriers/api-docking?tab=webhooks");
    await endpointRow.getByTestId("webhook-log").click();
    const log = page.locator(".ant-drawer").filter({ hasText: W.log.title });
    const rowsOf = (type: string) =>
      log.locator(".ant-table-row").filter({ hasText: type }).filter({ hasText: orderNo });
    await expect(async () => {
      await log.getByRole("button", { name: buttonName(TEXT.zh.common.actions.refresh) }).click();
      for (const type of EVENT_TYPES)
        await expect(rowsOf(type).filter({ hasText: W.statuses.delivered }).first()).toBeVisible({
          timeout: 5000,
        });
    }).toPass({ timeout: 60_000 });
    for (const type of EVENT_TYPES) {
      const rows = rowsOf(type);
      await expect(rows.filter({ hasText: W.statuses.delivered })).toHaveCount(await rows.count());
      await expect(rows.first().getByRole("cell", { name: "200", exact: true })).toBeVisible();
    }
    await shoot(page, "7-webhook-log-zh");

    expect(receiver.refused).toEqual([]);
    const ours = receiver.verified.filter((message) => message.data.orderNo === orderNo);
    expect(new Set(ours.map((message) => message.type))).toEqual(new Set(EVENT_TYPES));
    expect(
      ours.filter((message) => message.type === "order.tracking_updated").at(-1)?.data.trackingStatus,
    ).toBe("delivered");
  } finally {
    receiver.close();
    // The demo's shared provider and the seller's endpoints as they were for the journeys after this one.
    if (demoProvider) {
      const { id, code, name, serviceClass, isPublic, linkedProviderId, enabled, settings } = demoProvider;
      const restored = await operator.request.post("/api/carriers/providers", {
        headers: originHeader(),
        data: { id, code, name, serviceClass, isPublic, linkedProviderId, enabled, settings },
      });
      expect(restored.ok(), await restored.text()).toBe(true);
    }
    if (endpointId !== undefined) {
      const removed = await page.request.delete(`/api/webhooks/endpoints/${endpointId}`, {
        headers: originHeader(),
      });
      expect(removed.ok(), await removed.text()).toBe(true);
    }
    await operatorContext.close();
  }
});
