import type { TrackReplayResult, TrackRuleDto, TrackRuleGroupDto } from "@pp/contracts";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { berlinDraft, demoProductId, fundedCustomer, openGermanLine } from "../../test/order-fixtures";
import type { TestApp } from "../../test/test-app";
import { createTrackReplay, type ParcelRemap } from "./replay";
import { DEFAULT_GROUP_NAME } from "./track-rules.seed";
import { parcelTracks, trackEvents, trackRules } from "./tracking.tables";

// Replaying a group's rules over stored events: the preview changes nothing, applying re-maps the events (never their
// raw fields) and the statuses of the parcels whose chain holds the group, and no other parcel.

let t: TestApp;
let operator: string;
let productId: number;
let otherProductId: number;
const orders: { id: number; orderNo: string; orgId: number }[] = [];
const unique = Date.now().toString(36);

const ok = async <T>(response: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
  const answer = await response;
  if (answer.statusCode !== 200) throw new Error(answer.body);
  return answer.json() as T;
};
const staff = (method: "GET" | "POST" | "PUT", url: string, body?: unknown) =>
  ok<unknown>(t.call(method, url, { token: operator, ...(body === undefined ? {} : { body }) }));
const replay = (groupId: number, apply: boolean) =>
  staff("POST", `/api/tracking/ruleGroups/${groupId}/replay`, { apply }) as Promise<TrackReplayResult>;

beforeAll(async () => {
  ({ t, operator, productId } = await openGermanLine());
  otherProductId = await demoProductId(t, "PP-FR-ECO");
  const customer = await fundedCustomer(t, productId);
  for (let i = 0; i < 3; i++) {
    const placed = await ok<{ id: number; orderNo: string }>(
      t.call("POST", "/api/orders/orders", { token: customer.token, body: berlinDraft(productId) }),
    );
    orders.push({ ...placed, orgId: customer.orgId });
  }
});
afterAll(() => t.close());

const defaultRuleId = async (code: string) => {
  const groups = (await staff("GET", "/api/tracking/ruleGroups")) as TrackRuleGroupDto[];
  const group = groups.find((g) => g.name === DEFAULT_GROUP_NAME)!;
  const rules = (await staff("GET", `/api/tracking/ruleGroups/${group.id}/rules`)) as TrackRuleDto[];
  return rules.find((rule) => rule.eventCode === code)!.id;
};

/** A parcel with an OR10 event (mapped by the default group) and a later XK77 event no rule maps yet. */
const parcel = async (
  order: (typeof orders)[number],
  product: number,
  status: "infoReceived" | "expired" = "infoReceived",
) => {
  const or10 = await defaultRuleId("OR10");
  await t.db
    .insert(parcelTracks)
    .values({ orderId: order.id, orgId: order.orgId, productId: product, status, statusRuleId: or10 });
  const event = (code: string, text: string, at: string, ruleId: number | null) => ({
    orderId: order.id,
    orgId: order.orgId,
    number: `TN${order.id}`,
    source: "SandboxCarrier",
    code,
    text,
    place: "Berlin",
    timeSent: at,
    zone: "Europe/Berlin",
    at: new Date(`${at.replace(" ", "T")}Z`),
    assumed: true,
    ruleId,
    status: ruleId === null ? null : ("infoReceived" as const),
    fingerprint: `${code}-${order.id}`,
  });
  await t.db
    .insert(trackEvents)
    .values([
      event("OR10", "Shipment information received", "2026-11-20 08:00:00", or10),
      event("XK77", "Held at depot", "2026-11-21 08:00:00", null),
    ]);
};

