CREATE TABLE "open_api_keys" (
	"org_id" integer NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_api_keys_org_id_key_pk" PRIMARY KEY("org_id","key")
);
--> statement-breakpoint
ALTER TABLE "api_calls" ADD COLUMN "api_token_id" integer;--> statement-breakpoint
ALTER TABLE "open_api_keys" ADD CONSTRAINT "open_api_keys_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;