CREATE TABLE "usage_day" (
	"day" date NOT NULL,
	"tool_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"charges" integer NOT NULL,
	CONSTRAINT "usage_day_day_tool_id_kind_pk" PRIMARY KEY("day","tool_id","kind")
);
--> statement-breakpoint
CREATE TABLE "usage_day_summed" (
	"day" date PRIMARY KEY NOT NULL,
	"summed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "message_content_search_idx";--> statement-breakpoint
CREATE INDEX "tool_suggestion_user_idx" ON "tool_suggestion" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_listed_created_idx" ON "user" USING btree ("created_at","id") WHERE "user"."is_anonymous" = false;--> statement-breakpoint
CREATE INDEX "user_listed_search_idx" ON "user" USING gin (to_tsvector('simple', "name" || ' ' || translate("email", '@.+_-', '     '))) WHERE "user"."is_anonymous" = false;--> statement-breakpoint
CREATE INDEX "conversation_document_user_idx" ON "conversation_document" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "conversation_user_tool_last_idx" ON "conversation" USING btree ("user_id","tool_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "message_user_created_idx" ON "message" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "message_owner_search_idx" ON "message" USING gin ((array_to_tsvector(array['owner:' || "user_id"]) || to_tsvector('simple', "content")));--> statement-breakpoint
-- A charge refunded after its day was summed into usage_day is taken off that day's total.
CREATE FUNCTION "usage_day_refund"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "usage_day" SET "amount" = "amount" - OLD."amount", "charges" = "charges" - 1
	WHERE "day" = (OLD."created_at" AT TIME ZONE 'UTC')::date AND "tool_id" = OLD."tool_id" AND "kind" = OLD."kind";
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "usage_charge_refunded" AFTER UPDATE OF "refunded_at" ON "usage_charge"
	FOR EACH ROW WHEN (OLD."refunded_at" IS NULL AND NEW."refunded_at" IS NOT NULL)
	EXECUTE FUNCTION "usage_day_refund"();
