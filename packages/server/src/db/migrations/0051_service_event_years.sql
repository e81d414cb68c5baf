-- The services' facts gain the years each event type was had in (ServiceFact.EventTypeInYear), so a
-- dated event facet reads the events only of services had in the dates' own years.
CREATE OR REPLACE FUNCTION service_sort_keys_refresh(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM service_sort_keys WHERE service_id IN (SELECT unnest(ids));
	INSERT INTO service_sort_keys (service_id, property_id, components, facts, category_id, agreement_type_id, status_id, staff_lead_id)
	WITH chosen AS MATERIALIZED (SELECT s.* FROM services s WHERE s.id IN (SELECT unnest(ids))),
	event_kinds AS MATERIALIZED (
		SELECT DISTINCT e.service_id, e.event_type_id FROM events e WHERE e.service_id IN (SELECT id FROM chosen)
	),
	facts AS (
		SELECT c.id, service_fact(1, c.category_id) FROM chosen c WHERE c.category_id IS NOT NULL
		UNION ALL SELECT c.id, service_fact(2, c.agreement_type_id) FROM chosen c WHERE c.agreement_type_id IS NOT NULL
		UNION ALL SELECT c.id, service_fact(3, c.staff_lead_id) FROM chosen c WHERE c.staff_lead_id IS NOT NULL
		UNION ALL SELECT c.id, service_fact(4, c.status_id) FROM chosen c WHERE c.status_id IS NOT NULL
		-- The fee options it meets (FeeSearchOption): charged, none charged, paid, charged and not paid.
		UNION ALL SELECT c.id, service_fact(5, o.option) FROM chosen c CROSS JOIN LATERAL (VALUES
			(CASE WHEN c.fee_charged > 0 THEN 1 END), (CASE WHEN coalesce(c.fee_charged, 0) = 0 THEN 2 END),
			(CASE WHEN c.fee_paid THEN 3 END), (CASE WHEN c.fee_charged > 0 AND NOT c.fee_paid THEN 4 END)) AS o(option)
			WHERE o.option IS NOT NULL
		UNION ALL SELECT l.service_id, service_fact(6, l.type_id) FROM service_types_link l
			WHERE l.service_id IN (SELECT id FROM chosen)
		UNION ALL SELECT sp.service_id, service_fact(7, pl.locality_id) FROM service_properties sp
			JOIN property_localities pl ON pl.property_id = sp.property_id WHERE sp.service_id IN (SELECT id FROM chosen)
		-- The review options it meets (ReviewSearchOption): an open review, a complete one, none but withdrawn.
		UNION ALL SELECT r.service_id, service_fact(8, CASE r.review_status_id WHEN 1 THEN 1 WHEN 2 THEN 2 END)
			FROM reviews r WHERE r.service_id IN (SELECT id FROM chosen) AND r.review_status_id IN (1, 2)
		UNION ALL SELECT c.id, service_fact(8, 3) FROM chosen c
			WHERE NOT EXISTS (SELECT 1 FROM reviews r WHERE r.service_id = c.id AND r.review_status_id <> 4)
		UNION ALL SELECT r.service_id, service_fact(9, r.assignee_id) FROM reviews r
			WHERE r.service_id IN (SELECT id FROM chosen) AND r.assignee_id IS NOT NULL
		UNION ALL SELECT r.service_id, service_fact(10, r.assigner_id) FROM reviews r
			WHERE r.service_id IN (SELECT id FROM chosen) AND r.assigner_id IS NOT NULL
		UNION ALL SELECT p.service_id, service_fact(11, p.product_id) FROM service_products_link p
			WHERE p.service_id IN (SELECT id FROM chosen)
		-- Each event type, had or lacked: an instrument's type too, which a search may still name.
		UNION ALL SELECT c.id, service_fact(CASE WHEN k.service_id IS NULL THEN 13 ELSE 12 END, t.id)
			FROM chosen c CROSS JOIN event_types t
			LEFT JOIN event_kinds k ON k.service_id = c.id AND k.event_type_id = t.id
		-- Each event type in each New York year it was had in (years before 1900 as 1900, after 2100 as
		-- 2100; types numbered from 4096 have none): the dated event facets ask the events only of the
		-- services had in the dates' own years.
		UNION ALL SELECT e.service_id, service_fact(14, e.event_type_id << 12
			| least(greatest(extract(year FROM e.date AT TIME ZONE 'America/New_York')::integer, 1900), 2100) - 1900)
			FROM events e WHERE e.service_id IN (SELECT id FROM chosen) AND e.event_type_id < 4096
	)
	SELECT c.id,
		CASE WHEN c.is_multi_property THEN NULL
			ELSE (SELECT min(sp.property_id) FROM service_properties sp WHERE sp.service_id = c.id) END,
		name_sort_key((SELECT string_agg(st.name, '; ' ORDER BY st.name) FROM service_types_link l
			JOIN service_types st ON st.id = l.type_id WHERE l.service_id = c.id)),
		coalesce(f.facts, '{}'), c.category_id, c.agreement_type_id, c.status_id, c.staff_lead_id
	FROM chosen c
	LEFT JOIN (SELECT f.id, array_agg(DISTINCT f.fact ORDER BY f.fact) AS facts FROM facts f(id, fact) GROUP BY f.id) f
		ON f.id = c.id;
END $$;
--> statement-breakpoint
-- An event's date is a fact now: a changed date queues its service too.
DROP TRIGGER "events_service_facts_update" ON "events";
--> statement-breakpoint
CREATE TRIGGER "events_service_facts_update" AFTER UPDATE ON "events"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
	EXECUTE FUNCTION service_sort_keys_queue_service_children('service_id', 'event_type_id', 'date');
--> statement-breakpoint
-- The facts of the services already there.
SELECT service_sort_keys_refresh(array(SELECT id FROM services));
