CREATE TABLE "usage_charge" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text,
	"tool_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"subjects" text[] NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"job_id" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_counter" (
	"subject" text NOT NULL,
	"kind" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"used" bigint NOT NULL,
	CONSTRAINT "usage_counter_subject_kind_pk" PRIMARY KEY("subject","kind")
);
--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "payer_address" text;--> statement-breakpoint
ALTER TABLE "usage_charge" ADD CONSTRAINT "usage_charge_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usage_charge_created_idx" ON "usage_charge" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "usage_charge_user_idx" ON "usage_charge" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "usage_charge_job_idx" ON "usage_charge" USING btree ("job_id");