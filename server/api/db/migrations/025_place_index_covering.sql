-- PostgreSQL's place index carries the coordinates, date and id of each located sighting (its migration 025).
-- SQLite's place index (the R*Tree sightings_geo) is unchanged: this migration keeps the two engines' versions in step.
SELECT 1;
