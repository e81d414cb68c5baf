ALTER TABLE "service_sort_keys" ADD COLUMN "facts" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_sort_keys" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "service_sort_keys" ADD COLUMN "agreement_type_id" integer;--> statement-breakpoint
ALTER TABLE "service_sort_keys" ADD COLUMN "status_id" integer;--> statement-breakpoint
ALTER TABLE "service_sort_keys" ADD COLUMN "staff_lead_id" integer;--> statement-breakpoint
CREATE INDEX "service_sort_keys_facts" ON "service_sort_keys" USING gin ("facts");--> statement-breakpoint
-- One fact of a service: its kind (db/schema/service-sort-keys.ts, ServiceFact) and the id it names.
CREATE FUNCTION service_fact(kind integer, id integer) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT (kind << 24) | id $$;
--> statement-breakpoint
-- The keys and facts of these services, from the records, and their own lookups (so a count of their
-- facts also sorts them). The facts are exactly what each Service
-- facet's predicate asks of the records (search-facets.repo.ts), which the reference test compares.
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
-- A service's own columns that are facts now queue it too, beside the property count that picks its property.
CREATE OR REPLACE FUNCTION service_sort_keys_queue_services() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	ids integer[];
BEGIN
	IF TG_TABLE_NAME = 'services' THEN
		IF TG_OP = 'INSERT' THEN
			SELECT array_agg(id) INTO ids FROM new_rows;
		ELSIF TG_OP = 'DELETE' THEN
			SELECT array_agg(id) INTO ids FROM old_rows;
		ELSE
			SELECT array_agg(n.id) INTO ids FROM old_rows o JOIN new_rows n ON n.id = o.id
			WHERE (o.is_multi_property, o.category_id, o.agreement_type_id, o.staff_lead_id, o.status_id, o.fee_charged, o.fee_paid)
				IS DISTINCT FROM (n.is_multi_property, n.category_id, n.agreement_type_id, n.staff_lead_id, n.status_id, n.fee_charged, n.fee_paid);
		END IF;
	ELSIF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT service_id) INTO ids FROM new_rows;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT service_id) INTO ids FROM old_rows;
	ELSE
		SELECT array_agg(DISTINCT service_id) INTO ids
		FROM (SELECT service_id FROM old_rows UNION ALL SELECT service_id FROM new_rows) AS side;
	END IF;
	IF ids IS NOT NULL THEN
		INSERT INTO service_sort_keys_queue (service_ids) VALUES (ids);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Events and reviews of services (an instrument's have no service): their services when added or
-- removed, or when one of the columns named as the trigger's arguments changed (a note edited changes
-- no fact).
CREATE FUNCTION service_sort_keys_queue_service_children() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	ids integer[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT service_id) INTO ids FROM new_rows WHERE service_id IS NOT NULL;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT service_id) INTO ids FROM old_rows WHERE service_id IS NOT NULL;
	ELSE
		SELECT array_agg(DISTINCT side.service_id) INTO ids
		FROM old_rows o JOIN new_rows n ON n.id = o.id
		CROSS JOIN LATERAL (VALUES (o.service_id), (n.service_id)) AS side(service_id)
		WHERE side.service_id IS NOT NULL
			AND (SELECT array_agg(to_jsonb(o) -> c) FROM unnest(TG_ARGV) AS c)
				IS DISTINCT FROM (SELECT array_agg(to_jsonb(n) -> c) FROM unnest(TG_ARGV) AS c);
	END IF;
	IF ids IS NOT NULL THEN
		INSERT INTO service_sort_keys_queue (service_ids) VALUES (ids);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A property's localities added, removed or changed: the services on those properties.
