CREATE TABLE "conversation_document" (
	"conversation_id" text NOT NULL,
	"document_id" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_document_conversation_id_document_id_pk" PRIMARY KEY("conversation_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "document" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"content_hash" text NOT NULL,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"media_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"unit" text DEFAULT 'page' NOT NULL,
	"page_count" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"note" text,
	"embedding_model" text,
	"job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_user_hash_unique" UNIQUE("user_id","content_hash"),
	CONSTRAINT "document_id_user_unique" UNIQUE("id","user_id")
);
--> statement-breakpoint
CREATE TABLE "document_chunk" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_chunk_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"document_id" text NOT NULL,
	"page" integer NOT NULL,
	"position" integer NOT NULL,
	"start" integer NOT NULL,
	"end" integer NOT NULL,
	"text" text NOT NULL,
	"words" integer NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "document_chunk"."text")) STORED NOT NULL,
	"embedding" real[]
);
--> statement-breakpoint
CREATE TABLE "document_page" (
	"document_id" text NOT NULL,
	"number" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "document_page_document_id_number_pk" PRIMARY KEY("document_id","number")
);
--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "sources" jsonb;--> statement-breakpoint
ALTER TABLE "conversation_document" ADD CONSTRAINT "conversation_document_conversation_id_user_id_conversation_id_user_id_fk" FOREIGN KEY ("conversation_id","user_id") REFERENCES "public"."conversation"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_document" ADD CONSTRAINT "conversation_document_document_id_user_id_document_id_user_id_fk" FOREIGN KEY ("document_id","user_id") REFERENCES "public"."document"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_chunk" ADD CONSTRAINT "document_chunk_document_id_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_page" ADD CONSTRAINT "document_page_document_id_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_document_document_idx" ON "conversation_document" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "document_chunk_document_idx" ON "document_chunk" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "document_chunk_search_idx" ON "document_chunk" USING gin ("search");