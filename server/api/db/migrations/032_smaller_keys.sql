-- Smaller keys, as PostgreSQL's migration 032 makes them, so that both engines keep the same indexes:
-- * The hashes by their first seven characters instead of ten (store/sightings/search-schema.ts HASH_START_LENGTH):
--   both engines' lookups name the same start. Seven hexadecimal characters tell 268 million starts apart; a lookup
--   compares the whole value on each row the index gives.
-- * The file size and the two edges alone, without the date after them: their filters are ranges, which the date
--   after the value did not put in date order; an exact value that many sightings share is read in date order from
--   the date's index.
-- PostgreSQL's 032 also finds the public id through a hash index; SQLite keeps it UNIQUE, as its migration 004 made it.
-- IF EXISTS: a load killed between its drop and its rebuild leaves them missing (indexes.ts puts back what is missing).
DROP INDEX IF EXISTS sightings_by_md5_start;
CREATE INDEX sightings_by_md5_start ON sightings (substr(md5, 1, 7) COLLATE NOCASE) WHERE md5 IS NOT NULL;
DROP INDEX IF EXISTS sightings_by_sha1_start;
CREATE INDEX sightings_by_sha1_start ON sightings (substr(sha1, 1, 7) COLLATE NOCASE) WHERE sha1 IS NOT NULL;
DROP INDEX IF EXISTS sightings_by_qt_hash_start;
CREATE INDEX sightings_by_qt_hash_start ON sightings (substr(qt_hash, 1, 7) COLLATE NOCASE) WHERE qt_hash IS NOT NULL;

DROP INDEX IF EXISTS sightings_by_filesize;
CREATE INDEX sightings_by_filesize ON sightings (filesize DESC);
DROP INDEX IF EXISTS sightings_by_longest_edge;
CREATE INDEX sightings_by_longest_edge ON sightings (longest_edge DESC);
DROP INDEX IF EXISTS sightings_by_shortest_edge;
CREATE INDEX sightings_by_shortest_edge ON sightings (shortest_edge DESC);
