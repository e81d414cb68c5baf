CREATE TABLE "project_sort_keys" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"acres" numeric,
	"localities" text
);
--> statement-breakpoint
CREATE INDEX "project_sort_keys_acres" ON "project_sort_keys" USING btree ("acres","project_id");--> statement-breakpoint
CREATE INDEX "project_sort_keys_acres_desc" ON "project_sort_keys" USING btree ("acres" DESC NULLS LAST,"project_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "project_sort_keys_localities" ON "project_sort_keys" USING btree ("localities" collate "C","project_id");--> statement-breakpoint
CREATE INDEX "project_sort_keys_localities_desc" ON "project_sort_keys" USING btree ("localities" collate "C" desc nulls last,"project_id" DESC NULLS FIRST);--> statement-breakpoint
-- project_sort_keys (issue 32; docs/decisions.md), kept like property_sort_keys (0026): statements that write
-- projects, properties (project, status, calculated acres) or their localities queue the projects (or the
-- properties, resolved at commit); renaming a locality queues them all. At commit one deferred trigger takes
-- the kept facts' one lock (0028) and works the queued projects' keys out again from the records.
CREATE TABLE "project_sort_keys_queue" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"project_ids" integer[],
	"property_ids" integer[],
	"everything" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
-- The keys of these projects, from the records, as the search's columns show them (search.repo.ts):
-- the calculated acres of the current (1) properties summed, their primary localities' names.
CREATE FUNCTION project_sort_keys_refresh(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM project_sort_keys WHERE project_id IN (SELECT unnest(ids));
	INSERT INTO project_sort_keys (project_id, acres, localities)
	SELECT p.id,
		(SELECT sum(pr.calculated_acres) FROM properties pr WHERE pr.project_id = p.id AND pr.status_id = 1),
		name_sort_key((SELECT string_agg(DISTINCT l.name, '; ' ORDER BY l.name) FROM properties pr
			JOIN property_localities pl ON pl.property_id = pr.id AND pl.is_primary
			JOIN localities l ON l.id = pl.locality_id
			WHERE pr.project_id = p.id AND pr.status_id = 1))
	FROM projects p WHERE p.id IN (SELECT unnest(ids));
END $$;
--> statement-breakpoint
CREATE FUNCTION project_sort_keys_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	everything boolean;
	projects integer[];
	properties integer[];
BEGIN
	-- The transaction's first queued row applies them all; the later ones find theirs gone.
	IF NOT EXISTS (SELECT 1 FROM project_sort_keys_queue WHERE id = NEW.id) THEN
		RETURN NULL;
	END IF;
	PERFORM pg_advisory_xact_lock(7311004);
	WITH taken AS (DELETE FROM project_sort_keys_queue RETURNING *)
	SELECT bool_or(taken.everything),
		(SELECT array_agg(DISTINCT x.value) FROM taken, unnest(taken.project_ids) AS x(value)),
		(SELECT array_agg(DISTINCT x.value) FROM taken, unnest(taken.property_ids) AS x(value))
	INTO everything, projects, properties
	FROM taken;
	IF everything THEN
		DELETE FROM project_sort_keys;
		PERFORM project_sort_keys_refresh(array(SELECT id FROM projects));
		RETURN NULL;
	END IF;
	PERFORM project_sort_keys_refresh(array(
		SELECT unnest(projects)
		UNION
		SELECT pr.project_id FROM properties pr WHERE pr.id IN (SELECT unnest(properties))
	));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "project_sort_keys_apply"
	AFTER INSERT ON "project_sort_keys_queue"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION project_sort_keys_apply();
--> statement-breakpoint
-- Projects added or removed: those projects. Properties added, removed, or moved, retired or measured
-- again: their projects on both sides.
CREATE FUNCTION project_sort_keys_queue_projects() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	ids integer[];
BEGIN
	IF TG_TABLE_NAME = 'projects' THEN
		IF TG_OP = 'INSERT' THEN
			SELECT array_agg(id) INTO ids FROM new_rows;
		ELSE
			SELECT array_agg(id) INTO ids FROM old_rows;
		END IF;
	ELSIF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT project_id) INTO ids FROM new_rows;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT project_id) INTO ids FROM old_rows;
	ELSE
		SELECT array_agg(DISTINCT side.project_id) INTO ids
		FROM old_rows o JOIN new_rows n ON n.id = o.id
		CROSS JOIN LATERAL (VALUES (o.project_id), (n.project_id)) AS side(project_id)
		WHERE (o.project_id, o.status_id, o.calculated_acres) IS DISTINCT FROM (n.project_id, n.status_id, n.calculated_acres);
	END IF;
	IF ids IS NOT NULL THEN
		INSERT INTO project_sort_keys_queue (project_ids) VALUES (ids);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "projects_sort_keys_insert" AFTER INSERT ON "projects"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_sort_keys_queue_projects();
