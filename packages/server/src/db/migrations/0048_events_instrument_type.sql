-- Does Not Have Event Type of instruments from an index alone (issue 32; docs/decisions.md): the
-- instruments in id order beside their events of the type, where each event was read to see its type.
CREATE INDEX "events_instrument_type_date" ON "events" USING btree ("instrument_id","event_type_id","date") WHERE "events"."instrument_id" is not null;