-- pg_trgm declares `text <% text` (word similarity, the contact search's near match) as cheap as an
-- equality, though it costs about 5 µs a row. On a small directory (3,000 contacts) the planner then
-- tested every name with it (16 ms) instead of asking the trigram index (1.6 ms). A database whose
-- extension belongs to another role keeps pg_trgm's own estimate.
DO $$
BEGIN
	ALTER FUNCTION word_similarity_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
	RAISE NOTICE 'word_similarity_op keeps its cost: %', SQLERRM;
END $$;
