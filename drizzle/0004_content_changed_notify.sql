-- Every write to a table that anonymous public pages show announces itself on the
-- content_changed channel, once per statement, when its transaction commits. The HTML cache of
-- every process LISTENs there (server/html-cache.ts), so any write path (an admin form, a
-- script, a future feature, psql) empties it, and a rolled-back write never does.
-- Tables of private data (accounts, submissions, outbox, rate limits …) carry no trigger: their
-- writes never change an anonymous page. tests/integration/content-changed.test.ts names both
-- lists and fails when a table is in neither, so a new table is a deliberate choice.
CREATE FUNCTION "notify_content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('content_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "team_members_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_members" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();--> statement-breakpoint
CREATE TRIGGER "business_opportunity_projects_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "business_opportunity_projects" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();--> statement-breakpoint
CREATE TRIGGER "campaigns_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "campaigns" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();--> statement-breakpoint
CREATE TRIGGER "completed_campaigns_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "completed_campaigns" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();--> statement-breakpoint
CREATE TRIGGER "latest_news_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "latest_news" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();--> statement-breakpoint
CREATE TRIGGER "newsletters_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "newsletters" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();--> statement-breakpoint
CREATE TRIGGER "academy_courses_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "academy_courses" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();--> statement-breakpoint
CREATE TRIGGER "course_modules_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_modules" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();--> statement-breakpoint
CREATE TRIGGER "course_lessons_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_lessons" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
