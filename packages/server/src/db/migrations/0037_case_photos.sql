CREATE TABLE "violation_case_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "violation_case_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"photo_id" integer NOT NULL,
	"added_by_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "violation_case_photos_case_photo" UNIQUE("case_id","photo_id")
);
--> statement-breakpoint
ALTER TABLE "violation_case_photos" ADD CONSTRAINT "violation_case_photos_case_id_violation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."violation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_case_photos" ADD CONSTRAINT "violation_case_photos_photo_id_service_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."service_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_case_photos" ADD CONSTRAINT "violation_case_photos_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "violation_case_photos_photo" ON "violation_case_photos" USING btree ("photo_id");