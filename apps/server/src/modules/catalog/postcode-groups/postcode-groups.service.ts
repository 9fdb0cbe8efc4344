import {
  formatPostcodeMatcher,
  type ImportResult,
  POSTCODE_GROUP_KINDS,
  type PostcodeGroupInput,
  type PostcodeGroupKind,
  parsePostcodeMatcher,
  postcodeGroupInputSchema,
} from "@pp/contracts";
import type { Language, PostcodeMatcher } from "@pp/domain";
import { requireCan } from "../../../platform/access";
import type { Actor } from "../../../platform/actor";
import type { Db } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { readSheetRows, type SheetColumn, writeWorkbook } from "../../../platform/excel";
import { translateKey } from "../../../platform/i18n";
import { mapPage } from "../../../platform/paging";
import { touchProducts } from "../catalog.changes";
import * as repo from "./postcode-groups.repository";

type GroupRow = NonNullable<Awaited<ReturnType<typeof repo.findGroup>>>;

// The catalogue's libraries are platform data: only platform administrators and operators touch them.

export const groupView = (row: GroupRow) => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  country: row.country,
  matchers: row.matchers,
  description: row.description,
  updatedAt: row.updatedAt.toISOString(),
});

export const listGroups = async (db: Db, actor: Actor, query: Parameters<typeof repo.listGroups>[1]) => {
  requireCan(actor, "manageCatalog");
  const page = await repo.listGroups(db, query);
  return mapPage(page, groupView);
};

/** Text lines to matchers; the input schema has already refused a bad line. */
const matchersOf = (lines: string[]): PostcodeMatcher[] =>
  lines.flatMap((line) => {
    const parsed = parsePostcodeMatcher(line);
    return parsed.ok ? [parsed.matcher] : [];
  });

const valuesOf = (input: PostcodeGroupInput) => {
  const parsed = postcodeGroupInputSchema.parse(input);
  return { ...parsed, matchers: matchersOf(parsed.matchers) };
};

// A group's matchers decide which zone, remote fee or block applies: every write re-prices every product.
export const createGroup = async (db: Db, actor: Actor, input: PostcodeGroupInput) => {
  requireCan(actor, "manageCatalog");
  const values = valuesOf(input);
  return db.transaction(async (tx) => {
    const row = await repo.insertGroup(tx, values);
    if (!row) throw AppError.field("name", "CAT_GROUP_NAME_TAKEN");
    await touchProducts(tx, "all");
    return groupView(row);
  });
};

export const updateGroup = async (db: Db, actor: Actor, id: number, input: PostcodeGroupInput) => {
  requireCan(actor, "manageCatalog");
  const values = valuesOf(input);
  return db.transaction(async (tx) => {
    if (!(await repo.findGroup(tx, id))) throw new AppError("NOT_FOUND");
    const [clash] = await repo.groupsByNames(tx, [values.name]);
    if (clash && clash.id !== id) throw AppError.field("name", "CAT_GROUP_NAME_TAKEN");
    const row = await repo.updateGroup(tx, id, values);
    if (!row) throw new AppError("NOT_FOUND");
    await touchProducts(tx, "all");
    return groupView(row);
  });
};

/** Deletes a group no product uses; otherwise names the products that still use it. */
export const deleteGroup = async (db: Db, actor: Actor, id: number) => {
  requireCan(actor, "manageCatalog");
  await db.transaction(async (tx) => {
    if (!(await repo.findGroup(tx, id))) throw new AppError("NOT_FOUND");
    const codes = await repo.productCodesUsingGroup(tx, id);
    if (codes.length)
      throw new AppError("IN_USE", { params: { messageKey: "CAT_GROUP_IN_USE", codes: codes.join(", ") } });
    await repo.deleteGroup(tx, id);
    await touchProducts(tx, "all");
  });
};

// ---- xlsx template, export and import ----------------------------------------------------------------

type Column = "name" | "kind" | "country" | "matcher";

const HEADERS: Record<Column, Record<Language, string>> = {
  name: { zh: "分组名称", en: "Group name", ko: "그룹 이름" },
  kind: { zh: "类型", en: "Kind", ko: "유형" },
  country: { zh: "国家代码", en: "Country code", ko: "국가 코드" },
  matcher: { zh: "邮编", en: "Postcode", ko: "우편번호" },
};
const COLUMNS: Column[] = ["name", "kind", "country", "matcher"];

const KIND_LABELS: Record<PostcodeGroupKind, Record<Language, string>> = {
  zone: { zh: "分区", en: "Zone", ko: "구역" },
  remote: { zh: "偏远", en: "Remote", ko: "원격지" },
  nonRemote: { zh: "非偏远", en: "Non-remote", ko: "비원격지" },
  blocked: { zh: "禁运", en: "Blocked", ko: "금지" },
};

const SHEET_NAME: Record<Language, string> = { zh: "邮编分组", en: "Postcode groups", ko: "우편번호 그룹" };

