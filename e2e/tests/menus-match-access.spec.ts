import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "../support/session";
import { SYSTEM_NAME } from "../support/texts";

type MenuNode = { path: string; meta: { title: string }; children: MenuNode[] };

const leaves = (nodes: MenuNode[]): MenuNode[] =>
  nodes.flatMap((node) => (node.children.length ? leaves(node.children) : [node]));

test("every entry of the operator's menu opens its page without a refusal", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.operator.username, DEMO.operator.password);
  const refused: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 403 && new URL(response.url()).pathname.startsWith("/api/")) {
      refused.push(`${page.url()} → ${response.url()}`);
    }
  });
  const menu = (await (await page.request.get("/api/menus/build")).json()) as MenuNode[];
  const entries = leaves(menu);
  expect(entries.map((entry) => entry.path)).not.toContain("/finance/bank-transfers");
  expect(entries.map((entry) => entry.path)).not.toContain("/carriers/api-docking");

  for (const entry of entries) {
    await page.goto(entry.path);
    await expect(page).toHaveTitle(`${entry.meta.title} - ${SYSTEM_NAME.zh}`);
    // The page's own reads have answered once the network is quiet: a refusal would have sent it to /401.
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
  }
  expect(refused).toEqual([]);
});
