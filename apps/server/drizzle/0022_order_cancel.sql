CREATE TABLE "order_cancel_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"refusal" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_cancel_requests" ADD CONSTRAINT "order_cancel_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_cancel_requests_pending_uq" ON "order_cancel_requests" USING btree ("order_id") WHERE "order_cancel_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "order_cancel_requests_order_idx" ON "order_cancel_requests" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_cancel_requests_status_idx" ON "order_cancel_requests" USING btree ("status","id");