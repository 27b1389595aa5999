-- The sightings' sorted and GiST indexes are built with full leaves (fillfactor 100; PostgreSQL's default leaves a
-- tenth of each leaf free). Sightings come mostly in bulk: the seed tool's load drops these indexes and builds them
-- again over the whole table (store/sightings/postgres-load.ts, which builds them as pg_indexes defines them, this
-- setting included). Measured on a million demo sightings, these indexes and Camera ID's pictures' two keys built
-- again: the indexes of the three tables 1,228 bytes a sighting before, 1,134 after; the database 2,057 and 1,963
-- (docs/scale.md, "Where PostgreSQL's bytes go"). A row added alone (the import tool's) splits a full leaf at once
-- where it lands, as it would a nine-tenths full one a little later; the primary keys, whose new ids land on their
-- last leaf, now fill each leaf before they start the next, where a tenth of each was left free for good. The setting applies from the next build of each index (a load, or REINDEX):
-- nothing is rebuilt here.
ALTER INDEX sightings_pkey SET (fillfactor = 100);
ALTER INDEX sightings_by_camera SET (fillfactor = 100);
ALTER INDEX sightings_by_date_first_seen SET (fillfactor = 100);
ALTER INDEX sightings_by_date_last_seen SET (fillfactor = 100);
ALTER INDEX sightings_by_date_time_original SET (fillfactor = 100);
ALTER INDEX sightings_by_dimensions SET (fillfactor = 100);
ALTER INDEX sightings_by_domain SET (fillfactor = 100);
ALTER INDEX sightings_by_exif_software SET (fillfactor = 100);
ALTER INDEX sightings_by_filesize SET (fillfactor = 100);
ALTER INDEX sightings_by_image_id SET (fillfactor = 100);
ALTER INDEX sightings_by_lens SET (fillfactor = 100);
ALTER INDEX sightings_by_longest_edge SET (fillfactor = 100);
ALTER INDEX sightings_by_make SET (fillfactor = 100);
ALTER INDEX sightings_by_md5 SET (fillfactor = 100);
ALTER INDEX sightings_by_model SET (fillfactor = 100);
ALTER INDEX sightings_by_qt_hash_start SET (fillfactor = 100);
ALTER INDEX sightings_by_serial_number SET (fillfactor = 100);
ALTER INDEX sightings_by_sha1_start SET (fillfactor = 100);
ALTER INDEX sightings_by_shortest_edge SET (fillfactor = 100);
ALTER INDEX sightings_by_source SET (fillfactor = 100);
ALTER INDEX sightings_by_username SET (fillfactor = 100);
ALTER INDEX sightings_located SET (fillfactor = 100);
ALTER INDEX sightings_geo SET (fillfactor = 100);
ALTER INDEX sightings_photodna_pkey SET (fillfactor = 100);
ALTER INDEX sightings_photodna_coordinates SET (fillfactor = 100);
ALTER INDEX camid_pictures_pkey SET (fillfactor = 100);
ALTER INDEX camid_pictures_unindexed SET (fillfactor = 100);
