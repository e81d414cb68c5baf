DROP INDEX "violation_cases_status_follow_up";--> statement-breakpoint
CREATE INDEX "violation_cases_open_order" ON "violation_cases" USING btree ("follow_up_due","discovered_on","id") WHERE "violation_cases"."status_id" in (1, 2, 3, 5);--> statement-breakpoint
DROP INDEX "property_instruments_instrument";--> statement-breakpoint
CREATE INDEX "property_instruments_instrument" ON "property_instruments" USING btree ("instrument_id","property_id");