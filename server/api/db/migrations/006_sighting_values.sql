-- The distinct values of the wildcard-searchable text columns with a trigram index over them, kept by
-- triggers on sightings, and filled from the sightings already present: a contains filter finds the values
-- here and the sightings through each column's b-tree (spec-1 §4.5, allowWildcards). Generated from
-- server/api/store/sightings/values-schema.ts, which rebuildSearchIndexes uses after a bulk load; a test
-- holds the two equal.

CREATE TABLE sighting_values (
  id INTEGER PRIMARY KEY,
  field TEXT NOT NULL,
  value TEXT NOT NULL,
  UNIQUE (field, value)
) STRICT;

CREATE VIRTUAL TABLE sighting_values_trigram USING fts5(value, content='sighting_values', content_rowid='id', tokenize='trigram');

CREATE TRIGGER sighting_values_trigram_insert AFTER INSERT ON sighting_values BEGIN
  INSERT INTO sighting_values_trigram (rowid, value) VALUES (new.id, new.value);
END;

CREATE TRIGGER sightings_values_insert AFTER INSERT ON sightings BEGIN
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'make', new.make WHERE new.make IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'model', new.model WHERE new.model IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'serial_number', new.serial_number WHERE new.serial_number IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'internal_serial_number', new.internal_serial_number WHERE new.internal_serial_number IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'lens', new.lens WHERE new.lens IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'lens_serial_number', new.lens_serial_number WHERE new.lens_serial_number IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'exif_software', new.exif_software WHERE new.exif_software IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'domain', new.domain WHERE new.domain IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'image_unique_id', new.image_unique_id WHERE new.image_unique_id IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'barcode', new.barcode WHERE new.barcode IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'instance_id', new.instance_id WHERE new.instance_id IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'owner_name', new.owner_name WHERE new.owner_name IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'artist', new.artist WHERE new.artist IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'creator', new.creator WHERE new.creator IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'copyright', new.copyright WHERE new.copyright IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'copyright_notice', new.copyright_notice WHERE new.copyright_notice IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'author', new.author WHERE new.author IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'xp_author', new.xp_author WHERE new.xp_author IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'lens_id', new.lens_id WHERE new.lens_id IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'creator_address', new.creator_address WHERE new.creator_address IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'creator_work_email', new.creator_work_email WHERE new.creator_work_email IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'source', new.source WHERE new.source IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'file_name', new.file_name WHERE new.file_name IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'username', new.username WHERE new.username IS NOT NULL;
END;

CREATE TRIGGER sightings_values_update AFTER UPDATE ON sightings BEGIN
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'make', new.make WHERE new.make IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'model', new.model WHERE new.model IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'serial_number', new.serial_number WHERE new.serial_number IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'internal_serial_number', new.internal_serial_number WHERE new.internal_serial_number IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'lens', new.lens WHERE new.lens IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'lens_serial_number', new.lens_serial_number WHERE new.lens_serial_number IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'exif_software', new.exif_software WHERE new.exif_software IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'domain', new.domain WHERE new.domain IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'image_unique_id', new.image_unique_id WHERE new.image_unique_id IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'barcode', new.barcode WHERE new.barcode IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'instance_id', new.instance_id WHERE new.instance_id IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'owner_name', new.owner_name WHERE new.owner_name IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'artist', new.artist WHERE new.artist IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'creator', new.creator WHERE new.creator IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'copyright', new.copyright WHERE new.copyright IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'copyright_notice', new.copyright_notice WHERE new.copyright_notice IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'author', new.author WHERE new.author IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'xp_author', new.xp_author WHERE new.xp_author IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'lens_id', new.lens_id WHERE new.lens_id IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'creator_address', new.creator_address WHERE new.creator_address IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'creator_work_email', new.creator_work_email WHERE new.creator_work_email IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'source', new.source WHERE new.source IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'file_name', new.file_name WHERE new.file_name IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'username', new.username WHERE new.username IS NOT NULL;
END;

INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'make', make FROM sightings WHERE make IS NOT NULL;

INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'model', model FROM sightings WHERE model IS NOT NULL;

INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'serial_number', serial_number FROM sightings WHERE serial_number IS NOT NULL;

INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'internal_serial_number', internal_serial_number FROM sightings WHERE internal_serial_number IS NOT NULL;

INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'lens', lens FROM sightings WHERE lens IS NOT NULL;

INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'lens_serial_number', lens_serial_number FROM sightings WHERE lens_serial_number IS NOT NULL;

INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'exif_software', exif_software FROM sightings WHERE exif_software IS NOT NULL;

INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'domain', domain FROM sightings WHERE domain IS NOT NULL;

INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'image_unique_id', image_unique_id FROM sightings WHERE image_unique_id IS NOT NULL;

INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'barcode', barcode FROM sightings WHERE barcode IS NOT NULL;

INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'instance_id', instance_id FROM sightings WHERE instance_id IS NOT NULL;

INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'owner_name', owner_name FROM sightings WHERE owner_name IS NOT NULL;

INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'artist', artist FROM sightings WHERE artist IS NOT NULL;

INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'creator', creator FROM sightings WHERE creator IS NOT NULL;

INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'copyright', copyright FROM sightings WHERE copyright IS NOT NULL;

INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'copyright_notice', copyright_notice FROM sightings WHERE copyright_notice IS NOT NULL;

INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'author', author FROM sightings WHERE author IS NOT NULL;

INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'xp_author', xp_author FROM sightings WHERE xp_author IS NOT NULL;

INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'lens_id', lens_id FROM sightings WHERE lens_id IS NOT NULL;

INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'creator_address', creator_address FROM sightings WHERE creator_address IS NOT NULL;

INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'creator_work_email', creator_work_email FROM sightings WHERE creator_work_email IS NOT NULL;

INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'source', source FROM sightings WHERE source IS NOT NULL;

INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'file_name', file_name FROM sightings WHERE file_name IS NOT NULL;

INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'username', username FROM sightings WHERE username IS NOT NULL;

INSERT INTO sighting_values_trigram (sighting_values_trigram) VALUES ('rebuild');
