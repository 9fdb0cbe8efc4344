import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "../support/session";

type MenuNode = { path: string; meta: { title: string }; children: MenuNode[] };

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

  // Opened from the side menu as a person would: a group unfolds, then each of its entries is clicked.
  const menu = page.locator(".pp-side-menu");
  const open = async (nodes: MenuNode[]) => {
    for (const node of nodes) {
      await menu.getByRole("menuitem", { name: node.meta.title, exact: true }).click();
      if (node.children.length) {
        await open(node.children);
        continue;
      }
      await expect(page).toHaveURL(new RegExp(`${node.path}$`));
      await expect(page.locator(".pp-topbar .ant-breadcrumb")).toContainText(node.meta.title);
    }
  };
  await open(tree);
  // The last page's own reads have answered once the network is quiet.
  await page.waitForLoadState("networkidle");
  await expect(page).not.toHaveURL(/\/401$/);
  expect(refused).toEqual([]);
});
