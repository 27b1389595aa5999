-- Several service instances share this database, each with its own job engine: a Camera ID query's turn is claimed
-- by one engine for a while (a lease it renews as the query runs), so that two never run it at once, and a query
-- whose engine was lost is taken up by another once the lease has lapsed (server/api/store/camid/query-runs.ts).
-- camid_queries is a reference table, so the claim's row locks (FOR UPDATE SKIP LOCKED) hold on Citus too.
ALTER TABLE camid_queries ADD COLUMN claimed_by text;
ALTER TABLE camid_queries ADD COLUMN claimed_until bigint;
