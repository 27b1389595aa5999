-- The located sightings alone, newest first, for the map's exists=location and the GPS switch (spec-1 §9):
-- the latest 1,000 and a count up to 10,001 read only sightings that have a place. Generated from
-- LOCATED_SCHEMA in server/api/store/sightings/search-schema.ts, which rebuildSearchIndexes uses after a
-- bulk load; a test holds the two equal.

CREATE INDEX sightings_located ON sightings (date_time_original DESC, id) WHERE latitude IS NOT NULL;

-- The planner prefers the index only once it knows how few rows it holds.
ANALYZE sightings_located;
