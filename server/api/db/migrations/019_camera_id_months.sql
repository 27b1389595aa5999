-- Camera ID's pictures by the month their sightings were first seen (YYYYMM), kept with each picture: the
-- statistics' "indexed by month" count (store/camid/stats.ts) reads only this table's index, where joining a
-- million sightings to read their dates held a worker for seconds.
-- Migrations run inside a transaction chosen by store/migrate.ts: no BEGIN/COMMIT or PRAGMA here.

ALTER TABLE camid_pictures ADD COLUMN seen_month INTEGER NOT NULL DEFAULT 0;
UPDATE camid_pictures SET seen_month = (
  SELECT CAST(strftime('%Y%m', coalesce(s.date_first_seen, s.added_at) / 1000, 'unixepoch') AS INTEGER)
  FROM sightings s WHERE s.id = camid_pictures.sighting_id
);
DROP INDEX camid_pictures_by_month;
CREATE INDEX camid_pictures_by_seen_month ON camid_pictures (seen_month) WHERE digest IS NOT NULL;
