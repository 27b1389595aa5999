-- What keeps a licence's audit and usage quick at millions of audit_log rows (spec-3 §2 audit screen, §3
-- usage statistics): indexes that fit the audit filters, and the usage figures of each day gone by.
-- Migrations run inside a transaction chosen by store/migrate.ts: no BEGIN/COMMIT or PRAGMA here.

-- A licence's users are its Email entities and every address at its Domain entities. The store reads each
-- of them newest first along these indexes and merges them (server/api/store/audit.ts), so that a page
-- costs its own rows, not the licence's whole history. The domain of an address is written exactly as
-- the store writes it: the text after the first @, lower-cased.
CREATE INDEX audit_log_by_domain_time ON audit_log (lower(substr(user_email, instr(user_email, '@') + 1)), at);
-- The same under the Action filter, so that a rare action is found without reading every other call.
CREATE INDEX audit_log_by_email_action_time ON audit_log (user_email, action, at);
CREATE INDEX audit_log_by_domain_action_time ON audit_log (lower(substr(user_email, instr(user_email, '@') + 1)), action, at);

-- Usage figures (spec-3 §3) add up every call of a year: read from audit_log each time, that is seconds.
-- Each day gone by is counted once instead: one row per address with its figures (server/api/usage/
-- figures.ts), and the usage calls add today's from audit_log. Derived from the append-only log: a day is
-- counted again when the rules it was counted by change (`rules`), and both tables can be emptied at will.
CREATE TABLE usage_days (
  -- Days since 1970-01-01, UTC.
  day                 INTEGER NOT NULL,
  -- Lower-cased, as are the domain and the licensed entities they are matched with.
  user_email          TEXT NOT NULL,
  user_domain         TEXT NOT NULL,
  interactions        INTEGER NOT NULL CHECK (interactions > 0),
  searches            INTEGER NOT NULL,
  big_searches        INTEGER NOT NULL,
  uniform_searches    INTEGER NOT NULL,
  cam_id_queries      INTEGER NOT NULL,
  lowside             INTEGER NOT NULL,
  highside            INTEGER NOT NULL,
  griffeye_cs         INTEGER NOT NULL,
  griffeye_di         INTEGER NOT NULL,
  other               INTEGER NOT NULL,
  PRIMARY KEY (day, user_email)
) STRICT, WITHOUT ROWID;
CREATE INDEX usage_days_by_email ON usage_days (user_email, day);
CREATE INDEX usage_days_by_domain ON usage_days (user_domain, day);

-- The days counted into usage_days and the rules they were counted by, so that none is counted twice,
-- whichever worker gets there first, and a change of rules has them counted again.
CREATE TABLE usage_days_counted (
  day   INTEGER PRIMARY KEY,
  rules TEXT NOT NULL
) STRICT;
