import { and, eq, isNull, or } from "drizzle-orm";
import { expect } from "vitest";
import { type TenancyCase, tenancyCase } from "../../test/tenancy";
import type { TestApp } from "../../test/test-app";
import { labelSettings } from "./label-settings.tables";

// Label settings: a customer reads and changes only its own org's; another customer neither sees nor changes
// them (nor the platform's default), and a sub-account without the screen's grant is refused. The fixture is a
// ZPL setting of the owner and the platform's default.
type Fixture = { ownId: number; defaultId: number; ownerOrgId: number };

const setup = async (t: TestApp, { owner }: { owner: { orgId: number } }): Promise<Fixture> => {
  // Each case starts from the same two settings (one per customer and product, so the last case's go first).
  await t.db
    .delete(labelSettings)
    .where(
      or(
        eq(labelSettings.orgId, owner.orgId),
        and(isNull(labelSettings.orgId), isNull(labelSettings.productId)),
      ),
    );
  const [own, platformDefault] = await t.db
    .insert(labelSettings)
    .values([
      { orgId: owner.orgId, format: "zpl", dpi: 300, printerFont: "E:NOTOSANSCJK.TTF" },
      { orgId: null, productId: null },
    ])
    .returning();
  return { ownId: own!.id, defaultId: platformDefault!.id, ownerOrgId: owner.orgId };
};

const unchanged = async (t: TestApp, f: Fixture) => {
  const [own] = await t.db.select().from(labelSettings).where(eq(labelSettings.id, f.ownId));
  expect(own).toMatchObject({ orgId: f.ownerOrgId, format: "zpl", dpi: 300, labelId: "4x6" });
  const [platformDefault] = await t.db.select().from(labelSettings).where(eq(labelSettings.id, f.defaultId));
  expect(platformDefault).toMatchObject({ orgId: null, labelId: "4x6", format: "pdf" });
};

const refused = (name: string, request: TenancyCase<Fixture>["request"]) =>
  tenancyCase<Fixture>({ name: `label settings: customers cannot ${name}`, setup, request, unchanged });

const change = { labelId: "100x100", format: "pdf" };

export const tenancyCases = [
  tenancyCase<Fixture>({
    name: "label settings: customers list only their own",
    setup,
    request: () => ({ method: "GET", url: "/api/carriers/label-settings" }),
    leaksNothing: (response, f) => {
      const ids = (response.json() as { rows: { id: number }[] }).rows.map((row) => row.id);
      expect(ids).not.toContain(f.ownId);
      expect(ids).not.toContain(f.defaultId);
    },
    unchanged,
  }),
  tenancyCase<Fixture>({
    name: "label settings: customers get no customer list among the form's choices",
    setup,
    request: () => ({ method: "GET", url: "/api/carriers/label-settings/options" }),
    leaksNothing: (response) => expect(response.json()).not.toHaveProperty("customers"),
  }),
  refused("change another's setting", (f) => ({
    method: "POST",
    url: "/api/carriers/label-settings",
    body: { id: f.ownId, ...change },
  })),
  refused("add a setting for another customer", (f) => ({
    method: "POST",
    url: "/api/carriers/label-settings",
    body: { orgId: f.ownerOrgId, ...change },
  })),
  refused("change the platform's default", (f) => ({
    method: "POST",
    url: "/api/carriers/label-settings",
    body: { id: f.defaultId, ...change },
  })),
  refused("delete another's setting", (f) => ({
    method: "DELETE",
    url: `/api/carriers/label-settings/${f.ownId}`,
  })),
  refused("delete the platform's default", (f) => ({
    method: "DELETE",
    url: `/api/carriers/label-settings/${f.defaultId}`,
  })),
];
