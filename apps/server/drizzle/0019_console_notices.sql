CREATE TABLE "notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"link" text NOT NULL,
	"screen" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notices_user_idx" ON "notices" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notices_user_unread_idx" ON "notices" USING btree ("user_id","id") WHERE "notices"."read_at" is null;