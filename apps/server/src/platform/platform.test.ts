import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { LANGUAGES } from "@pp/domain";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hasRole } from "./access";
import { loadConfig } from "./config";
import { MIGRATIONS_FOLDER, openDatabase, rowsOf } from "./db";
import { languageFromHeader } from "./i18n";
import { serverMessages } from "./i18n.messages";

describe("config", () => {
  it("applies defaults and refuses bad values naming the variable", () => {
    expect(loadConfig({}).PORT).toBe(8080);
    expect(loadConfig({ PORT: "9000" }).PORT).toBe(9000);
    expect(() => loadConfig({ PORT: "http" })).toThrow(/PORT/);
    expect(() => loadConfig({ CAPTCHA_TOLERANCE: "11" })).toThrow(/CAPTCHA_TOLERANCE/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });
});

describe("server messages", () => {
  it("exist and are filled in every language", () => {
    const keys = Object.keys(serverMessages.zh).sort();
    for (const lang of LANGUAGES) {
      expect(Object.keys(serverMessages[lang]).sort()).toEqual(keys);
      for (const key of keys)
        expect(serverMessages[lang][key as keyof typeof serverMessages.zh].trim()).not.toBe("");
    }
  });

  it("picks the caller's language from Accept-Language, Chinese by default", () => {
    expect(languageFromHeader(undefined)).toBe("zh");
    expect(languageFromHeader("ko-KR,ko;q=0.9,en;q=0.8")).toBe("ko");
    expect(languageFromHeader("fr-FR,en;q=0.5")).toBe("en");
    expect(languageFromHeader("de-DE")).toBe("zh");
  });
});

describe("roles", () => {
  it("pass when any role matches, Chinese-named roles by substring", () => {
    const actor = { roles: ["customer", "华东区财务主管"] } as Parameters<typeof hasRole>[0];
    expect(hasRole(actor, "admin", "customer")).toBe(true);
    expect(hasRole(actor, "财务")).toBe(true);
    expect(hasRole(actor, "cust")).toBe(false);
  });
});

describe("migrations", () => {
  it("a failing migration rolls back whole and leaves the database as it was", async () => {
    const folder = mkdtempSync(join(tmpdir(), "pp-migrations-"));
    cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalPath = join(folder, "meta", "_journal.json");
    const journal = JSON.parse((await import("node:fs")).readFileSync(journalPath, "utf8"));
    const pglite = new PGlite();
    const database = await openDatabase({ schema: {}, pglite });
    await database.migrate(folder);

    mkdirSync(folder, { recursive: true });
    writeFileSync(
      join(folder, "9999_broken.sql"),
      'CREATE TABLE "new_things" ("id" serial PRIMARY KEY);\n--> statement-breakpoint\nALTER TABLE "no_such_table" ADD COLUMN "x" int;',
    );
    journal.entries.push({
      idx: journal.entries.length,
      version: "7",
      when: Date.now() + 1000,
      tag: "9999_broken",
      breakpoints: true,
    });
    writeFileSync(journalPath, JSON.stringify(journal));
    await expect(database.migrate(folder)).rejects.toThrow();

    const tables = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from pg_tables where tablename = 'new_things'`),
    );
    expect(tables[0]?.n).toBe(0);
    const applied = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    );
    expect(applied[0]?.n).toBe(journal.entries.length - 1);
    await pglite.close();
  });
});
