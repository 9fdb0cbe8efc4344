CREATE TABLE "sandbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"masked_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "outbox_messages" CASCADE;--> statement-breakpoint
CREATE INDEX "sandbox_messages_created_idx" ON "sandbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sandbox_messages_recipient_idx" ON "sandbox_messages" USING btree ("recipient");--> statement-breakpoint
UPDATE "menus" SET "name" = 'system/sandbox-messages', "path" = '/system/sandbox-messages', "component" = 'system/sandbox-messages', "title_zh" = '沙箱消息查看器', "title_en" = 'Sandbox message viewer', "title_ko" = '샌드박스 메시지 뷰어' WHERE "name" = 'system/outbox';
