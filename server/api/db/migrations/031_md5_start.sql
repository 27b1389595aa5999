-- md5 indexed by its first ten characters, as sha1 and the QT hash are (migration 021): as unique among the sightings
-- as the whole value, in less than half the bytes. A lookup by md5 (a filter, a free-text hash, Camera ID's sightings
-- of the same file) names the start as well and compares the whole value on each row the index gives
-- (store/sightings/hash-conditions.ts).
DROP INDEX IF EXISTS sightings_by_md5;
CREATE INDEX sightings_by_md5_start ON sightings (substr(md5, 1, 10) COLLATE NOCASE) WHERE md5 IS NOT NULL;
