-- Every kept fact's commit trigger (instrument_inspection_years, contact_search_facts,
-- property_exceeded_rights, service_sort_keys, property_sort_keys) takes the one same lock. Each took
-- its own, so two saves committing at once could take them in opposite orders and deadlock (seen on
-- PostgreSQL: inspections added while an instrument's properties change). The lock is reentrant within
-- a transaction, so a save that feeds several facts takes it once and keeps it to its end.
CREATE OR REPLACE FUNCTION contact_search_facts_apply() RETURNS trigger
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
	PERFORM pg_advisory_xact_lock(7311004);
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
