CREATE TABLE "model_default" (
	"purpose" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"model_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_model" (
	"provider" text NOT NULL,
	"model_id" text NOT NULL,
	"kind" text NOT NULL,
	"info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"enabled" boolean,
	"unavailable_at" timestamp with time zone,
	"unavailable_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_model_provider_model_id_pk" PRIMARY KEY("provider","model_id")
);
--> statement-breakpoint
CREATE TABLE "provider_model_list" (
	"provider" text PRIMARY KEY NOT NULL,
	"settings_fingerprint" text DEFAULT '' NOT NULL,
	"refreshed_at" timestamp with time zone,
	"attempted_at" timestamp with time zone,
	"error" text,
	"lease_until" timestamp with time zone,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