--> statement-breakpoint
CREATE TRIGGER "projects_sort_keys_delete" AFTER DELETE ON "projects"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_sort_keys_queue_projects();
--> statement-breakpoint
CREATE TRIGGER "properties_project_sort_keys_insert" AFTER INSERT ON "properties"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_sort_keys_queue_projects();
--> statement-breakpoint
CREATE TRIGGER "properties_project_sort_keys_update" AFTER UPDATE ON "properties"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_sort_keys_queue_projects();
--> statement-breakpoint
CREATE TRIGGER "properties_project_sort_keys_delete" AFTER DELETE ON "properties"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_sort_keys_queue_projects();
--> statement-breakpoint
-- A property's localities added, removed or changed (which, or which is primary): its project at commit.
CREATE FUNCTION project_sort_keys_queue_properties() RETURNS trigger
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
		INSERT INTO project_sort_keys_queue (property_ids) VALUES (ids);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "property_localities_project_sort_keys_insert" AFTER INSERT ON "property_localities"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_sort_keys_queue_properties();
--> statement-breakpoint
CREATE TRIGGER "property_localities_project_sort_keys_update" AFTER UPDATE ON "property_localities"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_sort_keys_queue_properties();
--> statement-breakpoint
CREATE TRIGGER "property_localities_project_sort_keys_delete" AFTER DELETE ON "property_localities"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_sort_keys_queue_properties();
--> statement-breakpoint
-- A locality renamed, or a table emptied wholesale: every project again at commit.
CREATE FUNCTION project_sort_keys_queue_everything() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO project_sort_keys_queue (everything) VALUES (true);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "localities_project_sort_keys_rename" AFTER UPDATE OF "name" ON "localities"
	FOR EACH STATEMENT EXECUTE FUNCTION project_sort_keys_queue_everything();
--> statement-breakpoint
CREATE TRIGGER "projects_sort_keys_truncate" AFTER TRUNCATE ON "projects"
	FOR EACH STATEMENT EXECUTE FUNCTION project_sort_keys_queue_everything();
--> statement-breakpoint
CREATE TRIGGER "properties_project_sort_keys_truncate" AFTER TRUNCATE ON "properties"
	FOR EACH STATEMENT EXECUTE FUNCTION project_sort_keys_queue_everything();
--> statement-breakpoint
CREATE TRIGGER "property_localities_project_sort_keys_truncate" AFTER TRUNCATE ON "property_localities"
	FOR EACH STATEMENT EXECUTE FUNCTION project_sort_keys_queue_everything();
--> statement-breakpoint
-- The keys of the projects already there.
SELECT project_sort_keys_refresh(array(SELECT id FROM projects));
--> statement-breakpoint
-- A contact's Role(s) lines in search results (search.repo.ts): its links in the lines' order (Instrument,
-- Property, Service, each by record), with what the lines show, so the first 101 are read from the index
-- alone and the walk stops there. Written here because Drizzle's index builder has no INCLUDE.
CREATE INDEX "contact_links_role_lines" ON "contact_links" USING btree ("contact_id",
	(CASE WHEN "instrument_id" IS NOT NULL THEN 0 WHEN "property_id" IS NOT NULL THEN 1 ELSE 2 END),
	(coalesce("instrument_id", "property_id", "service_id")))
	INCLUDE ("id", "instrument_id", "property_id", "service_id");
