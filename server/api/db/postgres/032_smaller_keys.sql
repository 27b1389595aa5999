-- Smaller keys for three kinds of lookup, each answering the same queries (docs/scale.md, "Where PostgreSQL's bytes
-- go"; measured on 200,000 demo sightings, bytes a sighting):
-- * A sighting's public id is only ever looked up whole (the sighting's page, Camera ID's hits): a hash index holds a
--   four-byte code of it instead of its 32 characters (53.5 → 24.9). Equality is all a hash index answers; nothing
--   orders or ranges over the public id, which is random.
-- * The hashes by their first seven characters instead of ten (store/sightings/search-schema.ts HASH_START_LENGTH):
--   a key of seven characters and its length fit the eight bytes an entry aligns to, where ten took sixteen (28.6 →
--   20.4 each). Seven hexadecimal characters tell 268 million starts apart: at ten million sightings a lookup reads
--   0.04 rows of another value on average, each rejected by the whole value, which it compares already.
-- * The file size and the two edges alone, without the date after them: their filters are ranges, which the date
--   after the value did not put in date order, and an exact value that many sightings share is read in date order
--   from the date's index. Alone, equal values share one entry (PostgreSQL's deduplication): the edges, 21 values
--   among the demo's pictures, 28.0 → 7.0 each; the file size 28.6 → 20.3.
-- SQLite's 032 makes the same hash and number indexes; it keeps the public id UNIQUE (its migration 004).
-- Built here with full leaves as 030's; a bulk load builds them again as pg_indexes defines them. IF EXISTS: a load
-- killed between its drop and its rebuild leaves them missing (postgres-complete.ts puts back what is missing).
DROP INDEX IF EXISTS sightings_by_image_id;
CREATE INDEX sightings_by_image_id ON sightings USING hash (image_id) WITH (fillfactor = 100);

DROP INDEX IF EXISTS sightings_by_md5_start;
CREATE INDEX sightings_by_md5_start ON sightings ((substr(md5, 1, 7)::citext)) WITH (fillfactor = 100) WHERE md5 IS NOT NULL;
DROP INDEX IF EXISTS sightings_by_sha1_start;
CREATE INDEX sightings_by_sha1_start ON sightings ((substr(sha1, 1, 7)::citext)) WITH (fillfactor = 100) WHERE sha1 IS NOT NULL;
DROP INDEX IF EXISTS sightings_by_qt_hash_start;
CREATE INDEX sightings_by_qt_hash_start ON sightings ((substr(qt_hash, 1, 7)::citext)) WITH (fillfactor = 100) WHERE qt_hash IS NOT NULL;

DROP INDEX IF EXISTS sightings_by_filesize;
CREATE INDEX sightings_by_filesize ON sightings (filesize DESC NULLS LAST) WITH (fillfactor = 100);
DROP INDEX IF EXISTS sightings_by_longest_edge;
CREATE INDEX sightings_by_longest_edge ON sightings (longest_edge DESC NULLS LAST) WITH (fillfactor = 100);
DROP INDEX IF EXISTS sightings_by_shortest_edge;
CREATE INDEX sightings_by_shortest_edge ON sightings (shortest_edge DESC NULLS LAST) WITH (fillfactor = 100);
