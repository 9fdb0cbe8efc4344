import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./constants";
import {
  calendarDaysBetween,
  compileTrackRules,
  countryZoneOf,
  derivedTrackStates,
  instantOfCarrierTime,
  isTimeZone,
  mapTrackEvent,
  nextRefreshOf,
  parcelStatusOf,
  TRACK_STATUS_TEXTS,
  TRACK_STATUSES,
  TRACK_TEXT_LIMITS,
  type TrackRule,
} from "./tracking";

const rule = (id: number, fields: Partial<TrackRule>): TrackRule => ({
  id,
  trackStatus: "inTransit",
  eventCode: "",
  keyword: "",
  source: "",
  alert: false,
  enabled: true,
  ...fields,
});

describe("track status texts", () => {
  it("has a text in every language within its limit for every status", () => {
    for (const status of TRACK_STATUSES)
      for (const language of LANGUAGES) {
        const text = TRACK_STATUS_TEXTS[status][language];
        expect(text.length, `${status} ${language}`).toBeGreaterThan(0);
        expect([...text].length, `${status} ${language}`).toBeLessThanOrEqual(TRACK_TEXT_LIMITS[language]);
      }
  });
});

describe("mapTrackEvent", () => {
  const event = (code: string, text = "", source = "yanwen") => ({ source, code, text });

  it("prefers a code match over a keyword match of the same group, whatever their order", () => {
    const group = compileTrackRules([
      rule(1, { keyword: "delivered", trackStatus: "exception" }),
      rule(2, { eventCode: "LM40", trackStatus: "delivered" }),
    ]);
    expect(mapTrackEvent([group], event("lm40 ", "Delivered to the door"))).toEqual({
      ruleId: 2,
      status: "delivered",
      alert: false,
    });
  });

  it("takes the first rule in rule order among equals, and skips disabled rules and other sources", () => {
    const group = compileTrackRules([
      rule(1, { eventCode: "IC70", source: "4px", trackStatus: "inTransit" }),
      rule(2, { eventCode: "IC70", enabled: false, trackStatus: "lost" }),
      rule(3, { eventCode: "IC70", trackStatus: "exception", alert: true }),
      rule(4, { eventCode: "IC70", trackStatus: "returned" }),
    ]);
    expect(mapTrackEvent([group], event("IC70"))).toEqual({ ruleId: 3, status: "exception", alert: true });
    expect(mapTrackEvent([group], event("IC70", "", "4px"))?.ruleId).toBe(1);
  });

  it("matches keywords case-insensitively inside the text", () => {
    const group = compileTrackRules([
      rule(7, { keyword: "Out For Delivery", trackStatus: "outForDelivery" }),
    ]);
    expect(mapTrackEvent([group], event("", "Parcel is out for delivery today"))?.status).toBe(
      "outForDelivery",
    );
    expect(mapTrackEvent([group], event("", "Arrived at hub"))).toBeNull();
  });

  it("asks the product's group, then the provider's, then the default, the first match winning", () => {
    const product = compileTrackRules([
      rule(1, { eventCode: "LM50", trackStatus: "exception", alert: true }),
    ]);
    const provider = compileTrackRules([
      rule(2, { eventCode: "LM50", trackStatus: "failedAttempt" }),
      rule(3, { keyword: "customs", trackStatus: "inTransit" }),
    ]);
    const fallback = compileTrackRules([rule(4, { eventCode: "OR10", trackStatus: "infoReceived" })]);
    const chain = [product, provider, fallback];
    expect(mapTrackEvent(chain, event("LM50"))?.ruleId).toBe(1);
    expect(mapTrackEvent(chain, event("EC10", "Export customs declaration"))?.ruleId).toBe(3);
    expect(mapTrackEvent(chain, event("OR10"))?.ruleId).toBe(4);
    expect(mapTrackEvent(chain, event("ZZ99", "Unknown"))).toBeNull();
  });
});

