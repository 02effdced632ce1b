CREATE TABLE "donations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"gift_date" timestamp with time zone NOT NULL,
	"donor_name" text,
	"donor_email" text,
	"campaign_id" uuid,
	"status" text NOT NULL,
	"recurring" boolean DEFAULT false NOT NULL,
	"method" text,
	"note" text,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donations_status_check" CHECK ("donations"."status" in ('pending', 'succeeded', 'refunded', 'failed', 'voided')),
	CONSTRAINT "donations_source_check" CHECK ("donations"."source" in ('stripe', 'donorbox', 'every_org', 'zeffy', 'givebutter', 'manual')),
	CONSTRAINT "donations_amount_check" CHECK ("donations"."amount_cents" > 0 and "donations"."refunded_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donations_source_id_unique" ON "donations" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "donations_campaign_id_status_index" ON "donations" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "donations_gift_date_index" ON "donations" USING btree ("gift_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "donations_donor_email_idx" ON "donations" USING btree (lower("donor_email"));--> statement-breakpoint
-- A gift changes a campaign's raised amount on public pages: the ledger empties the page cache
-- like every content table does (drizzle/0004_content_changed_notify.sql, ADR 0006).
CREATE TRIGGER "donations_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "donations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
