-- PostgreSQL's sorted indexes of the sightings are built with full leaves (its migration 030); SQLite builds an index
-- with full pages already: this migration keeps the two engines' versions in step.
SELECT 1;
