-- PostgreSQL's location distance is redefined so that its queries inline it (its migration 027). SQLite's is a
-- function the store registers on each connection (store/sightings/connection.ts): this migration keeps the two
-- engines' versions in step.
SELECT 1;
