-- PostgreSQL looks an exact value up by its less common words (its migration 028). SQLite's words index (FTS5) reads
-- the value's phrase in its column: this migration keeps the two engines' versions in step.
SELECT 1;
