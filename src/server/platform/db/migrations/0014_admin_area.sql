CREATE TABLE "audit_entry" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"actor_kind" text DEFAULT 'admin' NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instance_milestone" (
	"name" text PRIMARY KEY NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_credential" (
	"provider" text PRIMARY KEY NOT NULL,
	"encrypted_api_key" text,
	"base_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tool_suggestion" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "impersonated_by" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "role" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "banned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "ban_reason" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "ban_expires" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_entry_created_idx" ON "audit_entry" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_entry_actor_idx" ON "audit_entry" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "audit_entry_target_idx" ON "audit_entry" USING btree ("target_id");--> statement-breakpoint
-- An install that has accounts already: its first confirmed account is its first admin, as on a fresh install.
UPDATE "user" SET "role" = 'admin' WHERE "id" = (SELECT "id" FROM "user" WHERE NOT "is_anonymous" AND "email_verified" ORDER BY "created_at", "id" LIMIT 1);--> statement-breakpoint
INSERT INTO "instance_milestone" ("name") SELECT 'first-admin' WHERE EXISTS (SELECT 1 FROM "user" WHERE "role" = 'admin');--> statement-breakpoint
INSERT INTO "audit_entry" ("actor_kind", "action", "target_type", "target_id") SELECT 'bismo', 'first-admin', 'user', "id" FROM "user" WHERE "role" = 'admin';
