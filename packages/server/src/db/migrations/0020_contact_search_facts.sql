CREATE TABLE "contact_search_facts" (
	"contact_id" integer PRIMARY KEY NOT NULL,
	"facts" bigint[] NOT NULL,
	"name_key" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_search_facts_facts" ON "contact_search_facts" USING gin ("facts");--> statement-breakpoint
-- One fact: its kind (db/schema/contact-search-facts.ts, ContactFact) and the id it names.
CREATE FUNCTION contact_fact(kind integer, id integer) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT (kind::bigint << 32) | id::bigint $$;
--> statement-breakpoint
-- The facts of these contacts, worked out again from their links: the link's parent's agreement type,
-- locality (an instrument's own, a property's localities), status, the roles on each kind of parent,
-- and the service itself. Exactly what each facet's reference query in
-- contact-search-facts.routes.test.ts asks. Ids are joined as a set (IN (SELECT unnest(…))), never
-- matched with = ANY: a generic plan then compares every link with every id, and a bulk load queues
-- hundreds of thousands.
CREATE FUNCTION contact_search_facts_refresh(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM contact_search_facts WHERE contact_id IN (SELECT unnest(ids));
	INSERT INTO contact_search_facts (contact_id, facts, name_key)
	WITH links AS MATERIALIZED (
		SELECT cl.* FROM contact_links cl WHERE cl.contact_id IN (SELECT unnest(ids))
	)
	SELECT f.contact_id, array_agg(DISTINCT f.fact ORDER BY f.fact),
		min(name_sort_key(coalesce(c.name, c.full_name, 'None')))
	FROM (
		SELECT l.contact_id, contact_fact(1, i.agreement_type_id) FROM links l
			JOIN instruments i ON i.id = l.instrument_id WHERE i.agreement_type_id IS NOT NULL
		UNION ALL SELECT l.contact_id, contact_fact(1, sv.agreement_type_id) FROM links l
			JOIN services sv ON sv.id = l.service_id WHERE sv.agreement_type_id IS NOT NULL
		UNION ALL SELECT l.contact_id, contact_fact(2, i.locality_id) FROM links l
			JOIN instruments i ON i.id = l.instrument_id WHERE i.locality_id IS NOT NULL
		UNION ALL SELECT l.contact_id, contact_fact(2, pl.locality_id) FROM links l
			JOIN property_localities pl ON pl.property_id = l.property_id
		UNION ALL SELECT l.contact_id, contact_fact(3, i.status_id) FROM links l
			JOIN instruments i ON i.id = l.instrument_id
		UNION ALL SELECT l.contact_id, contact_fact(CASE WHEN l.instrument_id IS NOT NULL THEN 4
				WHEN l.property_id IS NOT NULL THEN 6 ELSE 8 END, r.contact_role_id) FROM links l
			JOIN contact_link_roles r ON r.contact_link_id = l.id
		UNION ALL SELECT l.contact_id, contact_fact(5, p.status_id) FROM links l
			JOIN properties p ON p.id = l.property_id
		UNION ALL SELECT l.contact_id, contact_fact(7, l.service_id) FROM links l
			WHERE l.service_id IS NOT NULL
	) AS f(contact_id, fact)
	JOIN contacts c ON c.id = f.contact_id
	GROUP BY f.contact_id;
END $$;
--> statement-breakpoint
-- As for instrument_inspection_years (migration 0017): each statement queues the contacts, instruments,
-- services or properties it touched; at commit one deferred trigger takes a lock, so such commits take
-- turns, and works the queued contacts' facts out again, seeing every change committed before it.
CREATE TABLE "contact_search_facts_queue" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"contact_ids" integer[],
	"instrument_ids" integer[],
	"service_ids" integer[],
	"property_ids" integer[],
	"everything" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION contact_search_facts_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	everything boolean;
	contacts integer[];
	instruments integer[];
	services integer[];
	properties integer[];
BEGIN
	-- The transaction's first queued row applies them all; the later ones find theirs gone.
	IF NOT EXISTS (SELECT 1 FROM contact_search_facts_queue WHERE id = NEW.id) THEN
		RETURN NULL;
	END IF;
	PERFORM pg_advisory_xact_lock(7311005);
	WITH taken AS (DELETE FROM contact_search_facts_queue RETURNING *)
	SELECT bool_or(taken.everything),
		(SELECT array_agg(DISTINCT x.value) FROM taken, unnest(taken.contact_ids) AS x(value)),
		(SELECT array_agg(DISTINCT x.value) FROM taken, unnest(taken.instrument_ids) AS x(value)),
		(SELECT array_agg(DISTINCT x.value) FROM taken, unnest(taken.service_ids) AS x(value)),
		(SELECT array_agg(DISTINCT x.value) FROM taken, unnest(taken.property_ids) AS x(value))
	INTO everything, contacts, instruments, services, properties
	FROM taken;
	IF everything THEN
		DELETE FROM contact_search_facts;
		PERFORM contact_search_facts_refresh(array(SELECT DISTINCT contact_id FROM contact_links));
		RETURN NULL;
	END IF;
	PERFORM contact_search_facts_refresh(array(
		SELECT unnest(contacts)
		UNION SELECT cl.contact_id FROM contact_links cl WHERE cl.instrument_id IN (SELECT unnest(instruments))
		UNION SELECT cl.contact_id FROM contact_links cl WHERE cl.service_id IN (SELECT unnest(services))
		UNION SELECT cl.contact_id FROM contact_links cl WHERE cl.property_id IN (SELECT unnest(properties))
	));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "contact_search_facts_apply"
	AFTER INSERT ON "contact_search_facts_queue"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION contact_search_facts_apply();
--> statement-breakpoint
-- Links added, removed or pointed elsewhere: their contacts, before and after.
CREATE FUNCTION contact_search_facts_queue_links() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	ids integer[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT contact_id) INTO ids FROM new_rows;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT contact_id) INTO ids FROM old_rows;
	ELSE
		SELECT array_agg(DISTINCT side.contact_id) INTO ids
		FROM old_rows o JOIN new_rows n ON n.id = o.id
		CROSS JOIN LATERAL (VALUES (o.contact_id), (n.contact_id)) AS side(contact_id)
		WHERE (o.contact_id, o.instrument_id, o.property_id, o.service_id)
			IS DISTINCT FROM (n.contact_id, n.instrument_id, n.property_id, n.service_id);
	END IF;
	IF ids IS NOT NULL THEN
		INSERT INTO contact_search_facts_queue (contact_ids) VALUES (ids);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "contact_links_search_facts_insert" AFTER INSERT ON "contact_links"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contact_search_facts_queue_links();
--> statement-breakpoint
CREATE TRIGGER "contact_links_search_facts_update" AFTER UPDATE ON "contact_links"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contact_search_facts_queue_links();
--> statement-breakpoint
CREATE TRIGGER "contact_links_search_facts_delete" AFTER DELETE ON "contact_links"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION contact_search_facts_queue_links();
--> statement-breakpoint
-- Roles given or taken: the contacts of their links (a link deleted with its roles is queued above).
CREATE FUNCTION contact_search_facts_queue_roles() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	ids integer[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT cl.contact_id) INTO ids FROM contact_links cl
		WHERE cl.id IN (SELECT contact_link_id FROM new_rows);
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT cl.contact_id) INTO ids FROM contact_links cl
		WHERE cl.id IN (SELECT contact_link_id FROM old_rows);
	ELSE
		SELECT array_agg(DISTINCT cl.contact_id) INTO ids FROM contact_links cl
		WHERE cl.id IN (SELECT contact_link_id FROM old_rows UNION ALL SELECT contact_link_id FROM new_rows);
	END IF;
	IF ids IS NOT NULL THEN
		INSERT INTO contact_search_facts_queue (contact_ids) VALUES (ids);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "contact_link_roles_search_facts_insert" AFTER INSERT ON "contact_link_roles"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contact_search_facts_queue_roles();
