CREATE TABLE "page_copy" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Page copy is shown to anonymous visitors: a save empties every process's page cache, as every
-- content table does (drizzle/0004_content_changed_notify.sql, ADR 0006). A key with no row shows
-- the copy in app/content (its seed, ADR 0049), so nothing needs inserting here.
CREATE TRIGGER "page_copy_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "page_copy" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
