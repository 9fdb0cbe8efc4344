import type { ImportResult, TrackRuleDto, TrackRuleGroupDto, TrackRuleRequest } from "@pp/contracts";
import { mapTrackEvent, trackRuleMessages } from "@pp/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoProductId, openGermanLine } from "../../test/order-fixtures";
import { readXlsx, uploadXlsx, workbookOf } from "../../test/sheets";
import type { TestApp } from "../../test/test-app";
import { dockingProviders } from "../carriers";
import { DEFAULT_GROUP_NAME, SANDBOX_GROUP_NAME } from "./track-rules.seed";
import { trackEvents, trackRules } from "./tracking.tables";

// Tracking rule groups and rules through HTTP: staff keep groups and rules, assign groups, import and export rules,
// see the unmapped events; every change reaches the compiled chains.

let t: TestApp;
let operator: string;
let finance: string;
let productId: number;
let otherProductId: number;
const unique = Date.now().toString(36);

beforeAll(async () => {
  const opened = await openGermanLine();
  ({ t, operator, productId, finance } = opened);
  otherProductId = await demoProductId(t, "PP-US-POST");
});
afterAll(() => t.close());

type Answer = { statusCode: number; body: string; json: () => unknown };
let operatorLang = "zh";
/** A call as the operator, in `lang` (the user's saved language, which the answers speak). */
const staff = async (method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown, lang = "zh") => {
  if (lang !== operatorLang) {
    await t.call("POST", `/api/customerInfo/i18n/${lang}`, { token: operator });
    operatorLang = lang;
  }
  return t.call(method, url, { token: operator, ...(body === undefined ? {} : { body }) });
};
const ok = async <T>(response: Promise<Answer>) => {
  const answer = await response;
  if (answer.statusCode !== 200) throw new Error(answer.body);
  return answer.json() as T;
};
const groups = () => ok<TrackRuleGroupDto[]>(staff("GET", "/api/tracking/ruleGroups"));
const byName = async (name: string) => (await groups()).find((group) => group.name === name)!;
const saveGroup = (name: string, id?: number) =>
  ok<TrackRuleGroupDto>(staff("POST", "/api/tracking/ruleGroups", { id, name, description: "test" }));
const saveRule = (rule: TrackRuleRequest, lang = "zh") => staff("POST", "/api/tracking/rules", rule, lang);
const rulesOf = (groupId: number) =>
  ok<TrackRuleDto[]>(staff("GET", `/api/tracking/ruleGroups/${groupId}/rules`));
const fieldMessage = (answer: Answer, field: string) =>
  (answer.json() as { details?: { field: string; message: string }[] }).details?.find(
    (d) => d.field === field,
  )?.message;

describe("the seeded groups", () => {
  it("are the default group with Yanwen's codes and the sandbox carrier's group on the demo provider", async () => {
    const all = await groups();
    const defaults = all.filter((group) => group.isDefault);
    expect(defaults.map((group) => group.name)).toEqual([DEFAULT_GROUP_NAME]);
    const rules = await rulesOf(defaults[0]!.id);
    const byCode = new Map(rules.map((rule) => [rule.eventCode, rule]));
    expect(byCode.get("LM40")).toMatchObject({ trackStatus: "delivered", alert: false });
    expect(byCode.get("LM85")).toMatchObject({ trackStatus: "lost", alert: true });
    expect(byCode.get("LM93")).toMatchObject({ trackStatus: "returned", alert: true });
    expect(byCode.get("IC70")).toMatchObject({ trackStatus: "exception", alert: true });
    for (const code of ["LM50", "LM51", "LM52", "LM53", "LM75", "LM76", "LM90", "LM91", "LM92"])
      expect(byCode.get(code)?.alert, code).toBe(true);
    expect(rules.find((rule) => rule.keyword === "delivered")).toMatchObject({ trackStatus: "delivered" });

    const sandbox = all.find((group) => group.name === SANDBOX_GROUP_NAME)!;
    const [provider] = await t.db
      .select()
      .from(dockingProviders)
      .where(eq(dockingProviders.serviceClass, "SandboxCarrier"));
    expect(sandbox.providers.map((p) => p.id)).toContain(provider!.id);
    expect((await rulesOf(sandbox.id)).every((rule) => rule.source === "SandboxCarrier")).toBe(true);
  });
});

