ALTER TABLE "conversation" ADD CONSTRAINT "conversation_id_user_unique" UNIQUE("id","user_id");--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "user_id" text;--> statement-breakpoint
UPDATE "message" SET "user_id" = "conversation"."user_id" FROM "conversation" WHERE "conversation"."id" = "message"."conversation_id";--> statement-breakpoint
ALTER TABLE "message" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "message" DROP CONSTRAINT "message_conversation_id_conversation_id_fk";--> statement-breakpoint
ALTER TABLE "message" DROP CONSTRAINT "message_pkey";--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_conversation_id_id_pk" PRIMARY KEY("conversation_id","id");--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_conversation_id_user_id_conversation_id_user_id_fk" FOREIGN KEY ("conversation_id","user_id") REFERENCES "public"."conversation"("id","user_id") ON DELETE cascade ON UPDATE no action;
