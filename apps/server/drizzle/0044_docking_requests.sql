CREATE TABLE "docking_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"carrier_name" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"api_docs_url" text NOT NULL,
	"contact" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"fee" numeric(16, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"hold_id" integer,
	"reject_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "docking_requests" ADD CONSTRAINT "docking_requests_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docking_requests" ADD CONSTRAINT "docking_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docking_requests" ADD CONSTRAINT "docking_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "docking_requests_org_idx" ON "docking_requests" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "docking_requests_status_idx" ON "docking_requests" USING btree ("status");