--> statement-breakpoint
CREATE TRIGGER "contact_link_roles_search_facts_update" AFTER UPDATE ON "contact_link_roles"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contact_search_facts_queue_roles();
--> statement-breakpoint
CREATE TRIGGER "contact_link_roles_search_facts_delete" AFTER DELETE ON "contact_link_roles"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION contact_search_facts_queue_roles();
--> statement-breakpoint
-- A linked parent's fact changed: an instrument's agreement type, status or locality; a service's
-- agreement type; a property's status. Its contacts are found at commit.
CREATE FUNCTION contact_search_facts_queue_parents() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	ids integer[];
BEGIN
	IF TG_TABLE_NAME = 'instruments' THEN
		SELECT array_agg(n.id) INTO ids FROM old_rows o JOIN new_rows n ON n.id = o.id
		WHERE (o.agreement_type_id, o.status_id, o.locality_id) IS DISTINCT FROM (n.agreement_type_id, n.status_id, n.locality_id);
		IF ids IS NOT NULL THEN
			INSERT INTO contact_search_facts_queue (instrument_ids) VALUES (ids);
		END IF;
	ELSIF TG_TABLE_NAME = 'services' THEN
		SELECT array_agg(n.id) INTO ids FROM old_rows o JOIN new_rows n ON n.id = o.id
		WHERE o.agreement_type_id IS DISTINCT FROM n.agreement_type_id;
		IF ids IS NOT NULL THEN
			INSERT INTO contact_search_facts_queue (service_ids) VALUES (ids);
		END IF;
	ELSE
		SELECT array_agg(n.id) INTO ids FROM old_rows o JOIN new_rows n ON n.id = o.id
		WHERE o.status_id IS DISTINCT FROM n.status_id;
		IF ids IS NOT NULL THEN
			INSERT INTO contact_search_facts_queue (property_ids) VALUES (ids);
		END IF;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "instruments_search_facts_update" AFTER UPDATE ON "instruments"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contact_search_facts_queue_parents();
