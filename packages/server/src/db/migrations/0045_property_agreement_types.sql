ALTER TABLE "property_sort_keys" ADD COLUMN "agreement_types" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "property_sort_keys_agreement_types" ON "property_sort_keys" USING gin ("agreement_types");--> statement-breakpoint
-- The agreement types of each property's Active instruments (issue 32; docs/decisions.md), kept with
-- its sort keys: the same triggers queue the property when a link or an instrument's status changes,
-- and now when an instrument's agreement type does.
CREATE OR REPLACE FUNCTION property_sort_keys_refresh(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM property_sort_keys WHERE property_id IN (SELECT unnest(ids));
	INSERT INTO property_sort_keys (property_id, next_inspection_due, localities, agreement_types)
	SELECT p.id,
		CASE WHEN p.status_id = 1 AND p.target_inspection_frequency IS NOT NULL THEN
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
			WHERE pi.property_id = p.id ORDER BY 1)
	FROM properties p WHERE p.id IN (SELECT unnest(ids));
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION property_sort_keys_queue_instruments() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	ids integer[];
BEGIN
	SELECT array_agg(n.id) INTO ids FROM old_rows o JOIN new_rows n ON n.id = o.id
	WHERE (o.status_id, o.executed_date, o.agreement_type_id) IS DISTINCT FROM (n.status_id, n.executed_date, n.agreement_type_id);
	IF ids IS NOT NULL THEN
		INSERT INTO property_sort_keys_queue (instrument_ids) VALUES (ids);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
SELECT property_sort_keys_refresh(array(SELECT id FROM properties));
