import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Address, OrderImport, SessionInfo } from "@pp/contracts";
import { addMoney } from "@pp/domain";
import { and, eq, inArray } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { checkLedger } from "../modules/finance";
import { type Database, openDatabase } from "../platform/db";
import * as schema from "../schema";
import { importWorkbook, templateRowsOf } from "../test/import-sheets";
import { berlinDraft } from "../test/order-drafts";
import { type ServerProcess, signInOverHttp, startServerProcess } from "../test/server-process";
import { createRunDatabase } from "../test/test-app";

// Issue 14: "a server process killed in the middle of an import leaves no order without its charge and no order or
// charge twice; after restart the task resumes where it stopped". The real server runs as its own process on a
// fresh PostgreSQL database it migrates and seeds itself; the demo customer uploads a file of ORDERS orders, the
// process is killed (SIGKILL) once the first chunk is recorded, and a new process on the same database finishes
// the import. PGlite has one process by nature, so there is nothing to prove there.

const ORDERS = 1500;
const POLL_MS = 50;
const LEASE_SECONDS = "2";
const ADMIN = { username: "admin", password: "Admin2026" };
const CUSTOMER = { username: "customer", password: "Customer2026" };
const url = process.env.TEST_DATABASE_URL;

const references = Array.from({ length: ORDERS }, (_, n) => `CRASH-${n}`);

/** The file: ORDERS one-box orders to Berlin on the demo German line (named by its code), one reference each. */
const buildFile = () =>
  importWorkbook(
    references.flatMap((reference) =>
      templateRowsOf(berlinDraft(0), { productCode: "PP-DE-ECO", reference }),
    ),
  );

const api = async <T>(
  server: ServerProcess,
  path: string,
  token: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) => {
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
};

const pause = () => new Promise((resolve) => setTimeout(resolve, POLL_MS));

describe.runIf(url)(
  "a bulk import whose server process is killed (PostgreSQL only: skipped without TEST_DATABASE_URL)",
  () => {
    const servers: ServerProcess[] = [];
    let databaseUrl: string;
    let dataDir: string;
    let database: Database | undefined;

    const start = async () => {
      const server = await startServerProcess({
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        JOBS: "true",
        ORDER_IMPORT_LEASE_SECONDS: LEASE_SECONDS,
        LOG_LEVEL: "warn",
        SEED_DEMO: "true",
      });
      servers.push(server);
      return server;
    };

    beforeAll(async () => {
      // Empty, named like the run's other databases (the run's teardown drops it too): the server migrates it.
      databaseUrl = await createRunDatabase(url!, inject("postgresTemplate")!, false);
      dataDir = await mkdtemp(join(tmpdir(), "pp-crash-"));
    });

    afterAll(async () => {
      for (const server of servers) await server.kill();
      await database?.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
      if (!databaseUrl) return;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
      await admin.end();
    });

    it("places every order once with one charge each, and the restarted server finishes the import", async () => {
      const first = await start();

      // The demo customer's default sender and money for every order, given as people give them.
      const staffToken = await signInOverHttp(first.url, ADMIN.username, ADMIN.password);
      const token = await signInOverHttp(first.url, CUSTOMER.username, CUSTOMER.password);
      const { user } = await api<SessionInfo>(first, "/api/auth/info", token);
      await api(first, "/api/finance/wallets/adjust", staffToken, {
        body: { orgId: user.orgId, currency: "CNY", amount: "1000000.00", reason: "bulk import crash test" },
        headers: { "idempotency-key": `crash-test-${user.orgId}` },
      });
      const sender = await api<Address>(first, "/api/customerAddress/saveAddress", token, {
        body: {
          type: "sender",
          isDefault: true,
          name: "张伟",
          phone: "13800138000",
          countryCode: "CN",
          city: "深圳",
          postcode: "518000",
          address1: "南山区科技园科苑路8号",
        },
      });

      const form = new FormData();
      form.append("mode", "placeGood");
      form.append("senderAddressId", String(sender.id));
      form.append("file", new Blob([await buildFile()]), "crash-orders.xlsx");
      const uploaded = await fetch(`${first.url}/api/orders/imports`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(uploaded.status, await uploaded.clone().text()).toBe(200);
      const { id } = (await uploaded.json()) as OrderImport;

      // Progress as the customer sees it, across both processes: it never goes back.
      const seen: number[] = [];
      const read = async (server: ServerProcess) => {
        const current = await api<OrderImport>(server, `/api/orders/imports/${id}`, token);
        seen.push(current.processed);
        return current;
      };

      let atKill = await read(first);
      while (atKill.status === "processing" && atKill.processed === 0) {
        await pause();
        atKill = await read(first);
      }
      await first.kill();
      // Killed with chunks still to do, or the test proves nothing about resuming.
      expect(atKill).toMatchObject({ status: "processing", total: ORDERS });
      expect(atKill.processed).toBeLessThan(ORDERS);

      const second = await start();
      let done = await read(second);
      while (done.status === "processing") {
        await pause();
        done = await read(second);
      }

      expect(done).toMatchObject({ status: "completed", total: ORDERS, processed: ORDERS, failed: 0 });
      expect(done.succeeded + done.drafted + done.failed).toBe(done.total);
      expect(seen).toEqual([...seen].sort((a, b) => a - b));

      database = await openDatabase({ schema, url: databaseUrl, poolMax: 2 });
      const { db } = database;
      const placed = await db
        .select({
          orderNo: schema.orders.orderNo,
          referenceNo: schema.orders.referenceNo,
          paymentStatus: schema.orders.paymentStatus,
        })
        .from(schema.orders)
        .where(and(eq(schema.orders.orgId, user.orgId), inArray(schema.orders.referenceNo, references)));
      // Every order of the file exists once, placed and paid.
      expect(placed.map((order) => order.referenceNo).sort()).toEqual([...references].sort());
      expect(placed.filter((order) => order.paymentStatus !== "paid")).toEqual([]);

      const charges = await db
        .select({ orderNo: schema.ledgerEntries.referenceId, amount: schema.ledgerEntries.amount })
        .from(schema.ledgerEntries)
        .where(
          and(
            eq(schema.ledgerEntries.orgId, user.orgId),
            eq(schema.ledgerEntries.referenceType, "order"),
            inArray(schema.ledgerEntries.kind, ["charge", "hold"]),
          ),
        );
      const allOrderNos = new Set(
        (
          await db
            .select({ orderNo: schema.orders.orderNo })
            .from(schema.orders)
            .where(eq(schema.orders.orgId, user.orgId))
        ).map((order) => order.orderNo),
      );
      // No charge without its order, and each order of the file charged exactly once.
      expect(charges.filter((charge) => !allOrderNos.has(charge.orderNo))).toEqual([]);
      const fileOrderNos = new Set(placed.map((order) => order.orderNo));
      const fileCharges = charges.filter((charge) => fileOrderNos.has(charge.orderNo));
      expect(fileCharges.map((charge) => charge.orderNo).sort()).toEqual([...fileOrderNos].sort());
      // What the import says it charged is what the wallet paid for its orders.
      expect(done.charged).toEqual({
        amount: addMoney(...fileCharges.map((charge) => charge.amount)),
        currency: "CNY",
      });

      const ledger = await checkLedger(db);
      expect(ledger).toMatchObject({ drift: "0.00", unbalancedEntries: 0, problems: [] });
    }, 600_000);
  },
);
