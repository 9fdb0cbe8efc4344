import type { Language } from "./constants";

// Tracking (issue 17; spec §2, §3 "Tracking rule", §5, §9): the platform's own track statuses, the rules that map a
// carrier's raw events to them, how a carrier's offset-less time is read, when a parcel is refreshed and the
// derived states the dashboard and the order filters count. The server's ingest and refresh, the console's
// timeline and rule screens and the public tracking page all read these.

/**
 * The platform's track statuses, comparable to the trade's (AfterShip, 17TRACK): each parcel's status is its latest
 * event's (by event time) mapped status. `expired` is never mapped from an event: the refresh sets it after
 * TRACKING_EXPIRE_DAYS without a new event.
 */
export const TRACK_STATUSES = [
  "infoReceived",
  "inTransit",
  "outForDelivery",
  "failedAttempt",
  "availableForPickup",
  "delivered",
  "exception",
  "returned",
  "lost",
  "expired",
] as const;
export type TrackStatus = (typeof TRACK_STATUSES)[number];

/** Statuses a rule may map an event to (all but `expired`, which only the refresh sets). */
export const MAPPABLE_TRACK_STATUSES = [
  "infoReceived",
  "inTransit",
  "outForDelivery",
  "failedAttempt",
  "availableForPickup",
  "delivered",
  "exception",
  "returned",
  "lost",
] as const satisfies readonly TrackStatus[];
export type MappableTrackStatus = (typeof MAPPABLE_TRACK_STATUSES)[number];

/** A parcel at one of these is no longer refreshed. */
export const FINAL_TRACK_STATUSES: readonly TrackStatus[] = ["delivered", "returned", "lost", "expired"];
/** A parcel reaching one of these opens a problem order for its customer. */
export const PROBLEM_TRACK_STATUSES: readonly TrackStatus[] = ["returned", "lost"];

export const isFinalTrackStatus = (status: TrackStatus | null) =>
  status !== null && FINAL_TRACK_STATUSES.includes(status);

/** The statuses' display texts; the spec's 10-character limit holds for zh, en and ko allow 40 (TRACK_TEXT_LIMITS). */
export const TRACK_STATUS_TEXTS: Record<TrackStatus, Record<Language, string>> = {
  infoReceived: { zh: "已揽收信息", en: "Info received", ko: "정보 접수" },
  inTransit: { zh: "运输中", en: "In transit", ko: "배송 중" },
  outForDelivery: { zh: "派送中", en: "Out for delivery", ko: "배달 출발" },
  failedAttempt: { zh: "投递失败", en: "Delivery attempt failed", ko: "배달 실패" },
  availableForPickup: { zh: "到达待取", en: "Available for pickup", ko: "픽업 대기" },
  delivered: { zh: "已签收", en: "Delivered", ko: "배달 완료" },
  exception: { zh: "异常", en: "Exception", ko: "예외" },
  returned: { zh: "已退回", en: "Returned to sender", ko: "반송됨" },
  lost: { zh: "丢失", en: "Lost", ko: "분실" },
  expired: { zh: "长时间无更新", en: "No update for 30 days", ko: "30일간 업데이트 없음" },
};

/** The longest a status text may be, per language (spec §5: 10 characters, said of the Chinese console). */
export const TRACK_TEXT_LIMITS: Record<Language, number> = { zh: 10, en: 40, ko: 40 };

/** Spec §9: every parcel is refreshed every 4 hours; once out for delivery, every hour. */
export const TRACKING_REFRESH_HOURS = 4;
export const TRACKING_REFRESH_OUT_FOR_DELIVERY_HOURS = 1;
/** A parcel without a new event for this long is expired and no longer refreshed. */
export const TRACKING_EXPIRE_DAYS = 30;
/** A parcel is not refreshed later than this after its first event, whatever its status. */
export const TRACKING_STOP_AFTER_DAYS = 90;
/** "Not yet online": a label made this long ago and no carrier event yet (a product may set its own). */
export const TRACKING_NOT_ONLINE_HOURS = 48;
/** Numbers one lookup (console, open API) takes. */
export const TRACKING_LOOKUP_MAX = 100;
/** Numbers one lookup of the public tracking page (the sellers' buyers, no sign-in) takes. */
export const PUBLIC_TRACKING_MAX = 20;
/** The longest number the public page looks up (order numbers and carriers' numbers are far shorter). */
export const PUBLIC_TRACKING_NUMBER_MAX_LENGTH = 64;
/** Where an offset-less carrier time is assumed to be when the source declares no zone: most carriers are Chinese. */
export const TRACKING_DEFAULT_ZONE = "Asia/Shanghai";

