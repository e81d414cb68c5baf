CREATE TABLE "violation_case_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "violation_case_instruments" (
	"case_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	CONSTRAINT "violation_case_instruments_case_id_instrument_id_pk" PRIMARY KEY("case_id","instrument_id")
);
--> statement-breakpoint
CREATE TABLE "violation_case_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "violation_case_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"on" date NOT NULL,
	"by_id" integer NOT NULL,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "violation_case_steps_status" CHECK ("violation_case_steps"."status_id" between 1 and 6),
	CONSTRAINT "violation_case_steps_note_length" CHECK (char_length("violation_case_steps"."note") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "violation_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "violation_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"observation_id" integer,
	"type_id" integer NOT NULL,
	"severity" text NOT NULL,
	"discovered_on" date NOT NULL,
	"reported_by_id" integer NOT NULL,
	"description" text NOT NULL,
	"status_id" integer DEFAULT 1 NOT NULL,
	"follow_up_due" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "violation_cases_severity" CHECK ("violation_cases"."severity" in ('technical', 'minor', 'major')),
	CONSTRAINT "violation_cases_status" CHECK ("violation_cases"."status_id" between 1 and 6),
	CONSTRAINT "violation_cases_description_length" CHECK (char_length("violation_cases"."description") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "violation_case_instruments" ADD CONSTRAINT "violation_case_instruments_case_id_violation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."violation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_case_instruments" ADD CONSTRAINT "violation_case_instruments_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_case_steps" ADD CONSTRAINT "violation_case_steps_case_id_violation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."violation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_case_steps" ADD CONSTRAINT "violation_case_steps_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_cases" ADD CONSTRAINT "violation_cases_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_cases" ADD CONSTRAINT "violation_cases_observation_id_observations_id_fk" FOREIGN KEY ("observation_id") REFERENCES "public"."observations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_cases" ADD CONSTRAINT "violation_cases_type_id_violation_case_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."violation_case_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_cases" ADD CONSTRAINT "violation_cases_reported_by_id_users_id_fk" FOREIGN KEY ("reported_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "violation_case_instruments_instrument" ON "violation_case_instruments" USING btree ("instrument_id");--> statement-breakpoint
CREATE INDEX "violation_case_steps_case" ON "violation_case_steps" USING btree ("case_id","id");--> statement-breakpoint
CREATE INDEX "violation_cases_property" ON "violation_cases" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "violation_cases_observation" ON "violation_cases" USING btree ("observation_id");