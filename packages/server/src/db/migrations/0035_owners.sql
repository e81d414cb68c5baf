CREATE TABLE "owner_contact_contacts" (
	"owner_contact_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	CONSTRAINT "owner_contact_contacts_owner_contact_id_contact_id_pk" PRIMARY KEY("owner_contact_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "owner_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "owner_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instrument_id" integer NOT NULL,
	"contacted_on" date NOT NULL,
	"method" text NOT NULL,
	"by_id" integer NOT NULL,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_contacts_method" CHECK ("owner_contacts"."method" in ('visit', 'letter', 'phone', 'meeting', 'email')),
	CONSTRAINT "owner_contacts_note_length" CHECK (char_length("owner_contacts"."note") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "contact_links" ADD COLUMN "owner_since" date;--> statement-breakpoint
ALTER TABLE "contact_links" ADD COLUMN "owner_until" date;--> statement-breakpoint
ALTER TABLE "owner_contact_contacts" ADD CONSTRAINT "owner_contact_contacts_owner_contact_id_owner_contacts_id_fk" FOREIGN KEY ("owner_contact_id") REFERENCES "public"."owner_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_contact_contacts" ADD CONSTRAINT "owner_contact_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_contacts" ADD CONSTRAINT "owner_contacts_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_contacts" ADD CONSTRAINT "owner_contacts_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_contact_contacts_contact" ON "owner_contact_contacts" USING btree ("contact_id","owner_contact_id");--> statement-breakpoint
CREATE INDEX "owner_contacts_instrument" ON "owner_contacts" USING btree ("instrument_id","contacted_on");--> statement-breakpoint
CREATE INDEX "owner_contacts_contacted_on" ON "owner_contacts" USING btree ("contacted_on","instrument_id");--> statement-breakpoint
CREATE INDEX "contact_links_owner_since" ON "contact_links" USING btree ("owner_since","id") WHERE "contact_links"."owner_since" is not null;--> statement-breakpoint
ALTER TABLE "contact_links" ADD CONSTRAINT "contact_links_owner_dates" CHECK ("contact_links"."owner_until" >= "contact_links"."owner_since");