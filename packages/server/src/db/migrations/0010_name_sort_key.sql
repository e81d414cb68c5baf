-- Names sort as a person reads them, the same on PGlite and on any PostgreSQL whatever its collation:
-- without case or accents, compared byte by byte (COLLATE "C" where the key is used). PGlite's default
-- collation ordered by code point ('Caroline Roberts' before 'Caroline and Sandra Evans').
CREATE OR REPLACE FUNCTION name_sort_key(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT lower(translate(value, 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž', 'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyyAaAaAaCcCcCcCcDdEeEeEeEeEeGgGgGgGgHhIiIiIiIiIJjKkLlLlLlNnNnNnOoOoOoRrRrRrSsSsSsSsTtTtUuUuUuUuUuUuWwYyYZzZzZz')) $$;
--> statement-breakpoint
-- Contacts list by name by default (Advanced Search): the page comes from this index.
CREATE INDEX IF NOT EXISTS "contacts_name_sort" ON "contacts" ((name_sort_key(coalesce("name", "full_name", 'None')) COLLATE "C"), "id");