const sheetColumns = (lang: Language): SheetColumn<Column>[] =>
  COLUMNS.map((key) => ({ key, header: HEADERS[key][lang], width: key === "name" ? 28 : 18 }));

/** One sheet row per matcher, the kind in the caller's language. */
const sheetRows = (groups: GroupRow[], lang: Language) =>
  groups.flatMap((group) =>
    group.matchers.map((matcher) => ({
      name: group.name,
      kind: KIND_LABELS[group.kind][lang],
      country: group.country,
      matcher: formatPostcodeMatcher(matcher),
    })),
  );

/** The import template: headers in the caller's language and one example group (a range, a prefix, a code). */
export const groupTemplate = (actor: Actor) => {
  requireCan(actor, "manageCatalog");
  const example = { name: "US-REMOTE", kind: KIND_LABELS.remote[actor.lang], country: "US" };
  return writeWorkbook(
    SHEET_NAME[actor.lang],
    sheetColumns(actor.lang),
    ["99500-99999", "967*", "96799"].map((matcher) => ({ ...example, matcher })),
  );
};

export const exportGroups = async (db: Db, actor: Actor, filter: repo.PostcodeGroupFilter) => {
  requireCan(actor, "manageCatalog");
  return writeWorkbook(
    SHEET_NAME[actor.lang],
    sheetColumns(actor.lang),
    sheetRows(await repo.allGroups(db, filter), actor.lang),
  );
};

// A kind is read as its code or its label in any language.
const KIND_BY_TEXT = new Map<string, PostcodeGroupKind>(
  POSTCODE_GROUP_KINDS.flatMap((kind) =>
    [kind, ...Object.values(KIND_LABELS[kind])].map((text) => [text.toLowerCase(), kind] as const),
  ),
);

type ImportedGroup = { name: string; kind: PostcodeGroupKind; country: string; matchers: PostcodeMatcher[] };

/**
 * Imports groups from the template, one matcher per row. Rows are gathered by group name; an imported group
 * replaces the same-name group's kind, country and matchers, or is added. A group with a bad row is never
 * imported in part: `partial` keeps the other groups, `all` keeps nothing when any row is bad.
 */
export const importGroups = async (
  db: Db,
  actor: Actor,
  file: Buffer,
  mode: "partial" | "all",
): Promise<ImportResult> => {
  requireCan(actor, "manageCatalog");
  const rows = await readSheetRows(
    file,
    COLUMNS.map((key) => ({ key, headers: Object.values(HEADERS[key]) })),
  );
  if (!rows.length) throw AppError.field("file", "REF_IMPORT_EMPTY");
  const failed: ImportResult["failed"] = [];
  const fail = (row: number, field: string, key: string) =>
    failed.push({ row, field, message: translateKey(actor.lang, key) });

  const groups = new Map<string, ImportedGroup & { rows: number[]; bad: boolean }>();
  for (const { rowNumber, values } of rows) {
    const name = values.name.trim();
    const kind = KIND_BY_TEXT.get(values.kind.trim().toLowerCase());
    const country = values.country.trim().toUpperCase();
    const matcher = parsePostcodeMatcher(values.matcher);
    const key = name.toLowerCase();
    let group = groups.get(key);
    if (!name) {
      fail(rowNumber, "name", "required");
      continue;
    }
    if (!group) {
      group = { name, kind: kind ?? "zone", country, matchers: [], rows: [], bad: false };
      groups.set(key, group);
    }
    group.rows.push(rowNumber);
    const problem: [string, string] | undefined = !kind
      ? ["kind", "CAT_GROUP_BAD_KIND"]
      : !/^[A-Z]{2}$/.test(country)
        ? ["country", "countryCode"]
        : !matcher.ok
          ? ["matcher", matcher.key]
          : kind !== group.kind || country !== group.country
            ? ["name", "CAT_GROUP_ROW_CONFLICT"]
            : undefined;
    if (problem) {
      fail(rowNumber, ...problem);
      group.bad = true;
      continue;
    }
    if (matcher.ok) group.matchers.push(matcher.matcher);
  }

  const good = [...groups.values()].filter((group) => !group.bad);
  if (mode === "all" && failed.length) return { imported: 0, failed };
  for (const group of groups.values()) {
    if (!group.bad) continue;
    const reported = new Set(failed.map((f) => f.row));
    for (const row of group.rows) if (!reported.has(row)) fail(row, "name", "CAT_GROUP_ROW_SKIPPED");
  }
  failed.sort((a, b) => a.row - b.row);
  await db.transaction(async (tx) => {
    const existing = new Map(
      (
        await repo.groupsByNames(
          tx,
          good.map((g) => g.name),
        )
      ).map((row) => [row.name.toLowerCase(), row]),
    );
    for (const group of good) {
      const values = { name: group.name, kind: group.kind, country: group.country, matchers: group.matchers };
      const current = existing.get(group.name.toLowerCase());
      if (current) await repo.updateGroup(tx, current.id, values);
      else await repo.insertGroup(tx, values);
    }
    if (good.length) await touchProducts(tx, "all");
  });
  return { imported: good.length, failed };
};
