CREATE TABLE "instrument_inspection_years" (
	"instrument_id" integer PRIMARY KEY NOT NULL,
	"years" integer[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "instruments_status_project" ON "instruments" USING btree ("status_id","project_id","id");--> statement-breakpoint
-- The ledger's sort by project name walks the projects in name order (db/name-sort-key.ts) instead of
-- working the key out for every instrument's project.
CREATE INDEX IF NOT EXISTS "projects_name_sort" ON "projects" ((name_sort_key("name") COLLATE "C"), "id");
--> statement-breakpoint
-- instrument_inspection_years (issue 21; docs/decisions.md) is kept by the triggers below, whoever writes
-- the events, service properties or property links (the API, the record tree's deletes, a cascade, the
-- seed, the bench's generator). Each statement queues the services, properties or instruments it
-- touched; at commit one deferred trigger takes a lock, so such commits take turns, and works the
-- queued instruments' years out again from the records. Done at commit under the lock, it sees every
-- change committed before it: two saves meeting on one instrument (an inspection and a new property
-- link, say) cannot each miss the other's. A transaction's queue rows never outlive it.
CREATE TABLE "instrument_inspection_years_queue" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"service_ids" integer[],
	"property_ids" integer[],
	"instrument_ids" integer[],
	"everything" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
-- The years of these instruments, worked out again from the records: an Inspection event (type 31) on
-- a service of one of the instrument's properties, its New York calendar year.
CREATE FUNCTION instrument_inspection_years_refresh(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM instrument_inspection_years WHERE instrument_id = ANY (ids);
	INSERT INTO instrument_inspection_years (instrument_id, years)
	SELECT pi.instrument_id,
		array_agg(DISTINCT extract(year FROM e.date AT TIME ZONE 'America/New_York')::integer
			ORDER BY extract(year FROM e.date AT TIME ZONE 'America/New_York')::integer)
	FROM property_instruments pi
	JOIN service_properties sp ON sp.property_id = pi.property_id
	JOIN events e ON e.service_id = sp.service_id AND e.event_type_id = 31
	WHERE pi.instrument_id = ANY (ids)
	GROUP BY pi.instrument_id;
END $$;
--> statement-breakpoint
-- At commit: what the transaction queued, applied once.
CREATE FUNCTION instrument_inspection_years_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	everything boolean;
	services integer[];
	properties integer[];
	instruments integer[];
BEGIN
	-- The transaction's first queued row applies them all; the later ones find theirs gone.
	IF NOT EXISTS (SELECT 1 FROM instrument_inspection_years_queue WHERE id = NEW.id) THEN
		RETURN NULL;
	END IF;
	PERFORM pg_advisory_xact_lock(7311004);
	WITH taken AS (DELETE FROM instrument_inspection_years_queue RETURNING *)
	SELECT bool_or(taken.everything),
		(SELECT array_agg(DISTINCT x.value) FROM taken, unnest(taken.service_ids) AS x(value)),
		(SELECT array_agg(DISTINCT x.value) FROM taken, unnest(taken.property_ids) AS x(value)),
		(SELECT array_agg(DISTINCT x.value) FROM taken, unnest(taken.instrument_ids) AS x(value))
	INTO everything, services, properties, instruments
	FROM taken;
	IF everything THEN
		DELETE FROM instrument_inspection_years;
		PERFORM instrument_inspection_years_refresh(array(SELECT DISTINCT instrument_id FROM property_instruments));
		RETURN NULL;
	END IF;
	PERFORM instrument_inspection_years_refresh(array(
		SELECT unnest(instruments)
		UNION
		SELECT pi.instrument_id FROM property_instruments pi WHERE pi.property_id = ANY (properties)
		UNION
		SELECT pi.instrument_id FROM service_properties sp
		JOIN property_instruments pi ON pi.property_id = sp.property_id
		WHERE sp.service_id = ANY (services)
	));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "instrument_inspection_years_apply"
	AFTER INSERT ON "instrument_inspection_years_queue"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION instrument_inspection_years_apply();
--> statement-breakpoint
-- Inspection events added, removed, moved to another service or day, or changed to or from Inspection.
CREATE FUNCTION instrument_inspection_years_queue_events() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	ids integer[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT service_id) INTO ids FROM new_rows
		WHERE event_type_id = 31 AND service_id IS NOT NULL;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT service_id) INTO ids FROM old_rows
		WHERE event_type_id = 31 AND service_id IS NOT NULL;
	ELSE
		SELECT array_agg(DISTINCT side.service_id) INTO ids
		FROM old_rows o JOIN new_rows n ON n.id = o.id
		CROSS JOIN LATERAL (VALUES (o.service_id, o.event_type_id), (n.service_id, n.event_type_id)) AS side(service_id, event_type_id)
		WHERE (o.service_id, o.event_type_id, o.date) IS DISTINCT FROM (n.service_id, n.event_type_id, n.date)
			AND side.event_type_id = 31 AND side.service_id IS NOT NULL;
	END IF;
	IF ids IS NOT NULL THEN
		INSERT INTO instrument_inspection_years_queue (service_ids) VALUES (ids);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "events_inspection_years_insert" AFTER INSERT ON "events"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION instrument_inspection_years_queue_events();
--> statement-breakpoint
CREATE TRIGGER "events_inspection_years_update" AFTER UPDATE ON "events"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION instrument_inspection_years_queue_events();
--> statement-breakpoint
CREATE TRIGGER "events_inspection_years_delete" AFTER DELETE ON "events"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION instrument_inspection_years_queue_events();
--> statement-breakpoint
-- A service's properties added or removed: the instruments on those properties.
CREATE FUNCTION instrument_inspection_years_queue_service_properties() RETURNS trigger
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
		INSERT INTO instrument_inspection_years_queue (property_ids) VALUES (ids);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "service_properties_inspection_years_insert" AFTER INSERT ON "service_properties"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION instrument_inspection_years_queue_service_properties();
--> statement-breakpoint
CREATE TRIGGER "service_properties_inspection_years_update" AFTER UPDATE ON "service_properties"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION instrument_inspection_years_queue_service_properties();
--> statement-breakpoint
CREATE TRIGGER "service_properties_inspection_years_delete" AFTER DELETE ON "service_properties"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION instrument_inspection_years_queue_service_properties();
--> statement-breakpoint
-- An instrument's property links added, removed or pointed elsewhere (not its acres and allowances).
CREATE FUNCTION instrument_inspection_years_queue_property_instruments() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	ids integer[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT instrument_id) INTO ids FROM new_rows;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT instrument_id) INTO ids FROM old_rows;
	ELSE
		SELECT array_agg(DISTINCT side.instrument_id) INTO ids
		FROM old_rows o JOIN new_rows n ON n.id = o.id
		CROSS JOIN LATERAL (VALUES (o.instrument_id), (n.instrument_id)) AS side(instrument_id)
		WHERE (o.property_id, o.instrument_id) IS DISTINCT FROM (n.property_id, n.instrument_id);
	END IF;
	IF ids IS NOT NULL THEN
		INSERT INTO instrument_inspection_years_queue (instrument_ids) VALUES (ids);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "property_instruments_inspection_years_insert" AFTER INSERT ON "property_instruments"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION instrument_inspection_years_queue_property_instruments();
--> statement-breakpoint
CREATE TRIGGER "property_instruments_inspection_years_update" AFTER UPDATE ON "property_instruments"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION instrument_inspection_years_queue_property_instruments();
--> statement-breakpoint
CREATE TRIGGER "property_instruments_inspection_years_delete" AFTER DELETE ON "property_instruments"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION instrument_inspection_years_queue_property_instruments();
--> statement-breakpoint
-- Emptied wholesale (the bench's generator with --replace): everything again at commit.
CREATE FUNCTION instrument_inspection_years_queue_everything() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO instrument_inspection_years_queue (everything) VALUES (true);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "events_inspection_years_truncate" AFTER TRUNCATE ON "events"
	FOR EACH STATEMENT EXECUTE FUNCTION instrument_inspection_years_queue_everything();
--> statement-breakpoint
CREATE TRIGGER "service_properties_inspection_years_truncate" AFTER TRUNCATE ON "service_properties"
	FOR EACH STATEMENT EXECUTE FUNCTION instrument_inspection_years_queue_everything();
--> statement-breakpoint
CREATE TRIGGER "property_instruments_inspection_years_truncate" AFTER TRUNCATE ON "property_instruments"
	FOR EACH STATEMENT EXECUTE FUNCTION instrument_inspection_years_queue_everything();
--> statement-breakpoint
-- The years of the records already there.
SELECT instrument_inspection_years_refresh(array(SELECT DISTINCT instrument_id FROM property_instruments));