--> statement-breakpoint
CREATE TRIGGER "services_search_facts_update" AFTER UPDATE ON "services"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contact_search_facts_queue_parents();
--> statement-breakpoint
CREATE TRIGGER "properties_search_facts_update" AFTER UPDATE ON "properties"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contact_search_facts_queue_parents();
--> statement-breakpoint
-- A property's localities added, removed or changed: its contacts at commit.
CREATE FUNCTION contact_search_facts_queue_property_localities() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	ids integer[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT property_id) INTO ids FROM new_rows;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT property_id) INTO ids FROM old_rows;
	ELSE
		SELECT array_agg(DISTINCT side.property_id) INTO ids
		FROM old_rows o JOIN new_rows n ON n.id = o.id
		CROSS JOIN LATERAL (VALUES (o.property_id), (n.property_id)) AS side(property_id)
		WHERE (o.property_id, o.locality_id) IS DISTINCT FROM (n.property_id, n.locality_id);
	END IF;
	IF ids IS NOT NULL THEN
		INSERT INTO contact_search_facts_queue (property_ids) VALUES (ids);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "property_localities_search_facts_insert" AFTER INSERT ON "property_localities"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contact_search_facts_queue_property_localities();
--> statement-breakpoint
CREATE TRIGGER "property_localities_search_facts_update" AFTER UPDATE ON "property_localities"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contact_search_facts_queue_property_localities();
--> statement-breakpoint
CREATE TRIGGER "property_localities_search_facts_delete" AFTER DELETE ON "property_localities"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION contact_search_facts_queue_property_localities();
--> statement-breakpoint
-- A contact renamed (the CRM sync): its name as it sorts.
CREATE FUNCTION contact_search_facts_queue_contacts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	ids integer[];
BEGIN
	SELECT array_agg(n.id) INTO ids FROM old_rows o JOIN new_rows n ON n.id = o.id
	JOIN contact_search_facts f ON f.contact_id = n.id
	WHERE (o.name, o.full_name) IS DISTINCT FROM (n.name, n.full_name);
	IF ids IS NOT NULL THEN
		INSERT INTO contact_search_facts_queue (contact_ids) VALUES (ids);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "contacts_search_facts_update" AFTER UPDATE ON "contacts"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contact_search_facts_queue_contacts();
--> statement-breakpoint
-- Emptied wholesale (the bench's generator with --replace): everything again at commit.
CREATE FUNCTION contact_search_facts_queue_everything() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO contact_search_facts_queue (everything) VALUES (true);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "contact_links_search_facts_truncate" AFTER TRUNCATE ON "contact_links"
	FOR EACH STATEMENT EXECUTE FUNCTION contact_search_facts_queue_everything();
--> statement-breakpoint
CREATE TRIGGER "contact_link_roles_search_facts_truncate" AFTER TRUNCATE ON "contact_link_roles"
	FOR EACH STATEMENT EXECUTE FUNCTION contact_search_facts_queue_everything();
--> statement-breakpoint
CREATE TRIGGER "property_localities_search_facts_truncate" AFTER TRUNCATE ON "property_localities"
	FOR EACH STATEMENT EXECUTE FUNCTION contact_search_facts_queue_everything();
--> statement-breakpoint
-- The facts of the links already there.
SELECT contact_search_facts_refresh(array(SELECT DISTINCT contact_id FROM contact_links));
