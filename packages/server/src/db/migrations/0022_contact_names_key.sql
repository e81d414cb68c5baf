-- The contact search's index holds the names (contacts_names_length), and an index row has a size
-- limit: the synced copy keeps names of at most 200 characters (CrmNameMaxLength), as the directory's
-- CSV import already required. Longer ones synced before are cut to that here.
UPDATE "contacts" SET "name" = left("name", 200) WHERE length("name") > 200;--> statement-breakpoint
UPDATE "contacts" SET "full_name" = left("full_name", 200) WHERE length("full_name") > 200;--> statement-breakpoint
DROP INDEX "contacts_names_trgm";--> statement-breakpoint
DROP INDEX "contacts_names_length";--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "names_key" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("full_name", ''))) STORED;--> statement-breakpoint
CREATE INDEX "contacts_names_trgm" ON "contacts" USING gin ("names_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "contacts_names_length" ON "contacts" USING btree (length("names_key"),"crm_id","names_key");