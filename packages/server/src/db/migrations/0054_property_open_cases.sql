-- How many open violation cases each property has, kept with its other keys (issue 32;
-- docs/decisions.md): Open Violation Cases walks this table's index to a page and Has Open Violation Case
-- is a range of it. Worked out from the cases, a page by the column with the facet chosen looked for the
-- properties without an open case among every property (none can match) and counted every open case of
-- the matches (36,000 at 200,000 properties, 98 ms). A case's insert, delete or any update queues its
-- property, as the other tables the keys come from do.
ALTER TABLE "property_sort_keys" ADD COLUMN "open_cases" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION property_sort_keys_refresh(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM property_sort_keys WHERE property_id IN (SELECT unnest(ids));
	INSERT INTO property_sort_keys (property_id, next_inspection_due, localities, agreement_types, scheduled, open_cases)
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
		has.schedule,
		-- Open, Owner Contacted, Cure Agreed, Referred to Counsel (openCaseStatuses).
		(SELECT count(*) FROM violation_cases vc WHERE vc.property_id = p.id AND vc.status_id IN (1, 2, 3, 5))
	FROM properties p
	CROSS JOIN LATERAL (SELECT p.status_id = 1 AND p.target_inspection_frequency IS NOT NULL AS schedule) has
	WHERE p.id IN (SELECT unnest(ids));
END $$;
--> statement-breakpoint
CREATE TRIGGER "violation_cases_property_sort_keys_insert" AFTER INSERT ON "violation_cases"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_sort_keys_queue_properties();
--> statement-breakpoint
CREATE TRIGGER "violation_cases_property_sort_keys_update" AFTER UPDATE ON "violation_cases"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_sort_keys_queue_properties();
--> statement-breakpoint
CREATE TRIGGER "violation_cases_property_sort_keys_delete" AFTER DELETE ON "violation_cases"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION property_sort_keys_queue_properties();
--> statement-breakpoint
CREATE TRIGGER "violation_cases_property_sort_keys_truncate" AFTER TRUNCATE ON "violation_cases"
	FOR EACH STATEMENT EXECUTE FUNCTION property_sort_keys_queue_everything();
--> statement-breakpoint
SELECT property_sort_keys_refresh(array(SELECT id FROM properties));--> statement-breakpoint
CREATE INDEX "property_sort_keys_open_cases" ON "property_sort_keys" USING btree ("open_cases","property_id");--> statement-breakpoint
CREATE INDEX "property_sort_keys_open_cases_desc" ON "property_sort_keys" USING btree ("open_cases" DESC NULLS LAST,"property_id" DESC NULLS FIRST);
