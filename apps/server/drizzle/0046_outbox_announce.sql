-- A transaction that appends outbox events announces it on commit, so the webhook worker wakes at once instead of
-- at its next poll (OUTBOX_CHANNEL in src/modules/webhooks/webhooks.worker.ts). One notification a statement, and
-- PostgreSQL folds a transaction's identical ones into one.
CREATE FUNCTION event_outbox_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outbox_events', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER event_outbox_announce AFTER INSERT ON event_outbox
  FOR EACH STATEMENT EXECUTE FUNCTION event_outbox_announce();
