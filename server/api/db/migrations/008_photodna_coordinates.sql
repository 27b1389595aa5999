-- The PhotoDNA index keeps each vector at its projections onto five slow cosines instead of its distances
-- to five fixed pictures (server/api/store/sightings/photodna-coordinates.ts): a lookup reads about a
-- hundred candidates instead of thousands. Every vector is queued, and the next lookup measures them again.

DELETE FROM sightings_photodna;

INSERT OR IGNORE INTO photodna_pending (id) SELECT id FROM sightings WHERE photodna IS NOT NULL;
