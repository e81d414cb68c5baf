CREATE TABLE "property_boundaries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_boundaries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"geometry" jsonb NOT NULL,
	"west" double precision NOT NULL,
	"south" double precision NOT NULL,
	"east" double precision NOT NULL,
	"north" double precision NOT NULL,
	"vertex_count" integer NOT NULL,
	"area_acres" double precision NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_boundaries_box_order" CHECK ("property_boundaries"."west" <= "property_boundaries"."east" and "property_boundaries"."south" <= "property_boundaries"."north")
);
--> statement-breakpoint
ALTER TABLE "property_boundaries" ADD CONSTRAINT "property_boundaries_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "property_boundaries_property" ON "property_boundaries" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "property_boundaries_box" ON "property_boundaries" USING btree ("west","east","south","north");