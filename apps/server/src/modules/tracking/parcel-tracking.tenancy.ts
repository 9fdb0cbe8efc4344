import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { berlinDraft, signDemoProduct } from "../../test/order-fixtures";
import { type Parties, type TenancyCase, tenancyCase } from "../../test/tenancy";
import type { TestApp } from "../../test/test-app";
import { startTracking } from "./parcel-tracking";
import { parcelTracks, trackEvents } from "./tracking.tables";

// A parcel's tracking (issue 17): the owner's paid order, tracked, with one carrier event under a carrier's number
// (written straight in). Another customer and a sub-account without the tracking or detail screens neither read
// its timeline, find it by any of its numbers, refresh it nor add an event to it; the public tracking page finds it by
// its numbers for anybody, with nothing of the owner's, and never by the owner's reference.

type TrackFixture = {
  orderId: number;
  orderNo: string;
  referenceNo: string;
  number: string;
  eventId: number;
  orgId: number;
};

const setup = async (t: TestApp, { owner }: Parties): Promise<TrackFixture> => {
  const productId = await signDemoProduct(t, owner.token, "PP-DE-ECO");
  await t.app.wallets.credit({
    orgId: owner.orgId,
    currency: "CNY",
    amount: "500",
    reason: "tenancy fixture",
    reference: { type: "adjustment", id: "tenancy" },
    idempotencyKey: `tenancy-${randomUUID()}`,
  });
  const referenceNo = `REF${randomUUID().slice(0, 8)}`;
  const paid = await t.call("POST", "/api/orders/orders", {
    token: owner.token,
    body: berlinDraft(productId, { referenceNo }),
  });
  if (paid.statusCode !== 200) throw new Error(paid.body);
  const { id: orderId, orderNo } = paid.json() as { id: number; orderNo: string };
  const number = `TRK${randomUUID().slice(0, 8).toUpperCase()}`;
  // Orders' table by name: its face does not hand its tables to other modules.
  await t.db.execute(
    sql`insert into order_numbers (org_id, order_id, kind, number, source)
      values (${owner.orgId}, ${orderId}, 'carrierMaster', ${number}, 'carrier')`,
  );
  await startTracking(t.db, { orderId, orgId: owner.orgId, productId, providerId: null });
  const [event] = await t.db
    .insert(trackEvents)
    .values({
      orderId,
      orgId: owner.orgId,
      number,
      source: "SandboxCarrier",
      code: "PU10",
      text: "Picked up by courier",
      place: "Shenzhen, CN",
      timeSent: "2026-11-20 10:00:00",
      zone: "Asia/Shanghai",
      at: new Date("2026-11-20T02:00:00Z"),
      assumed: true,
      status: "inTransit",
      fingerprint: `tenancy-${number}`,
    })
    .returning();
  await t.db
    .update(parcelTracks)
    .set({ status: "inTransit", eventCount: 1, firstEventAt: event!.at, lastEventAt: event!.at })
    .where(eq(parcelTracks.orderId, orderId));
  return { orderId, orderNo, referenceNo, number, eventId: event!.id, orgId: owner.orgId };
};

const unchanged: TenancyCase<TrackFixture>["unchanged"] = async (t, fixture) => {
  const events = await t.db.select().from(trackEvents).where(eq(trackEvents.orderId, fixture.orderId));
  expect(events.map((event) => [event.id, event.text])).toEqual([[fixture.eventId, "Picked up by courier"]]);
  const [parcel] = await t.db.select().from(parcelTracks).where(eq(parcelTracks.orderId, fixture.orderId));
  expect(parcel).toMatchObject({ status: "inTransit", eventCount: 1, refreshedAt: null });
};

const manual = {
  time: "2026-11-26 09:30",
  zone: "Europe/Berlin",
  place: "",
  text: "Delivered",
  status: "delivered",
};

export const tenancyCases: TenancyCase<unknown>[] = [
  tenancyCase<TrackFixture>({
    name: "tracking: another customer's dashboard counts leave out the owner's parcel, even naming its org",
    setup,
    request: (f) => ({ method: "GET", url: `/api/orders/orders/track-state-counts?orgId=${f.orgId}` }),
    leaksNothing: (response) => expect(response.json()).toMatchObject({ inTransit: 0 }),
  }),
  tenancyCase<TrackFixture>({
    name: "tracking: another customer's list filtered by a tracking state leaves out the owner's order",
    setup,
    request: () => ({ method: "GET", url: "/api/orders/orders?trackState=inTransit" }),
    leaksNothing: (response, f) =>
      expect((response.json() as { rows: { id: number }[] }).rows.map((row) => row.id)).not.toContain(
        f.orderId,
      ),
  }),
  tenancyCase<TrackFixture>({
    name: "tracking: another customer cannot export the owner's parcel by its id",
    setup,
    request: (f) => ({ method: "POST", url: "/api/tracking/exports", body: { by: "ids", ids: [f.orderId] } }),
  }),
  tenancyCase<TrackFixture>({
    name: "tracking: a lookup never finds the owner's parcel by its order or tracking number",
    setup,
    request: (f) => ({
      method: "POST",
      url: "/api/tracking/lookup",
      body: { numbers: [f.orderNo, f.number] },
    }),
    leaksNothing: (response) =>
      expect(
        (response.json() as { results: { parcels: unknown[] }[] }).results.every(
          (r) => r.parcels.length === 0,
        ),
      ).toBe(true),
  }),
  tenancyCase<TrackFixture>({
    name: "tracking: the public page shows the owner's parcel by its numbers with nothing of the owner's, never by its reference",
    setup,
    request: (f) => ({
      method: "POST",
      url: "/api/public/tracking",
      body: { numbers: [f.orderNo, f.number, f.referenceNo] },
    }),
    leaksNothing: (response, f) => {
      const { results } = response.json() as { results: { found: boolean; parcels: unknown[] }[] };
      expect(results.map((result) => result.found)).toEqual([true, true, false]);
      const parcels = JSON.stringify(results.map((result) => result.parcels));
      for (const secret of [f.referenceNo, String(f.orderId), "Max Muster", "Picked up by courier"])
        expect(parcels).not.toContain(secret);
    },
    unchanged,
  }),
  tenancyCase<TrackFixture>({
    name: "tracking: another customer cannot read the owner's order timeline",
    setup,
    request: (f) => ({ method: "GET", url: `/api/tracking/orders/${f.orderId}` }),
  }),
  tenancyCase<TrackFixture>({
    name: "tracking: another customer cannot refresh the owner's parcel",
    setup,
    request: (f) => ({ method: "POST", url: `/api/tracking/orders/${f.orderId}/refresh` }),
    unchanged,
  }),
  tenancyCase<TrackFixture>({
    name: "tracking: customers cannot add logistics info to the owner's order",
    setup,
    request: (f) => ({ method: "POST", url: `/api/tracking/orders/${f.orderId}/events`, body: manual }),
    unchanged,
  }),
  tenancyCase<TrackFixture>({
    name: "tracking: customers cannot edit the owner's events",
    setup,
    request: (f) => ({
      method: "PUT",
      url: `/api/tracking/orders/${f.orderId}/events/${f.eventId}`,
      body: manual,
    }),
    unchanged,
  }),
];
