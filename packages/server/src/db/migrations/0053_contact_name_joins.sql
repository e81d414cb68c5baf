-- The joins of a contact's words (issue 32; docs/decisions.md): for each single space with at least
-- three other characters on either side, the three before it, the space and the three after ('mary
-- johnson' -> 'ary joh'). A text that holds such a join is held only by names holding the same join, so
-- the contact search gathers those: about the contacts holding the text ('Mary Johnson': 860 of
-- 3,000,000), where each of its trigrams is held by tens of thousands ('hns' by every Johnson).
CREATE OR REPLACE FUNCTION contact_name_joins(names text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
	SELECT coalesce(array_agg(right(words[i], 3) || ' ' || left(words[i + 1], 3)), '{}')
	FROM (SELECT string_to_array(names, ' ') AS words) split, generate_series(1, cardinality(words) - 1) i
	WHERE length(words[i]) >= 3 AND length(words[i + 1]) >= 3
$$;
--> statement-breakpoint
CREATE INDEX "contacts_name_joins" ON "contacts" USING gin (contact_name_joins("names_key")) WITH (fastupdate=false);
