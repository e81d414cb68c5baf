CREATE TABLE "property_photo_points" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_photo_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"bearing_degrees" double precision,
	"created_by_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_photo_points_name_length" CHECK (char_length("property_photo_points"."name") between 1 and 50),
	CONSTRAINT "property_photo_points_bearing" CHECK ("property_photo_points"."bearing_degrees" between 0 and 360)
);
--> statement-breakpoint
ALTER TABLE "service_photos" ADD COLUMN "photo_point_id" integer;--> statement-breakpoint
ALTER TABLE "property_photo_points" ADD CONSTRAINT "property_photo_points_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_photo_points" ADD CONSTRAINT "property_photo_points_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "property_photo_points_name" ON "property_photo_points" USING btree ("property_id",lower("name"));--> statement-breakpoint
ALTER TABLE "service_photos" ADD CONSTRAINT "service_photos_photo_point_id_property_photo_points_id_fk" FOREIGN KEY ("photo_point_id") REFERENCES "public"."property_photo_points"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_photos_photo_point" ON "service_photos" USING btree ("photo_point_id");