-- Several service instances share this database, each with its own job engine: a job is claimed by one engine for a
-- while (a lease it renews as it works), so that two never run it, and a job whose engine was lost is taken up by
-- another once the lease has lapsed (server/api/store/bigsearch-jobs.ts).
ALTER TABLE bigsearch_jobs ADD COLUMN claimed_by text;
ALTER TABLE bigsearch_jobs ADD COLUMN claimed_until bigint;
