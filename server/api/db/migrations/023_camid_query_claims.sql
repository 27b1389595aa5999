-- Camera ID queries are claimed as BigSearch jobs are (022): several service instances may share one PostgreSQL
-- database, each with its own job engine, and a query's turn is claimed by one engine for a while (a lease it renews
-- as the query runs), so that two never run it at once, and a query whose engine was lost is taken up by another once
-- the lease has lapsed. A turn's claim ends with the turn, so that the query that has looked at the fewest pictures
-- goes next on whichever engine asks. The same columns on SQLite, where one service runs per file and takes its own
-- claims back when its engine starts.
ALTER TABLE camid_queries ADD COLUMN claimed_by TEXT;
ALTER TABLE camid_queries ADD COLUMN claimed_until INTEGER;