CREATE FUNCTION service_sort_keys_queue_property_localities() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	ids integer[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT sp.service_id) INTO ids FROM service_properties sp
		WHERE sp.property_id IN (SELECT property_id FROM new_rows);
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT sp.service_id) INTO ids FROM service_properties sp
		WHERE sp.property_id IN (SELECT property_id FROM old_rows);
	ELSE
		SELECT array_agg(DISTINCT sp.service_id) INTO ids FROM service_properties sp
		WHERE sp.property_id IN (
			SELECT side.property_id FROM old_rows o JOIN new_rows n ON n.id = o.id
			CROSS JOIN LATERAL (VALUES (o.property_id), (n.property_id)) AS side(property_id)
			WHERE (o.property_id, o.locality_id) IS DISTINCT FROM (n.property_id, n.locality_id));
	END IF;
	IF ids IS NOT NULL THEN
		INSERT INTO service_sort_keys_queue (service_ids) VALUES (ids);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "events_service_facts_insert" AFTER INSERT ON "events"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_sort_keys_queue_service_children();
--> statement-breakpoint
CREATE TRIGGER "events_service_facts_update" AFTER UPDATE ON "events"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
	EXECUTE FUNCTION service_sort_keys_queue_service_children('service_id', 'event_type_id');
--> statement-breakpoint
CREATE TRIGGER "events_service_facts_delete" AFTER DELETE ON "events"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION service_sort_keys_queue_service_children();
--> statement-breakpoint
CREATE TRIGGER "reviews_service_facts_insert" AFTER INSERT ON "reviews"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_sort_keys_queue_service_children();
--> statement-breakpoint
CREATE TRIGGER "reviews_service_facts_update" AFTER UPDATE ON "reviews"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
	EXECUTE FUNCTION service_sort_keys_queue_service_children('service_id', 'review_status_id', 'assignee_id', 'assigner_id');
--> statement-breakpoint
CREATE TRIGGER "reviews_service_facts_delete" AFTER DELETE ON "reviews"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION service_sort_keys_queue_service_children();
--> statement-breakpoint
CREATE TRIGGER "service_products_link_service_facts_insert" AFTER INSERT ON "service_products_link"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_sort_keys_queue_services();
--> statement-breakpoint
CREATE TRIGGER "service_products_link_service_facts_update" AFTER UPDATE ON "service_products_link"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_sort_keys_queue_services();
--> statement-breakpoint
CREATE TRIGGER "service_products_link_service_facts_delete" AFTER DELETE ON "service_products_link"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION service_sort_keys_queue_services();
--> statement-breakpoint
CREATE TRIGGER "property_localities_service_facts_insert" AFTER INSERT ON "property_localities"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_sort_keys_queue_property_localities();
--> statement-breakpoint
CREATE TRIGGER "property_localities_service_facts_update" AFTER UPDATE ON "property_localities"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_sort_keys_queue_property_localities();
--> statement-breakpoint
CREATE TRIGGER "property_localities_service_facts_delete" AFTER DELETE ON "property_localities"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION service_sort_keys_queue_property_localities();
--> statement-breakpoint
-- An event type added or removed, or a table emptied wholesale: every service.
CREATE TRIGGER "event_types_service_facts" AFTER INSERT OR DELETE ON "event_types"
	FOR EACH STATEMENT EXECUTE FUNCTION service_sort_keys_queue_everything();
--> statement-breakpoint
CREATE TRIGGER "events_service_facts_truncate" AFTER TRUNCATE ON "events"
	FOR EACH STATEMENT EXECUTE FUNCTION service_sort_keys_queue_everything();
--> statement-breakpoint
CREATE TRIGGER "reviews_service_facts_truncate" AFTER TRUNCATE ON "reviews"
	FOR EACH STATEMENT EXECUTE FUNCTION service_sort_keys_queue_everything();
--> statement-breakpoint
CREATE TRIGGER "service_products_link_service_facts_truncate" AFTER TRUNCATE ON "service_products_link"
	FOR EACH STATEMENT EXECUTE FUNCTION service_sort_keys_queue_everything();
--> statement-breakpoint
CREATE TRIGGER "property_localities_service_facts_truncate" AFTER TRUNCATE ON "property_localities"
	FOR EACH STATEMENT EXECUTE FUNCTION service_sort_keys_queue_everything();
--> statement-breakpoint
-- The facts of the services already there.
SELECT service_sort_keys_refresh(array(SELECT id FROM services));
