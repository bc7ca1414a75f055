ALTER TABLE "tool_suggestion" DROP CONSTRAINT "tool_suggestion_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "tool_suggestion" ADD CONSTRAINT "tool_suggestion_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;