-- Trigram indexes let "contains" searches over buyer names use an index (ILIKE '%ali%').
CREATE EXTENSION IF NOT EXISTS pg_trgm;
