import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executePrepared } from "../../platform/db";
import { storedFiles } from "../../platform/platform.tables";
import { migrationDataBlock } from "../../test/migrations";
import { createCustomerAccount } from "../../test/tenancy";
import { createTestApp, type TestApp } from "../../test/test-app";
import { rechargeBankTransfers } from "./recharge.tables";

// A proof kept in its bank transfer's row before the file store existed still downloads after the migration,
// and a newly submitted proof goes through the file store.

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(40, 3),
]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("bank-transfer proofs in the file store", () => {
  it("stores a submitted proof in the configured store (database by default)", async () => {
    const customer = await createCustomerAccount(t);
    const form = new FormData();
    form.set("amount", "120");
    form.set("transferDate", "2026-01-02");
    form.set("file", new Blob([PNG], { type: "image/png" }), "slip.png");
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const submitted = await t.app.inject({
      method: "POST",
      url: "/api/finance/recharges/bank-transfers",
      headers: {
        authorization: `Bearer ${customer.token}`,
        "content-type": request.headers.get("content-type")!,
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const [row] = await t.db
      .select({ proofFile: rechargeBankTransfers.proofFile })
      .from(rechargeBankTransfers)
      .where(eq(rechargeBankTransfers.id, submitted.json().id));
    const [file] = await t.db.select().from(storedFiles).where(eq(storedFiles.key, row!.proofFile));
    expect(file).toMatchObject({
      contentType: "image/png",
      name: "slip.png",
      size: PNG.length,
      sha256: createHash("sha256").update(PNG).digest("hex"),
    });
    expect(file!.bytes.equals(PNG)).toBe(true);
  });

  it("moves a proof kept in its row into the store, where it still downloads", async () => {
    const customer = await createCustomerAccount(t);
    // The table as it was: the proof's bytes in the row, no file key.
    await t.db.execute(sql`alter table recharge_bank_transfers add column proof bytea`);
    await t.db.execute(sql`alter table recharge_bank_transfers alter column proof_file drop not null`);
    await t.db.execute(sql`update recharge_bank_transfers set proof = ${Buffer.from("%PDF-1.4 earlier")}`);
    const [old] = await executePrepared<{ id: number }>(
      t.db,
      sql`insert into recharge_bank_transfers (org_id, user_id, currency, amount, transfer_date, proof, proof_name, proof_type, proof_size)
          values (${customer.orgId}, ${customer.userId}, 'CNY', '80.00', '2026-01-01', ${PNG}, 'old-slip.png', 'image/png', ${PNG.length})
          returning id`,
    );
    for (const statement of migrationDataBlock("-- data: every bank-transfer proof kept in its row"))
      await t.db.execute(sql.raw(statement));

    const proof = await t.call("GET", `/api/finance/bank-transfers/${old!.id}/proof`, {
      token: customer.token,
    });
    expect(proof.statusCode, proof.body).toBe(200);
    expect(proof.headers["content-type"]).toBe("image/png");
    expect(proof.rawPayload.equals(PNG)).toBe(true);
    const [file] = await t.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, `db:bank-transfer-proof-${old!.id}`));
    expect(file).toMatchObject({ name: "old-slip.png", size: PNG.length });
    const columns = await executePrepared(
      t.db,
      sql`select column_name from information_schema.columns where table_name = 'recharge_bank_transfers' and column_name = 'proof'`,
    );
    expect(columns).toEqual([]);
  });
});