describe("rule groups", () => {
  it("are created with a unique name, renamed, and refused without a name", async () => {
    const group = await saveGroup(`Group A ${unique}`);
    expect(group).toMatchObject({ isDefault: false, ruleCount: 0, createdBy: "operator", products: [] });
    const taken = await staff("POST", "/api/tracking/ruleGroups", { name: `group a ${unique}` }, "en");
    expect(taken.statusCode).toBe(409);
    expect(fieldMessage(taken, "name")).toBe(trackRuleMessages.en.trackGroupNameTaken);
    const blank = await staff("POST", "/api/tracking/ruleGroups", { name: "  " });
    expect(blank.statusCode).toBe(400);
    expect((await saveGroup(`Group A2 ${unique}`, group.id)).name).toBe(`Group A2 ${unique}`);
    // Its own name again is no clash.
    expect((await saveGroup(`Group A2 ${unique}`, group.id)).id).toBe(group.id);
  });

  it("have exactly one default, which cannot be deleted", async () => {
    const group = await saveGroup(`Default B ${unique}`);
    const after = await ok<TrackRuleGroupDto[]>(
      staff("POST", `/api/tracking/ruleGroups/${group.id}/default`),
    );
    expect(after.filter((g) => g.isDefault).map((g) => g.id)).toEqual([group.id]);
    const refused = await staff("DELETE", `/api/tracking/ruleGroups/${group.id}`, undefined, "ko");
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { message: string }).message).toBe(trackRuleMessages.ko.trackGroupIsDefault);
    const seeded = await byName(DEFAULT_GROUP_NAME);
    await ok(staff("POST", `/api/tracking/ruleGroups/${seeded.id}/default`));
    expect((await groups()).filter((g) => g.isDefault).map((g) => g.id)).toEqual([seeded.id]);
    await ok(staff("DELETE", `/api/tracking/ruleGroups/${group.id}`));
    expect(await byName(`Default B ${unique}`)).toBeUndefined();
  });

  it("are assigned to products and providers, at most one group each, and not deleted while assigned", async () => {
    const first = await saveGroup(`Assign C ${unique}`);
    const second = await saveGroup(`Assign D ${unique}`);
    await ok(
      staff("PUT", `/api/tracking/ruleGroups/${first.id}/assignments`, {
        productIds: [productId],
        providerIds: [],
      }),
    );
    expect((await byName(`Assign C ${unique}`)).products.map((p) => p.id)).toEqual([productId]);
    // The product moves to the second group.
    await ok(
      staff("PUT", `/api/tracking/ruleGroups/${second.id}/assignments`, {
        productIds: [productId],
        providerIds: [],
      }),
    );
    expect((await byName(`Assign C ${unique}`)).products).toEqual([]);
    expect((await byName(`Assign D ${unique}`)).products.map((p) => p.id)).toEqual([productId]);

    const unknown = await staff("PUT", `/api/tracking/ruleGroups/${first.id}/assignments`, {
      productIds: [],
      providerIds: [987654],
    });
    expect(unknown.statusCode).toBe(400);
    expect(fieldMessage(unknown, "providerIds")).toBe(trackRuleMessages.zh.trackGroupSubjectUnknown);

    const refused = await staff("DELETE", `/api/tracking/ruleGroups/${second.id}`, undefined, "en");
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { message: string }).message).toBe(trackRuleMessages.en.trackGroupInUse);
    await ok(
      staff("PUT", `/api/tracking/ruleGroups/${second.id}/assignments`, { productIds: [], providerIds: [] }),
    );
    await ok(staff("DELETE", `/api/tracking/ruleGroups/${second.id}`));

    const options = await ok<{ products: { id: number }[]; providers: { id: number }[] }>(
      staff("GET", "/api/tracking/ruleGroups/subject-options"),
    );
    expect(options.products.map((p) => p.id)).toContain(productId);
    expect(options.providers.length).toBeGreaterThan(0);
  });
});

