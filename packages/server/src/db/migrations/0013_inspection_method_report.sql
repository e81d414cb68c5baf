ALTER TABLE "services" ADD COLUMN "inspection_method" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "report_completed_date" date;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "report_completed_by_id" integer;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_report_completed_by_id_users_id_fk" FOREIGN KEY ("report_completed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_inspection_method" CHECK ("services"."inspection_method" in ('ground_visit', 'remote', 'aerial'));