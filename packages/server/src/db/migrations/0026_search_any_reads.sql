CREATE TABLE "property_exceeded_rights" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"dwellings" boolean NOT NULL,
	"finished_area" boolean NOT NULL,
	"impervious_surface" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_sort_keys" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"next_inspection_due" date,
	"localities" text
);
--> statement-breakpoint
CREATE TABLE "service_sort_keys" (
	"service_id" integer PRIMARY KEY NOT NULL,
	"property_id" integer,
	"components" text
);
--> statement-breakpoint
DROP INDEX "instruments_project";--> statement-breakpoint
DROP INDEX "instruments_locality";--> statement-breakpoint
CREATE INDEX "property_sort_keys_due" ON "property_sort_keys" USING btree ("next_inspection_due","property_id");--> statement-breakpoint
CREATE INDEX "property_sort_keys_due_desc" ON "property_sort_keys" USING btree ("next_inspection_due" DESC NULLS LAST,"property_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "property_sort_keys_localities" ON "property_sort_keys" USING btree ("localities" collate "C","property_id");--> statement-breakpoint
CREATE INDEX "property_sort_keys_localities_desc" ON "property_sort_keys" USING btree ("localities" collate "C" desc nulls last,"property_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "service_sort_keys_property" ON "service_sort_keys" USING btree ("property_id","service_id");--> statement-breakpoint
CREATE INDEX "service_sort_keys_property_desc" ON "service_sort_keys" USING btree ("property_id" DESC NULLS LAST,"service_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "service_sort_keys_components" ON "service_sort_keys" USING btree ("components" collate "C","service_id");--> statement-breakpoint
CREATE INDEX "service_sort_keys_components_desc" ON "service_sort_keys" USING btree ("components" collate "C" desc nulls last,"service_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contacts_address_sort" ON "contacts" USING btree ((name_sort_key(coalesce("address", '') || ', ' || coalesce("city", '') || ', ' || coalesce("state", '') || ' ' || coalesce("postal_code", '')) collate "C"),"id");--> statement-breakpoint
CREATE INDEX "instruments_type_id" ON "instruments" USING btree ("type_id","id");--> statement-breakpoint
CREATE INDEX "instruments_staff_lead_id" ON "instruments" USING btree ("staff_lead_id","id");--> statement-breakpoint
CREATE INDEX "instruments_status_id" ON "instruments" USING btree ("status_id","id");--> statement-breakpoint
CREATE INDEX "instruments_executed_date_id" ON "instruments" USING btree ("executed_date","id");--> statement-breakpoint
CREATE INDEX "instruments_executed_date_id_desc" ON "instruments" USING btree ("executed_date" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_status_id" ON "projects" USING btree ("status_id","id");--> statement-breakpoint
CREATE INDEX "properties_status_id" ON "properties" USING btree ("status_id","id");--> statement-breakpoint
CREATE INDEX "properties_acres_id" ON "properties" USING btree ("calculated_acres","id");--> statement-breakpoint
CREATE INDEX "properties_name_sort" ON "properties" USING btree ((name_sort_key("name") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "properties_acres_id_desc" ON "properties" USING btree ("calculated_acres" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_name_sort_desc" ON "properties" USING btree ((name_sort_key("name") collate "C") desc nulls last,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "services_category_id" ON "services" USING btree ("category_id","id");--> statement-breakpoint
CREATE INDEX "services_agreement_type_id" ON "services" USING btree ("agreement_type_id","id");--> statement-breakpoint
CREATE INDEX "services_status_id" ON "services" USING btree ("status_id","id");--> statement-breakpoint
CREATE INDEX "services_staff_lead_id" ON "services" USING btree ("staff_lead_id","id");--> statement-breakpoint
CREATE INDEX "instruments_project" ON "instruments" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "instruments_locality" ON "instruments" USING btree ("locality_id","id");
--> statement-breakpoint
-- property_exceeded_rights (issue 32; docs/decisions.md) is kept as instrument_inspection_years is (0017):
-- each statement that writes features, property links or an instrument's status queues the properties
-- or instruments it touched; at commit one deferred trigger takes the kept facts' one lock (0028) and works the queued
-- properties' flags out again from the records, so two saves meeting on one property cannot each miss
-- the other's. A transaction's queue rows never outlive it.
CREATE TABLE "property_exceeded_rights_queue" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"property_ids" integer[],
	"instrument_ids" integer[],
	"everything" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
-- The flags of these properties, from the records: the features that exist against what the Active (2)
-- and Pending (1) instruments covering the property allow; a row only when one right is exceeded. The
-- ids are joined as a set: a bulk load's thousands of ids matched with = ANY compare every row with each.
CREATE FUNCTION property_exceeded_rights_refresh(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM property_exceeded_rights WHERE property_id IN (SELECT unnest(ids));
	INSERT INTO property_exceeded_rights (property_id, dwellings, finished_area, impervious_surface)
	SELECT p.id, coalesce(f.units, 0) > coalesce(a.units, 0), coalesce(f.area, 0) > coalesce(a.area, 0),
		coalesce(f.impervious, 0) > coalesce(a.impervious, 0)
	FROM properties p
	LEFT JOIN (SELECT property_id, sum(dwelling_units) units, sum(finished_area) area, sum(impervious_area) impervious
		FROM built_environment_features WHERE "exists" AND property_id IN (SELECT unnest(ids)) GROUP BY property_id) f
		ON f.property_id = p.id
	LEFT JOIN (SELECT pi.property_id, sum(pi.dwellings_allowed) units, sum(pi.finished_area_allowed) area,
			sum(pi.impervious_area_allowed) impervious
		FROM property_instruments pi JOIN instruments i ON i.id = pi.instrument_id AND i.status_id IN (1, 2)
		WHERE pi.property_id IN (SELECT unnest(ids)) GROUP BY pi.property_id) a
		ON a.property_id = p.id
	WHERE p.id IN (SELECT unnest(ids))
		AND (coalesce(f.units, 0) > coalesce(a.units, 0) OR coalesce(f.area, 0) > coalesce(a.area, 0)
			OR coalesce(f.impervious, 0) > coalesce(a.impervious, 0));
END $$;
--> statement-breakpoint
-- At commit: what the transaction queued, applied once.
CREATE FUNCTION property_exceeded_rights_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	everything boolean;
	properties integer[];
	instruments integer[];
BEGIN
	-- The transaction's first queued row applies them all; the later ones find theirs gone.
	IF NOT EXISTS (SELECT 1 FROM property_exceeded_rights_queue WHERE id = NEW.id) THEN
		RETURN NULL;
	END IF;
	PERFORM pg_advisory_xact_lock(7311004);
	WITH taken AS (DELETE FROM property_exceeded_rights_queue RETURNING *)
	SELECT bool_or(taken.everything),
		(SELECT array_agg(DISTINCT x.value) FROM taken, unnest(taken.property_ids) AS x(value)),
		(SELECT array_agg(DISTINCT x.value) FROM taken, unnest(taken.instrument_ids) AS x(value))
	INTO everything, properties, instruments
	FROM taken;
	IF everything THEN
		DELETE FROM property_exceeded_rights;
		PERFORM property_exceeded_rights_refresh(array(SELECT id FROM properties));
		RETURN NULL;
	END IF;
	PERFORM property_exceeded_rights_refresh(array(
		SELECT unnest(properties)
		UNION
		SELECT pi.property_id FROM property_instruments pi WHERE pi.instrument_id IN (SELECT unnest(instruments))
	));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "property_exceeded_rights_apply"
	AFTER INSERT ON "property_exceeded_rights_queue"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION property_exceeded_rights_apply();
--> statement-breakpoint
-- Features or property links added, removed or changed: the properties on both sides.
CREATE FUNCTION property_exceeded_rights_queue_properties() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	ids integer[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT property_id) INTO ids FROM new_rows;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT property_id) INTO ids FROM old_rows;
	ELSE
		SELECT array_agg(DISTINCT property_id) INTO ids
		FROM (SELECT property_id FROM old_rows UNION ALL SELECT property_id FROM new_rows) AS side;
	END IF;
	IF ids IS NOT NULL THEN
		INSERT INTO property_exceeded_rights_queue (property_ids) VALUES (ids);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "built_environment_features_exceeded_rights_insert" AFTER INSERT ON "built_environment_features"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_exceeded_rights_queue_properties();
--> statement-breakpoint
CREATE TRIGGER "built_environment_features_exceeded_rights_update" AFTER UPDATE ON "built_environment_features"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_exceeded_rights_queue_properties();
--> statement-breakpoint
CREATE TRIGGER "built_environment_features_exceeded_rights_delete" AFTER DELETE ON "built_environment_features"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION property_exceeded_rights_queue_properties();
--> statement-breakpoint
CREATE TRIGGER "property_instruments_exceeded_rights_insert" AFTER INSERT ON "property_instruments"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_exceeded_rights_queue_properties();
--> statement-breakpoint
CREATE TRIGGER "property_instruments_exceeded_rights_update" AFTER UPDATE ON "property_instruments"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_exceeded_rights_queue_properties();
--> statement-breakpoint
CREATE TRIGGER "property_instruments_exceeded_rights_delete" AFTER DELETE ON "property_instruments"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION property_exceeded_rights_queue_properties();
--> statement-breakpoint
-- An instrument's status changed (to or from Active or Pending): the properties it covers.
CREATE FUNCTION property_exceeded_rights_queue_instruments() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	ids integer[];
BEGIN
	SELECT array_agg(n.id) INTO ids FROM old_rows o JOIN new_rows n ON n.id = o.id
	WHERE o.status_id IS DISTINCT FROM n.status_id;
	IF ids IS NOT NULL THEN
		INSERT INTO property_exceeded_rights_queue (instrument_ids) VALUES (ids);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "instruments_exceeded_rights_update" AFTER UPDATE ON "instruments"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_exceeded_rights_queue_instruments();
--> statement-breakpoint
-- Emptied wholesale (the bench's generator with --replace): everything again at commit.
CREATE FUNCTION property_exceeded_rights_queue_everything() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO property_exceeded_rights_queue (everything) VALUES (true);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "built_environment_features_exceeded_rights_truncate" AFTER TRUNCATE ON "built_environment_features"
	FOR EACH STATEMENT EXECUTE FUNCTION property_exceeded_rights_queue_everything();
--> statement-breakpoint
CREATE TRIGGER "property_instruments_exceeded_rights_truncate" AFTER TRUNCATE ON "property_instruments"
	FOR EACH STATEMENT EXECUTE FUNCTION property_exceeded_rights_queue_everything();
--> statement-breakpoint
-- The flags of the records already there.
SELECT property_exceeded_rights_refresh(array(SELECT id FROM properties));
--> statement-breakpoint
-- service_sort_keys (issue 32; docs/decisions.md), kept like property_exceeded_rights above: statements that
-- write services, their properties or components queue the services; renaming a component queues them all.
CREATE TABLE "service_sort_keys_queue" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"service_ids" integer[],
	"everything" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
-- The keys of these services, from the records, as the search's columns show them (search.repo.ts).
CREATE FUNCTION service_sort_keys_refresh(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM service_sort_keys WHERE service_id IN (SELECT unnest(ids));
	INSERT INTO service_sort_keys (service_id, property_id, components)
	SELECT s.id,
		CASE WHEN s.is_multi_property THEN NULL
			ELSE (SELECT min(sp.property_id) FROM service_properties sp WHERE sp.service_id = s.id) END,
		name_sort_key((SELECT string_agg(st.name, '; ' ORDER BY st.name) FROM service_types_link l
			JOIN service_types st ON st.id = l.type_id WHERE l.service_id = s.id))
	FROM services s WHERE s.id IN (SELECT unnest(ids));
END $$;
--> statement-breakpoint
CREATE FUNCTION service_sort_keys_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	everything boolean;
	services integer[];
BEGIN
	IF NOT EXISTS (SELECT 1 FROM service_sort_keys_queue WHERE id = NEW.id) THEN
		RETURN NULL;
	END IF;
	PERFORM pg_advisory_xact_lock(7311004);
	WITH taken AS (DELETE FROM service_sort_keys_queue RETURNING *)
	SELECT bool_or(taken.everything),
		(SELECT array_agg(DISTINCT x.value) FROM taken, unnest(taken.service_ids) AS x(value))
	INTO everything, services
	FROM taken;
	IF everything THEN
		DELETE FROM service_sort_keys;
		PERFORM service_sort_keys_refresh(array(SELECT id FROM services));
	ELSE
		PERFORM service_sort_keys_refresh(services);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "service_sort_keys_apply"
	AFTER INSERT ON "service_sort_keys_queue"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION service_sort_keys_apply();
--> statement-breakpoint
-- Rows of services, their properties or their components added, removed or changed: those services.
CREATE FUNCTION service_sort_keys_queue_services() RETURNS trigger
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
			WHERE o.is_multi_property IS DISTINCT FROM n.is_multi_property;
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
CREATE TRIGGER "services_sort_keys_insert" AFTER INSERT ON "services"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_sort_keys_queue_services();
--> statement-breakpoint
CREATE TRIGGER "services_sort_keys_update" AFTER UPDATE ON "services"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_sort_keys_queue_services();
--> statement-breakpoint
CREATE TRIGGER "services_sort_keys_delete" AFTER DELETE ON "services"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION service_sort_keys_queue_services();
--> statement-breakpoint
CREATE TRIGGER "service_properties_sort_keys_insert" AFTER INSERT ON "service_properties"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_sort_keys_queue_services();
--> statement-breakpoint
CREATE TRIGGER "service_properties_sort_keys_update" AFTER UPDATE ON "service_properties"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_sort_keys_queue_services();
--> statement-breakpoint
CREATE TRIGGER "service_properties_sort_keys_delete" AFTER DELETE ON "service_properties"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION service_sort_keys_queue_services();
--> statement-breakpoint
CREATE TRIGGER "service_types_link_sort_keys_insert" AFTER INSERT ON "service_types_link"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_sort_keys_queue_services();
--> statement-breakpoint
CREATE TRIGGER "service_types_link_sort_keys_update" AFTER UPDATE ON "service_types_link"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_sort_keys_queue_services();
--> statement-breakpoint
CREATE TRIGGER "service_types_link_sort_keys_delete" AFTER DELETE ON "service_types_link"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION service_sort_keys_queue_services();
--> statement-breakpoint
-- A component renamed, or a table emptied wholesale: every service again at commit.
CREATE FUNCTION service_sort_keys_queue_everything() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO service_sort_keys_queue (everything) VALUES (true);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "service_types_sort_keys_rename" AFTER UPDATE OF "name" ON "service_types"
	FOR EACH STATEMENT EXECUTE FUNCTION service_sort_keys_queue_everything();
--> statement-breakpoint
CREATE TRIGGER "services_sort_keys_truncate" AFTER TRUNCATE ON "services"
	FOR EACH STATEMENT EXECUTE FUNCTION service_sort_keys_queue_everything();
--> statement-breakpoint
CREATE TRIGGER "service_properties_sort_keys_truncate" AFTER TRUNCATE ON "service_properties"
	FOR EACH STATEMENT EXECUTE FUNCTION service_sort_keys_queue_everything();
--> statement-breakpoint
CREATE TRIGGER "service_types_link_sort_keys_truncate" AFTER TRUNCATE ON "service_types_link"
	FOR EACH STATEMENT EXECUTE FUNCTION service_sort_keys_queue_everything();
--> statement-breakpoint
-- The keys of the services already there.
SELECT service_sort_keys_refresh(array(SELECT id FROM services));
--> statement-breakpoint
-- property_sort_keys (issue 32; docs/decisions.md), kept like service_sort_keys above. Statements that write
-- properties, their localities, services' properties, property links, Inspection events or instruments'
-- status or executed date queue the properties (or the services or instruments, resolved at commit);
-- renaming a locality queues them all.
CREATE TABLE "property_sort_keys_queue" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"property_ids" integer[],
	"service_ids" integer[],
	"instrument_ids" integer[],
	"everything" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
-- The keys of these properties, from the records: the due date as stewardship.repo.ts's schedule has it
-- (Current with a target frequency: the newest Inspection event's New York day, or else the earliest
-- executed date of an Active instrument, plus the frequency in years), and the localities as the column.
CREATE FUNCTION property_sort_keys_refresh(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM property_sort_keys WHERE property_id IN (SELECT unnest(ids));
	INSERT INTO property_sort_keys (property_id, next_inspection_due, localities)
	SELECT p.id,
		CASE WHEN p.status_id = 1 AND p.target_inspection_frequency IS NOT NULL THEN
			(coalesce(
				(SELECT (max(e.date) AT TIME ZONE 'America/New_York')::date FROM service_properties sp
					JOIN events e ON e.service_id = sp.service_id AND e.event_type_id = 31 WHERE sp.property_id = p.id),
				(SELECT min(i.executed_date) FROM property_instruments pi
					JOIN instruments i ON i.id = pi.instrument_id AND i.status_id = 2 WHERE pi.property_id = p.id))
			+ make_interval(years => p.target_inspection_frequency))::date END,
		name_sort_key((SELECT string_agg(l.name, '; ' ORDER BY l.name) FROM property_localities pl
			JOIN localities l ON l.id = pl.locality_id WHERE pl.property_id = p.id))
	FROM properties p WHERE p.id IN (SELECT unnest(ids));
END $$;
--> statement-breakpoint
CREATE FUNCTION property_sort_keys_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	everything boolean;
	properties integer[];
	services integer[];
	instruments integer[];
BEGIN
	IF NOT EXISTS (SELECT 1 FROM property_sort_keys_queue WHERE id = NEW.id) THEN
		RETURN NULL;
	END IF;
	PERFORM pg_advisory_xact_lock(7311004);
	WITH taken AS (DELETE FROM property_sort_keys_queue RETURNING *)
	SELECT bool_or(taken.everything),
		(SELECT array_agg(DISTINCT x.value) FROM taken, unnest(taken.property_ids) AS x(value)),
		(SELECT array_agg(DISTINCT x.value) FROM taken, unnest(taken.service_ids) AS x(value)),
		(SELECT array_agg(DISTINCT x.value) FROM taken, unnest(taken.instrument_ids) AS x(value))
	INTO everything, properties, services, instruments
	FROM taken;
	IF everything THEN
		DELETE FROM property_sort_keys;
		PERFORM property_sort_keys_refresh(array(SELECT id FROM properties));
		RETURN NULL;
	END IF;
	PERFORM property_sort_keys_refresh(array(
		SELECT unnest(properties)
		UNION
		SELECT sp.property_id FROM service_properties sp WHERE sp.service_id IN (SELECT unnest(services))
		UNION
		SELECT pi.property_id FROM property_instruments pi WHERE pi.instrument_id IN (SELECT unnest(instruments))
	));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "property_sort_keys_apply"
	AFTER INSERT ON "property_sort_keys_queue"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION property_sort_keys_apply();
--> statement-breakpoint
-- Properties, their localities, services' properties and property links: the properties on both sides.
CREATE FUNCTION property_sort_keys_queue_properties() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	ids integer[];
BEGIN
	IF TG_TABLE_NAME = 'properties' THEN
		IF TG_OP = 'INSERT' THEN
			SELECT array_agg(id) INTO ids FROM new_rows;
		ELSIF TG_OP = 'DELETE' THEN
			SELECT array_agg(id) INTO ids FROM old_rows;
		ELSE
			SELECT array_agg(n.id) INTO ids FROM old_rows o JOIN new_rows n ON n.id = o.id
			WHERE (o.status_id, o.target_inspection_frequency) IS DISTINCT FROM (n.status_id, n.target_inspection_frequency);
		END IF;
	ELSIF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT property_id) INTO ids FROM new_rows;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT property_id) INTO ids FROM old_rows;
	ELSE
		SELECT array_agg(DISTINCT property_id) INTO ids
		FROM (SELECT property_id FROM old_rows UNION ALL SELECT property_id FROM new_rows) AS side;
	END IF;
	IF ids IS NOT NULL THEN
		INSERT INTO property_sort_keys_queue (property_ids) VALUES (ids);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "properties_sort_keys_insert" AFTER INSERT ON "properties"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_sort_keys_queue_properties();
--> statement-breakpoint
CREATE TRIGGER "properties_sort_keys_update" AFTER UPDATE ON "properties"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_sort_keys_queue_properties();
--> statement-breakpoint
CREATE TRIGGER "properties_sort_keys_delete" AFTER DELETE ON "properties"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION property_sort_keys_queue_properties();
--> statement-breakpoint
CREATE TRIGGER "property_localities_sort_keys_insert" AFTER INSERT ON "property_localities"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_sort_keys_queue_properties();
--> statement-breakpoint
CREATE TRIGGER "property_localities_sort_keys_update" AFTER UPDATE ON "property_localities"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_sort_keys_queue_properties();
--> statement-breakpoint
CREATE TRIGGER "property_localities_sort_keys_delete" AFTER DELETE ON "property_localities"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION property_sort_keys_queue_properties();
--> statement-breakpoint
CREATE TRIGGER "service_properties_property_sort_keys_insert" AFTER INSERT ON "service_properties"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_sort_keys_queue_properties();
--> statement-breakpoint
CREATE TRIGGER "service_properties_property_sort_keys_update" AFTER UPDATE ON "service_properties"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_sort_keys_queue_properties();
--> statement-breakpoint
CREATE TRIGGER "service_properties_property_sort_keys_delete" AFTER DELETE ON "service_properties"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION property_sort_keys_queue_properties();
--> statement-breakpoint
CREATE TRIGGER "property_instruments_sort_keys_insert" AFTER INSERT ON "property_instruments"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_sort_keys_queue_properties();
--> statement-breakpoint
CREATE TRIGGER "property_instruments_sort_keys_update" AFTER UPDATE ON "property_instruments"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_sort_keys_queue_properties();
--> statement-breakpoint
CREATE TRIGGER "property_instruments_sort_keys_delete" AFTER DELETE ON "property_instruments"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION property_sort_keys_queue_properties();
--> statement-breakpoint
-- Inspection events added, removed, moved or changed in day or type: their services (both sides).
CREATE FUNCTION property_sort_keys_queue_events() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	ids integer[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT service_id) INTO ids FROM new_rows WHERE event_type_id = 31 AND service_id IS NOT NULL;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT service_id) INTO ids FROM old_rows WHERE event_type_id = 31 AND service_id IS NOT NULL;
	ELSE
		SELECT array_agg(DISTINCT side.service_id) INTO ids
		FROM old_rows o JOIN new_rows n ON n.id = o.id
		CROSS JOIN LATERAL (VALUES (o.service_id, o.event_type_id), (n.service_id, n.event_type_id)) AS side(service_id, event_type_id)
		WHERE (o.service_id, o.event_type_id, o.date) IS DISTINCT FROM (n.service_id, n.event_type_id, n.date)
			AND side.event_type_id = 31 AND side.service_id IS NOT NULL;
	END IF;
	IF ids IS NOT NULL THEN
		INSERT INTO property_sort_keys_queue (service_ids) VALUES (ids);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "events_property_sort_keys_insert" AFTER INSERT ON "events"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_sort_keys_queue_events();
--> statement-breakpoint
CREATE TRIGGER "events_property_sort_keys_update" AFTER UPDATE ON "events"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_sort_keys_queue_events();
--> statement-breakpoint
CREATE TRIGGER "events_property_sort_keys_delete" AFTER DELETE ON "events"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION property_sort_keys_queue_events();
--> statement-breakpoint
-- An instrument's status or executed date changed: the properties it covers.
CREATE FUNCTION property_sort_keys_queue_instruments() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	ids integer[];
BEGIN
	SELECT array_agg(n.id) INTO ids FROM old_rows o JOIN new_rows n ON n.id = o.id
	WHERE (o.status_id, o.executed_date) IS DISTINCT FROM (n.status_id, n.executed_date);
	IF ids IS NOT NULL THEN
		INSERT INTO property_sort_keys_queue (instrument_ids) VALUES (ids);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "instruments_property_sort_keys_update" AFTER UPDATE ON "instruments"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_sort_keys_queue_instruments();
--> statement-breakpoint
-- A locality renamed, or a table emptied wholesale: every property again at commit.
CREATE FUNCTION property_sort_keys_queue_everything() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO property_sort_keys_queue (everything) VALUES (true);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "localities_property_sort_keys_rename" AFTER UPDATE OF "name" ON "localities"
	FOR EACH STATEMENT EXECUTE FUNCTION property_sort_keys_queue_everything();
--> statement-breakpoint
CREATE TRIGGER "properties_sort_keys_truncate" AFTER TRUNCATE ON "properties"
	FOR EACH STATEMENT EXECUTE FUNCTION property_sort_keys_queue_everything();
--> statement-breakpoint
CREATE TRIGGER "property_localities_sort_keys_truncate" AFTER TRUNCATE ON "property_localities"
	FOR EACH STATEMENT EXECUTE FUNCTION property_sort_keys_queue_everything();
--> statement-breakpoint
CREATE TRIGGER "service_properties_property_sort_keys_truncate" AFTER TRUNCATE ON "service_properties"
	FOR EACH STATEMENT EXECUTE FUNCTION property_sort_keys_queue_everything();
--> statement-breakpoint
CREATE TRIGGER "property_instruments_sort_keys_truncate" AFTER TRUNCATE ON "property_instruments"
	FOR EACH STATEMENT EXECUTE FUNCTION property_sort_keys_queue_everything();
--> statement-breakpoint
CREATE TRIGGER "events_property_sort_keys_truncate" AFTER TRUNCATE ON "events"
	FOR EACH STATEMENT EXECUTE FUNCTION property_sort_keys_queue_everything();
--> statement-breakpoint
-- The keys of the properties already there.
SELECT property_sort_keys_refresh(array(SELECT id FROM properties));
