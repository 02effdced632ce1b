ALTER TABLE "newsletters" ADD COLUMN "slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "social_image_url" text;--> statement-breakpoint
-- `/newsletter/{digits}` is an issue's number (every email already sent links it), so an address
-- made only of digits could never be reached: the editor refuses one, and the database too.
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_slug_not_a_number" CHECK ("newsletters"."slug" !~ '^[0-9]+$');--> statement-breakpoint
-- Issue 39 part 5 for newsletter issues (ADR 0052): the same triggers as news stories
-- (drizzle/0019_slugs.sql), with the kind 'newsletter'. An issue stored without a slug gets one
-- from its title; a changed slug is kept in slug_history so its old address answers 301.
CREATE TRIGGER "newsletters_fill_slug" BEFORE INSERT OR UPDATE OF "slug" ON "newsletters" FOR EACH ROW EXECUTE FUNCTION "fill_slug"('newsletter', 'title');--> statement-breakpoint
-- A title of digits only ("2026") makes a slug of digits only, which would be read as an issue
-- number: "issue-2026" instead, "-2", "-3" … until no issue has it nor had it. Fired after
-- newsletters_fill_slug (triggers of one event fire in the order of their names), so fill_slug
-- itself, shared by every kind, stays as it is.
CREATE FUNCTION "newsletter_slug_not_a_number"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  base text;
  candidate text;
  attempt int := 1;
BEGIN
  IF NEW.slug !~ '^[0-9]+$' THEN
    RETURN NEW;
  END IF;
  base := 'issue-' || NEW.slug;
  candidate := base;
  WHILE EXISTS (SELECT 1 FROM "newsletters" WHERE "slug" = candidate AND "id" <> NEW.id)
    OR EXISTS (SELECT 1 FROM "slug_history" WHERE "kind" = 'newsletter' AND "slug" = candidate AND "item_id" <> NEW.id)
  LOOP
    attempt := attempt + 1;
    candidate := base || '-' || attempt;
  END LOOP;
  NEW.slug := candidate;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "newsletters_fill_slug_not_a_number" BEFORE INSERT OR UPDATE OF "slug" ON "newsletters" FOR EACH ROW EXECUTE FUNCTION "newsletter_slug_not_a_number"();--> statement-breakpoint
-- Backfill: every existing issue gets its slug, one row after another (a row-level BEFORE
-- trigger sees the rows the same statement already changed, so the suffixes stay unique).
UPDATE "newsletters" SET "slug" = '' WHERE "slug" = '';--> statement-breakpoint
CREATE TRIGGER "newsletters_old_slugs" AFTER UPDATE OF "slug" ON "newsletters" FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug) EXECUTE FUNCTION "remember_old_slug"('newsletter');--> statement-breakpoint
CREATE TRIGGER "newsletters_forget_slugs" AFTER DELETE ON "newsletters" FOR EACH ROW EXECUTE FUNCTION "remember_old_slug"('newsletter');--> statement-breakpoint
-- Generated with the columns; moved after the backfill (it cannot be built while every slug is '').
CREATE UNIQUE INDEX "newsletters_slug_unique" ON "newsletters" USING btree ("slug");