describe("rules", () => {
  let groupId: number;
  beforeAll(async () => {
    groupId = (await saveGroup(`Rules E ${unique}`)).id;
  });

  it("are checked: a mappable status, a code or a keyword, a status text of at most 10 characters", async () => {
    const tooLong = await saveRule({
      groupId,
      trackStatus: "delivered",
      eventCode: "X1",
      statusText: "一二三四五六七八九十一",
    });
    expect(tooLong.statusCode).toBe(400);
    expect(fieldMessage(tooLong, "statusText")).toBe(trackRuleMessages.zh.trackRuleStatusTextTooLong);
    const neither = await saveRule({ groupId, trackStatus: "delivered", eventCode: " ", keyword: "" }, "en");
    expect(fieldMessage(neither, "eventCode")).toBe(trackRuleMessages.en.trackRuleCodeOrKeyword);
    const expired = await saveRule({ groupId, trackStatus: "expired", eventCode: "X1" }, "ko");
    expect(fieldMessage(expired, "trackStatus")).toBe(trackRuleMessages.ko.trackRuleBadStatus);
    expect(await rulesOf(groupId)).toEqual([]);

    // Ten characters are counted as characters: ten Chinese ones, or ten emoji (twenty UTF-16 units).
    const rules = await ok<TrackRuleDto[]>(
      saveRule({
        groupId,
        trackStatus: "delivered",
        eventCode: " lm40 ",
        statusText: "一二三四五六七八九十",
      }),
    );
    expect(rules[0]).toMatchObject({ eventCode: "LM40", statusText: "一二三四五六七八九十", enabled: true });
    const emoji = await saveRule({
      groupId,
      trackStatus: "exception",
      keyword: " held ",
      statusText: "📦".repeat(10),
    });
    expect(emoji.statusCode, emoji.body).toBe(200);
    expect((emoji.json() as TrackRuleDto[])[1]).toMatchObject({ keyword: "held", eventCode: "" });
  });

  it("keep their token secret: masked in answers, kept when the mask comes back", async () => {
    const rules = await ok<TrackRuleDto[]>(
      saveRule({
        groupId,
        trackStatus: "inTransit",
        eventCode: "TK1",
        apiName: "track",
        token: "secret-token-123456",
      }),
    );
    const rule = rules.find((r) => r.eventCode === "TK1")!;
    expect(rule.token).not.toContain("token-123");
    expect(rule.token).toContain("***");
    await ok(
      saveRule({ id: rule.id, groupId, trackStatus: "inTransit", eventCode: "TK1", token: rule.token }),
    );
    const [stored] = await t.db.select().from(trackRules).where(eq(trackRules.id, rule.id));
    expect(stored!.token).toBe("secret-token-123456");
    await ok(
      saveRule({ id: rule.id, groupId, trackStatus: "inTransit", eventCode: "TK1", token: "new-one-abcdef" }),
    );
    const [changed] = await t.db.select().from(trackRules).where(eq(trackRules.id, rule.id));
    expect(changed!.token).toBe("new-one-abcdef");
  });

  it("are reordered, disabled and deleted", async () => {
    const before = (await rulesOf(groupId)).map((rule) => rule.id);
    const moved = await ok<TrackRuleDto[]>(
      staff("POST", `/api/tracking/rules/${before[1]}/move`, { direction: "up" }),
    );
    expect(moved.map((rule) => rule.id)).toEqual([before[1], before[0], ...before.slice(2)]);
    const disabled = await ok<TrackRuleDto[]>(
      staff("POST", `/api/tracking/rules/${before[0]}/status`, { enabled: false }),
    );
    expect(disabled.find((rule) => rule.id === before[0])!.enabled).toBe(false);
    const left = await ok<TrackRuleDto[]>(staff("DELETE", `/api/tracking/rules/${before[0]}`));
    expect(left.map((rule) => rule.id)).not.toContain(before[0]);
    expect((await staff("DELETE", `/api/tracking/rules/${before[0]}`)).statusCode).toBe(404);
  });

  it("reach the compiled chains as soon as they change", async () => {
    const chains = t.app.trackRuleChains;
    const event = { source: "AnyCarrier", code: "ZQ42", text: "Parcel scanned" };
    expect(mapTrackEvent(await chains.loadRuleChain(otherProductId, null), event)).toBeNull();
    await ok(
      staff("PUT", `/api/tracking/ruleGroups/${groupId}/assignments`, {
        productIds: [otherProductId],
        providerIds: [],
      }),
    );
    const rules = await ok<TrackRuleDto[]>(
      saveRule({ groupId, trackStatus: "outForDelivery", eventCode: "ZQ42", alert: true }),
    );
    const rule = rules.find((r) => r.eventCode === "ZQ42")!;
    expect(mapTrackEvent(await chains.loadRuleChain(otherProductId, null), event)).toEqual({
      ruleId: rule.id,
      status: "outForDelivery",
      alert: true,
    });
    // The chain is the product's group, then the default: a Yanwen code still maps through the default.
    expect(
      mapTrackEvent(await chains.loadRuleChain(otherProductId, null), { ...event, code: "LM85" })?.status,
    ).toBe("lost");
    await ok(staff("POST", `/api/tracking/rules/${rule.id}/status`, { enabled: false }));
    expect(mapTrackEvent(await chains.loadRuleChain(otherProductId, null), event)).toBeNull();
  });
});

