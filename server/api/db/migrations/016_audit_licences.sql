-- The licences each audited call was made under (spec-3 §2 audit and usage screens, §6): a licence's audit
-- and usage show only the calls made under it, never every past call of an address or domain it covers
-- today, which a licence that gains a domain would otherwise read back to that domain's first call.
-- Migrations run inside a transaction chosen by store/migrate.ts: no BEGIN/COMMIT or PRAGMA here.

-- One row per call and licence whose Email or Domain entity covered the call's address when it was made
-- (the rule of licence roles, store/licences.ts licenceRolesFor), written with the audit row itself
-- (server/api/store/audit.ts). What the audit filters read of a call is copied (its time, address and
-- action), so that every read of a licence's audit runs along an index of its own calls alone: a page of
-- the newest, of an action, of an address or of a domain costs its own rows, and a filter naming an address
-- or domain the licence never covered finds nothing at once. audit_log stays append-only.
CREATE TABLE audit_licences (
  audit_id   INTEGER NOT NULL REFERENCES audit_log (id),
  licence_id INTEGER NOT NULL REFERENCES licences (id),
  at         INTEGER NOT NULL,
  user_email TEXT NOT NULL COLLATE NOCASE,
  action     TEXT NOT NULL,
  PRIMARY KEY (audit_id, licence_id)
) STRICT, WITHOUT ROWID;

-- The calls already logged. Licensed entities record no time they were added, so the calls are given to
-- the licences that cover their address now, within each licence's life: from its creation, and before
-- its expiry as it stands now. An entity added after a call still gets that call here; every call from
-- now on is recorded with the licences of its own moment. The address and its domain are read as the
-- licence roles read them: the address trimmed, any case; the domain after its last @, trimmed, any case.
-- Each reads the log once, in the order of its ids (CROSS JOIN keeps it the outer loop), and looks each
-- call's address up by value; the indexes below are built once the rows are in, in one sort each.
INSERT OR IGNORE INTO audit_licences (audit_id, licence_id, at, user_email, action)
  SELECT a.id, e.licence_id, a.at, a.user_email, a.action
    FROM audit_log a NOT INDEXED
    CROSS JOIN licensed_entities e ON e.type = 'Email' AND e.value = trim(a.user_email)
    JOIN licences l ON l.id = e.licence_id
   WHERE a.at >= l.created_at AND (l.expires_at IS NULL OR l.expires_at > a.at)
   ORDER BY a.id;
INSERT OR IGNORE INTO audit_licences (audit_id, licence_id, at, user_email, action)
  SELECT a.id, e.licence_id, a.at, a.user_email, a.action
    FROM audit_log a NOT INDEXED
    CROSS JOIN licensed_entities e
      ON e.type = 'Domain'
     AND instr(a.user_email, '@') > 0
     AND e.value = lower(trim(CASE
           WHEN instr(substr(a.user_email, instr(a.user_email, '@') + 1), '@') = 0 THEN substr(a.user_email, instr(a.user_email, '@') + 1)
           -- More than one @: rtrim strips every character but @ from the end, and what is left ends at the last.
           ELSE substr(a.user_email, length(rtrim(a.user_email, replace(a.user_email, '@', ''))) + 1)
         END))
    JOIN licences l ON l.id = e.licence_id
   WHERE a.at >= l.created_at AND (l.expires_at IS NULL OR l.expires_at > a.at)
   ORDER BY a.id;

-- A licence's audit pages (server/api/store/audit.ts), each filter along the index that fits it: the newest
-- calls, of an action, of an address, of a domain (written exactly as the store writes it: the text after
-- the first @, lower-cased), and of an address or domain under the Action filter.
CREATE INDEX audit_licences_by_licence_time ON audit_licences (licence_id, at);
CREATE INDEX audit_licences_by_licence_action_time ON audit_licences (licence_id, action, at);
CREATE INDEX audit_licences_by_licence_email_time ON audit_licences (licence_id, user_email, at);
CREATE INDEX audit_licences_by_licence_email_action_time ON audit_licences (licence_id, user_email, action, at);
CREATE INDEX audit_licences_by_licence_domain_time
  ON audit_licences (licence_id, lower(substr(user_email, instr(user_email, '@') + 1)), at);
CREATE INDEX audit_licences_by_licence_domain_action_time
  ON audit_licences (licence_id, lower(substr(user_email, instr(user_email, '@') + 1)), action, at);

-- The licence views read the log by address and domain no more: their indexes only slowed every write.
DROP INDEX audit_log_by_email_time;
DROP INDEX audit_log_by_domain_time;
DROP INDEX audit_log_by_email_action_time;
DROP INDEX audit_log_by_domain_action_time;

-- A licence's usage per address and day gone by, counted from its own calls only (server/api/store/usage.ts),
-- beside usage_days, which counts every call of an address for the all-licences summary.
CREATE TABLE usage_licence_days (
  licence_id          INTEGER NOT NULL,
  -- Days since 1970-01-01, UTC.
  day                 INTEGER NOT NULL,
  -- Lower-cased.
  user_email          TEXT NOT NULL,
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
  PRIMARY KEY (licence_id, day, user_email)
) STRICT, WITHOUT ROWID;
CREATE INDEX usage_licence_days_by_day ON usage_licence_days (day);

-- Both day tables are derived from the log (011_audit_indexes.sql): every day is counted again, into both.
DELETE FROM usage_days;
DELETE FROM usage_days_counted;
