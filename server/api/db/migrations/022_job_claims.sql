-- Several service instances may share one PostgreSQL database, each with its own job engine (issue 34): a job is
-- claimed by one engine for a while (a lease it renews as it works), so that two never run it, and a job whose
-- engine was lost is taken up by another once the lease has lapsed. The same columns on SQLite, where one service
-- runs per file and takes its own claims back when it starts.
ALTER TABLE bigsearch_jobs ADD COLUMN claimed_by TEXT;
ALTER TABLE bigsearch_jobs ADD COLUMN claimed_until INTEGER;
