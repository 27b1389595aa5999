-- Camera ID (spec-2 §3 "Camera ID query", "Hit"; docs/camid-fingerprint.md).
-- Migrations run inside a transaction chosen by store/migrate.ts: no BEGIN/COMMIT or PRAGMA here.

-- The pictures Camera ID can read the pixels of, one per sighting: an imported photo (its stored file) or a
-- generated one drawn at its camera's native size (the demo camera's sensor pattern, sensor_seed). `digest` is
-- the sign bits of the picture's noise residual at its centre (shared/camid/prnu/digest.ts), set when the
-- picture is indexed: a query scores exactly only the pictures of its resolution whose digest agrees.
-- seen_month (YYYYMM) is the month its sighting was first seen, kept here so that the statistics' "indexed by
-- month" reads one index, where joining a million sightings for their dates held a worker for seconds.
CREATE TABLE camid_pictures (
  sighting_id INTEGER PRIMARY KEY REFERENCES sightings (id) ON DELETE CASCADE,
  width       INTEGER NOT NULL,
  height      INTEGER NOT NULL,
  sensor_seed INTEGER,
  seen_month  INTEGER NOT NULL,
  digest      BLOB
) STRICT;
-- A query reads the indexed pictures of one resolution (either way round), in sighting order.
CREATE INDEX camid_pictures_by_size ON camid_pictures (width, height, sighting_id) WHERE digest IS NOT NULL;
-- The indexer takes the pictures not yet indexed, oldest first.
CREATE INDEX camid_pictures_unindexed ON camid_pictures (sighting_id) WHERE digest IS NULL;
CREATE INDEX camid_pictures_by_seen_month ON camid_pictures (seen_month) WHERE digest IS NOT NULL;

-- One query per uploaded fingerprint. The fingerprint itself is a file under DATA_DIR (fingerprint_path), in
-- the format it was uploaded in. resume_after is the last sighting id the job has scored: a restarted job goes on
-- after it.
CREATE TABLE camid_queries (
  id               INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id          INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reference        TEXT NOT NULL,
  file_name        TEXT NOT NULL,
  format           TEXT NOT NULL,
  algorithm        TEXT NOT NULL,
  width            INTEGER NOT NULL,
  height           INTEGER NOT NULL,
  crop_size        INTEGER NOT NULL,
  density          INTEGER NOT NULL,
  quality          INTEGER NOT NULL,
  fingerprint_path TEXT NOT NULL,
  state            TEXT NOT NULL CHECK (state IN ('QUEUED', 'RUNNING', 'COMPLETE', 'ERROR')),
  progress_done    INTEGER NOT NULL DEFAULT 0,
  progress_total   INTEGER NOT NULL DEFAULT 0,
  resume_after     INTEGER NOT NULL DEFAULT 0,
  error            TEXT,
  created_at       INTEGER NOT NULL,
  finished_at      INTEGER
) STRICT;
CREATE INDEX camid_queries_by_user ON camid_queries (user_id, id);
CREATE INDEX camid_queries_by_state ON camid_queries (state, id);
CREATE INDEX camid_queries_by_month ON camid_queries (created_at);

-- A hit: one sighting whose picture scored at or above the hit score. Hits of one picture (its md5) are shown
-- as one, its sightings being its sources.
CREATE TABLE camid_hits (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  query_id    INTEGER NOT NULL REFERENCES camid_queries (id) ON DELETE CASCADE,
  sighting_id INTEGER NOT NULL REFERENCES sightings (id) ON DELETE CASCADE,
  score       REAL NOT NULL,
  found_at    INTEGER NOT NULL,
  UNIQUE (query_id, sighting_id)
) STRICT;
CREATE INDEX camid_hits_by_score ON camid_hits (query_id, score DESC);
CREATE INDEX camid_hits_by_month ON camid_hits (found_at);
