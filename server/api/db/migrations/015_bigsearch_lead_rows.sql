-- A COMPLETE BigSearch job's leads, one row each in the order of its lead list (connectedLeads and an export's
-- leads give these positions), instead of one JSON list: a large case's list was one value of hundreds of MB, held
-- whole by the engine that wrote it and by every call that read it. Each row keeps what ranks the lead (its
-- sightings and whether its value is a placeholder), so that an export scores its files without reading the leads.
-- Migrations run inside a transaction chosen by store/migrate.ts: no BEGIN/COMMIT or PRAGMA here.

CREATE TABLE bigsearch_leads (
  job_id      INTEGER NOT NULL REFERENCES bigsearch_jobs (id) ON DELETE CASCADE,
  position    INTEGER NOT NULL,
  sightings   INTEGER NOT NULL,
  placeholder INTEGER NOT NULL,
  lead        TEXT NOT NULL,
  PRIMARY KEY (job_id, position)
) STRICT;

INSERT INTO bigsearch_leads (job_id, position, sightings, placeholder, lead)
  SELECT r.job_id, l.key, l.value ->> 'sightings', coalesce(l.value ->> 'placeholder', 0), l.value
  FROM bigsearch_results r, json_each(r.leads) l;

ALTER TABLE bigsearch_results DROP COLUMN leads;
