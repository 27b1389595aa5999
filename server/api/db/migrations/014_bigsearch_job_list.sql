-- The BigSearch job list (GET /v1/bigsearch/jobs): each job keeps the name of the file it was uploaded as (the form's
-- file name; NULL for the high-security build's JSON body, which has none, and for jobs uploaded before this), and a
-- COMPLETE job's lead count, so that listing never reads its leads. A user's jobs are listed newest first.
-- Migrations run inside a transaction chosen by store/migrate.ts: no BEGIN/COMMIT or PRAGMA here.

ALTER TABLE bigsearch_jobs ADD COLUMN file_name TEXT;
ALTER TABLE bigsearch_results ADD COLUMN lead_count INTEGER NOT NULL DEFAULT 0;
UPDATE bigsearch_results SET lead_count = json_array_length(leads);
CREATE INDEX bigsearch_jobs_by_user ON bigsearch_jobs (user_id, created_at DESC, id DESC);
