import type { OrderProblem, ProblemAnswer, ProblemQuery, ProblemRaiseFields } from "@pp/contracts";
import { nextStatus, PROBLEM_TRANSITIONS } from "@pp/domain";
import { can, requireCan } from "../../../platform/access";
import type { Actor } from "../../../platform/actor";
import type { Db, Executor } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { documentTypeOf, type FileStore } from "../../../platform/file-store";
import { mapPage } from "../../../platform/paging";
import { visibleOrNotFound } from "../../../platform/scope";
import type { ProblemAttachment } from "../order-problems.tables";
import { ownOrder, recordsOf } from "../placement/placement";
import * as repo from "../placement/placement.repository";
import * as problems from "./order-problems.repository";

// Problem orders (问题件, issue 13, spec §2): platform staff (`handleProblems`) raise a problem on a customer's
// order with an attachment, the customer's users answer it, staff resolve it. Each step writes the order's log
// row and, in the same transaction, tells the other side through `onStep` (the flow in
// src/flows/tell-of-problem-step.ts posts the notice).

/** A step the other side is told of: the customer on raise and resolve, the raising staff user on answer. */
export type ProblemStep = {
  kind: "problemRaised" | "problemAnswered" | "problemResolved";
  problemId: number;
  orderNo: string;
  orgId: number;
  raisedBy: number;
  note: string;
};
export type OnProblemStep = (tx: Executor, step: ProblemStep) => Promise<void>;

/** An attachment as the raise form hands it over. */
export type NewAttachment = { bytes: Buffer; name: string };

/** Writes the order's log row and event of a problem step; the order's status stays as it is. */
const logStep = (
  tx: Executor,
  actor: Actor,
  order: repo.OrderRecord,
  step: { event: string; reason: string; problemId: number },
) => {
  const row = { ...order, version: order.version + 1 };
  const { event, reason, problemId } = step;
  return repo.updateOrder(
    tx,
    order.id,
    { version: row.version },
    recordsOf([
      {
        userId: actor.userId,
        row,
        event,
        from: order.status,
        reason,
        topic: `order.${event}`,
        extra: { problemId },
      },
    ]),
  );
};

const toDto = (row: problems.ProblemRow): OrderProblem => ({
  id: row.id,
  orderId: row.orderId,
  orderNo: row.orderNo,
  orgName: row.orgName,
  type: row.type,
  description: row.description,
  status: row.status,
  raisedAt: row.raisedAt.toISOString(),
  attachments: row.attachments.map(({ name, contentType, size }, index) => ({
    index,
    name,
    contentType,
    size,
  })),
  answerKind: row.answerKind,
  answerText: row.answerText,
  correctedAddress: row.correctedAddress,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  resolutionNote: row.resolutionNote,
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
});

/** A problem the caller sees: any for staff, its own org's for a customer; 404 otherwise. */
const readableBy = (actor: Actor, row: problems.ProblemRow | undefined) => {
  if (can(actor, "handleProblems")) return visibleOrNotFound(actor, row);
  requireCan(actor, "placeOrders");
  if (!row || row.orgId !== actor.orgId) throw new AppError("NOT_FOUND");
  return row;
};

