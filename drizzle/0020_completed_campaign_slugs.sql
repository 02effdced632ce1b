ALTER TABLE "completed_campaigns" ADD COLUMN "slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "completed_campaigns" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "completed_campaigns" ADD COLUMN "social_image_url" text;--> statement-breakpoint
-- Issue 39 part 5 (ADR 0052), the second kind: completed campaigns get an address of their own,
-- made and remembered by the functions of 0019_slugs (fill_slug, remember_old_slug) with the
-- kind 'completed-campaign' in slug_history.
CREATE TRIGGER "completed_campaigns_fill_slug" BEFORE INSERT OR UPDATE OF "slug" ON "completed_campaigns" FOR EACH ROW EXECUTE FUNCTION "fill_slug"('completed-campaign', 'title');--> statement-breakpoint
-- Backfill: every existing campaign gets its slug, one row after another (a row-level BEFORE
-- trigger sees the rows the same statement already changed, so the suffixes stay unique).
UPDATE "completed_campaigns" SET "slug" = '' WHERE "slug" = '';--> statement-breakpoint
CREATE TRIGGER "completed_campaigns_old_slugs" AFTER UPDATE OF "slug" ON "completed_campaigns" FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug) EXECUTE FUNCTION "remember_old_slug"('completed-campaign');--> statement-breakpoint
CREATE TRIGGER "completed_campaigns_forget_slugs" AFTER DELETE ON "completed_campaigns" FOR EACH ROW EXECUTE FUNCTION "remember_old_slug"('completed-campaign');--> statement-breakpoint
-- Generated before the triggers; moved after the backfill (it cannot be built while every slug is '').
CREATE UNIQUE INDEX "completed_campaigns_slug_unique" ON "completed_campaigns" USING btree ("slug");