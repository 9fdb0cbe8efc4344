CREATE TABLE "order_import_orders" (
	"import_id" integer NOT NULL,
	"order_index" integer NOT NULL,
	"row_numbers" jsonb NOT NULL,
	"reference" text NOT NULL,
	"outcome" text NOT NULL,
	"order_id" integer,
	"reason" text,
	CONSTRAINT "order_import_orders_import_id_order_index_pk" PRIMARY KEY("import_id","order_index")
);
--> statement-breakpoint
CREATE TABLE "order_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_no" text DEFAULT '' NOT NULL,
	"org_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"uploader" jsonb NOT NULL,
	"task_id" bigint NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"file_sha256" text NOT NULL,
	"mode" text NOT NULL,
	"sender_address_id" integer,
	"sender" jsonb,
	"status" text DEFAULT 'processing' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"succeeded" integer DEFAULT 0 NOT NULL,
	"drafted" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"charged_amount" numeric(18, 2),
	"charged_currency" text,
	"hold_id" integer,
	"error_key" text,
	"error_params" jsonb,
	"failed_file_key" text,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"next_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_import_orders" ADD CONSTRAINT "order_import_orders_import_id_order_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."order_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_imports_org_id_idx" ON "order_imports" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "order_imports_processing_idx" ON "order_imports" USING btree ("status","lease_until");