-- Versions and ids that are never reused. An application's and a licensed entity's version goes up by one on
-- every change, so that approving an application names the version the administrator reviewed (spec-3 §4
-- "Applications") and changing an entity's roles names the version the screen showed (the If-Match of
-- PUT /v1/licences/{id}/entities/{entityId}): a change made meanwhile by someone else is never approved or
-- overwritten unseen. The ids a user sees of what can be deleted (applications, licensed entities, saved
-- searches, BigSearch jobs) are AUTOINCREMENT, never handed out again after a delete: with a plain INTEGER
-- PRIMARY KEY the highest id came back once its row was deleted, and a call or page naming the old one then
-- named its successor. SQLite gives a table AUTOINCREMENT only by rebuilding it: each is created anew, its
-- rows copied with their ids (which sets its sqlite_sequence to the highest), the old one dropped and the new
-- one renamed, its indexes made again. store/migrate.ts turns foreign keys off while this runs, so that the
-- drop leaves the rows that refer to it, and checks them before it commits.
-- Migrations run inside a transaction chosen by store/migrate.ts: no BEGIN/COMMIT or PRAGMA here.

CREATE TABLE applications_017 (
  id                       INTEGER PRIMARY KEY AUTOINCREMENT,
  name                     TEXT NOT NULL,
  description              TEXT NOT NULL DEFAULT '',
  callback_url             TEXT NOT NULL,
  post_logout_redirect_uri TEXT,
  client_id                TEXT NOT NULL UNIQUE,
  client_secret_hash       TEXT NOT NULL,
  creator_user_id          INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at               INTEGER NOT NULL,
  approved_by              INTEGER REFERENCES users (id) ON DELETE SET NULL,
  -- spec-3 §3: the set of state values is not shown, so it is not constrained here.
  state                    TEXT NOT NULL,
  version                  INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1)
) STRICT;
INSERT INTO applications_017 (id, name, description, callback_url, post_logout_redirect_uri, client_id, client_secret_hash,
                              creator_user_id, created_at, approved_by, state)
  SELECT id, name, description, callback_url, post_logout_redirect_uri, client_id, client_secret_hash,
         creator_user_id, created_at, approved_by, state
    FROM applications;
DROP TABLE applications;
ALTER TABLE applications_017 RENAME TO applications;

-- value is an email or a domain, lower-cased by the store; roles is a JSON array of role names.
CREATE TABLE licensed_entities_017 (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  licence_id INTEGER NOT NULL REFERENCES licences (id) ON DELETE CASCADE,
  type       TEXT NOT NULL CHECK (type IN ('Email', 'Domain')),
  value      TEXT NOT NULL COLLATE NOCASE,
  roles      TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(roles) AND json_type(roles) = 'array'),
  version    INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
  UNIQUE (licence_id, type, value)
) STRICT;
INSERT INTO licensed_entities_017 (id, licence_id, type, value, roles)
  SELECT id, licence_id, type, value, roles FROM licensed_entities;
DROP TABLE licensed_entities;
ALTER TABLE licensed_entities_017 RENAME TO licensed_entities;
CREATE INDEX licensed_entities_by_value ON licensed_entities (value, type);

CREATE TABLE saved_searches_017 (
  id                  INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id             INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reference           TEXT NOT NULL,
  query_string        TEXT NOT NULL,
  created_at          INTEGER NOT NULL,
  last_accessed_at    INTEGER,
  -- Results added after this time are new to the user.
  viewed_at           INTEGER NOT NULL
) STRICT;
INSERT INTO saved_searches_017 (id, user_id, reference, query_string, created_at, last_accessed_at, viewed_at)
  SELECT id, user_id, reference, query_string, created_at, last_accessed_at, viewed_at FROM saved_searches;
DROP TABLE saved_searches;
ALTER TABLE saved_searches_017 RENAME TO saved_searches;
CREATE UNIQUE INDEX saved_searches_reference ON saved_searches (user_id, reference COLLATE NOCASE);

CREATE TABLE bigsearch_jobs_017 (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
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
  -- The name of the file it was uploaded as; NULL when it had none (014_bigsearch_job_list.sql).
  file_name       TEXT,
  UNIQUE (user_id, checksum)
) STRICT;
INSERT INTO bigsearch_jobs_017 (id, user_id, checksum, status, media_count, media_processed, finished_at, error, status_text,
                                upload_path, upload_size, created_at, queued_at, file_name)
  SELECT id, user_id, checksum, status, media_count, media_processed, finished_at, error, status_text,
         upload_path, upload_size, created_at, queued_at, file_name
    FROM bigsearch_jobs;
DROP TABLE bigsearch_jobs;
ALTER TABLE bigsearch_jobs_017 RENAME TO bigsearch_jobs;
CREATE INDEX bigsearch_jobs_by_status ON bigsearch_jobs (status, queued_at);
CREATE INDEX bigsearch_jobs_by_user ON bigsearch_jobs (user_id, created_at DESC, id DESC);
