import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { type Parties, type TenancyCase, tenancyCase } from "../../../test/tenancy";
import type { TestApp } from "../../../test/test-app";
import { orderImports } from "./import.tables";

type ImportFixture = { importId: number };

// The owner's finished import, written straight in (the upload and its task are import.test.ts's).
const setup = async (t: TestApp, { owner }: Parties): Promise<ImportFixture> => {
  const [row] = await t.db
    .insert(orderImports)
    .values({
      orgId: owner.orgId,
      createdBy: owner.userId,
      uploader: {
        userId: owner.userId,
        orgId: owner.orgId,
        orgType: "customer",
        roles: ["customer"],
        isSubAccount: false,
        mainUserId: null,
        lang: "zh",
        info: {} as never,
        privilege: "USER",
        scope: { all: false, orgIds: [owner.orgId] },
        screens: ["orders/bulk"],
      },
      taskId: 1,
      fileKey: "db:none",
      fileName: "orders.xlsx",
      fileSize: 1,
      fileSha256: "0",
      mode: "placeGood",
      status: "completed",
      total: 1,
      processed: 1,
      failed: 1,
      failedFileKey: "db:none-failed",
    })
    .returning();
  return { importId: row!.id };
};

const unchanged: TenancyCase<ImportFixture>["unchanged"] = async (t, fixture) => {
  const [row] = await t.db.select().from(orderImports).where(eq(orderImports.id, fixture.importId));
  expect(row).toMatchObject({ status: "completed", processed: 1 });
};

export const tenancyCases = [
  tenancyCase<ImportFixture>({
    name: "orders: the import history never shows the owner's imports",
    setup,
    request: () => ({ method: "GET", url: "/api/orders/imports" }),
    leaksNothing: (response, f) =>
      expect(response.json().rows.map((row: { id: number }) => row.id)).not.toContain(f.importId),
    unchanged,
  }),
  ...(["", "/file", "/failed"] as const).map((tail) =>
    tenancyCase<ImportFixture>({
      name: `orders: the owner's import${tail} is not found`,
      setup,
      request: (f) => ({ method: "GET", url: `/api/orders/imports/${f.importId}${tail}` }),
      unchanged,
    }),
  ),
  tenancyCase<ImportFixture>({
    name: "orders: others cannot pay the drafts of the owner's import",
    setup,
    request: (f) => ({ method: "POST", url: `/api/orders/imports/${f.importId}/pay-drafts` }),
    unchanged,
  }),
];
