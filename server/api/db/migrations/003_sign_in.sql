-- What sign-in, session refresh, API keys, OAuth-style clients and the account calls need beyond 002:
-- token ages, key prefixes, authorisation codes, the per-address and unknown-account failure counts,
-- and written feedback. Times are milliseconds since the epoch (UTC); secrets are stored only as hashes.
-- Migrations run inside a transaction chosen by store/migrate.ts: no BEGIN/COMMIT or PRAGMA here.

-- When the token a session is reached by was issued. PUT /v1/authenticate issues a new token but keeps
-- created_at, so the 12 h limit still counts from sign-in; NULL means the first token (created_at).
ALTER TABLE sessions ADD COLUMN token_issued_at INTEGER;

-- The first characters of an API key, so the settings page can show which key is current.
ALTER TABLE api_keys ADD COLUMN prefix TEXT NOT NULL DEFAULT '';

-- Single-use codes handed to an OAuth-style client after sign-in (spec-1 §2.3 login parameters).
CREATE TABLE authorisation_codes (
  code_hash             TEXT PRIMARY KEY,
  application_id        INTEGER NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  user_id               INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  redirect_uri          TEXT NOT NULL,
  scope                 TEXT,
  code_challenge        TEXT,
  code_challenge_method TEXT,
  expires_at            INTEGER NOT NULL,
  used_at               INTEGER
) STRICT;
CREATE INDEX authorisation_codes_by_expiry ON authorisation_codes (expires_at);

-- Failed sign-ins counted by something other than an account: a client address ('ip:<address>'), or an
-- address no account has ('email:<address>', so that it locks exactly as a real account would).
CREATE TABLE login_throttle (
  key            TEXT PRIMARY KEY,
  failures       INTEGER NOT NULL,
  failures_since INTEGER NOT NULL,
  locked_until   INTEGER
) STRICT;

-- Messages sent with POST /v1/feedback (write-to-us); the email is kept as sent, as the audit log keeps it.
CREATE TABLE feedback (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER REFERENCES users (id) ON DELETE SET NULL,
  email      TEXT NOT NULL,
  message    TEXT NOT NULL,
  created_at INTEGER NOT NULL
) STRICT;
