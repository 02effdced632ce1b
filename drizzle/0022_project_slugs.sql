ALTER TABLE "business_opportunity_projects" ALTER COLUMN "slug" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "business_opportunity_projects" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "business_opportunity_projects" ADD COLUMN "social_image_url" text;--> statement-breakpoint
-- Issue 39 part 5 for projects (ADR 0052). Projects had a unique slug of their own, made by the
-- editor; now the shared triggers of 0019_slugs make a missing one and remember old ones (kind
-- 'project'), as for the other kinds. One thing is new: /projects/ has fixed pages (the spec's
-- /projects/library, /projects/business, the partner pages …) that a project's address must never
-- shadow, so fill_slug takes an optional third argument, the slugs it may not make (comma-separated);
-- the other kinds pass two and behave as before. The list is PROJECT_RESERVED_SLUGS in
-- app/features/projects/reserved-slugs.ts.
CREATE OR REPLACE FUNCTION "fill_slug"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  base text;
  candidate text;
  attempt int := 1;
  taken boolean;
  reserved text[] := CASE WHEN TG_NARGS > 2 THEN string_to_array(TG_ARGV[2], ',') ELSE '{}'::text[] END;
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
    taken := candidate = ANY (reserved);
    IF NOT taken THEN
      EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE "slug" = $1 AND "id" <> $2)', TG_TABLE_NAME)
        INTO taken USING candidate, NEW.id;
    END IF;
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
CREATE TRIGGER "business_opportunity_projects_fill_slug" BEFORE INSERT OR UPDATE OF "slug" ON "business_opportunity_projects" FOR EACH ROW EXECUTE FUNCTION "fill_slug"('project', 'title', 'library,business,helping-hand,shield-fashion,amera-diamonds,lab-grown-diamonds,orel-developers,lon-tax,baby-cam-campaign');--> statement-breakpoint
-- Every project has its slug already. One that a fixed page shadows, or that looks like an id (both
-- unreachable at /projects/{slug} until now), gets one from its title, before old slugs are remembered.
UPDATE "business_opportunity_projects" SET "slug" = '' WHERE "slug" IN ('library', 'business', 'helping-hand', 'shield-fashion', 'amera-diamonds', 'lab-grown-diamonds', 'orel-developers', 'lon-tax', 'baby-cam-campaign') OR "slug" ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';--> statement-breakpoint
CREATE TRIGGER "business_opportunity_projects_old_slugs" AFTER UPDATE OF "slug" ON "business_opportunity_projects" FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug) EXECUTE FUNCTION "remember_old_slug"('project');--> statement-breakpoint
CREATE TRIGGER "business_opportunity_projects_forget_slugs" AFTER DELETE ON "business_opportunity_projects" FOR EACH ROW EXECUTE FUNCTION "remember_old_slug"('project');
