-- Gives audit rows written before parent_table/parent_id existed the parent the writer now records
-- (db/audit-parents.ts): from the row's own keys, then parcels through their locality and contact
-- roles through their link; tags and specific terms are audited under their instrument's id. A contact
-- link, event or review has exactly one of its parent keys set.
UPDATE "audit_log" AS a
SET "parent_table" = r."parent_table", "parent_id" = (coalesce(a."after", a."before") ->> r."key")::integer
FROM (VALUES
  ('properties', 'projects', 'projectId'),
  ('instruments', 'projects', 'projectId'),
  ('services', 'projects', 'projectId'),
  ('property_localities', 'properties', 'propertyId'),
  ('built_environment_features', 'properties', 'propertyId'),
  ('property_instruments', 'instruments', 'instrumentId'),
  ('contact_links', 'instruments', 'instrumentId'),
  ('contact_links', 'properties', 'propertyId'),
  ('contact_links', 'services', 'serviceId'),
  ('events', 'instruments', 'instrumentId'),
  ('events', 'services', 'serviceId'),
  ('reviews', 'instruments', 'instrumentId'),
  ('reviews', 'services', 'serviceId'),
  ('partnership_grants', 'instruments', 'instrumentId'),
  ('conservation_purposes', 'instruments', 'instrumentId'),
  ('building_activity_areas', 'instruments', 'instrumentId'),
  ('water_quality_protection_areas', 'instruments', 'instrumentId'),
  ('instrument_unique_terms', 'instruments', 'instrumentId'),
  ('observations', 'services', 'serviceId'),
  ('service_types_link', 'services', 'serviceId'),
  ('service_products_link', 'services', 'serviceId'),
  ('service_properties', 'services', 'serviceId')
) AS r("table_name", "parent_table", "key")
WHERE a."parent_table" IS NULL
  AND a."table_name" = r."table_name"
  AND jsonb_typeof(coalesce(a."after", a."before")) = 'object'
  AND jsonb_typeof(coalesce(a."after", a."before") -> r."key") = 'number';
--> statement-breakpoint
UPDATE "audit_log" AS a
SET "parent_table" = 'properties', "parent_id" = pl."property_id"
FROM "property_localities" AS pl
WHERE a."parent_table" IS NULL
  AND a."table_name" = 'tax_parcels'
  AND jsonb_typeof(coalesce(a."after", a."before") -> 'propertyLocalityId') = 'number'
  AND pl."id" = (coalesce(a."after", a."before") ->> 'propertyLocalityId')::integer;
--> statement-breakpoint
UPDATE "audit_log" AS a
SET "parent_table" = l."parent_table", "parent_id" = l."parent_id"
FROM "audit_log" AS l
WHERE a."parent_table" IS NULL
  AND a."table_name" = 'tax_parcels'
  AND jsonb_typeof(coalesce(a."after", a."before") -> 'propertyLocalityId') = 'number'
  AND l."table_name" = 'property_localities'
  AND l."parent_table" IS NOT NULL
  AND l."record_id" = (coalesce(a."after", a."before") ->> 'propertyLocalityId')::integer;
--> statement-breakpoint
UPDATE "audit_log" AS a
SET "parent_table" = l."parent_table", "parent_id" = l."parent_id"
FROM "audit_log" AS l
WHERE a."parent_table" IS NULL
  AND a."table_name" = 'contact_link_roles'
  AND l."table_name" = 'contact_links'
  AND l."parent_table" IS NOT NULL
  AND l."record_id" = a."record_id";
--> statement-breakpoint
UPDATE "audit_log"
SET "parent_table" = 'instruments', "parent_id" = "record_id"
WHERE "parent_table" IS NULL
  AND "table_name" IN ('instrument_tags', 'instrument_specific_terms');
