import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "../support/session";

type MenuNode = { path: string; children: MenuNode[] };

const leaves = (nodes: MenuNode[]): MenuNode[] =>
  nodes.flatMap((node) => (node.children.length ? leaves(node.children) : [node]));

test("every entry of the operator's menu opens its page without a refusal", async ({ page }) => {
  await signIn(page, DEMO.operator.username, DEMO.operator.password);
  const refused: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 403 && new URL(response.url()).pathname.startsWith("/api/")) {
      refused.push(`${page.url()} → ${response.url()}`);
    }
  });
  const tree = (await (await page.request.get("/api/menus/build")).json()) as MenuNode[];
  const paths = leaves(tree).map((entry) => entry.path);
  expect(paths).not.toContain("/finance/bank-transfers");
  expect(paths).not.toContain("/carriers/api-docking");

  // Each entry opened inside the running console (as its menu link does), so the walk stays quick.
  for (const entry of leaves(tree)) {
    await page.evaluate((path) => {
      window.history.pushState(null, "", path);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, entry.path);
    await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
    await expect(page.locator(".pp-content")).toBeVisible();
  }
  // Every page's reads were sent on opening; they have all answered once the network is quiet.
  await page.waitForLoadState("networkidle");
  await expect(page).not.toHaveURL(/\/401$/);
  expect(refused).toEqual([]);
});
