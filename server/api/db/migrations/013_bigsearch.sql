-- BigSearch jobs (spec-2 §3 "BigSearch job state", §7 "BigSearch"): one job per user and uploaded file, keyed by
-- the SHA-256 of the file's bytes, so that the same file uploaded again by the same user opens the same job and
-- another user's upload of it makes their own. The job engine (server/api/jobs/) stores each item's leads in the
-- same transaction that counts it processed, so that a service killed half-way resumes where it stopped; the
-- merged leads of a COMPLETE job are kept whole. Export links are one-time tokens, only their sha256 kept.
-- Times are milliseconds since the epoch (UTC). Migrations run inside a transaction chosen by
-- store/migrate.ts: no BEGIN/COMMIT or PRAGMA here.

CREATE TABLE bigsearch_jobs (
  id              INTEGER PRIMARY KEY,
  user_id         INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  checksum        TEXT NOT NULL,
  status          TEXT NOT NULL CHECK (status IN ('QUEUED', 'PROCESSING', 'COMPLETE', 'ERROR', 'CANCELLED')),
  media_count     INTEGER NOT NULL,
  media_processed INTEGER NOT NULL DEFAULT 0,
  finished_at     INTEGER,
  error           TEXT,
  status_text     TEXT,
  -- The stored upload, relative to DATA_DIR, and its size in bytes.
  upload_path     TEXT NOT NULL,
  upload_size     INTEGER NOT NULL,
  created_at      INTEGER NOT NULL,
  -- When the job last entered the queue (an upload, a reprocess): the engine takes the oldest first.
  queued_at       INTEGER NOT NULL,
  UNIQUE (user_id, checksum)
) STRICT;
CREATE INDEX bigsearch_jobs_by_status ON bigsearch_jobs (status, queued_at);

-- One row per processed item, in file order (position 0, 1, …): the item as read and what the lead engine
-- found for it (ItemLeads, JSON).
CREATE TABLE bigsearch_items (
  job_id       INTEGER NOT NULL REFERENCES bigsearch_jobs (id) ON DELETE CASCADE,
  position     INTEGER NOT NULL,
  item         TEXT NOT NULL,
  item_leads   TEXT NOT NULL,
  processed_at INTEGER NOT NULL,
  PRIMARY KEY (job_id, position)
) STRICT, WITHOUT ROWID;

-- The merged leads of a COMPLETE job (Lead[], JSON) and, per item position, the indexes of its leads.
CREATE TABLE bigsearch_results (
  job_id     INTEGER PRIMARY KEY REFERENCES bigsearch_jobs (id) ON DELETE CASCADE,
  leads      TEXT NOT NULL,
  item_leads TEXT NOT NULL
) STRICT;

CREATE TABLE bigsearch_export_tokens (
  token_hash TEXT PRIMARY KEY,
  job_id     INTEGER NOT NULL REFERENCES bigsearch_jobs (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
) STRICT;
CREATE INDEX bigsearch_export_tokens_by_expiry ON bigsearch_export_tokens (expires_at);
