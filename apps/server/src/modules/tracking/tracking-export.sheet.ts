import {
  calendarDaysBetween,
  DERIVED_TRACK_STATE_TEXTS,
  type DerivedTrackState,
  isFinalTrackStatus,
  type Language,
  TRACK_STATUS_TEXTS,
  type TrackStatus,
} from "@pp/domain";
import { streamWorkbook } from "../../platform/excel";

// The package-tracking export's workbook in the reader's language (issue 17; spec §7 packageTrack export): one row
// per parcel on the first sheet, every event of those parcels on the second. Rows are committed as they are added;
// the parcels' sheet is finished before the events' sheet begins, so the file never holds a sheet's rows in memory.

type ParcelColumn =
  | "orderNo"
  | "referenceNo"
  | "numbers"
  | "product"
  | "destination"
  | "status"
  | "firstEventAt"
  | "lastEventAt"
  | "lastPlace"
  | "lastText"
  | "daysInTransit"
  | "states";

type EventColumn = "orderNo" | "number" | "time" | "at" | "place" | "text" | "code" | "status" | "source";

const PARCEL_HEADERS: Record<Language, Record<ParcelColumn, string>> = {
  zh: {
    orderNo: "订单号",
    referenceNo: "客户单号",
    numbers: "跟踪号",
    product: "产品",
    destination: "目的国",
    status: "轨迹状态",
    firstEventAt: "首条轨迹时间",
    lastEventAt: "最新轨迹时间",
    lastPlace: "最新轨迹地点",
    lastText: "最新轨迹内容",
    daysInTransit: "运输天数",
    states: "跟踪提醒",
  },
  en: {
    orderNo: "Order no.",
    referenceNo: "Reference no.",
    numbers: "Tracking numbers",
    product: "Product",
    destination: "Destination",
    status: "Track status",
    firstEventAt: "First event",
    lastEventAt: "Last event",
    lastPlace: "Last event place",
    lastText: "Last event",
    daysInTransit: "Days in transit",
    states: "Tracking alerts",
  },
  ko: {
    orderNo: "주문 번호",
    referenceNo: "참조 번호",
    numbers: "추적 번호",
    product: "상품",
    destination: "목적지",
    status: "추적 상태",
    firstEventAt: "첫 이벤트 시간",
    lastEventAt: "최근 이벤트 시간",
    lastPlace: "최근 이벤트 장소",
    lastText: "최근 이벤트 내용",
    daysInTransit: "운송 일수",
    states: "추적 알림",
  },
};

const EVENT_HEADERS: Record<Language, Record<EventColumn, string>> = {
  zh: {
    orderNo: "订单号",
    number: "跟踪号",
    time: "时间（承运商）",
    at: "时间（UTC）",
    place: "地点",
    text: "内容",
    code: "事件代码",
    status: "轨迹状态",
    source: "来源",
  },
  en: {
    orderNo: "Order no.",
    number: "Tracking number",
    time: "Time (carrier's)",
    at: "Time (UTC)",
    place: "Place",
    text: "Event",
    code: "Event code",
    status: "Track status",
    source: "Source",
  },
  ko: {
    orderNo: "주문 번호",
    number: "추적 번호",
    time: "시간(운송사)",
    at: "시간(UTC)",
    place: "장소",
    text: "내용",
    code: "이벤트 코드",
    status: "추적 상태",
    source: "출처",
  },
};

const SHEET_NAMES: Record<Language, { parcels: string; events: string }> = {
  zh: { parcels: "包裹轨迹", events: "轨迹事件" },
  en: { parcels: "Parcels", events: "Events" },
  ko: { parcels: "소포", events: "이벤트" },
};

const WIDE: string[] = ["numbers", "product", "lastPlace", "lastText", "states", "place", "text"];

export type ParcelLine = {
  orderNo: string;
  referenceNo: string;
  numbers: string[];
  product: string;
  destination: string;
  status: TrackStatus | null;
  firstEventAt: Date | null;
  lastEventAt: Date | null;
  lastPlace: string;
  lastText: string;
  states: DerivedTrackState[];
};

export type EventLine = {
  orderNo: string;
  number: string;
  time: string;
  at: Date;
  place: string;
  text: string;
  code: string;
  status: TrackStatus | null;
  source: string;
};

/** Calendar days (China time) from the first event to the last one once final, else to `now`; none before it. */
export const daysInTransitOf = (
  line: Pick<ParcelLine, "status" | "firstEventAt" | "lastEventAt">,
  now: Date,
) => {
  if (!line.firstEventAt) return null;
  const until = isFinalTrackStatus(line.status) && line.lastEventAt ? line.lastEventAt : now;
  return calendarDaysBetween(line.firstEventAt, until);
};

const columnsOf = <K extends string>(headers: Record<K, string>) =>
  (Object.keys(headers) as K[]).map((key) => ({
    key,
    header: headers[key],
    width: WIDE.includes(key) ? 32 : 18,
  }));

const statusText = (lang: Language, status: TrackStatus | null) =>
  status ? TRACK_STATUS_TEXTS[status][lang] : "";

/** Writes the parcels, then their events, into one xlsx file; answers it with the counts of both. */
export const writeTrackingWorkbook = async (
  lang: Language,
  now: Date,
  parcels: AsyncIterable<ParcelLine[]>,
  events: () => AsyncIterable<EventLine[]>,
) => {
  const workbook = streamWorkbook();
  const rows = await workbook.addSheet(
    SHEET_NAMES[lang].parcels,
    columnsOf(PARCEL_HEADERS[lang]),
    parcels,
    (line): Record<ParcelColumn, unknown> => ({
      orderNo: line.orderNo,
      referenceNo: line.referenceNo,
      numbers: line.numbers.join(", "),
      product: line.product,
      destination: line.destination,
      status: statusText(lang, line.status),
      firstEventAt: line.firstEventAt?.toISOString() ?? "",
      lastEventAt: line.lastEventAt?.toISOString() ?? "",
      lastPlace: line.lastPlace,
      lastText: line.lastText,
      daysInTransit: daysInTransitOf(line, now) ?? "",
      states: line.states.map((state) => DERIVED_TRACK_STATE_TEXTS[state][lang]).join(", "),
    }),
  );
  const eventRows = await workbook.addSheet(
    SHEET_NAMES[lang].events,
    columnsOf(EVENT_HEADERS[lang]),
    events(),
    (event): Record<EventColumn, unknown> => ({
      orderNo: event.orderNo,
      number: event.number,
      time: event.time,
      at: event.at.toISOString(),
      place: event.place,
      text: event.text,
      code: event.code,
      status: statusText(lang, event.status),
      source: event.source,
    }),
  );
  return { bytes: await workbook.finish(), rows, events: eventRows };
};
