-- md5 indexed by its first ten characters, as sha1 and the QT hash are (migration 021), with full leaves (030): on a
-- million demo sightings 28.5 bytes a sighting against the whole value's 53.4, 59.1 before 030 (docs/scale.md,
-- "Where PostgreSQL's bytes go"). A lookup by md5 (a filter, a free-text hash, Camera ID's sightings of the same
-- file) names the start as well and compares the whole value on each row the index gives
-- (store/sightings/hash-conditions.ts).
DROP INDEX IF EXISTS sightings_by_md5;
CREATE INDEX sightings_by_md5_start ON sightings ((substr(md5, 1, 10)::citext)) WITH (fillfactor = 100) WHERE md5 IS NOT NULL;
