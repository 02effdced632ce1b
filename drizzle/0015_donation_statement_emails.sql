CREATE TABLE "donation_statement_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_email" text NOT NULL,
	"year" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"gift_count" integer NOT NULL,
	"resend" boolean DEFAULT false NOT NULL,
	"email_id" uuid,
	"sent_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donation_statement_emails" ADD CONSTRAINT "donation_statement_emails_email_id_email_outbox_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_statement_emails" ADD CONSTRAINT "donation_statement_emails_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donation_statement_emails_first_unique" ON "donation_statement_emails" USING btree ("donor_email","year") WHERE "donation_statement_emails"."resend" = false;--> statement-breakpoint
CREATE INDEX "donation_statement_emails_donor_email_year_created_at_index" ON "donation_statement_emails" USING btree ("donor_email","year","created_at");