-- Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies", SECURITY.md "Sessions and
-- cookies"): a browser that signed in to an account holds a random token, and this table its sha256 bound
-- to each account the browser signed in to. An attempt with a live, unlocked token for the account tried
-- is judged by that row's failures alone, so failures from elsewhere never lock its user out.
-- Times are milliseconds since the epoch (UTC). Migrations run inside a transaction chosen by
-- store/migrate.ts: no BEGIN/COMMIT or PRAGMA here.

CREATE TABLE device_cookies (
  token_hash     TEXT NOT NULL,
  user_id        INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The last successful sign-in to this account with this browser; the newest rows of an account are kept.
  signed_in_at   INTEGER NOT NULL,
  expires_at     INTEGER NOT NULL,
  -- Failed sign-ins made with this token for this account, in the window that started at failures_since.
  failures       INTEGER NOT NULL DEFAULT 0,
  failures_since INTEGER,
  locked_until   INTEGER,
  PRIMARY KEY (token_hash, user_id)
) STRICT;
CREATE INDEX device_cookies_by_user ON device_cookies (user_id, signed_in_at);
CREATE INDEX device_cookies_by_expiry ON device_cookies (expires_at);
