CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"table_name" text NOT NULL,
	"record_id" integer NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "local_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "local_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"oid" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"assigned" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"oid" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"inactive" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "buffer_restrictions" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "building_activity_area_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "conservation_purpose_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contact_roles" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone,
	"parent_type" text NOT NULL,
	CONSTRAINT "contact_roles_parent_type" CHECK ("contact_roles"."parent_type" in ('instrument', 'property', 'service'))
);
--> statement-breakpoint
CREATE TABLE "event_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone,
	"parent_type" text NOT NULL,
	"admin_edit_only" boolean DEFAULT false NOT NULL,
	"admin_delete_only" boolean DEFAULT false NOT NULL,
	CONSTRAINT "event_types_parent_type" CHECK ("event_types"."parent_type" in ('instrument', 'service'))
);
--> statement-breakpoint
CREATE TABLE "fee_search_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "geometry_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "grant_programs" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "imagery_assessment_sources" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "instrument_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "instrument_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "livestock_restrictions" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "localities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "observation_ack_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "observation_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partnership_grant_search_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "primary_sources" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "project_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "property_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_search_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "service_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone,
	"is_multi_project_eligible" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_products" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "service_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "service_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone,
	"service_category_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specific_terms" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tag_types" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "tag_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1000 CACHE 1),
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone,
	"can_edit" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timber_harvest_restrictions" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "water_quality_feature_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archive_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"status_id" integer DEFAULT 1 NOT NULL,
	"photo" text,
	"photo_box_id" text,
	"document_folder_id" text,
	"created_by_id" integer,
	"last_edited_by_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_name_length" CHECK (char_length("projects"."name") between 1 and 50),
	CONSTRAINT "projects_description_length" CHECK (char_length("projects"."description") <= 1000),
	CONSTRAINT "projects_document_folder_numeric" CHECK ("projects"."document_folder_id" ~ '^[0-9]{1,30}$')
);
--> statement-breakpoint
CREATE TABLE "built_environment_features" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "built_environment_features_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"description" text NOT NULL,
	"is_building" boolean DEFAULT true NOT NULL,
	"exists" boolean DEFAULT true NOT NULL,
	"dwelling_units" bigint DEFAULT 0 NOT NULL,
	"finished_area" numeric DEFAULT 0 NOT NULL,
	"impervious_area" numeric DEFAULT 0 NOT NULL,
	"primary_source_id" integer,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "built_environment_features_description_length" CHECK (char_length("built_environment_features"."description") between 1 and 50),
	CONSTRAINT "built_environment_features_notes_length" CHECK (char_length("built_environment_features"."notes") <= 100),
	CONSTRAINT "built_environment_features_dwelling_units_min" CHECK ("built_environment_features"."dwelling_units" >= 0),
	CONSTRAINT "built_environment_features_finished_area_min" CHECK ("built_environment_features"."finished_area" >= 0),
	CONSTRAINT "built_environment_features_impervious_area_min" CHECK ("built_environment_features"."impervious_area" >= 0)
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"name" text,
	"status_id" integer DEFAULT 1 NOT NULL,
	"calculated_acres" numeric(14, 4),
	"acres" numeric(14, 4),
	"future_properties_allowed" integer,
	"target_inspection_frequency" integer,
	"access_point_latitude" numeric(8, 5),
	"access_point_longitude" numeric(8, 5),
	"inspect_with_two_or_more_staff" boolean DEFAULT false NOT NULL,
	"additional_interest_holder" boolean DEFAULT false NOT NULL,
	"notes" text,
	"legacy_property_ids" text,
	"document_folder_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_name_length" CHECK (char_length("properties"."name") <= 50),
	CONSTRAINT "properties_notes_length" CHECK (char_length("properties"."notes") <= 1000),
	CONSTRAINT "properties_calculated_acres_min" CHECK ("properties"."calculated_acres" >= 0),
	CONSTRAINT "properties_acres_min" CHECK ("properties"."acres" >= 0),
	CONSTRAINT "properties_future_properties_min" CHECK ("properties"."future_properties_allowed" >= 0),
	CONSTRAINT "properties_inspection_frequency_min" CHECK ("properties"."target_inspection_frequency" >= 1),
	CONSTRAINT "properties_latitude_range" CHECK ("properties"."access_point_latitude" between 36.43 and 39.5),
	CONSTRAINT "properties_longitude_range" CHECK ("properties"."access_point_longitude" between -83.7 and -75.1),
	CONSTRAINT "properties_document_folder_numeric" CHECK ("properties"."document_folder_id" ~ '^[0-9]{1,30}$')
);
--> statement-breakpoint
CREATE TABLE "property_instruments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_instruments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"property_acres" numeric(14, 4),
	"future_properties_allowed" bigint,
	"dwellings_allowed" bigint,
	"finished_area_allowed" bigint,
	"impervious_area_allowed" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_instruments_property_instrument" UNIQUE("property_id","instrument_id"),
	CONSTRAINT "property_instruments_acres_min" CHECK ("property_instruments"."property_acres" >= 0),
	CONSTRAINT "property_instruments_future_properties_min" CHECK ("property_instruments"."future_properties_allowed" >= 0),
	CONSTRAINT "property_instruments_dwellings_min" CHECK ("property_instruments"."dwellings_allowed" >= 0),
	CONSTRAINT "property_instruments_finished_area_min" CHECK ("property_instruments"."finished_area_allowed" >= 0),
	CONSTRAINT "property_instruments_impervious_area_min" CHECK ("property_instruments"."impervious_area_allowed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "property_localities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_localities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"locality_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_localities_property_locality" UNIQUE("property_id","locality_id")
);
--> statement-breakpoint
CREATE TABLE "tax_parcels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_parcels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_locality_id" integer NOT NULL,
	"parcel_id" text,
	"acres" numeric(14, 4),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_parcels_parcel_id_length" CHECK (char_length("tax_parcels"."parcel_id") <= 35),
	CONSTRAINT "tax_parcels_acres_min" CHECK ("tax_parcels"."acres" >= 0.0001),
	CONSTRAINT "tax_parcels_not_empty" CHECK (num_nonnulls("tax_parcels"."parcel_id", "tax_parcels"."acres") >= 1)
);
--> statement-breakpoint
CREATE TABLE "building_activity_areas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "building_activity_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"global_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"instrument_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "building_activity_areas_global_id_unique" UNIQUE("global_id"),
	CONSTRAINT "building_activity_areas_notes_length" CHECK (char_length("building_activity_areas"."notes") <= 300)
);
--> statement-breakpoint
CREATE TABLE "conservation_purposes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conservation_purposes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instrument_id" integer NOT NULL,
	"purpose_id" integer NOT NULL,
	"comments" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conservation_purposes_instrument_purpose" UNIQUE("instrument_id","purpose_id"),
	CONSTRAINT "conservation_purposes_comments_length" CHECK (char_length("conservation_purposes"."comments") between 2 and 2000)
);
--> statement-breakpoint
CREATE TABLE "instrument_specific_terms" (
	"instrument_id" integer NOT NULL,
	"specific_term_id" integer NOT NULL,
	CONSTRAINT "instrument_specific_terms_instrument_id_specific_term_id_pk" PRIMARY KEY("instrument_id","specific_term_id")
);
--> statement-breakpoint
CREATE TABLE "instrument_tags" (
	"instrument_id" integer NOT NULL,
	"tag_type_id" integer NOT NULL,
	CONSTRAINT "instrument_tags_instrument_id_tag_type_id_pk" PRIMARY KEY("instrument_id","tag_type_id")
);
--> statement-breakpoint
CREATE TABLE "instrument_unique_terms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instrument_unique_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instrument_id" integer NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "instrument_unique_terms_description_length" CHECK (char_length("instrument_unique_terms"."description") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "instruments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instruments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"status_id" integer DEFAULT 1 NOT NULL,
	"type_id" integer,
	"agreement_type_id" integer NOT NULL,
	"instrument_number" text,
	"locality_id" integer,
	"deed_book_page" text,
	"staff_lead_id" integer,
	"notes" text,
	"legacy_control_number" text,
	"executed_date" date,
	"recorded_date" date,
	"open_date" date DEFAULT current_date NOT NULL,
	"document_folder_id" text,
	"conservation_values_statement" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instruments_instrument_number_length" CHECK (char_length("instruments"."instrument_number") <= 18),
	CONSTRAINT "instruments_deed_book_page_length" CHECK (char_length("instruments"."deed_book_page") <= 13),
	CONSTRAINT "instruments_notes_length" CHECK (char_length("instruments"."notes") <= 1500),
	CONSTRAINT "instruments_document_folder_numeric" CHECK ("instruments"."document_folder_id" ~ '^[0-9]{1,30}$')
);
--> statement-breakpoint
CREATE TABLE "partnership_grants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partnership_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instrument_id" integer NOT NULL,
	"grant_program_id" integer NOT NULL,
	"grantor_contact_id" integer NOT NULL,
	"grantee_contact_id" integer NOT NULL,
	"award_amount" numeric(14, 2),
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partnership_grants_award_amount_min" CHECK ("partnership_grants"."award_amount" >= 0.01),
	CONSTRAINT "partnership_grants_notes_length" CHECK (char_length("partnership_grants"."notes") <= 256)
);
--> statement-breakpoint
CREATE TABLE "water_quality_protection_areas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "water_quality_protection_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"global_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"instrument_id" integer NOT NULL,
	"name" text NOT NULL,
	"feature_type_id" integer NOT NULL,
	"geometry_type_id" integer NOT NULL,
	"feature_length" numeric(18, 0),
	"buffer_width" numeric,
	"buffer_sides" integer,
	"buffer_restriction_id" integer,
	"livestock_restriction_id" integer NOT NULL,
	"timber_harvest_restriction_id" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "water_quality_protection_areas_global_id_unique" UNIQUE("global_id"),
	CONSTRAINT "water_quality_protection_areas_name_length" CHECK (char_length("water_quality_protection_areas"."name") between 1 and 50),
	CONSTRAINT "water_quality_protection_areas_feature_length_min" CHECK ("water_quality_protection_areas"."feature_length" >= 0),
	CONSTRAINT "water_quality_protection_areas_buffer_width_min" CHECK ("water_quality_protection_areas"."buffer_width" >= 0),
	CONSTRAINT "water_quality_protection_areas_buffer_sides_min" CHECK ("water_quality_protection_areas"."buffer_sides" >= 0)
);
--> statement-breakpoint
CREATE TABLE "observations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "observations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"ack_type_id" integer DEFAULT 1 NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "observations_notes_length" CHECK (char_length("observations"."notes") <= 250)
);
--> statement-breakpoint
CREATE TABLE "service_products_link" (
	"service_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "service_products_link_service_id_product_id_pk" PRIMARY KEY("service_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "service_properties" (
	"service_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	CONSTRAINT "service_properties_service_id_property_id_pk" PRIMARY KEY("service_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "service_types_link" (
	"service_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	CONSTRAINT "service_types_link_service_id_type_id_pk" PRIMARY KEY("service_id","type_id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"status_id" integer DEFAULT 1 NOT NULL,
	"agreement_type_id" integer NOT NULL,
	"previous_service_id" integer,
	"notes" text,
	"staff_lead_id" integer,
	"fee_charged" numeric(14, 2),
	"fee_paid" boolean DEFAULT false NOT NULL,
	"open_date" date DEFAULT current_date NOT NULL,
	"is_multi_property" boolean DEFAULT false NOT NULL,
	"document_folder_id" text,
	"imagery_assessment_before_date" date,
	"before_source_id" integer,
	"before_source_notes" text,
	"imagery_assessment_after_date" date,
	"after_source_id" integer,
	"after_source_notes" text,
	"landowner_property_plans" text,
	"questions_for_vof" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_notes_length" CHECK (char_length("services"."notes") <= 1000),
	CONSTRAINT "services_fee_charged_min" CHECK ("services"."fee_charged" >= 0),
	CONSTRAINT "services_before_source_notes_length" CHECK (char_length("services"."before_source_notes") <= 100),
	CONSTRAINT "services_after_source_notes_length" CHECK (char_length("services"."after_source_notes") <= 100),
	CONSTRAINT "services_landowner_property_plans_length" CHECK (char_length("services"."landowner_property_plans") <= 250),
	CONSTRAINT "services_questions_for_vof_length" CHECK (char_length("services"."questions_for_vof") <= 250),
	CONSTRAINT "services_imagery_dates_order" CHECK ("services"."imagery_assessment_after_date" >= "services"."imagery_assessment_before_date"),
	CONSTRAINT "services_document_folder_numeric" CHECK ("services"."document_folder_id" ~ '^[0-9]{1,30}$')
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instrument_id" integer,
	"service_id" integer,
	"event_type_id" integer NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"notes" text,
	"created_by_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_one_parent" CHECK (num_nonnulls("events"."instrument_id", "events"."service_id") = 1),
	CONSTRAINT "events_notes_length" CHECK (char_length("events"."notes") <= 256)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instrument_id" integer,
	"service_id" integer,
	"review_status_id" integer DEFAULT 1 NOT NULL,
	"assignee_id" integer NOT NULL,
	"assigner_id" integer NOT NULL,
	"open_date" date DEFAULT current_date NOT NULL,
	"close_date" date,
	"instructions" text NOT NULL,
	"comments" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_one_parent" CHECK (num_nonnulls("reviews"."instrument_id", "reviews"."service_id") = 1),
	CONSTRAINT "reviews_instructions_length" CHECK (char_length("reviews"."instructions") between 3 and 256),
	CONSTRAINT "reviews_comments_length" CHECK (char_length("reviews"."comments") <= 250)
);
--> statement-breakpoint
CREATE TABLE "contact_link_roles" (
	"contact_link_id" integer NOT NULL,
	"contact_role_id" integer NOT NULL,
	CONSTRAINT "contact_link_roles_contact_link_id_contact_role_id_pk" PRIMARY KEY("contact_link_id","contact_role_id")
);
--> statement-breakpoint
CREATE TABLE "contact_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contact_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"instrument_id" integer,
	"property_id" integer,
	"service_id" integer,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_links_one_parent" CHECK (num_nonnulls("contact_links"."instrument_id", "contact_links"."property_id", "contact_links"."service_id") = 1),
	CONSTRAINT "contact_links_notes_length" CHECK (char_length("contact_links"."notes") <= 100)
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"crm_id" text NOT NULL,
	"name" text,
	"full_name" text,
	"address" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"email" text,
	"phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"in_crm" boolean DEFAULT true NOT NULL,
	"crm_modified_at" timestamp with time zone,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_directory_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_directory_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"crm_id" text NOT NULL,
	"name" text,
	"full_name" text,
	"address" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"email" text,
	"phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_journal_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_journal_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"crm_id" text NOT NULL,
	"journal_name" text NOT NULL,
	"sent_by_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_journal_entries_name_length" CHECK (char_length("crm_journal_entries"."journal_name") between 5 and 25)
);
--> statement-breakpoint
CREATE TABLE "crm_sync_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_sync_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"deactivated_count" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_types" ADD CONSTRAINT "service_types_service_category_id_service_categories_id_fk" FOREIGN KEY ("service_category_id") REFERENCES "public"."service_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_status_id_project_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."project_statuses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "built_environment_features" ADD CONSTRAINT "built_environment_features_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "built_environment_features" ADD CONSTRAINT "built_environment_features_primary_source_id_primary_sources_id_fk" FOREIGN KEY ("primary_source_id") REFERENCES "public"."primary_sources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_status_id_property_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."property_statuses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_instruments" ADD CONSTRAINT "property_instruments_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_instruments" ADD CONSTRAINT "property_instruments_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_localities" ADD CONSTRAINT "property_localities_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_localities" ADD CONSTRAINT "property_localities_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."localities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_parcels" ADD CONSTRAINT "tax_parcels_property_locality_id_property_localities_id_fk" FOREIGN KEY ("property_locality_id") REFERENCES "public"."property_localities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_activity_areas" ADD CONSTRAINT "building_activity_areas_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_activity_areas" ADD CONSTRAINT "building_activity_areas_type_id_building_activity_area_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."building_activity_area_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conservation_purposes" ADD CONSTRAINT "conservation_purposes_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conservation_purposes" ADD CONSTRAINT "conservation_purposes_purpose_id_conservation_purpose_types_id_fk" FOREIGN KEY ("purpose_id") REFERENCES "public"."conservation_purpose_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instrument_specific_terms" ADD CONSTRAINT "instrument_specific_terms_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instrument_specific_terms" ADD CONSTRAINT "instrument_specific_terms_specific_term_id_specific_terms_id_fk" FOREIGN KEY ("specific_term_id") REFERENCES "public"."specific_terms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instrument_tags" ADD CONSTRAINT "instrument_tags_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instrument_tags" ADD CONSTRAINT "instrument_tags_tag_type_id_tag_types_id_fk" FOREIGN KEY ("tag_type_id") REFERENCES "public"."tag_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instrument_unique_terms" ADD CONSTRAINT "instrument_unique_terms_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruments" ADD CONSTRAINT "instruments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruments" ADD CONSTRAINT "instruments_status_id_instrument_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."instrument_statuses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruments" ADD CONSTRAINT "instruments_type_id_instrument_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."instrument_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruments" ADD CONSTRAINT "instruments_agreement_type_id_agreement_types_id_fk" FOREIGN KEY ("agreement_type_id") REFERENCES "public"."agreement_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruments" ADD CONSTRAINT "instruments_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."localities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruments" ADD CONSTRAINT "instruments_staff_lead_id_users_id_fk" FOREIGN KEY ("staff_lead_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_grants" ADD CONSTRAINT "partnership_grants_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_grants" ADD CONSTRAINT "partnership_grants_grant_program_id_grant_programs_id_fk" FOREIGN KEY ("grant_program_id") REFERENCES "public"."grant_programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_grants" ADD CONSTRAINT "partnership_grants_grantor_contact_id_contacts_id_fk" FOREIGN KEY ("grantor_contact_id") REFERENCES "public"."contacts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_grants" ADD CONSTRAINT "partnership_grants_grantee_contact_id_contacts_id_fk" FOREIGN KEY ("grantee_contact_id") REFERENCES "public"."contacts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_quality_protection_areas" ADD CONSTRAINT "water_quality_protection_areas_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_quality_protection_areas" ADD CONSTRAINT "water_quality_protection_areas_feature_type_id_water_quality_feature_types_id_fk" FOREIGN KEY ("feature_type_id") REFERENCES "public"."water_quality_feature_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_quality_protection_areas" ADD CONSTRAINT "water_quality_protection_areas_geometry_type_id_geometry_types_id_fk" FOREIGN KEY ("geometry_type_id") REFERENCES "public"."geometry_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_quality_protection_areas" ADD CONSTRAINT "water_quality_protection_areas_buffer_restriction_id_buffer_restrictions_id_fk" FOREIGN KEY ("buffer_restriction_id") REFERENCES "public"."buffer_restrictions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_quality_protection_areas" ADD CONSTRAINT "water_quality_protection_areas_livestock_restriction_id_livestock_restrictions_id_fk" FOREIGN KEY ("livestock_restriction_id") REFERENCES "public"."livestock_restrictions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_quality_protection_areas" ADD CONSTRAINT "water_quality_protection_areas_timber_harvest_restriction_id_timber_harvest_restrictions_id_fk" FOREIGN KEY ("timber_harvest_restriction_id") REFERENCES "public"."timber_harvest_restrictions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observations" ADD CONSTRAINT "observations_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observations" ADD CONSTRAINT "observations_type_id_observation_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."observation_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observations" ADD CONSTRAINT "observations_ack_type_id_observation_ack_types_id_fk" FOREIGN KEY ("ack_type_id") REFERENCES "public"."observation_ack_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_products_link" ADD CONSTRAINT "service_products_link_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_products_link" ADD CONSTRAINT "service_products_link_product_id_service_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."service_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_properties" ADD CONSTRAINT "service_properties_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_properties" ADD CONSTRAINT "service_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_types_link" ADD CONSTRAINT "service_types_link_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_types_link" ADD CONSTRAINT "service_types_link_type_id_service_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."service_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_status_id_service_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."service_statuses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_agreement_type_id_agreement_types_id_fk" FOREIGN KEY ("agreement_type_id") REFERENCES "public"."agreement_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_previous_service_id_services_id_fk" FOREIGN KEY ("previous_service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_staff_lead_id_users_id_fk" FOREIGN KEY ("staff_lead_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_before_source_id_imagery_assessment_sources_id_fk" FOREIGN KEY ("before_source_id") REFERENCES "public"."imagery_assessment_sources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_after_source_id_imagery_assessment_sources_id_fk" FOREIGN KEY ("after_source_id") REFERENCES "public"."imagery_assessment_sources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_event_type_id_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."event_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_review_status_id_review_statuses_id_fk" FOREIGN KEY ("review_status_id") REFERENCES "public"."review_statuses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_assigner_id_users_id_fk" FOREIGN KEY ("assigner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_link_roles" ADD CONSTRAINT "contact_link_roles_contact_link_id_contact_links_id_fk" FOREIGN KEY ("contact_link_id") REFERENCES "public"."contact_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_link_roles" ADD CONSTRAINT "contact_link_roles_contact_role_id_contact_roles_id_fk" FOREIGN KEY ("contact_role_id") REFERENCES "public"."contact_roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_links" ADD CONSTRAINT "contact_links_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_links" ADD CONSTRAINT "contact_links_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_links" ADD CONSTRAINT "contact_links_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_links" ADD CONSTRAINT "contact_links_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_links" ADD CONSTRAINT "contact_links_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_journal_entries" ADD CONSTRAINT "crm_journal_entries_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_record" ON "audit_log" USING btree ("table_name","record_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_action" ON "audit_log" USING btree ("action","at" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "local_accounts_username_unique" ON "local_accounts" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "local_accounts_oid_unique" ON "local_accounts" USING btree ("oid");--> statement-breakpoint
CREATE UNIQUE INDEX "users_oid_unique" ON "users" USING btree ("oid");--> statement-breakpoint
CREATE INDEX "projects_name_trgm" ON "projects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "built_environment_features_property" ON "built_environment_features" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "properties_project" ON "properties" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "properties_name_trgm" ON "properties" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "property_instruments_instrument" ON "property_instruments" USING btree ("instrument_id");--> statement-breakpoint
CREATE UNIQUE INDEX "property_localities_one_primary" ON "property_localities" USING btree ("property_id") WHERE "property_localities"."is_primary";--> statement-breakpoint
CREATE INDEX "property_localities_locality" ON "property_localities" USING btree ("locality_id","is_primary");--> statement-breakpoint
CREATE INDEX "tax_parcels_property_locality" ON "tax_parcels" USING btree ("property_locality_id");--> statement-breakpoint
CREATE INDEX "building_activity_areas_instrument" ON "building_activity_areas" USING btree ("instrument_id");--> statement-breakpoint
CREATE INDEX "instrument_specific_terms_term" ON "instrument_specific_terms" USING btree ("specific_term_id");--> statement-breakpoint
CREATE INDEX "instrument_tags_tag_type" ON "instrument_tags" USING btree ("tag_type_id");--> statement-breakpoint
CREATE INDEX "instrument_unique_terms_instrument" ON "instrument_unique_terms" USING btree ("instrument_id");--> statement-breakpoint
CREATE INDEX "instruments_project" ON "instruments" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "instruments_locality" ON "instruments" USING btree ("locality_id");--> statement-breakpoint
CREATE INDEX "instruments_staff_lead_status" ON "instruments" USING btree ("staff_lead_id","status_id","open_date","id");--> statement-breakpoint
CREATE INDEX "partnership_grants_instrument" ON "partnership_grants" USING btree ("instrument_id");--> statement-breakpoint
CREATE INDEX "partnership_grants_program" ON "partnership_grants" USING btree ("grant_program_id");--> statement-breakpoint
CREATE INDEX "partnership_grants_grantor" ON "partnership_grants" USING btree ("grantor_contact_id");--> statement-breakpoint
CREATE INDEX "partnership_grants_grantee" ON "partnership_grants" USING btree ("grantee_contact_id");--> statement-breakpoint
CREATE INDEX "water_quality_protection_areas_instrument" ON "water_quality_protection_areas" USING btree ("instrument_id");--> statement-breakpoint
CREATE INDEX "observations_service" ON "observations" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "service_products_link_product" ON "service_products_link" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "service_properties_property" ON "service_properties" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "service_types_link_type" ON "service_types_link" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "services_project" ON "services" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "services_previous_service" ON "services" USING btree ("previous_service_id");--> statement-breakpoint
CREATE INDEX "services_staff_lead_status" ON "services" USING btree ("staff_lead_id","status_id","open_date","id");--> statement-breakpoint
CREATE INDEX "events_instrument_date" ON "events" USING btree ("instrument_id","date" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "events_service_date" ON "events" USING btree ("service_id","date" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "events_type_date" ON "events" USING btree ("event_type_id","date");--> statement-breakpoint
CREATE INDEX "reviews_instrument" ON "reviews" USING btree ("instrument_id");--> statement-breakpoint
CREATE INDEX "reviews_service" ON "reviews" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "reviews_assignee_status" ON "reviews" USING btree ("assignee_id","review_status_id","open_date","id");--> statement-breakpoint
CREATE INDEX "reviews_assigner_status" ON "reviews" USING btree ("assigner_id","review_status_id","open_date","id");--> statement-breakpoint
CREATE INDEX "contact_link_roles_role" ON "contact_link_roles" USING btree ("contact_role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_links_instrument_contact" ON "contact_links" USING btree ("instrument_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_links_property_contact" ON "contact_links" USING btree ("property_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_links_service_contact" ON "contact_links" USING btree ("service_id","contact_id");--> statement-breakpoint
CREATE INDEX "contact_links_contact" ON "contact_links" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "contact_links_project" ON "contact_links" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_crm_id_unique" ON "contacts" USING btree ("crm_id");--> statement-breakpoint
CREATE INDEX "contacts_name_trgm" ON "contacts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_full_name_trgm" ON "contacts" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_address_trgm" ON "contacts" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "crm_directory_accounts_crm_id_unique" ON "crm_directory_accounts" USING btree ("crm_id");--> statement-breakpoint
CREATE INDEX "crm_directory_accounts_modified_at" ON "crm_directory_accounts" USING btree ("modified_at");--> statement-breakpoint
CREATE INDEX "crm_journal_entries_crm_id" ON "crm_journal_entries" USING btree ("crm_id");--> statement-breakpoint
CREATE INDEX "crm_sync_runs_started_at" ON "crm_sync_runs" USING btree ("started_at");