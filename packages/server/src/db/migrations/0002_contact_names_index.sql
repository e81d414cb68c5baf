DROP INDEX "contacts_name_trgm";--> statement-breakpoint
DROP INDEX "contacts_full_name_trgm";--> statement-breakpoint
CREATE INDEX "contacts_names_trgm" ON "contacts" USING gin ((coalesce("name", '') || ' ' || coalesce("full_name", '')) gin_trgm_ops);