-- Access tokens an application gets for an authorisation code (POST /v1/authenticate/token, RFC 6749
-- §4.1.3): each acts for one user through one application until it expires. Only the token's sha256 is
-- kept (store/passwords.ts). code_hash names the code it was issued for, with no reference to that row:
-- the code is deleted a minute later, and a reuse of it must still find and revoke its tokens (§4.1.2).
-- Times are milliseconds since the epoch (UTC). Migrations run inside a transaction chosen by
-- store/migrate.ts: no BEGIN/COMMIT or PRAGMA here.

CREATE TABLE access_tokens (
  id             INTEGER PRIMARY KEY,
  token_hash     TEXT NOT NULL UNIQUE,
  user_id        INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  application_id INTEGER NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  code_hash      TEXT NOT NULL,
  scope          TEXT NOT NULL DEFAULT '',
  created_at     INTEGER NOT NULL,
  expires_at     INTEGER NOT NULL
) STRICT;
CREATE INDEX access_tokens_by_code ON access_tokens (code_hash);
CREATE INDEX access_tokens_by_grant ON access_tokens (user_id, application_id, created_at);
CREATE INDEX access_tokens_by_expiry ON access_tokens (expires_at);
