import { describe, expect, it } from "vitest";
import {
  BANK_TRANSFER_STATUSES,
  BANK_TRANSFER_TRANSITIONS,
  CANCEL_REQUEST_STATUSES,
  CANCEL_REQUEST_TRANSITIONS,
  DOCKING_REQUEST_STATUSES,
  DOCKING_REQUEST_TRANSITIONS,
  isRepeat,
  nextStatus,
  ORDER_IMPORT_STATUSES,
  ORDER_IMPORT_TRANSITIONS,
  ORDER_PAYMENT_STATUSES,
  ORDER_PAYMENT_TRANSITIONS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  PROBLEM_STATUSES,
  PROBLEM_TRANSITIONS,
  PRODUCT_STATUSES,
  PRODUCT_TRANSITIONS,
  productStatusEvent,
  RECHARGE_PAYMENT_STATUSES,
  RECHARGE_PAYMENT_TRANSITIONS,
  SUBMISSION_STATUSES,
  SUBMISSION_TRANSITIONS,
  type Transitions,
  WITHDRAWAL_STATUSES,
  WITHDRAWAL_TRANSITIONS,
} from "./status-transitions";

// Each lifecycle with the transitions the spec allows, written out by hand ("from -event-> to"): every other
// status × event must be refused.
const LIFECYCLES: [string, readonly string[], Transitions<string>, string[]][] = [
  [
    "docking request",
    DOCKING_REQUEST_STATUSES,
    DOCKING_REQUEST_TRANSITIONS,
    ["pending -accept-> accepted", "pending -reject-> rejected", "pending -withdraw-> withdrawn"],
  ],
  [
    "withdrawal",
    WITHDRAWAL_STATUSES,
    WITHDRAWAL_TRANSITIONS,
    ["pending -approve-> approved", "pending -reject-> rejected"],
  ],
  [
    "bank transfer",
    BANK_TRANSFER_STATUSES,
    BANK_TRANSFER_TRANSITIONS,
    ["pending -confirm-> confirmed", "pending -reject-> rejected"],
  ],
  [
    "recharge payment",
    RECHARGE_PAYMENT_STATUSES,
    RECHARGE_PAYMENT_TRANSITIONS,
    ["pending -pay-> paid", "expired -pay-> paid", "pending -expire-> expired"],
  ],
  [
    "product",
    PRODUCT_STATUSES,
    PRODUCT_TRANSITIONS,
    ["offline -putOnline-> online", "online -takeOffline-> offline"],
  ],
  [
    "order",
    ORDER_STATUSES,
    ORDER_TRANSITIONS,
    [
      "created -pay-> canShip",
      "created -payBlocked-> cannotShip",
      "canShip -block-> cannotShip",
      "cannotShip -release-> canShip",
      "canShip -handOver-> handedOver",
      "canShip -weighIn-> handedOver",
      "cannotShip -weighIn-> handedOver",
      "canShip -weighInArrears-> cannotShip",
      "cannotShip -weighInArrears-> cannotShip",
      "cannotShip -payArrears-> handedOver",
      "handedOver -complete-> completed",
      "created -cancel-> cancelled",
      "canShip -cancel-> cancelled",
      "cannotShip -cancel-> cancelled",
      "handedOver -cancelConfirmed-> cancelled",
      "completed -settle-> settled",
    ],
  ],
  [
    "order payment",
    ORDER_PAYMENT_STATUSES,
    ORDER_PAYMENT_TRANSITIONS,
    [
      "unpaid -pay-> paid",
      "unpaid -hold-> held",
      "held -capture-> paid",
      "paid -refund-> refunded",
      "held -release-> released",
    ],
  ],
  [
    "cancel request",
    CANCEL_REQUEST_STATUSES,
    CANCEL_REQUEST_TRANSITIONS,
    ["pending -confirm-> confirmed", "pending -refuse-> refused"],
  ],
  [
    "problem order",
    PROBLEM_STATUSES,
    PROBLEM_TRANSITIONS,
    ["open -answer-> answered", "open -resolve-> resolved", "answered -resolve-> resolved"],
  ],
  [
    "bulk order import",
    ORDER_IMPORT_STATUSES,
    ORDER_IMPORT_TRANSITIONS,
    ["processing -complete-> completed", "processing -fail-> failed"],
  ],
  [
    "carrier submission",
    SUBMISSION_STATUSES,
    SUBMISSION_TRANSITIONS,
    [
      "waiting -accept-> success",
      "waiting -refuse-> failed",
      "failed -repush-> waiting",
      "waiting -markSuccess-> success",
      "failed -markSuccess-> success",
      "success -cancel-> cancelled",
    ],
  ],
];

describe.each(LIFECYCLES)("the %s lifecycle", (_name, statuses, table, allowed) => {
  it("allows exactly the listed transitions and refuses every other status × event", () => {
    const granted: string[] = [];
    for (const from of statuses)
      for (const event of Object.keys(table)) {
        const to = nextStatus(table, from, event);
        if (to !== null) granted.push(`${from} -${event}-> ${to}`);
      }
    expect(granted.sort()).toEqual([...allowed].sort());
  });

  it("leads only to its own statuses", () => {
    for (const { from, to } of Object.values(table)) {
      expect(statuses).toContain(to);
      for (const status of from) expect(statuses).toContain(status);
    }
  });
});

describe("a repeated request", () => {
  it("is one whose status already is where the event leads", () => {
    expect(isRepeat(WITHDRAWAL_TRANSITIONS, "approved", "approve")).toBe(true);
    expect(isRepeat(WITHDRAWAL_TRANSITIONS, "rejected", "approve")).toBe(false);
  });
});

describe("a product's status change", () => {
  it("names the event that leads to the status asked for", () => {
    for (const status of PRODUCT_STATUSES)
      expect(PRODUCT_TRANSITIONS[productStatusEvent(status)].to).toBe(status);
  });
});
