-- New Instrument saved every instrument with the locality of whichever primary locality row the
-- unqualified subquery met first (Wise County, id 131, in the demo data). Repair the instruments made
-- by New Instrument (not a project's first instrument, made with the project) whose locality is still
-- the one they were created with, to the primary locality of their first own property; a locality a
-- user chose since is kept. The repair is audited as an update by 'System' and bumps the version, so
-- a form opened before it asks to reload instead of writing the wrong locality back.
WITH created AS (
  SELECT DISTINCT ON (a.record_id) a.record_id AS instrument_id, (a.after ->> 'localityId')::int AS locality_id
  FROM audit_log a
  WHERE a.table_name = 'instruments' AND a.action = 'create'
  ORDER BY a.record_id, a.id
), first_own AS (
  SELECT DISTINCT ON (pi.instrument_id) pi.instrument_id, pl.locality_id
  FROM property_instruments pi
  JOIN instruments i ON i.id = pi.instrument_id
  JOIN properties p ON p.id = pi.property_id AND p.project_id = i.project_id
  LEFT JOIN property_localities pl ON pl.property_id = p.id AND pl.is_primary
  ORDER BY pi.instrument_id, pi.id
), wrong AS (
  SELECT i.id, i.locality_id AS before_locality, f.locality_id AS after_locality
  FROM instruments i
  JOIN created c ON c.instrument_id = i.id
  JOIN first_own f ON f.instrument_id = i.id
  WHERE i.locality_id IS NOT DISTINCT FROM c.locality_id
    AND i.locality_id IS DISTINCT FROM f.locality_id
    AND i.id <> (SELECT min(first.id) FROM instruments first WHERE first.project_id = i.project_id)
), repaired AS (
  UPDATE instruments i SET locality_id = w.after_locality, version = i.version + 1
  FROM wrong w WHERE i.id = w.id
  RETURNING i.id, w.before_locality, w.after_locality, i.version
)
INSERT INTO audit_log (table_name, record_id, action, user_id, user_name, before, after)
SELECT 'instruments', r.id, 'update', NULL, 'System',
  jsonb_build_object('localityId', r.before_locality, 'version', r.version - 1),
  jsonb_build_object('localityId', r.after_locality, 'version', r.version)
FROM repaired r;
