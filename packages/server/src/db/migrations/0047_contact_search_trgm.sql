-- One trigram index over the names and the address line (issue 32; docs/decisions.md): a contact
-- search with both texts reads only the rows that hold both.
DROP INDEX "contacts_names_trgm";--> statement-breakpoint
DROP INDEX "contacts_address_line_trgm";--> statement-breakpoint
CREATE INDEX "contacts_search_trgm" ON "contacts" USING gin ("names_key" gin_trgm_ops,(coalesce("address", '') || ', ' || coalesce("city", '') || ', ' || coalesce("state", '') || ' ' || coalesce("postal_code", '')) gin_trgm_ops) WITH (fastupdate=false);