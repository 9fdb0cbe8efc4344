import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "../support/session";

type MenuNode = { path: string; children: MenuNode[] };

const leaves = (nodes: MenuNode[]): MenuNode[] =>
  nodes.flatMap((node) => (node.children.length ? leaves(node.children) : [node]));

// The operator used to be offered bank transfer confirmation and API docking info, whose calls answer 403.
// Every role × entry is checked against the calls by menus-match-access.test.ts; here the operator walks the
// two menu groups where the refusals were met, as a person would.
test("the operator's finance and carrier menus open without a refusal", async ({ page }) => {
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

  const walked = paths.filter((path) => path.startsWith("/finance/") || path.startsWith("/carriers/"));
  expect(walked.length).toBeGreaterThan(0);
  for (const path of walked) {
    // Opened inside the running console, as its menu link does.
    await page.evaluate((to) => {
      window.history.pushState(null, "", to);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator(".pp-content")).toBeVisible();
    // The page's reads have all answered once the network is quiet.
    await page.waitForLoadState("networkidle");
    await expect(page).not.toHaveURL(/\/401$/);
  }
  expect(refused).toEqual([]);
});
