import { expect, test } from "@playwright/test";
import enShell from "../../apps/web/src/locales/en/shell";

// The public webhook reference, read without signing in: the events of the catalogue, and the verification code in
// TypeScript, Python and Java.

const W = enShell.shell.webhookDoc;

test("the public webhook page lists the events and verifies signatures in three languages", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("lang", "en"));
  await page.goto("/APIDockingInfo/webhookDoc");
  await expect(page.getByRole("heading", { name: W.title })).toBeVisible();
  await expect(page.getByRole("cell", { name: "order.tracking_number_changed" })).toBeVisible();
  await expect(page.getByText("The order's tracking number was issued or changed")).toBeVisible();
  for (const tab of ["TypeScript", "Python", "Java"])
    await expect(page.getByRole("tab", { name: tab })).toBeVisible();
  await expect(page.getByText("timingSafeEqual(given, expected)")).toBeVisible();
  await page.getByRole("tab", { name: "Python" }).click();
  await expect(page.getByText("hmac.compare_digest(signature, expected)")).toBeVisible();
  await page.getByRole("tab", { name: "Java" }).click();
  await expect(page.getByText("MessageDigest.isEqual(given, expected)")).toBeVisible();
});
