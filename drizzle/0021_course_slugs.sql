ALTER TABLE "academy_courses" ADD COLUMN "slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "academy_courses" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "academy_courses" ADD COLUMN "social_image_url" text;--> statement-breakpoint
-- Issue 39 part 5 for Academy courses (ADR 0052): the same triggers as news stories
-- (drizzle/0019_slugs.sql), with the kind 'course'. A course stored without a slug gets one from
-- its title; a changed slug is kept in slug_history so its old address answers 301.
CREATE TRIGGER "academy_courses_fill_slug" BEFORE INSERT OR UPDATE OF "slug" ON "academy_courses" FOR EACH ROW EXECUTE FUNCTION "fill_slug"('course', 'title');--> statement-breakpoint
-- Backfill: every existing course gets its slug, one row after another (a row-level BEFORE
-- trigger sees the rows the same statement already changed, so the suffixes stay unique).
UPDATE "academy_courses" SET "slug" = '' WHERE "slug" = '';--> statement-breakpoint
CREATE TRIGGER "academy_courses_old_slugs" AFTER UPDATE OF "slug" ON "academy_courses" FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug) EXECUTE FUNCTION "remember_old_slug"('course');--> statement-breakpoint
CREATE TRIGGER "academy_courses_forget_slugs" AFTER DELETE ON "academy_courses" FOR EACH ROW EXECUTE FUNCTION "remember_old_slug"('course');--> statement-breakpoint
-- Generated with the columns; moved after the backfill (it cannot be built while every slug is '').
CREATE UNIQUE INDEX "academy_courses_slug_unique" ON "academy_courses" USING btree ("slug");
