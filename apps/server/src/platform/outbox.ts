import { insertRows } from "./db";
import { eventOutbox } from "./platform.tables";

// The transactional outbox (docs/architecture.md "Event outbox"): every change that others may subscribe to
// appends its event with the executor of the change's own transaction, so an event is stored if and only if
// its change committed. Delivery is another module's job (the open API's webhooks).

export type OutboxEvent = {
  topic: string;
  aggregateType: string;
  aggregateId: number;
  orgId: number;
  /** The aggregate's version after the change. */
  version: number;
  payload: Record<string, unknown>;
};

/**
 * The inserts appending `events` (none for none), for the caller to run in its change's transaction as parts of
 * the statement that writes the change.
 */
export const appendEvents = (events: OutboxEvent[]) => insertRows(eventOutbox, events);
