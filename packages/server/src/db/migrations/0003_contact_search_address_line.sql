DROP INDEX "contacts_address_trgm";--> statement-breakpoint
DROP INDEX "contacts_names_trgm";--> statement-breakpoint
CREATE INDEX "contacts_address_line_trgm" ON "contacts" USING gin ((coalesce("address", '') || ', ' || coalesce("city", '') || ', ' || coalesce("state", '') || ' ' || coalesce("postal_code", '')) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "contacts_names_trgm" ON "contacts" USING gin ((coalesce("name", '') || ' ' || coalesce("full_name", '')) gin_trgm_ops) WITH (fastupdate=false);