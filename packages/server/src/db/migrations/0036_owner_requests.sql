CREATE TABLE "owner_request_kinds" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "owner_request_instruments" (
	"request_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	CONSTRAINT "owner_request_instruments_request_id_instrument_id_pk" PRIMARY KEY("request_id","instrument_id")
);
--> statement-breakpoint
CREATE TABLE "owner_request_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "owner_request_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"on" date NOT NULL,
	"by_id" integer NOT NULL,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_request_steps_status" CHECK ("owner_request_steps"."status_id" between 1 and 6),
	CONSTRAINT "owner_request_steps_note_length" CHECK (char_length("owner_request_steps"."note") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "owner_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "owner_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"kind_id" integer NOT NULL,
	"received_on" date NOT NULL,
	"requested_by_id" integer,
	"description" text NOT NULL,
	"notice_period_days" integer,
	"decision_due" date NOT NULL,
	"dwelling_units" bigint DEFAULT 0 NOT NULL,
	"finished_area" numeric DEFAULT 0 NOT NULL,
	"impervious_area" numeric DEFAULT 0 NOT NULL,
	"status_id" integer DEFAULT 1 NOT NULL,
	"feature_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_requests_status" CHECK ("owner_requests"."status_id" between 1 and 6),
	CONSTRAINT "owner_requests_description_length" CHECK (char_length("owner_requests"."description") between 1 and 2000),
	CONSTRAINT "owner_requests_notice_period" CHECK ("owner_requests"."notice_period_days" between 1 and 365),
	CONSTRAINT "owner_requests_dwelling_units_min" CHECK ("owner_requests"."dwelling_units" >= 0),
	CONSTRAINT "owner_requests_finished_area_min" CHECK ("owner_requests"."finished_area" >= 0),
	CONSTRAINT "owner_requests_impervious_area_min" CHECK ("owner_requests"."impervious_area" >= 0)
);
--> statement-breakpoint
ALTER TABLE "owner_request_instruments" ADD CONSTRAINT "owner_request_instruments_request_id_owner_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."owner_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_request_instruments" ADD CONSTRAINT "owner_request_instruments_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_request_steps" ADD CONSTRAINT "owner_request_steps_request_id_owner_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."owner_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_request_steps" ADD CONSTRAINT "owner_request_steps_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_requests" ADD CONSTRAINT "owner_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_requests" ADD CONSTRAINT "owner_requests_kind_id_owner_request_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."owner_request_kinds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_requests" ADD CONSTRAINT "owner_requests_requested_by_id_contacts_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_requests" ADD CONSTRAINT "owner_requests_feature_id_built_environment_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."built_environment_features"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_request_instruments_instrument" ON "owner_request_instruments" USING btree ("instrument_id");--> statement-breakpoint
CREATE INDEX "owner_request_steps_request" ON "owner_request_steps" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "owner_requests_property" ON "owner_requests" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "owner_requests_status_due" ON "owner_requests" USING btree ("status_id","decision_due","id");--> statement-breakpoint
CREATE INDEX "owner_requests_requested_by" ON "owner_requests" USING btree ("requested_by_id");--> statement-breakpoint
CREATE INDEX "owner_requests_feature" ON "owner_requests" USING btree ("feature_id");