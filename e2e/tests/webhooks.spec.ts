import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import zhWebhooks from "../../apps/web/src/locales/zh/webhooks";
import { DEMO, signIn } from "../support/session";
import { TEXT } from "../support/texts";

// Webhooks (issue 16): a customer points an endpoint at their own receiver, keeps the secret shown once, sends a test
// event that the receiver verifies as Standard Webhooks, finds it delivered in the log and pushes it again.

const W = zhWebhooks.webhooks;
const SHOTS = ".tmp/shots-webhooks";

/** A button's name as antd renders two-character Chinese labels (a space between them), after its icon's. */
const spaced = (text: string) => new RegExp(`${[...text].join("\\s*")}$`);

type Received = { headers: IncomingHttpHeaders; body: string };

/** A customer's receiver on this machine: keeps every request and answers 200. */
const openReceiver = async () => {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  /** The request the receiver got in the given place (the first is 0). */
  const at = (index: number): Received => {
    const request = received[index];
    if (!request) throw new Error(`the receiver got no request ${index + 1}`);
    return request;
  };
  return { url: `http://127.0.0.1:${port}/hooks`, received, at, close: () => server.close() };
};

const headerText = (headers: IncomingHttpHeaders, name: string) => String(headers[name] ?? "");

test("a customer adds a webhook, verifies its signed test event, and pushes it again", async ({ page }) => {
  const receiver = await openReceiver();
  try {
    await signIn(page, DEMO.customer.username, DEMO.customer.password, "/carriers/api-docking?tab=webhooks");
    await page.getByTestId("webhook-add").click();
    const drawer = page.locator(".ant-drawer").filter({ hasText: W.add });
    await drawer.locator("#url").fill(receiver.url);
    await drawer.getByTestId("webhook-save").click();

    // The secret is shown once.
    const secretBox = page.getByTestId("webhook-secret");
    await expect(secretBox).toHaveValue(/^whsec_/);
    const secret = await secretBox.inputValue();
    await page
      .locator(".ant-modal")
      .filter({ hasText: W.secretOnce })
      .getByRole("button", { name: spaced(TEXT.zh.common.actions.confirm) })
      .click();
    await expect(secretBox).toBeHidden();

    const row = page.locator(".ant-table-row").filter({ hasText: receiver.url });
    await expect(row).toContainText(W.states.enabled);
    await row.getByTestId("webhook-test").click();
    await expect(page.getByText(W.testDelivered.replace("{{status}}", "200"))).toBeVisible();
    expect(receiver.received).toHaveLength(1);
    const first = receiver.at(0);
    const verified = new Webhook(secret).verify(first.body, {
      "webhook-id": headerText(first.headers, "webhook-id"),
      "webhook-timestamp": headerText(first.headers, "webhook-timestamp"),
      "webhook-signature": headerText(first.headers, "webhook-signature"),
    });
    expect(verified).toMatchObject({ type: "webhook.test", data: { message: "hello" } });

    await row.getByTestId("webhook-log").click();
    const log = page.locator(".ant-drawer").filter({ hasText: W.log.title });
    const delivery = log.locator(".ant-table-row").filter({ hasText: "webhook.test" });
    await expect(delivery).toContainText(W.statuses.delivered);
    await page.screenshot({ path: `${SHOTS}/delivery-log-zh.png` });

    // Pushed again: the receiver gets the same message a second time, and the log counts the second attempt.
    await delivery.getByTestId("webhook-repush").click();
    await expect(page.getByText(W.log.repushed.replace("{{count}}", "1"))).toBeVisible();
    await expect.poll(() => receiver.received.length).toBe(2);
    expect(headerText(receiver.at(1).headers, "webhook-id")).toBe(headerText(first.headers, "webhook-id"));
    await expect(async () => {
      await log.getByRole("button", { name: spaced(TEXT.zh.common.actions.refresh) }).click();
      await expect(delivery.getByRole("cell", { name: "2", exact: true })).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(delivery).toContainText(W.statuses.delivered);
  } finally {
    receiver.close();
  }
});
