CREATE TABLE "letter_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "letter_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "letter_templates_name_length" CHECK (char_length("letter_templates"."name") between 1 and 100),
	CONSTRAINT "letter_templates_body_length" CHECK (char_length("letter_templates"."body") between 1 and 20000),
	CONSTRAINT "letter_templates_kind" CHECK ("letter_templates"."kind" in ('violationNotice', 'cureAgreement', 'resolution', 'annual', 'newOwner', 'other'))
);
--> statement-breakpoint
CREATE TABLE "letters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "letters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"case_id" integer,
	"template_id" integer,
	"template_name" text NOT NULL,
	"kind" text NOT NULL,
	"sent_on" date NOT NULL,
	"recipients" text NOT NULL,
	"body" text NOT NULL,
	"sent_by_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "letters_recipients_length" CHECK (char_length("letters"."recipients") <= 2000),
	CONSTRAINT "letters_body_length" CHECK (char_length("letters"."body") <= 100000)
);
--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_case_id_violation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."violation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_template_id_letter_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."letter_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "letter_templates_name" ON "letter_templates" USING btree ("name");--> statement-breakpoint
CREATE INDEX "letters_property" ON "letters" USING btree ("property_id","sent_on");--> statement-breakpoint
CREATE INDEX "letters_case" ON "letters" USING btree ("case_id","sent_on");--> statement-breakpoint
CREATE INDEX "letters_template" ON "letters" USING btree ("template_id");