-- PostgreSQL reads its words index's common words through one function (its migration 029). SQLite's words index
-- (FTS5) has no such statistics: this migration keeps the two engines' versions in step.
SELECT 1;
