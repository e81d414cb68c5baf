ALTER TABLE "property_sort_keys" ADD COLUMN "scheduled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Whether each property has a schedule (Current, with a target inspection frequency; issue 32,
-- docs/decisions.md), kept with its due date, so Never inspected is a range of this table alone: asked
-- of the properties, a count joined every Current property to the kept rows without a due date (52 ms
-- at 200,000 properties), and a walk by id passed the 100,000 inspected ones first. The same triggers
-- queue a property when its status or frequency changes.
CREATE OR REPLACE FUNCTION property_sort_keys_refresh(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM property_sort_keys WHERE property_id IN (SELECT unnest(ids));
	INSERT INTO property_sort_keys (property_id, next_inspection_due, localities, agreement_types, scheduled)
	SELECT p.id,
		CASE WHEN has.schedule THEN
			(coalesce(
				(SELECT (max(e.date) AT TIME ZONE 'America/New_York')::date FROM service_properties sp
					JOIN events e ON e.service_id = sp.service_id AND e.event_type_id = 31 WHERE sp.property_id = p.id),
				(SELECT min(i.executed_date) FROM property_instruments pi
					JOIN instruments i ON i.id = pi.instrument_id AND i.status_id = 2 WHERE pi.property_id = p.id))
			+ make_interval(years => p.target_inspection_frequency))::date END,
		name_sort_key((SELECT string_agg(l.name, '; ' ORDER BY l.name) FROM property_localities pl
			JOIN localities l ON l.id = pl.locality_id WHERE pl.property_id = p.id)),
		array(SELECT DISTINCT i.agreement_type_id FROM property_instruments pi
			JOIN instruments i ON i.id = pi.instrument_id AND i.status_id = 2
			WHERE pi.property_id = p.id ORDER BY 1),
		has.schedule
	FROM properties p
	CROSS JOIN LATERAL (SELECT p.status_id = 1 AND p.target_inspection_frequency IS NOT NULL AS schedule) has
	WHERE p.id IN (SELECT unnest(ids));
END $$;
--> statement-breakpoint
SELECT property_sort_keys_refresh(array(SELECT id FROM properties));--> statement-breakpoint
CREATE INDEX "property_sort_keys_never_inspected" ON "property_sort_keys" USING btree ("property_id") WHERE "property_sort_keys"."scheduled" and "property_sort_keys"."next_inspection_due" is null;
