CREATE TABLE "slug_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "latest_news" ADD COLUMN "slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "latest_news" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "latest_news" ADD COLUMN "social_image_url" text;--> statement-breakpoint
CREATE UNIQUE INDEX "slug_history_kind_slug_unique" ON "slug_history" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "slug_history_kind_item_id_index" ON "slug_history" USING btree ("kind","item_id");--> statement-breakpoint
-- Issue 39 part 5 (ADR 0052). A row stored without a slug gets one from its title: lowercase
-- a-z, 0-9 and single hyphens, at most 72 characters, then "-2", "-3" … until no item of its kind
-- has it, nor had it before (slug_history). Admin forms send the slug they show; this covers
-- seeds, scripts and the backfill below. TG_ARGV: the kind in slug_history, the title column.
CREATE FUNCTION "fill_slug"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  base text;
  candidate text;
  attempt int := 1;
  taken boolean;
BEGIN
  IF coalesce(NEW.slug, '') <> '' THEN
    RETURN NEW;
  END IF;
  base := translate(lower(coalesce(to_jsonb(NEW) ->> TG_ARGV[1], '')),
    'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūñçß', 'aaaaaaaeeeeeiiiiioooooooouuuuuncs');
  base := regexp_replace(regexp_replace(base, '[''’]', '', 'g'), '[^a-z0-9]+', '-', 'g');
  base := trim(both '-' from left(trim(both '-' from base), 72));
  IF base = '' THEN
    base := TG_ARGV[0];
  END IF;
  candidate := base;
  LOOP
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE "slug" = $1 AND "id" <> $2)', TG_TABLE_NAME)
      INTO taken USING candidate, NEW.id;
    IF NOT taken THEN
      SELECT EXISTS (SELECT 1 FROM "slug_history" WHERE "kind" = TG_ARGV[0] AND "slug" = candidate AND "item_id" <> NEW.id)
        INTO taken;
    END IF;
    EXIT WHEN NOT taken;
    attempt := attempt + 1;
    candidate := base || '-' || attempt;
  END LOOP;
  NEW.slug := candidate;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- A changed slug keeps the old one as an address that redirects (and stops redirecting the new
-- one, when the item takes back a slug it had before); a deleted item frees its old slugs.
CREATE FUNCTION "remember_old_slug"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "slug_history" WHERE "kind" = TG_ARGV[0] AND "item_id" = OLD.id;
    RETURN NULL;
  END IF;
  DELETE FROM "slug_history" WHERE "kind" = TG_ARGV[0] AND "slug" = NEW.slug;
  IF OLD.slug <> '' THEN
    INSERT INTO "slug_history" ("kind", "slug", "item_id") VALUES (TG_ARGV[0], OLD.slug, NEW.id)
    ON CONFLICT ("kind", "slug") DO UPDATE SET "item_id" = EXCLUDED."item_id", "created_at" = now();
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "latest_news_fill_slug" BEFORE INSERT OR UPDATE OF "slug" ON "latest_news" FOR EACH ROW EXECUTE FUNCTION "fill_slug"('news', 'title');--> statement-breakpoint
-- Backfill: every existing story gets its slug, one row after another (a row-level BEFORE
-- trigger sees the rows the same statement already changed, so the suffixes stay unique).
UPDATE "latest_news" SET "slug" = '' WHERE "slug" = '';--> statement-breakpoint
CREATE TRIGGER "latest_news_old_slugs" AFTER UPDATE OF "slug" ON "latest_news" FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug) EXECUTE FUNCTION "remember_old_slug"('news');--> statement-breakpoint
CREATE TRIGGER "latest_news_forget_slugs" AFTER DELETE ON "latest_news" FOR EACH ROW EXECUTE FUNCTION "remember_old_slug"('news');--> statement-breakpoint
CREATE TRIGGER "slug_history_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "slug_history" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();--> statement-breakpoint
CREATE UNIQUE INDEX "latest_news_slug_unique" ON "latest_news" USING btree ("slug");