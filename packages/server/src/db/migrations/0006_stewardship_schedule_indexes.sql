DROP INDEX "service_properties_property";--> statement-breakpoint
CREATE INDEX "events_type_service_date" ON "events" USING btree ("event_type_id","service_id","date");--> statement-breakpoint
CREATE INDEX "service_properties_property" ON "service_properties" USING btree ("property_id","service_id");