/** The main time zone of the countries parcels travel to and from, by ISO country code. */
const COUNTRY_ZONES: Record<string, string> = {
  CN: "Asia/Shanghai",
  HK: "Asia/Hong_Kong",
  TW: "Asia/Taipei",
  JP: "Asia/Tokyo",
  KR: "Asia/Seoul",
  SG: "Asia/Singapore",
  MY: "Asia/Kuala_Lumpur",
  TH: "Asia/Bangkok",
  VN: "Asia/Ho_Chi_Minh",
  PH: "Asia/Manila",
  ID: "Asia/Jakarta",
  IN: "Asia/Kolkata",
  AE: "Asia/Dubai",
  SA: "Asia/Riyadh",
  IL: "Asia/Jerusalem",
  AU: "Australia/Sydney",
  NZ: "Pacific/Auckland",
  US: "America/New_York",
  CA: "America/Toronto",
  MX: "America/Mexico_City",
  BR: "America/Sao_Paulo",
  GB: "Europe/London",
  IE: "Europe/Dublin",
  PT: "Europe/Lisbon",
  DE: "Europe/Berlin",
  FR: "Europe/Paris",
  IT: "Europe/Rome",
  ES: "Europe/Madrid",
  NL: "Europe/Amsterdam",
  BE: "Europe/Brussels",
  AT: "Europe/Vienna",
  CH: "Europe/Zurich",
  PL: "Europe/Warsaw",
  SE: "Europe/Stockholm",
  RU: "Europe/Moscow",
};

/** A country's main time zone; undefined for a country not in the list. */
export const countryZoneOf = (country: string): string | undefined => COUNTRY_ZONES[country.toUpperCase()];

/** One event as the carrier sent it, with the source it came from (a provider's adapter, or a person's hand). */
export type RawTrackEvent = { source: string; code: string; text: string; place: string; time: string };

/** A tracking rule (spec §3 TrackStatus, EventCode, StatusDesc, EventDesc, EventAlert, keyword, source, status). */
export type TrackRule = {
  id: number;
  trackStatus: MappableTrackStatus;
  /** Matches the event's code exactly (case and surrounding spaces ignored); "" for a keyword rule. */
  eventCode: string;
  /** Matches when the event's text contains it (case ignored); "" for a code rule. */
  keyword: string;
  /** Only events of this source; "" for every source. */
  source: string;
  /** Raises an alert: the parcel counts as abnormal and its customer gets a notice. */
  alert: boolean;
  enabled: boolean;
};

/** What a rule made of an event. */
export type TrackMapping = { ruleId: number; status: MappableTrackStatus; alert: boolean };

type CompiledGroup = {
  /** Enabled code rules by normalised code, in rule order. */
  byCode: Map<string, TrackRule[]>;
  /** Enabled keyword rules in rule order, their keywords lower-cased. */
  keywords: { rule: TrackRule; keyword: string }[];
};

const normalisedCode = (code: string) => code.trim().toUpperCase();
const matchesSource = (rule: TrackRule, source: string) => rule.source === "" || rule.source === source;

/** A group's rules (in rule order) made ready for many lookups. */
export const compileTrackRules = (rules: readonly TrackRule[]): CompiledGroup => {
  const byCode = new Map<string, TrackRule[]>();
  const keywords: CompiledGroup["keywords"] = [];
  for (const rule of rules) {
    if (!rule.enabled) continue;
    const code = normalisedCode(rule.eventCode);
    if (code) {
      const list = byCode.get(code);
      if (list) list.push(rule);
      else byCode.set(code, [rule]);
    } else if (rule.keyword.trim()) keywords.push({ rule, keyword: rule.keyword.trim().toLowerCase() });
  }
  return { byCode, keywords };
};
export type CompiledTrackRules = ReturnType<typeof compileTrackRules>;

const mappingOf = (rule: TrackRule): TrackMapping => ({
  ruleId: rule.id,
  status: rule.trackStatus,
  alert: rule.alert,
});

/**
 * Maps one event through a chain of groups (the product's, then the provider's, then the platform default): the
 * first group with a matching rule answers; within a group a code match comes before a keyword match, then rule
 * order. Null when no rule of any group matches: the event is unmapped.
 */
