CREATE TABLE "photo_parts" (
	"photo_id" integer NOT NULL,
	"kind" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "photo_parts_photo_id_kind_seq_pk" PRIMARY KEY("photo_id","kind","seq"),
	CONSTRAINT "photo_parts_kind" CHECK ("photo_parts"."kind" in ('original', 'thumbnail'))
);
--> statement-breakpoint
CREATE TABLE "service_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_id" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"content_type" text,
	"width" integer,
	"height" integer,
	"caption" text,
	"taken_at" timestamp with time zone NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy_meters" double precision,
	"heading_degrees" double precision,
	"observation_id" integer,
	"photographer_id" integer,
	"completed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_photos_client_id_unique" UNIQUE("client_id"),
	CONSTRAINT "service_photos_caption_length" CHECK (char_length("service_photos"."caption") <= 250),
	CONSTRAINT "service_photos_received" CHECK ("service_photos"."received" between 0 and "service_photos"."size_bytes")
);
--> statement-breakpoint
ALTER TABLE "photo_parts" ADD CONSTRAINT "photo_parts_photo_id_service_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."service_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_photos" ADD CONSTRAINT "service_photos_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_photos" ADD CONSTRAINT "service_photos_observation_id_observations_id_fk" FOREIGN KEY ("observation_id") REFERENCES "public"."observations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_photos" ADD CONSTRAINT "service_photos_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_photos_service" ON "service_photos" USING btree ("service_id");