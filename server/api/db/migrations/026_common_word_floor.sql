-- PostgreSQL reads how many sightings at least hold a common word from its words index's statistics (its migration
-- 026). SQLite's words index (FTS5) counts a word itself: this migration keeps the two engines' versions in step.
SELECT 1;
