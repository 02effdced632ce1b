CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'unconfirmed' NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"completed_by" text,
	CONSTRAINT "privacy_requests_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "privacy_requests_kind_check" CHECK ("privacy_requests"."kind" in ('export', 'erase')),
	CONSTRAINT "privacy_requests_status_check" CHECK ("privacy_requests"."status" in ('unconfirmed', 'confirmed', 'done'))
);
--> statement-breakpoint
CREATE TABLE "retention_rules" (
	"rule" text PRIMARY KEY NOT NULL,
	"months" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_requests_status_due_at_index" ON "privacy_requests" USING btree ("status","due_at");--> statement-breakpoint
-- The privacy policy shows the retention periods: a change empties the page cache (ADR 0006).
CREATE TRIGGER "retention_rules_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "retention_rules" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();