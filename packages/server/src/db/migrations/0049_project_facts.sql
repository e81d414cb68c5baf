ALTER TABLE "project_sort_keys" ADD COLUMN "facts" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "project_sort_keys_facts" ON "project_sort_keys" USING gin ("facts");--> statement-breakpoint
-- The keys of these projects and their facts, from the records (db/schema/project-sort-keys.ts,
-- ProjectFact): exactly what each kept Project facet's predicate asks (search-facets.repo.ts), which the
-- reference test compares with the records. Numbered as the services' facts (service_fact()).
CREATE OR REPLACE FUNCTION project_sort_keys_refresh(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM project_sort_keys WHERE project_id IN (SELECT unnest(ids));
	INSERT INTO project_sort_keys (project_id, acres, localities, facts)
	WITH chosen AS MATERIALIZED (SELECT p.id FROM projects p WHERE p.id IN (SELECT unnest(ids))),
	facts AS (
		-- The agreement types of its Active (2) instruments.
		SELECT i.project_id, service_fact(1, i.agreement_type_id) FROM instruments i
			WHERE i.project_id IN (SELECT id FROM chosen) AND i.status_id = 2 AND i.agreement_type_id IS NOT NULL
		-- The localities of its current (1) properties.
		UNION ALL SELECT pr.project_id, service_fact(2, pl.locality_id) FROM properties pr
			JOIN property_localities pl ON pl.property_id = pr.id
			WHERE pr.project_id IN (SELECT id FROM chosen) AND pr.status_id = 1
		-- Partnership Grants: has grants (1) or has none (2).
		UNION ALL SELECT c.id, service_fact(3, CASE WHEN EXISTS (SELECT 1 FROM partnership_grants g
			JOIN instruments i ON i.id = g.instrument_id WHERE i.project_id = c.id) THEN 1 ELSE 2 END) FROM chosen c
		-- An open case (Open, Owner Contacted, Cure Agreed, Referred to Counsel) on one of its properties.
		UNION ALL SELECT pr.project_id, service_fact(4, 1) FROM properties pr
			JOIN violation_cases vc ON vc.property_id = pr.id
			WHERE pr.project_id IN (SELECT id FROM chosen) AND vc.status_id IN (1, 2, 3, 5)
		-- The types of every case on its properties.
		UNION ALL SELECT pr.project_id, service_fact(5, vc.type_id) FROM properties pr
			JOIN violation_cases vc ON vc.property_id = pr.id
			WHERE pr.project_id IN (SELECT id FROM chosen)
	)
	SELECT c.id,
		(SELECT sum(pr.calculated_acres) FROM properties pr WHERE pr.project_id = c.id AND pr.status_id = 1),
		name_sort_key((SELECT string_agg(DISTINCT l.name, '; ' ORDER BY l.name) FROM properties pr
			JOIN property_localities pl ON pl.property_id = pr.id AND pl.is_primary
			JOIN localities l ON l.id = pl.locality_id
			WHERE pr.project_id = c.id AND pr.status_id = 1)),
		coalesce(f.facts, '{}')
	FROM chosen c
	LEFT JOIN (SELECT f.id, array_agg(DISTINCT f.fact ORDER BY f.fact) AS facts FROM facts f(id, fact) GROUP BY f.id) f
		ON f.id = c.id;
END $$;
--> statement-breakpoint
-- Instruments, their grants and the properties' cases added or removed, or changed in a column named as
-- the trigger's arguments after the first, which names the record they belong to: a project
-- ('project_id'), a property ('property_id', resolved at commit) or an instrument ('instrument_id', its
-- project now: an instrument moved queues both of its projects itself).
CREATE FUNCTION project_sort_keys_queue_children() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	parent text := TG_ARGV[0];
	ids integer[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT (to_jsonb(n) ->> parent)::int) INTO ids FROM new_rows n;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT (to_jsonb(o) ->> parent)::int) INTO ids FROM old_rows o;
	ELSE
		SELECT array_agg(DISTINCT side.id) INTO ids
		FROM old_rows o JOIN new_rows n ON n.id = o.id
		CROSS JOIN LATERAL (VALUES ((to_jsonb(o) ->> parent)::int), ((to_jsonb(n) ->> parent)::int)) AS side(id)
		WHERE side.id IS NOT NULL
			AND (SELECT array_agg(to_jsonb(o) -> c) FROM unnest(TG_ARGV) AS c)
				IS DISTINCT FROM (SELECT array_agg(to_jsonb(n) -> c) FROM unnest(TG_ARGV) AS c);
	END IF;
	ids := array_remove(ids, NULL);
	IF parent = 'instrument_id' THEN
		ids := array(SELECT DISTINCT i.project_id FROM instruments i WHERE i.id IN (SELECT unnest(ids)));
	END IF;
	IF cardinality(ids) > 0 THEN
		IF parent = 'property_id' THEN
			INSERT INTO project_sort_keys_queue (property_ids) VALUES (ids);
		ELSE
			INSERT INTO project_sort_keys_queue (project_ids) VALUES (ids);
		END IF;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "instruments_project_facts_insert" AFTER INSERT ON "instruments"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_sort_keys_queue_children('project_id');
--> statement-breakpoint
CREATE TRIGGER "instruments_project_facts_update" AFTER UPDATE ON "instruments"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
	EXECUTE FUNCTION project_sort_keys_queue_children('project_id', 'status_id', 'agreement_type_id');
--> statement-breakpoint
CREATE TRIGGER "instruments_project_facts_delete" AFTER DELETE ON "instruments"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_sort_keys_queue_children('project_id');
--> statement-breakpoint
CREATE TRIGGER "partnership_grants_project_facts_insert" AFTER INSERT ON "partnership_grants"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_sort_keys_queue_children('instrument_id');
--> statement-breakpoint
CREATE TRIGGER "partnership_grants_project_facts_update" AFTER UPDATE ON "partnership_grants"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
	EXECUTE FUNCTION project_sort_keys_queue_children('instrument_id');
--> statement-breakpoint
CREATE TRIGGER "partnership_grants_project_facts_delete" AFTER DELETE ON "partnership_grants"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_sort_keys_queue_children('instrument_id');
--> statement-breakpoint
CREATE TRIGGER "violation_cases_project_facts_insert" AFTER INSERT ON "violation_cases"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_sort_keys_queue_children('property_id');
--> statement-breakpoint
CREATE TRIGGER "violation_cases_project_facts_update" AFTER UPDATE ON "violation_cases"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
	EXECUTE FUNCTION project_sort_keys_queue_children('property_id', 'status_id', 'type_id');
--> statement-breakpoint
CREATE TRIGGER "violation_cases_project_facts_delete" AFTER DELETE ON "violation_cases"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_sort_keys_queue_children('property_id');
--> statement-breakpoint
CREATE TRIGGER "instruments_project_facts_truncate" AFTER TRUNCATE ON "instruments"
	FOR EACH STATEMENT EXECUTE FUNCTION project_sort_keys_queue_everything();
--> statement-breakpoint
CREATE TRIGGER "partnership_grants_project_facts_truncate" AFTER TRUNCATE ON "partnership_grants"
	FOR EACH STATEMENT EXECUTE FUNCTION project_sort_keys_queue_everything();
--> statement-breakpoint
CREATE TRIGGER "violation_cases_project_facts_truncate" AFTER TRUNCATE ON "violation_cases"
	FOR EACH STATEMENT EXECUTE FUNCTION project_sort_keys_queue_everything();
--> statement-breakpoint
-- The facts of the projects already there.
SELECT project_sort_keys_refresh(array(SELECT id FROM projects));
