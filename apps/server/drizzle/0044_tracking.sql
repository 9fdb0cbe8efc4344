CREATE TABLE "parcel_tracks" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"provider_id" integer,
	"status" text,
	"status_rule_id" integer,
	"alert" boolean DEFAULT false NOT NULL,
	"first_event_at" timestamp with time zone,
	"last_event_at" timestamp with time zone,
	"event_count" integer DEFAULT 0 NOT NULL,
	"tracked_since" timestamp with time zone DEFAULT now() NOT NULL,
	"next_refresh_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"refreshed_at" timestamp with time zone,
	"stop_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "track_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"number" text NOT NULL,
	"source" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"time_sent" text NOT NULL,
	"zone" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"assumed" boolean NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"rule_id" integer,
	"status" text,
	"alert" boolean DEFAULT false NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "track_group_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "track_rule_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "track_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"position" integer NOT NULL,
	"track_status" text NOT NULL,
	"event_code" text DEFAULT '' NOT NULL,
	"status_text" text DEFAULT '' NOT NULL,
	"event_text" text DEFAULT '' NOT NULL,
	"alert" boolean DEFAULT false NOT NULL,
	"keyword" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"integration_code" text DEFAULT '' NOT NULL,
	"api_name" text DEFAULT '' NOT NULL,
	"token" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "track_events" ADD CONSTRAINT "track_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_group_assignments" ADD CONSTRAINT "track_group_assignments_group_id_track_rule_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."track_rule_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_rule_groups" ADD CONSTRAINT "track_rule_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_rules" ADD CONSTRAINT "track_rules_group_id_track_rule_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."track_rule_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parcel_tracks_due_idx" ON "parcel_tracks" USING btree ("next_refresh_at") WHERE "parcel_tracks"."next_refresh_at" is not null;--> statement-breakpoint
CREATE INDEX "parcel_tracks_org_status_idx" ON "parcel_tracks" USING btree ("org_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "track_events_fingerprint_uq" ON "track_events" USING btree ("order_id","fingerprint");--> statement-breakpoint
CREATE INDEX "track_events_order_idx" ON "track_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "track_events_unmapped_idx" ON "track_events" USING btree ("source","code") WHERE "track_events"."rule_id" is null and not "track_events"."manual";--> statement-breakpoint
CREATE UNIQUE INDEX "track_group_assignments_subject_uq" ON "track_group_assignments" USING btree ("subject_kind","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "track_rule_groups_name_uq" ON "track_rule_groups" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "track_rule_groups_default_uq" ON "track_rule_groups" USING btree ("is_default") WHERE "track_rule_groups"."is_default";--> statement-breakpoint
CREATE INDEX "track_rules_group_idx" ON "track_rules" USING btree ("group_id","position");