export const createOrderProblems = (db: Db, files: FileStore, onStep: OnProblemStep) => {
  const read = async (actor: Actor, id: number) =>
    toDto(readableBy(actor, await problems.findProblem(db, id)));

  const answerIn = async (tx: Executor, actor: Actor, id: number, answer: ProblemAnswer) => {
    requireCan(actor, "placeOrders");
    const problem = await problems.lockProblem(tx, id);
    if (!problem || problem.orgId !== actor.orgId) throw new AppError("NOT_FOUND");
    const status = nextStatus(PROBLEM_TRANSITIONS, problem.status, "answer");
    if (!status) throw new AppError("ALREADY_DECIDED");
    const order = ownOrder(actor, await repo.lockOrder(tx, problem.orderId));
    await problems.updateProblem(tx, id, {
      status,
      answerKind: answer.kind,
      answerText: answer.text,
      correctedAddress: answer.kind === "correctedAddress" ? answer.address : null,
      answeredBy: actor.userId,
      answeredAt: new Date(),
    });
    await logStep(tx, actor, order, {
      event: "problemAnswer",
      reason: "orderLogProblemAnswered",
      problemId: id,
    });
    await onStep(tx, {
      kind: "problemAnswered",
      problemId: id,
      orderNo: order.orderNo,
      orgId: order.orgId,
      raisedBy: problem.raisedBy,
      note: "",
    });
  };

  return {
    /**
     * Staff raise a problem on an order they see, with at most one attachment (PNG, JPEG or PDF by content):
     * the file goes to the file store in the problem's transaction (the database store) or is deleted again when
     * the transaction fails (the others).
     */
    raise: async (actor: Actor, fields: ProblemRaiseFields, attachment: NewAttachment | undefined) => {
      requireCan(actor, "handleProblems");
      const contentType = attachment ? documentTypeOf(attachment.bytes) : undefined;
      if (contentType === null) throw AppError.field("file", "PROBLEM_ATTACHMENT_TYPE");
      let storedKey: string | undefined;
      try {
        const id = await db.transaction(async (tx) => {
          const order = visibleOrNotFound(actor, await repo.lockOrder(tx, fields.orderId));
          const attachments: ProblemAttachment[] = [];
          if (attachment && contentType) {
            const name = attachment.name.slice(0, 200);
            const stored = await files.put({ bytes: attachment.bytes, contentType, name }, tx);
            storedKey = stored.key;
            attachments.push({ key: stored.key, name, contentType, size: stored.size });
          }
          const problem = await problems.insertProblem(tx, {
            orderId: order.id,
            orgId: order.orgId,
            type: fields.type,
            description: fields.description,
            attachments,
            raisedBy: actor.userId,
          });
          await logStep(tx, actor, order, {
            event: "problemRaise",
            reason: "orderLogProblemRaised",
            problemId: problem.id,
          });
          await onStep(tx, {
            kind: "problemRaised",
            problemId: problem.id,
            orderNo: order.orderNo,
            orgId: order.orgId,
            raisedBy: actor.userId,
            note: "",
          });
          return problem.id;
        });
        return read(actor, id);
      } catch (error) {
        if (storedKey) await files.delete(storedKey);
        throw error;
      }
    },

    /** The customer's users answer an open problem of their org, once. */
    answer: (actor: Actor, id: number, answer: ProblemAnswer) =>
      db.transaction((tx) => answerIn(tx, actor, id, answer)).then(() => read(actor, id)),

    /**
     * An answer written in the caller's transaction: a corrected address the order's edit applies in the same
     * transaction (src/flows/edit-order.ts).
     */
    answerIn,

    /** Staff resolve an open or answered problem with the note the customer reads, once. */
    resolve: (actor: Actor, id: number, note: string) =>
      db
        .transaction(async (tx) => {
          requireCan(actor, "handleProblems");
          const problem = await problems.lockProblem(tx, id);
          if (!problem) throw new AppError("NOT_FOUND");
          const status = nextStatus(PROBLEM_TRANSITIONS, problem.status, "resolve");
          if (!status) throw new AppError("ALREADY_DECIDED");
          const order = visibleOrNotFound(actor, await repo.lockOrder(tx, problem.orderId));
          await problems.updateProblem(tx, id, {
            status,
            resolvedBy: actor.userId,
            resolvedAt: new Date(),
            resolutionNote: note,
          });
          await logStep(tx, actor, order, {
            event: "problemResolve",
            reason: "orderLogProblemResolved",
            problemId: id,
          });
          await onStep(tx, {
            kind: "problemResolved",
            problemId: id,
            orderNo: order.orderNo,
            orgId: order.orgId,
            raisedBy: problem.raisedBy,
            note,
          });
        })
        .then(() => read(actor, id)),

    /** Problems, newest first: every org's for staff, the caller's org's for a customer. */
    list: async (actor: Actor, query: ProblemQuery) => {
      const staff = can(actor, "handleProblems");
      if (!staff) requireCan(actor, "placeOrders");
      const filter = { scope: actor.scope, orgId: staff ? undefined : actor.orgId, status: query.status };
      return mapPage(await problems.pageProblems(db, filter, query), toDto);
    },

    read,

    /** One attachment of a problem the caller sees, from the file store. */
    attachment: async (actor: Actor, id: number, index: number) => {
      const problem = readableBy(actor, await problems.findProblem(db, id));
      const attached = problem.attachments[index];
      if (!attached) throw new AppError("NOT_FOUND");
      const file = await files.get(attached.key);
      if (!file)
        throw new Error(`the attachment ${attached.key} of problem ${id} is missing from the file store`);
      return { bytes: file.bytes, name: attached.name, contentType: attached.contentType };
    },
  };
};
export type OrderProblems = ReturnType<typeof createOrderProblems>;
