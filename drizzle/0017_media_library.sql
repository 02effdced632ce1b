CREATE TABLE "media" (
	"key" text PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"alt" text,
	"decorative" boolean DEFAULT false NOT NULL,
	"width" integer,
	"height" integer,
	"bytes" integer,
	"uploaded_by" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_uploaded_at_index" ON "media" USING btree ("uploaded_at" DESC NULLS LAST);--> statement-breakpoint

-- Issue 39: the library starts with every image uploaded so far. The upload's audit entry names
-- its file and size; content rows that show an image give it their alt text.
INSERT INTO "media" ("key", "file_name", "width", "height", "bytes", "uploaded_by", "uploaded_at")
SELECT DISTINCT ON (a."entity_id") a."entity_id",
       coalesce(nullif(a."details"->>'originalName', ''), a."entity_id"),
       CASE WHEN a."details"->>'width' ~ '^[0-9]{1,6}$' THEN (a."details"->>'width')::integer END,
       CASE WHEN a."details"->>'height' ~ '^[0-9]{1,6}$' THEN (a."details"->>'height')::integer END,
       CASE WHEN a."details"->>'bytes' ~ '^[0-9]{1,9}$' THEN (a."details"->>'bytes')::integer END,
       (SELECT u."id" FROM "users" u WHERE u."id" = a."actor_user_id"),
       a."created_at"
FROM "audit_log" a
WHERE a."entity" = 'media' AND a."action" = 'upload' AND a."entity_id" ~ '^[a-f0-9]{16,64}\.(webp|png|jpg|gif|avif)$'
ORDER BY a."entity_id", a."created_at"
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
CREATE TEMPORARY TABLE "media_backfill" ("key" text, "alt" text, "decorative" boolean, "at" timestamp with time zone);--> statement-breakpoint
INSERT INTO "media_backfill"
SELECT substring(u."url" from '/media/([a-f0-9]{16,64}\.(?:webp|png|jpg|gif|avif))$'), u."alt", u."decorative", u."at"
FROM (
  SELECT "image_url" AS "url", "image_alt" AS "alt", "image_decorative" AS "decorative", "created_at" AS "at" FROM "latest_news"
  UNION ALL SELECT "featured_image_url", "image_alt", "image_decorative", "created_at" FROM "newsletters"
  UNION ALL SELECT "image_url", "image_alt", "image_decorative", "created_at" FROM "academy_courses"
  UNION ALL SELECT "image_url", "image_alt", "image_decorative", "created_at" FROM "business_opportunity_projects"
  UNION ALL SELECT "image_url", "image_alt", "image_decorative", "created_at" FROM "campaigns"
  UNION ALL SELECT "image_url", "image_alt", "image_decorative", "created_at" FROM "completed_campaigns"
  UNION ALL SELECT "image_url", "image_alt", "image_decorative", "created_at" FROM "team_members"
) u
WHERE u."url" ~ '/media/[a-f0-9]{16,64}\.(webp|png|jpg|gif|avif)$';--> statement-breakpoint
INSERT INTO "media_backfill"
SELECT m[1], NULL, false, b."at"
FROM (
  SELECT "content" AS "body", "created_at" AS "at" FROM "latest_news"
  UNION ALL SELECT "content", "created_at" FROM "newsletters"
  UNION ALL SELECT coalesce("content", ''), "created_at" FROM "course_lessons"
) b, regexp_matches(b."body", '/media/([a-f0-9]{16,64}\.(?:webp|png|jpg|gif|avif))', 'g') AS m;--> statement-breakpoint
INSERT INTO "media" ("key", "file_name", "uploaded_at")
SELECT "key", "key", min("at") FROM "media_backfill" GROUP BY "key"
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
UPDATE "media" SET "alt" = d."alt", "decorative" = d."decorative"
FROM (
  SELECT DISTINCT ON ("key") "key", CASE WHEN "decorative" THEN NULL ELSE nullif(trim("alt"), '') END AS "alt", "decorative"
  FROM "media_backfill"
  WHERE "decorative" OR nullif(trim("alt"), '') IS NOT NULL
  ORDER BY "key", "at" DESC
) d
WHERE "media"."key" = d."key";--> statement-breakpoint
DROP TABLE "media_backfill";--> statement-breakpoint
-- A content row saved with a library image that has no alt text yet gives it its own: the alt is
-- then typed once, in whichever editor first used the image, and offered everywhere after.
CREATE FUNCTION "media_adopt_alt"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  url text := to_jsonb(NEW) ->> TG_ARGV[0];
  image_key text := substring(url from '/media/([a-f0-9]{16,64}\.(?:webp|png|jpg|gif|avif))$');
BEGIN
  IF image_key IS NOT NULL AND (NEW.image_decorative OR nullif(trim(NEW.image_alt), '') IS NOT NULL) THEN
    UPDATE "media"
    SET "alt" = CASE WHEN NEW.image_decorative THEN NULL ELSE NEW.image_alt END, "decorative" = NEW.image_decorative
    WHERE "key" = image_key AND "alt" IS NULL AND NOT "decorative";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "latest_news_media_alt" AFTER INSERT OR UPDATE ON "latest_news" FOR EACH ROW EXECUTE FUNCTION "media_adopt_alt"('image_url');--> statement-breakpoint
CREATE TRIGGER "newsletters_media_alt" AFTER INSERT OR UPDATE ON "newsletters" FOR EACH ROW EXECUTE FUNCTION "media_adopt_alt"('featured_image_url');--> statement-breakpoint
CREATE TRIGGER "academy_courses_media_alt" AFTER INSERT OR UPDATE ON "academy_courses" FOR EACH ROW EXECUTE FUNCTION "media_adopt_alt"('image_url');--> statement-breakpoint
CREATE TRIGGER "business_opportunity_projects_media_alt" AFTER INSERT OR UPDATE ON "business_opportunity_projects" FOR EACH ROW EXECUTE FUNCTION "media_adopt_alt"('image_url');--> statement-breakpoint
CREATE TRIGGER "campaigns_media_alt" AFTER INSERT OR UPDATE ON "campaigns" FOR EACH ROW EXECUTE FUNCTION "media_adopt_alt"('image_url');--> statement-breakpoint
CREATE TRIGGER "completed_campaigns_media_alt" AFTER INSERT OR UPDATE ON "completed_campaigns" FOR EACH ROW EXECUTE FUNCTION "media_adopt_alt"('image_url');--> statement-breakpoint
CREATE TRIGGER "team_members_media_alt" AFTER INSERT OR UPDATE ON "team_members" FOR EACH ROW EXECUTE FUNCTION "media_adopt_alt"('image_url');
