-- Issue 35: enrolling twice in the same course with the same email made two rows. The first
-- enrollment is kept (its date, its status and whatever staff did with it); later repeats go.
DELETE FROM "course_submissions" AS later
USING "course_submissions" AS first
WHERE later."course_id" = first."course_id"
  AND later."email" = first."email"
  AND later."email" IS NOT NULL
  AND (later."created_at", later."id") > (first."created_at", first."id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_submissions_course_email_unique" ON "course_submissions" USING btree ("course_id","email") WHERE "course_submissions"."email" is not null;
