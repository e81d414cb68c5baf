-- Trigram indexes on names and addresses need pg_trgm (PGlite loads it as an extension at open).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