describe("instantOfCarrierTime", () => {
  it("reads an offset-less time in the assumed zone and flags it", () => {
    expect(instantOfCarrierTime("2026-11-20 14:03:00", "Asia/Shanghai")).toEqual({
      at: new Date("2026-11-20T06:03:00.000Z"),
      assumed: true,
    });
    expect(instantOfCarrierTime("2026-07-01 09:00", "Europe/Berlin")?.at.toISOString()).toBe(
      "2026-07-01T07:00:00.000Z",
    );
    expect(instantOfCarrierTime("2026-01-01 09:00", "Europe/Berlin")?.at.toISOString()).toBe(
      "2026-01-01T08:00:00.000Z",
    );
  });

  it("keeps a time that carries its offset as that instant, not assumed", () => {
    expect(instantOfCarrierTime("2026-11-20T14:03:00+08:00", "Europe/Berlin")).toEqual({
      at: new Date("2026-11-20T06:03:00.000Z"),
      assumed: false,
    });
    expect(instantOfCarrierTime("2026-11-20T06:03:00Z", "Asia/Shanghai")?.assumed).toBe(false);
  });

  it("reads every minute around a change of daylight saving time in the offset of that minute", () => {
    // Berlin moves from +01:00 to +02:00 at 2026-03-29 01:00 UTC: 02:00-02:59 local does not exist.
    const minutes = Array.from({ length: 120 }, (_, index) => {
      const hour = 1 + Math.floor(index / 60);
      return `2026-03-29 ${String(hour).padStart(2, "0")}:${String(index % 60).padStart(2, "0")}`;
    });
    const read = minutes.map((time) => instantOfCarrierTime(time, "Europe/Berlin")?.at.toISOString());
    expect(read[0]).toBe("2026-03-29T00:00:00.000Z");
    expect(read[59]).toBe("2026-03-29T00:59:00.000Z");
    // 03:00 local is the first minute at +02:00.
    expect(instantOfCarrierTime("2026-03-29 03:00", "Europe/Berlin")?.at.toISOString()).toBe(
      "2026-03-29T01:00:00.000Z",
    );
    expect(instantOfCarrierTime("2026-03-29 03:59", "Europe/Berlin")?.at.toISOString()).toBe(
      "2026-03-29T01:59:00.000Z",
    );
    // And back in October: 02:59 local on the 25th is read at +01:00 after the change.
    expect(instantOfCarrierTime("2026-10-25 04:00", "Europe/Berlin")?.at.toISOString()).toBe(
      "2026-10-25T03:00:00.000Z",
    );
    expect(instantOfCarrierTime("2026-10-25 00:30", "Europe/Berlin")?.at.toISOString()).toBe(
      "2026-10-24T22:30:00.000Z",
    );
  });

  it("answers null for text that is no time", () => {
    expect(instantOfCarrierTime("yesterday", "Asia/Shanghai")).toBeNull();
    expect(instantOfCarrierTime("", "Asia/Shanghai")).toBeNull();
  });
});

describe("countryZoneOf", () => {
  it("names a country's main zone in any case, and none for a country it does not know", () => {
    expect(countryZoneOf("DE")).toBe("Europe/Berlin");
    expect(countryZoneOf("kr")).toBe("Asia/Seoul");
    expect(countryZoneOf("ZZ")).toBeUndefined();
  });

  it("names only zones the runtime knows", () => {
    for (const country of ["CN", "US", "GB", "AU", "BR"])
      expect(isTimeZone(countryZoneOf(country)!)).toBe(true);
  });
});

