ALTER TABLE "user" ADD COLUMN "language" text;--> statement-breakpoint
UPDATE "user" SET "language" = "user_profile"."language" FROM "user_profile" WHERE "user_profile"."user_id" = "user"."id" AND "user_profile"."language" IN ('en', 'de', 'es', 'fr', 'it', 'pt', 'ru', 'ja', 'ko', 'zh');--> statement-breakpoint
ALTER TABLE "user_profile" DROP COLUMN "language";
