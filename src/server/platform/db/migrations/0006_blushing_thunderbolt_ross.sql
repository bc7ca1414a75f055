ALTER TABLE "user_preference" ALTER COLUMN "notify_product_emails" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "input_tokens" integer;--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "output_tokens" integer;--> statement-breakpoint
CREATE INDEX "conversation_title_search_idx" ON "conversation" USING gin (to_tsvector('simple', "title"));--> statement-breakpoint
CREATE INDEX "message_content_search_idx" ON "message" USING gin (to_tsvector('simple', "content"));