describe("nextRefreshOf", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  const base = {
    parcelId: 42,
    status: "inTransit" as const,
    firstEventAt: new Date("2026-11-25T00:00:00Z"),
    lastEventAt: new Date("2026-11-27T00:00:00Z"),
    trackedSince: new Date("2026-11-24T00:00:00Z"),
    cancelled: false,
  };

  it("refreshes within the next 4 hours, hourly once out for delivery", () => {
    const next = nextRefreshOf(base, now);
    if (!next.refresh) throw new Error("expected a refresh");
    expect(next.at.getTime() - now.getTime()).toBeGreaterThan(0);
    expect(next.at.getTime() - now.getTime()).toBeLessThanOrEqual(4 * 3_600_000);
    const out = nextRefreshOf({ ...base, status: "outForDelivery" }, now);
    if (!out.refresh) throw new Error("expected a refresh");
    expect(out.at.getTime() - now.getTime()).toBeLessThanOrEqual(3_600_000);
  });

  it("spreads parcels over the period instead of refreshing them all at once", () => {
    const times = new Set(
      Array.from({ length: 100 }, (_, parcelId) => {
        const next = nextRefreshOf({ ...base, parcelId }, now);
        return next.refresh ? next.at.getTime() : 0;
      }),
    );
    expect(times.size).toBeGreaterThan(90);
  });

  it("stops at a final status, when cancelled, 90 days after the first event, and expires after 30 quiet days", () => {
    expect(nextRefreshOf({ ...base, status: "delivered" }, now)).toMatchObject({
      refresh: false,
      reason: "final",
    });
    expect(nextRefreshOf({ ...base, cancelled: true }, now)).toMatchObject({
      refresh: false,
      reason: "cancelled",
    });
    expect(
      nextRefreshOf({ ...base, firstEventAt: new Date("2026-08-01T00:00:00Z"), lastEventAt: now }, now),
    ).toMatchObject({ refresh: false, reason: "tooOld", expire: false });
    expect(nextRefreshOf({ ...base, lastEventAt: new Date("2026-10-27T11:00:00Z") }, now)).toMatchObject({
      refresh: false,
      reason: "expired",
      expire: true,
    });
  });
});

describe("derivedTrackStates", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  const input = {
    cancelled: false,
    status: null,
    alert: false,
    submissionFailed: false,
    labelMadeAt: new Date("2026-11-26T12:00:00Z"),
    firstEventAt: null,
    notOnlineHours: 48,
    maxShippingDays: 10,
  };

  it("says not yet online only after the product's hours without an event", () => {
    expect(derivedTrackStates(input, now)).toEqual([]);
    expect(derivedTrackStates({ ...input, labelMadeAt: new Date("2026-11-25T11:00:00Z") }, now)).toEqual([
      "notYetOnline",
    ]);
  });

  it("counts in transit, overtime and abnormal until the parcel is final", () => {
    const moving = {
      ...input,
      status: "exception" as const,
      alert: true,
      firstEventAt: new Date("2026-11-10T00:00:00Z"),
    };
    expect(derivedTrackStates(moving, now)).toEqual(["inTransit", "overtime", "abnormal"]);
    expect(derivedTrackStates({ ...moving, status: "delivered" }, now)).toEqual([]);
    expect(derivedTrackStates({ ...input, submissionFailed: true, labelMadeAt: null }, now)).toEqual([
      "failed",
    ]);
  });

  it("counts a cancelled order in none of them", () => {
    const failedLate = { ...input, submissionFailed: true, labelMadeAt: new Date("2026-11-20T00:00:00Z") };
    expect(derivedTrackStates(failedLate, now)).toEqual(["failed", "notYetOnline"]);
    expect(derivedTrackStates({ ...failedLate, cancelled: true }, now)).toEqual([]);
  });

  it("counts calendar days in China time", () => {
    expect(calendarDaysBetween(new Date("2026-11-26T15:59:00Z"), new Date("2026-11-26T16:01:00Z"))).toBe(1);
    expect(calendarDaysBetween(new Date("2026-11-26T00:00:00Z"), new Date("2026-11-26T15:00:00Z"))).toBe(0);
  });
});

describe("parcelStatusOf", () => {
  const at = (iso: string) => new Date(iso);
  it("takes the latest mapped event by event time, not by arrival, and ignores unmapped ones", () => {
    const events = [
      { id: 3, at: at("2026-11-20T10:00:00Z"), status: "inTransit" as const, ruleId: 1, alert: false },
      { id: 1, at: at("2026-11-22T10:00:00Z"), status: "exception" as const, ruleId: 2, alert: true },
      { id: 2, at: at("2026-11-23T10:00:00Z"), status: null, ruleId: null, alert: false },
    ];
    expect(parcelStatusOf(events)).toEqual({ status: "exception", ruleId: 2, alert: true });
    expect(parcelStatusOf([])).toEqual({ status: null, ruleId: null, alert: false });
  });
});
