CREATE TABLE "staff_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"summary" text NOT NULL,
	"path" text NOT NULL,
	"sent_alone" boolean NOT NULL,
	"digest_email_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staff_notifications_sent_alone_created_at_index" ON "staff_notifications" USING btree ("sent_alone","created_at");--> statement-breakpoint
CREATE INDEX "staff_notifications_waiting" ON "staff_notifications" USING btree ("created_at") WHERE "staff_notifications"."sent_alone" = false and "staff_notifications"."digest_email_id" is null;