CREATE TABLE "violation_case_restrictions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "violation_case_restrictions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"specific_term_id" integer,
	"unique_term_id" integer,
	CONSTRAINT "violation_case_restrictions_specific" UNIQUE("case_id","instrument_id","specific_term_id"),
	CONSTRAINT "violation_case_restrictions_unique" UNIQUE("case_id","unique_term_id"),
	CONSTRAINT "violation_case_restrictions_one_term" CHECK (num_nonnulls("violation_case_restrictions"."specific_term_id", "violation_case_restrictions"."unique_term_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "violation_cases" ADD COLUMN "follow_up_kind" text;--> statement-breakpoint
ALTER TABLE "violation_cases" ADD COLUMN "document_folder_id" text;--> statement-breakpoint
ALTER TABLE "violation_case_restrictions" ADD CONSTRAINT "violation_case_restrictions_case_id_violation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."violation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_case_restrictions" ADD CONSTRAINT "violation_case_restrictions_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_case_restrictions" ADD CONSTRAINT "violation_case_restrictions_specific_term_id_specific_terms_id_fk" FOREIGN KEY ("specific_term_id") REFERENCES "public"."specific_terms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_case_restrictions" ADD CONSTRAINT "violation_case_restrictions_unique_term_id_instrument_unique_terms_id_fk" FOREIGN KEY ("unique_term_id") REFERENCES "public"."instrument_unique_terms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "violation_case_restrictions_instrument" ON "violation_case_restrictions" USING btree ("instrument_id");--> statement-breakpoint
CREATE INDEX "violation_case_restrictions_specific_term" ON "violation_case_restrictions" USING btree ("specific_term_id");--> statement-breakpoint
CREATE INDEX "violation_case_restrictions_unique_term" ON "violation_case_restrictions" USING btree ("unique_term_id");--> statement-breakpoint
CREATE INDEX "violation_cases_status_follow_up" ON "violation_cases" USING btree ("status_id","follow_up_due","id");--> statement-breakpoint
CREATE INDEX "violation_cases_reported_by" ON "violation_cases" USING btree ("reported_by_id","status_id");--> statement-breakpoint
ALTER TABLE "violation_cases" ADD CONSTRAINT "violation_cases_follow_up_kind" CHECK ("violation_cases"."follow_up_kind" in ('visit', 'answer'));--> statement-breakpoint
ALTER TABLE "violation_cases" ADD CONSTRAINT "violation_cases_document_folder_numeric" CHECK ("violation_cases"."document_folder_id" ~ '^[0-9]{1,30}$');