export const mapTrackEvent = (
  chain: readonly CompiledTrackRules[],
  event: Pick<RawTrackEvent, "source" | "code" | "text">,
): TrackMapping | null => {
  const code = normalisedCode(event.code);
  let text: string | undefined;
  for (const group of chain) {
    if (code) {
      const rule = group.byCode.get(code)?.find((candidate) => matchesSource(candidate, event.source));
      if (rule) return mappingOf(rule);
    }
    if (group.keywords.length === 0) continue;
    text ??= event.text.toLowerCase();
    for (const { rule, keyword } of group.keywords)
      if (matchesSource(rule, event.source) && text.includes(keyword)) return mappingOf(rule);
  }
  return null;
};

const OFFSET = /(Z|[+-]\d{2}(:?\d{2})?)$/i;
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?$/;
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC in minutes at an instant, read from the platform's time-zone data. */
const zoneOffsetMinutes = (zone: string, instant: number) => {
  let format = zoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    zoneFormats.set(zone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = Number(part.value);
  const asUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
};

// Offsets change on whole quarter hours (UTC) in every zone's rules, so one reading serves the quarter hour around
// it: a refresh maps thousands of events of a few zones and days, and reading the zone data costs far more than
// the rest of an event's mapping. The cache is emptied when it grows past its bound.
const QUARTER_HOUR_MS = 15 * 60_000;
const OFFSET_CACHE_LIMIT = 50_000;
const offsetCache = new Map<string, number>();

/** The zone's offset from UTC in minutes at an instant. */
const offsetMinutes = (zone: string, instant: number) => {
  const key = `${zone} ${Math.floor(instant / QUARTER_HOUR_MS)}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    if (offsetCache.size >= OFFSET_CACHE_LIMIT) offsetCache.clear();
    offset = zoneOffsetMinutes(zone, instant);
    offsetCache.set(key, offset);
  }
  return offset;
};

/** Whether a zone name is one the runtime knows. */
export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * The instant of a carrier's time. With an offset ("2026-11-20T14:03:00+08:00", "...Z") it is that instant, not
 * assumed; without one (most Chinese APIs: "2026-11-20 14:03:00") it is read as local time in `zone` and flagged
 * assumed. Null when the text is no time at all.
 */
export const instantOfCarrierTime = (time: string, zone: string): { at: Date; assumed: boolean } | null => {
  const text = time.trim();
  if (OFFSET.test(text) && /^\d{4}-\d{2}-\d{2}/.test(text)) {
    const at = new Date(text.replace(" ", "T"));
    return Number.isNaN(at.getTime()) ? null : { at, assumed: false };
  }
  const match = LOCAL_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second ?? 0);
  if (Number.isNaN(wall)) return null;
  // The wall time less the zone's offset, the offset taken again at the first guess (a change of offset between).
  const guess = wall - offsetMinutes(zone, wall) * 60_000;
  return { at: new Date(wall - offsetMinutes(zone, guess) * 60_000), assumed: true };
};

/** A stable spread of a parcel's refreshes over the period: 0 <= fraction < 1 from its id. */
const spreadOf = (parcelId: number) => (((parcelId * 2654435761) >>> 0) % 10_000) / 10_000;

export type RefreshState = {
  parcelId: number;
  status: TrackStatus | null;
  firstEventAt: Date | null;
  lastEventAt: Date | null;
  /** When the parcel started to be tracked (its label made or its order handed over). */
  trackedSince: Date;
  cancelled: boolean;
};

export type RefreshDecision =
  | { refresh: true; at: Date }
  | { refresh: false; expire: boolean; reason: "final" | "expired" | "tooOld" | "cancelled" };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * When a parcel is next refreshed after one at `now`, or why it is not: never at a final status, when cancelled, 90
 * days after its first event, or 30 days without a new event (then it becomes expired). Refreshes come every 4 hours
 * (hourly when out for delivery), each parcel at its own offset in the period so a provider sees an even stream.
 */
export const nextRefreshOf = (state: RefreshState, now: Date): RefreshDecision => {
  if (state.cancelled) return { refresh: false, expire: false, reason: "cancelled" };
  if (isFinalTrackStatus(state.status)) return { refresh: false, expire: false, reason: "final" };
  if (state.firstEventAt && now.getTime() - state.firstEventAt.getTime() >= TRACKING_STOP_AFTER_DAYS * DAY_MS)
    return { refresh: false, expire: false, reason: "tooOld" };
  const quietSince = state.lastEventAt ?? state.trackedSince;
  if (now.getTime() - quietSince.getTime() >= TRACKING_EXPIRE_DAYS * DAY_MS)
    return { refresh: false, expire: true, reason: "expired" };
  const period =
    (state.status === "outForDelivery" ? TRACKING_REFRESH_OUT_FOR_DELIVERY_HOURS : TRACKING_REFRESH_HOURS) *
    HOUR_MS;
  const offset = spreadOf(state.parcelId) * period;
  const periodStart = Math.floor((now.getTime() - offset) / period) * period + offset;
  return { refresh: true, at: new Date(periodStart + period) };
};

/** The dashboard's and the order filters' derived tracking states (spec §2 dashboard counts). */
export const DERIVED_TRACK_STATES = ["inTransit", "notYetOnline", "overtime", "abnormal", "failed"] as const;
export type DerivedTrackState = (typeof DERIVED_TRACK_STATES)[number];

/** The derived states' names (the package-tracking export writes them; the console has the same in its locales). */
export const DERIVED_TRACK_STATE_TEXTS: Record<DerivedTrackState, Record<Language, string>> = {
  inTransit: { zh: "运输中", en: "In transit", ko: "배송 중" },
  notYetOnline: { zh: "未上网", en: "Not yet online", ko: "미등록" },
  overtime: { zh: "超时", en: "Overtime", ko: "기한 초과" },
  abnormal: { zh: "异常", en: "Abnormal", ko: "이상" },
  failed: { zh: "下单失败", en: "Submission failed", ko: "접수 실패" },
};

export type DerivedStateInput = {
  /** A cancelled order is in none of them. */
  cancelled: boolean;
  status: TrackStatus | null;
  /** Whether any event of the parcel raised an alert and it is not final yet. */
  alert: boolean;
  submissionFailed: boolean;
  /** When its label was made (null: none yet). */
  labelMadeAt: Date | null;
  firstEventAt: Date | null;
  /** Hours after the label with no event before the parcel is "not yet online" (product's setting or the default). */
  notOnlineHours: number;
  /** The product's maxShippingCycle in calendar days (null: no limit). */
  maxShippingDays: number | null;
};

/** Which derived states a parcel is in at `now`. */
export const derivedTrackStates = (input: DerivedStateInput, now: Date): DerivedTrackState[] => {
  const states: DerivedTrackState[] = [];
  if (input.cancelled) return states;
  if (input.submissionFailed) states.push("failed");
  const final = isFinalTrackStatus(input.status);
  if (input.firstEventAt && !final) states.push("inTransit");
  if (
    !input.firstEventAt &&
    input.labelMadeAt &&
    now.getTime() - input.labelMadeAt.getTime() >= input.notOnlineHours * HOUR_MS
  )
    states.push("notYetOnline");
  if (
    input.firstEventAt &&
    input.maxShippingDays !== null &&
    !final &&
    calendarDaysBetween(input.firstEventAt, now) > input.maxShippingDays
  )
    states.push("overtime");
  if (input.alert && !final) states.push("abnormal");
  return states;
};

/** Calendar days from one instant's date to another's, both read in China time (the platform's business day). */
export const calendarDaysBetween = (from: Date, to: Date) => {
  const day = (instant: Date) =>
    Math.floor(
      (instant.getTime() + offsetMinutes(TRACKING_DEFAULT_ZONE, instant.getTime()) * 60_000) / DAY_MS,
    );
  return day(to) - day(from);
};

/** One stored event as far as the parcel's status goes. */
export type MappedTrackEvent = {
  id: number;
  at: Date;
  status: MappableTrackStatus | null;
  ruleId: number | null;
  alert: boolean;
};

/**
 * A parcel's status from its events: the latest mapped one by event time (the later stored one on a tie) gives the
 * status, its rule and whether the parcel is alerting; unmapped events change nothing. Null status: none mapped.
 */
export const parcelStatusOf = (events: readonly MappedTrackEvent[]) => {
  let latest: MappedTrackEvent | undefined;
  for (const event of events)
    if (
      event.status &&
      (!latest ||
        event.at.getTime() > latest.at.getTime() ||
        (event.at.getTime() === latest.at.getTime() && event.id > latest.id))
    )
      latest = event;
  return {
    status: latest?.status ?? null,
    ruleId: latest?.ruleId ?? null,
    alert: latest?.alert ?? false,
  };
};