describe("the rules' sheets", () => {
  let groupId: number;
  beforeAll(async () => {
    groupId = (await saveGroup(`Sheets F ${unique}`)).id;
  });

  const HEADER = [
    "Track status",
    "Event code",
    "Keyword",
    "Status text",
    "Event text",
    "Alert",
    "Source",
    "Integration code",
    "API name",
    "Enabled",
  ];

  it("offer a template in the reader's language", async () => {
    const answer = await staff("GET", "/api/tracking/rules/template", undefined, "en");
    expect(answer.statusCode).toBe(200);
    const rows = await readXlsx(answer.rawPayload);
    expect(rows[0]).toEqual(HEADER);
    expect(rows[1]?.slice(0, 2)).toEqual(["Delivered", "LM40"]);
  });

  it("import nothing when any row is bad, reporting every bad row and why", async () => {
    const file = await workbookOf([
      HEADER,
      ["Delivered", "AB10", "", "", "", "no", "", "", "", "yes"],
      ["nonsense", "AB11", "", "", "", "", "", "", "", ""],
      ["已签收", "", "", "一二三四五六七八九十一", "", "maybe", "", "", "", ""],
    ]);
    await staff("GET", "/api/tracking/ruleGroups", undefined, "en");
    const answer = await uploadXlsx(t, `/api/tracking/ruleGroups/${groupId}/import`, file, operator, "en");
    expect(answer.statusCode, answer.body).toBe(200);
    const result = answer.json() as ImportResult;
    expect(result.imported).toBe(0);
    expect(result.failed).toEqual([
      { row: 3, field: "trackStatus", message: trackRuleMessages.en.trackRuleBadStatus },
      { row: 4, field: "eventCode", message: trackRuleMessages.en.trackRuleCodeOrKeyword },
      { row: 4, field: "statusText", message: trackRuleMessages.en.trackRuleStatusTextTooLong },
      { row: 4, field: "alert", message: trackRuleMessages.en.trackRuleYesNo },
    ]);
    expect(await rulesOf(groupId)).toEqual([]);
  });

  it("import a good file after the group's rules and export them back", async () => {
    const file = await workbookOf([
      HEADER,
      ["Delivered", "ab10", "", "签收", "", "no", "", "", "", "yes"],
      ["배달 실패", "", "not at home", "", "", "예", "SandboxCarrier", "", "", "否"],
    ]);
    const answer = await uploadXlsx(t, `/api/tracking/ruleGroups/${groupId}/import`, file, operator, "zh");
    expect(answer.json()).toEqual({ imported: 2, failed: [] });
    const rules = await rulesOf(groupId);
    expect(
      rules.map(({ trackStatus, eventCode, keyword, alert, source, enabled }) => ({
        trackStatus,
        eventCode,
        keyword,
        alert,
        source,
        enabled,
      })),
    ).toEqual([
      { trackStatus: "delivered", eventCode: "AB10", keyword: "", alert: false, source: "", enabled: true },
      {
        trackStatus: "failedAttempt",
        eventCode: "",
        keyword: "not at home",
        alert: true,
        source: "SandboxCarrier",
        enabled: false,
      },
    ]);
    const exported = await staff("GET", `/api/tracking/ruleGroups/${groupId}/export`, undefined, "en");
    const rows = await readXlsx(exported.rawPayload);
    expect(rows.slice(1).map((row) => row.slice(0, 3))).toEqual([
      ["Delivered", "AB10", ""],
      ["Delivery attempt failed", "", "not at home"],
    ]);
  });
});

describe("unmapped events", () => {
  it("are listed by source and code with a count, an example and when first and last seen; manual ones are not", async () => {
    const event = (code: string, manual = false, ruleId: number | null = null) => ({
      orderId: 990_001,
      orgId: 1,
      number: "N1",
      source: `Carrier${unique}`,
      code,
      text: `Text of ${code}`,
      timeSent: "2026-11-20 10:00:00",
      zone: "Asia/Shanghai",
      at: new Date("2026-11-20T02:00:00Z"),
      assumed: true,
      manual,
      ruleId,
      fingerprint: `${code}-${Math.random()}`,
    });
    await t.db
      .insert(trackEvents)
      .values([event("QQ1"), event("QQ1"), event("QQ2"), event("QQ3", true), event("QQ4", false, 1)]);
    const list = await ok<{ rows: { source: string; code: string; count: number; exampleText: string }[] }>(
      staff("GET", "/api/tracking/unmappedEvents"),
    );
    const mine = list.rows.filter((row) => row.source === `Carrier${unique}`);
    expect(mine.map(({ code, count, exampleText }) => ({ code, count, exampleText }))).toEqual([
      { code: "QQ1", count: 2, exampleText: "Text of QQ1" },
      { code: "QQ2", count: 1, exampleText: "Text of QQ2" },
    ]);
  });
});

describe("access", () => {
  it("refuses staff without the tracking rule screens", async () => {
    for (const [method, url] of [
      ["GET", "/api/tracking/ruleGroups"],
      ["GET", "/api/tracking/unmappedEvents"],
      ["POST", "/api/tracking/ruleGroups"],
    ] as const) {
      const answer = await t.call(method, url, {
        token: finance,
        ...(method === "POST" ? { body: { name: "x" } } : {}),
      });
      expect(answer.statusCode, url).toBe(403);
    }
  });
});
