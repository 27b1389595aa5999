-- Accounts: users, their server-side sessions, codes and API keys, licences, trials, applications,
-- usage metrics and the audit log. Times are milliseconds since the epoch (UTC), so stores can take
-- the clock as a parameter. Secrets (session tokens, codes, API keys, client secrets) are stored only
-- as hashes (store/passwords.ts).
-- Migrations run inside a transaction chosen by store/migrate.ts: no BEGIN/COMMIT or PRAGMA here.

CREATE TABLE users (
  id                     INTEGER PRIMARY KEY,
  email                  TEXT NOT NULL COLLATE NOCASE UNIQUE,
  password_hash          TEXT,
  first_name             TEXT NOT NULL DEFAULT '',
  last_name              TEXT NOT NULL DEFAULT '',
  organization           TEXT NOT NULL DEFAULT '',
  show_images            INTEGER NOT NULL DEFAULT 1 CHECK (show_images IN (0, 1)),
  show_menu              INTEGER NOT NULL DEFAULT 1 CHECK (show_menu IN (0, 1)),
  needs_justification    INTEGER NOT NULL DEFAULT 0 CHECK (needs_justification IN (0, 1)),
  show_caid_header       INTEGER NOT NULL DEFAULT 0 CHECK (show_caid_header IN (0, 1)),
  accepted_uniform_terms INTEGER NOT NULL DEFAULT 0 CHECK (accepted_uniform_terms IN (0, 1)),
  first_login            INTEGER NOT NULL DEFAULT 1 CHECK (first_login IN (0, 1)),
  verified               INTEGER NOT NULL DEFAULT 0 CHECK (verified IN (0, 1)),
  is_admin               INTEGER NOT NULL DEFAULT 0 CHECK (is_admin IN (0, 1)),
  mfa_required           INTEGER NOT NULL DEFAULT 0 CHECK (mfa_required IN (0, 1)),
  failed_logins          INTEGER NOT NULL DEFAULT 0,
  -- Start of the window failed_logins counts in (SECURITY.md: at most 100 failures an hour per account).
  failures_since         INTEGER,
  locked_until           INTEGER,
  created_at             INTEGER NOT NULL
) STRICT;

-- id is the sha256 of the random token the client holds; the token itself is never stored.
CREATE TABLE sessions (
  id             TEXT PRIMARY KEY,
  user_id        INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at     INTEGER NOT NULL,
  last_seen_at   INTEGER NOT NULL,
  requesting_app TEXT
) STRICT;
CREATE INDEX sessions_by_user ON sessions (user_id);

CREATE TABLE one_time_codes (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose    TEXT NOT NULL CHECK (purpose IN ('login', 'verify', 'reset')),
  code_hash  TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at    INTEGER,
  attempts   INTEGER NOT NULL DEFAULT 0
) STRICT;
CREATE INDEX one_time_codes_by_user ON one_time_codes (user_id, purpose);

CREATE TABLE api_keys (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key_hash   TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX api_keys_by_user ON api_keys (user_id);

CREATE TABLE licences (
  id         INTEGER PRIMARY KEY,
  name       TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER,
  max_seats  INTEGER NOT NULL CHECK (max_seats >= 0)
) STRICT;

CREATE TABLE licence_available_roles (
  licence_id INTEGER NOT NULL REFERENCES licences (id) ON DELETE CASCADE,
  role       TEXT NOT NULL,
  PRIMARY KEY (licence_id, role)
) STRICT;

-- value is an email or a domain, lower-cased by the store; roles is a JSON array of role names.
CREATE TABLE licensed_entities (
  id         INTEGER PRIMARY KEY,
  licence_id INTEGER NOT NULL REFERENCES licences (id) ON DELETE CASCADE,
  type       TEXT NOT NULL CHECK (type IN ('Email', 'Domain')),
  value      TEXT NOT NULL COLLATE NOCASE,
  roles      TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(roles) AND json_type(roles) = 'array'),
  UNIQUE (licence_id, type, value)
) STRICT;
CREATE INDEX licensed_entities_by_value ON licensed_entities (value, type);

CREATE TABLE trials (
  id           INTEGER PRIMARY KEY,
  code         TEXT NOT NULL UNIQUE,
  valid_from   INTEGER NOT NULL,
  valid_until  INTEGER NOT NULL,
  trial_months INTEGER NOT NULL CHECK (trial_months > 0),
  trial_type   TEXT NOT NULL CHECK (trial_type IN ('VICTIM_ID', 'AMPED', 'OTHER'))
) STRICT;

CREATE TABLE trial_users (
  trial_id      INTEGER NOT NULL REFERENCES trials (id) ON DELETE CASCADE,
  user_id       INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  registered_at INTEGER NOT NULL,
  verified_at   INTEGER,
  expires_at    INTEGER,
  PRIMARY KEY (trial_id, user_id)
) STRICT;

CREATE TABLE applications (
  id                       INTEGER PRIMARY KEY,
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
  state                    TEXT NOT NULL
) STRICT;

CREATE TABLE metrics_events (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER REFERENCES users (id) ON DELETE SET NULL,
  type       TEXT NOT NULL,
  event      TEXT NOT NULL,
  properties TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(properties)),
  created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX metrics_events_by_user_time ON metrics_events (user_id, created_at);

-- user_email is kept as text, not a users reference: the log outlives the accounts it names.
CREATE TABLE audit_log (
  id             INTEGER PRIMARY KEY,
  at             INTEGER NOT NULL,
  user_email     TEXT NOT NULL COLLATE NOCASE,
  requesting_app TEXT,
  api            TEXT NOT NULL,
  action         TEXT NOT NULL,
  justification  TEXT,
  details        TEXT,
  success        INTEGER NOT NULL CHECK (success IN (0, 1)),
  error          TEXT
) STRICT;
CREATE INDEX audit_log_by_time ON audit_log (at);
CREATE INDEX audit_log_by_email_time ON audit_log (user_email, at);
