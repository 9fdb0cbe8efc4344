import type { TrackStatus } from "@pp/domain";
import { orderTracking } from "../modules/orders";
import type { NoticePost, PostNotices } from "../modules/system";
import { latestMappedEvent, type OnTrackChange, type TrackChange } from "../modules/tracking";
import type { Executor } from "../platform/db";
import { problemStepNotice } from "./tell-of-problem-step";

// Use case: a parcel's tracking changed (new carrier events, a person's event, the refresh expiring it, or a rule's
// replay), and the order follows, in the tracking change's own transaction (docs/architecture.md "Tracking"):
// - orders writes `order.tracking-updated` (trackingStatus, eventCode, eventTime, number; `replay: true` for a
//   replay) with the order's new version, hands a shippable order over on its first carrier event, completes a
//   handed-over one on delivered and opens a problem order on returned or lost (tab counts and log rows with it);
// - system tells the customer's users: of the problem order (as staff's problems are told), and of an alerting
//   event (`trackingAlert`, linking to the order).
// Nothing to compensate: every write commits or rolls back with the tracking change.

const DETAIL_SCREEN = "orders/detail";

export const createTrackConsequences = (postNotices: PostNotices) => {
  const onChange: OnTrackChange = async (tx, changes) => {
    const moved = changes.filter((change) => change.from !== change.to || change.firstCarrierEvent);
    const outcomes = await orderTracking.recordTrackingUpdates(
      tx,
      moved.map((change) => ({
        orderId: change.orderId,
        trackingStatus: change.from !== change.to ? change.to : null,
        eventCode: change.eventCode,
        eventTime: change.eventTime,
        number: change.number,
        replay: change.replay,
        firstCarrierEvent: change.firstCarrierEvent,
      })),
    );
    const outcomeOf = new Map(moved.map((change, index) => [change.orderId, outcomes[index] ?? null]));
    // The facts of alerting parcels whose order had nothing to record, read together.
    const unrecorded = changes
      .filter((change) => change.alerts.length > 0 && !outcomeOf.get(change.orderId))
      .map((change) => change.orderId);
    const facts = unrecorded.length ? await orderTracking.trackingFactsOf(tx, unrecorded) : new Map();
    const notices: NoticePost[] = [];
    for (const change of changes) {
      const outcome = outcomeOf.get(change.orderId) ?? null;
      if (outcome?.problemId)
        notices.push(
          problemStepNotice({
            kind: "problemRaised",
            problemId: outcome.problemId,
            orderNo: outcome.orderNo,
            orgId: outcome.orgId,
            raisedBy: 0,
            note: "",
          }),
        );
      const alert = change.alerts[0];
      const order = outcome ?? facts.get(change.orderId);
      if (alert && order)
        notices.push({
          to: { orgId: change.orgId },
          kind: "trackingAlert",
          params: { orderNo: order.orderNo, number: alert.number, event: alert.text || alert.code },
          link: `/orders/detail?id=${change.orderId}`,
          screen: DETAIL_SCREEN,
        });
    }
    if (notices.length) await postNotices(tx, notices);
  };

  /**
   * The rules side's replay: parcels whose status a fixed rule changed get the same consequences, each event marked
   * as a replay and naming the parcel's latest mapped event.
   */
  const replay = async (
    tx: Executor,
    remapped: { orderId: number; orgId: number; from: TrackStatus | null; to: TrackStatus | null }[],
  ) => {
    const changes: TrackChange[] = [];
    for (const parcel of remapped) {
      if (parcel.from === parcel.to) continue;
      const latest = await latestMappedEvent(tx, parcel.orderId);
      changes.push({
        ...parcel,
        eventCode: latest?.code ?? "",
        eventTime: latest?.at.toISOString() ?? null,
        number: latest?.number ?? "",
        firstCarrierEvent: false,
        alerts: [],
        replay: true,
      });
    }
    await onChange(tx, changes);
  };

  return { onChange, replay };
};
export type TrackConsequences = ReturnType<typeof createTrackConsequences>;