describe("replaying a group's rules", () => {
  let groupId: number;
  let ruleId: number;

  beforeAll(async () => {
    const group = (await staff("POST", "/api/tracking/ruleGroups", {
      name: `Replay ${unique}`,
    })) as TrackRuleGroupDto;
    groupId = group.id;
    await staff("PUT", `/api/tracking/ruleGroups/${groupId}/assignments`, {
      productIds: [productId],
      providerIds: [],
    });
    await parcel(orders[0]!, productId);
    await parcel(orders[1]!, otherProductId);
    await parcel(orders[2]!, productId, "expired");
    const rules = (await staff("POST", "/api/tracking/rules", {
      groupId,
      trackStatus: "exception",
      eventCode: "XK77",
      alert: true,
    })) as TrackRuleDto[];
    ruleId = rules[0]!.id;
  });

  it("previews the parcels whose status would change and writes nothing", async () => {
    const preview = await replay(groupId, false);
    expect(preview).toEqual({
      applied: false,
      parcels: 2,
      events: 2,
      total: 1,
      changes: [
        { orderId: orders[0]!.id, orderNo: orders[0]!.orderNo, from: "infoReceived", to: "exception" },
      ],
    });
    const [track] = await t.db.select().from(parcelTracks).where(eq(parcelTracks.orderId, orders[0]!.id));
    expect(track!.status).toBe("infoReceived");
    const unmapped = await t.db.select().from(trackEvents).where(eq(trackEvents.code, "XK77"));
    expect(unmapped.every((event) => event.ruleId === null)).toBe(true);
  });

  it("applies: the events' mappings and the parcels' statuses change, the raw events and other parcels do not", async () => {
    const applied = await replay(groupId, true);
    expect(applied).toMatchObject({ applied: true, parcels: 2, events: 2, total: 1 });
    const tracks = await t.db
      .select()
      .from(parcelTracks)
      .where(
        inArray(
          parcelTracks.orderId,
          orders.map((order) => order.id),
        ),
      );
    const byOrder = new Map(tracks.map((track) => [track.orderId, track]));
    expect(byOrder.get(orders[0]!.id)).toMatchObject({
      status: "exception",
      statusRuleId: ruleId,
      alert: true,
    });
    // Another product's parcel: the group is not in its chain.
    expect(byOrder.get(orders[1]!.id)).toMatchObject({ status: "infoReceived", alert: false });
    // An expired parcel stays expired; its events are mapped again all the same.
    expect(byOrder.get(orders[2]!.id)).toMatchObject({ status: "expired" });

    const events = await t.db.select().from(trackEvents).where(eq(trackEvents.code, "XK77"));
    const mine = new Map(events.map((event) => [event.orderId, event]));
    expect(mine.get(orders[0]!.id)).toMatchObject({
      ruleId,
      status: "exception",
      alert: true,
      text: "Held at depot",
      timeSent: "2026-11-21 08:00:00",
      source: "SandboxCarrier",
    });
    expect(mine.get(orders[2]!.id)).toMatchObject({ ruleId, status: "exception" });
    expect(mine.get(orders[1]!.id)).toMatchObject({ ruleId: null, status: null });

    expect(await replay(groupId, false)).toMatchObject({ total: 0, events: 0, changes: [] });
  });

  it("takes a disabled rule back: the parcel returns to the status of its earlier event", async () => {
    await staff("POST", `/api/tracking/rules/${ruleId}/status`, { enabled: false });
    const preview = await replay(groupId, false);
    expect(preview.changes).toEqual([
      { orderId: orders[0]!.id, orderNo: orders[0]!.orderNo, from: "exception", to: "infoReceived" },
    ]);
    await replay(groupId, true);
    const [track] = await t.db.select().from(parcelTracks).where(eq(parcelTracks.orderId, orders[0]!.id));
    expect(track).toMatchObject({
      status: "infoReceived",
      statusRuleId: await defaultRuleId("OR10"),
      alert: false,
    });
  });

  it("hands each batch's status changes to the callback in its transaction", async () => {
    await t.db.update(trackRules).set({ enabled: true }).where(eq(trackRules.id, ruleId));
    const seen: ParcelRemap[] = [];
    const own = createTrackReplay(t.database, {
      orderNumbersOf: async () => new Map(),
      onParcelsRemapped: async (_tx, changes) => {
        seen.push(...changes);
      },
    });
    const actor = {
      userId: 0,
      orgId: 0,
      orgType: "platform",
      roles: ["admin"],
      lang: "zh",
      isSubAccount: false,
    };
    const result = await own.replay(actor as never, groupId, true);
    expect(result.changes).toEqual([
      { orderId: orders[0]!.id, orderNo: `#${orders[0]!.id}`, from: "infoReceived", to: "exception" },
    ]);
    expect(seen).toEqual([
      {
        orderId: orders[0]!.id,
        orgId: orders[0]!.orgId,
        from: "infoReceived",
        to: "exception",
        ruleId,
        alert: true,
      },
    ]);
    // The callback, not the replay, writes the parcel's status.
    const [track] = await t.db.select().from(parcelTracks).where(eq(parcelTracks.orderId, orders[0]!.id));
    expect(track!.status).toBe("infoReceived");
  });

  it("refuses an unknown group", async () => {
    const answer = await t.call("POST", "/api/tracking/ruleGroups/999999/replay", {
      token: operator,
      body: { apply: false },
    });
    expect(answer.statusCode).toBe(404);
  });
});
