CREATE TABLE "email_templates" (
	"key" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"submission_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"decided_by_id" text,
	"decided_by_name" text NOT NULL,
	"decided_by_email" text NOT NULL,
	"email_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"submission_id" uuid NOT NULL,
	"body" text NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_owners" (
	"kind" text NOT NULL,
	"submission_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_owners_kind_submission_id_pk" PRIMARY KEY("kind","submission_id")
);
--> statement-breakpoint
CREATE TABLE "submission_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"address" text NOT NULL,
	"kind" text NOT NULL,
	"submission_id" uuid NOT NULL,
	"email_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_notifications" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_decisions" ADD CONSTRAINT "submission_decisions_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_notes" ADD CONSTRAINT "submission_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_owners" ADD CONSTRAINT "submission_owners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_decisions_kind_submission_id_created_at_index" ON "submission_decisions" USING btree ("kind","submission_id","created_at");--> statement-breakpoint
CREATE INDEX "submission_notes_kind_submission_id_created_at_index" ON "submission_notes" USING btree ("kind","submission_id","created_at");--> statement-breakpoint
CREATE INDEX "submission_owners_user_id_index" ON "submission_owners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "submission_receipts_address_created_at_index" ON "submission_receipts" USING btree ("address","created_at");