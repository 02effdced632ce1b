ALTER TABLE "business_opportunity_projects" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "business_opportunity_projects" ADD COLUMN "image_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "image_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "completed_campaigns" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "completed_campaigns" ADD COLUMN "image_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "academy_courses" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "academy_courses" ADD COLUMN "image_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "latest_news" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "latest_news" ADD COLUMN "image_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "image_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "image_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;