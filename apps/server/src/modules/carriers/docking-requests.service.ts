import type { DockingRequest, DockingRequestInput, DockingRequestQuery, Page } from "@pp/contracts";
import {
  BASE_CURRENCY,
  DOCKING_FEE,
  DOCKING_REQUEST_TRANSITIONS,
  type DockingRequestEvent,
  isRepeat,
  nextStatus,
} from "@pp/domain";
import { can, requireCan } from "../../platform/access";
import { type Actor, canSeeOrg } from "../../platform/actor";
import type { Db, Executor } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { mapPage } from "../../platform/paging";
import * as repo from "./docking-requests.repository";

// Docking requests, the carriers module's half (spec §9, issue 15): who may read and move a request, its rows and
// its lifecycle (DOCKING_REQUEST_TRANSITIONS). The fee's money is finance's: the flow
// `flows/dock-carrier-request.ts` holds it when a request is written and captures or releases it when one is
// decided, in the same transaction, and implements the actions the routes call (`DockingRequestActions`).

/** What the routes start; app.ts hands in the flow implementing them. */
export type DockingRequestActions = {
  submit: (actor: Actor, input: DockingRequestInput) => Promise<DockingRequest>;
  accept: (actor: Actor, id: number) => Promise<DockingRequest>;
  reject: (actor: Actor, id: number, reason: string) => Promise<DockingRequest>;
  withdraw: (actor: Actor, id: number) => Promise<DockingRequest>;
};

const toDto = (row: repo.DockingRequestRow): DockingRequest => ({
  id: row.id,
  orgId: row.orgId,
  orgName: row.orgName,
  carrierName: row.carrierName,
  website: row.website,
  apiDocsUrl: row.apiDocsUrl,
  contact: row.contact,
  note: row.note,
  fee: row.fee,
  currency: row.currency,
  status: row.status,
  rejectReason: row.rejectReason,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export const createDockingRequests = (db: Db) => ({
  /** The caller's org's requests; platform staff read every org's. */
  async list(actor: Actor, { status, ...page }: DockingRequestQuery): Promise<Page<DockingRequest>> {
    if (!can(actor, "readCarriers")) requireCan(actor, "dockOwnCarriers");
    return mapPage(await repo.pageRequests(db, actor.scope, status, page), toDto);
  },

  /** A request the caller was already allowed to reach. */
  one: async (ex: Executor, id: number) => toDto((await repo.findRequest(ex, id))!),

  /**
   * Writes a pending request for the caller's org in the caller's transaction, with the fee it will hold; a
   * repeat of a submission (its key already used by the org) answers the first request with `repeat`.
   */
  async open(tx: Executor, actor: Actor, input: DockingRequestInput) {
    requireCan(actor, "dockOwnCarriers");
    const { idempotencyKey, ...fields } = input;
    const id = await repo.insertRequest(tx, {
      orgId: actor.orgId,
      userId: actor.userId,
      ...fields,
      requestKey: idempotencyKey,
      currency: BASE_CURRENCY,
      fee: DOCKING_FEE,
    });
    if (id === undefined)
      return { row: (await repo.findRequestByKey(tx, actor.orgId, idempotencyKey))!, repeat: true };
    return { row: (await repo.findRequest(tx, id))!, repeat: false };
  },

  setHold: repo.setHold,
  platformOrgId: repo.platformOrgId,

  /**
   * Locks the request and moves it by `event` in the caller's transaction: staff accept or reject, its own org
   * withdraws. Answers the request as it was (with its hold), or null for a repeat, which changes nothing.
   */
  async move(tx: Executor, actor: Actor, id: number, event: DockingRequestEvent, rejectReason?: string) {
    requireCan(actor, event === "withdraw" ? "dockOwnCarriers" : "manageCarriers");
    const row = await repo.lockRequest(tx, id);
    if (!row || !canSeeOrg(actor, row.orgId)) throw new AppError("NOT_FOUND");
    if (isRepeat(DOCKING_REQUEST_TRANSITIONS, row.status, event)) return null;
    const status = nextStatus(DOCKING_REQUEST_TRANSITIONS, row.status, event);
    if (!status || row.holdId === null)
      throw new AppError("ALREADY_DECIDED", { params: { messageKey: "CARRIER_DOCKING_DECIDED" } });
    await repo.decideRequest(tx, id, {
      status,
      ...(rejectReason === undefined ? {} : { rejectReason }),
      decidedBy: actor.userId,
    });
    return { ...row, holdId: row.holdId };
  },
});

export type DockingRequests = ReturnType<typeof createDockingRequests>;
