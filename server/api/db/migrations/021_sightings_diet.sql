-- Sightings in half the bytes, loaded twice as fast (issue 34 §5). Measured at a million demo sightings, a sighting
-- took 3.2 KB, and most of it held what something else already held:
-- * The Exif text (260 bytes a sighting) repeated tag names, and the very values the columns are read from. It is
--   now kept coded (server/api/store/sightings/exif-text.ts): common tag names as one character each, a tag whose
--   value is the sighting's own column as one character for both; the column exif gives the JSON text back, generated
--   when read. The JSON check goes with it: the service writes the text as JSON and reads it back as JSON. The table
--   is made anew, its rows copied with their ids.
-- * Two full-text indexes over the same text: the trigram table (300 bytes) served wildcards only on tags, every
--   other column going through the distinct values. It now holds the columns without a sorted index of their own.
--   The words index (280) no longer holds the hashes, a third of it, found by their own indexes instead.
-- * Thirty-six sorted indexes (1,000 bytes), fourteen of them over columns that nearly every sighting leaves empty,
--   and some over values that few sightings share, which the words index finds as fast: nineteen are left, three of
--   them for the hashes (sha1 and the QT hash by their first ten characters).
-- * The PhotoDNA R*Tree kept every vector a second time (184 bytes): lookups read them from the rows. Both R*Trees
--   are filled in row id order, in which a PhotoDNA lookup is four times faster than in the old order.
-- * The distinct values of columns that hold nearly one value a sighting (file names, unique ids) were as many as
--   the sightings: only the columns with a sorted index keep theirs.
-- The search structures are generated from server/api/store/sightings/search-schema.ts and values-schema.ts, which
-- rebuildSearchIndexes uses after a bulk load; a test holds the two equal.
-- Migrations run inside a transaction chosen by store/migrate.ts, with foreign keys off: no BEGIN/COMMIT or PRAGMA.

-- The PhotoDNA coordinates and queue are kept aside: measuring the vectors again needs code.
CREATE TEMP TABLE photodna_021 AS SELECT id, d1_lo, d1_hi, d2_lo, d2_hi, d3_lo, d3_hi, d4_lo, d4_hi, d5_lo, d5_hi FROM sightings_photodna;
CREATE TEMP TABLE photodna_pending_021 AS SELECT id FROM photodna_pending;

DROP TABLE IF EXISTS sightings_fts;
DROP TABLE IF EXISTS sightings_trigram;
DROP TABLE IF EXISTS sightings_geo;
DROP TABLE IF EXISTS sightings_photodna;
DROP TABLE IF EXISTS photodna_pending;
DROP TABLE IF EXISTS sighting_values_trigram;
DROP TABLE IF EXISTS sighting_values;

CREATE TABLE sightings_021 (
  id                     INTEGER PRIMARY KEY,
  -- The public id: in URLs, thumbnail paths and replies. Random, so ids reveal nothing about the order.
  image_id               TEXT NOT NULL UNIQUE,
  url                    TEXT NOT NULL,
  source                 TEXT COLLATE NOCASE,
  domain                 TEXT COLLATE NOCASE,
  username               TEXT COLLATE NOCASE,
  profile                TEXT,
  file_name              TEXT COLLATE NOCASE,
  date_time_original     INTEGER,
  date_first_seen        INTEGER,
  date_last_seen         INTEGER,
  make                   TEXT COLLATE NOCASE,
  model                  TEXT COLLATE NOCASE,
  -- Serial numbers are text: leading zeros and letters matter (e.g. "0000123", "A1B2").
  serial_number          TEXT COLLATE NOCASE,
  internal_serial_number TEXT COLLATE NOCASE,
  lens                   TEXT COLLATE NOCASE,
  lens_serial_number     TEXT COLLATE NOCASE,
  lens_id                TEXT COLLATE NOCASE,
  exif_software          TEXT COLLATE NOCASE,
  image_unique_id        TEXT COLLATE NOCASE,
  barcode                TEXT,
  instance_id            TEXT COLLATE NOCASE,
  owner_name             TEXT COLLATE NOCASE,
  artist                 TEXT COLLATE NOCASE,
  creator                TEXT COLLATE NOCASE,
  copyright              TEXT COLLATE NOCASE,
  copyright_notice       TEXT COLLATE NOCASE,
  author                 TEXT COLLATE NOCASE,
  xp_author              TEXT COLLATE NOCASE,
  creator_address        TEXT COLLATE NOCASE,
  creator_work_email     TEXT COLLATE NOCASE,
  -- Tags joined by a comma, as found.
  tags                   TEXT COLLATE NOCASE,
  -- Hexadecimal digests: each is one word of the free-text filter.
  md5                    TEXT COLLATE NOCASE,
  sha1                   TEXT COLLATE NOCASE,
  qt_hash                TEXT COLLATE NOCASE,
  filesize               INTEGER,
  width                  INTEGER,
  height                 INTEGER,
  orientation            INTEGER,
  longest_edge           INTEGER,
  shortest_edge          INTEGER,
  latitude               REAL CHECK (latitude IS NULL OR latitude BETWEEN -90 AND 90),
  longitude              REAL CHECK (longitude IS NULL OR longitude BETWEEN -180 AND 180),
  cell_latitude          REAL,
  cell_longitude         REAL,
  -- PhotoDNA: 144 bytes.
  photodna               BLOB CHECK (photodna IS NULL OR length(photodna) = 144),
  known_abuse            INTEGER NOT NULL DEFAULT 0 CHECK (known_abuse IN (0, 1)),
  -- Every Exif tag: a JSON object's text, kept coded (server/api/store/sightings/exif-text.ts) and read whole as exif.
  exif_coded             TEXT NOT NULL DEFAULT '{}',
  exif TEXT GENERATED ALWAYS AS (replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(exif_coded, char(1), '"Make":' || coalesce(CASE WHEN instr(make, '"') = 0 AND instr(make, '\') = 0 AND make NOT GLOB '*[' || char(1) || '-' || char(31) || ']*' THEN '"' || make || '"' END, '')), char(2), '"Model":' || coalesce(CASE WHEN instr(model, '"') = 0 AND instr(model, '\') = 0 AND model NOT GLOB '*[' || char(1) || '-' || char(31) || ']*' THEN '"' || model || '"' END, '')), char(3), '"Software":' || coalesce(CASE WHEN instr(exif_software, '"') = 0 AND instr(exif_software, '\') = 0 AND exif_software NOT GLOB '*[' || char(1) || '-' || char(31) || ']*' THEN '"' || exif_software || '"' END, '')), char(4), '"DateTimeOriginal":' || coalesce(CASE WHEN typeof(date_time_original) = 'integer' AND date_time_original >= 0 AND date_time_original % 1000 = 0 AND date_time_original < 253402300800000 THEN '"' || strftime('%Y:%m:%d %H:%M:%S', date_time_original / 1000, 'unixepoch') || '"' END, '')), char(5), '"Orientation":' || coalesce(CASE WHEN typeof(orientation) = 'integer' THEN orientation || ',' END, '')), char(6), '"ExifImageWidth":' || coalesce(CASE WHEN typeof(width) = 'integer' THEN width || ',' END, '')), char(7), '"ExifImageHeight":' || coalesce(CASE WHEN typeof(height) = 'integer' THEN height || ',' END, '')), char(8), '"BodySerialNumber":' || coalesce(CASE WHEN instr(serial_number, '"') = 0 AND instr(serial_number, '\') = 0 AND serial_number NOT GLOB '*[' || char(1) || '-' || char(31) || ']*' THEN '"' || serial_number || '"' END, '')), char(11), '"LensModel":' || coalesce(CASE WHEN instr(lens, '"') = 0 AND instr(lens, '\') = 0 AND lens NOT GLOB '*[' || char(1) || '-' || char(31) || ']*' THEN '"' || lens || '"' END, '')), char(12), '"LensSerialNumber":' || coalesce(CASE WHEN instr(lens_serial_number, '"') = 0 AND instr(lens_serial_number, '\') = 0 AND lens_serial_number NOT GLOB '*[' || char(1) || '-' || char(31) || ']*' THEN '"' || lens_serial_number || '"' END, '')), char(14), '"OffsetTimeOriginal":' || coalesce(CASE WHEN instr(date_time_original_offset, '"') = 0 AND instr(date_time_original_offset, '\') = 0 AND date_time_original_offset NOT GLOB '*[' || char(1) || '-' || char(31) || ']*' THEN '"' || date_time_original_offset || '"' END, '')), char(15), '"CameraOwnerName":' || coalesce(CASE WHEN instr(owner_name, '"') = 0 AND instr(owner_name, '\') = 0 AND owner_name NOT GLOB '*[' || char(1) || '-' || char(31) || ']*' THEN '"' || owner_name || '"' END, '')), char(16), '"Make":'), char(17), '"Model":'), char(18), '"Software":'), char(19), '"DateTimeOriginal":'), char(20), '"Orientation":'), char(21), '"ExifImageWidth":'), char(22), '"ExifImageHeight":'), char(23), '"BodySerialNumber":'), char(24), '"LensModel":'), char(25), '"LensSerialNumber":'), char(26), '"OffsetTimeOriginal":'), char(27), '"CameraOwnerName":'), char(28), '"GPSLatitude":'), char(29), '"GPSLongitude":')) VIRTUAL,
  -- The stored image file (imported images), relative to DATA_DIR; NULL for a generated sighting,
  -- whose picture is drawn from its image_id.
  image_file             TEXT,
  -- When the sighting entered this database: saved searches count what is new since they were viewed.
  added_at               INTEGER NOT NULL,
  -- The camera's zone offset ('+02:00') when the file records one (migration 010).
  date_time_original_offset TEXT,
  -- The fields whose stored value is a placeholder, comma-joined (migration 010).
  placeholders           TEXT,
  CHECK ((latitude IS NULL) = (longitude IS NULL))
) STRICT;

INSERT INTO sightings_021 (id, image_id, url, source, domain, username, profile, file_name, date_time_original, date_first_seen,
  date_last_seen, make, model, serial_number, internal_serial_number, lens, lens_serial_number, lens_id, exif_software,
  image_unique_id, barcode, instance_id, owner_name, artist, creator, copyright, copyright_notice, author, xp_author,
  creator_address, creator_work_email, tags, md5, sha1, qt_hash, filesize, width, height, orientation, longest_edge,
  shortest_edge, latitude, longitude, cell_latitude, cell_longitude, photodna, known_abuse, exif_coded, image_file, added_at,
  date_time_original_offset, placeholders)
SELECT id, image_id, url, source, domain, username, profile, file_name, date_time_original, date_first_seen,
  date_last_seen, make, model, serial_number, internal_serial_number, lens, lens_serial_number, lens_id, exif_software,
  image_unique_id, barcode, instance_id, owner_name, artist, creator, copyright, copyright_notice, author, xp_author,
  creator_address, creator_work_email, tags, md5, sha1, qt_hash, filesize, width, height, orientation, longest_edge,
  shortest_edge, latitude, longitude, cell_latitude, cell_longitude, photodna, known_abuse, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(exif, coalesce('"Make":' || CASE WHEN instr(make, '"') = 0 AND instr(make, '\') = 0 AND make NOT GLOB '*[' || char(1) || '-' || char(31) || ']*' THEN '"' || make || '"' END, char(1)), char(1)), coalesce('"Model":' || CASE WHEN instr(model, '"') = 0 AND instr(model, '\') = 0 AND model NOT GLOB '*[' || char(1) || '-' || char(31) || ']*' THEN '"' || model || '"' END, char(2)), char(2)), coalesce('"Software":' || CASE WHEN instr(exif_software, '"') = 0 AND instr(exif_software, '\') = 0 AND exif_software NOT GLOB '*[' || char(1) || '-' || char(31) || ']*' THEN '"' || exif_software || '"' END, char(3)), char(3)), coalesce('"DateTimeOriginal":' || CASE WHEN typeof(date_time_original) = 'integer' AND date_time_original >= 0 AND date_time_original % 1000 = 0 AND date_time_original < 253402300800000 THEN '"' || strftime('%Y:%m:%d %H:%M:%S', date_time_original / 1000, 'unixepoch') || '"' END, char(4)), char(4)), coalesce('"Orientation":' || CASE WHEN typeof(orientation) = 'integer' THEN orientation || ',' END, char(5)), char(5)), coalesce('"ExifImageWidth":' || CASE WHEN typeof(width) = 'integer' THEN width || ',' END, char(6)), char(6)), coalesce('"ExifImageHeight":' || CASE WHEN typeof(height) = 'integer' THEN height || ',' END, char(7)), char(7)), coalesce('"BodySerialNumber":' || CASE WHEN instr(serial_number, '"') = 0 AND instr(serial_number, '\') = 0 AND serial_number NOT GLOB '*[' || char(1) || '-' || char(31) || ']*' THEN '"' || serial_number || '"' END, char(8)), char(8)), coalesce('"LensModel":' || CASE WHEN instr(lens, '"') = 0 AND instr(lens, '\') = 0 AND lens NOT GLOB '*[' || char(1) || '-' || char(31) || ']*' THEN '"' || lens || '"' END, char(11)), char(11)), coalesce('"LensSerialNumber":' || CASE WHEN instr(lens_serial_number, '"') = 0 AND instr(lens_serial_number, '\') = 0 AND lens_serial_number NOT GLOB '*[' || char(1) || '-' || char(31) || ']*' THEN '"' || lens_serial_number || '"' END, char(12)), char(12)), coalesce('"OffsetTimeOriginal":' || CASE WHEN instr(date_time_original_offset, '"') = 0 AND instr(date_time_original_offset, '\') = 0 AND date_time_original_offset NOT GLOB '*[' || char(1) || '-' || char(31) || ']*' THEN '"' || date_time_original_offset || '"' END, char(14)), char(14)), coalesce('"CameraOwnerName":' || CASE WHEN instr(owner_name, '"') = 0 AND instr(owner_name, '\') = 0 AND owner_name NOT GLOB '*[' || char(1) || '-' || char(31) || ']*' THEN '"' || owner_name || '"' END, char(15)), char(15)), '"Make":', char(16)), '"Model":', char(17)), '"Software":', char(18)), '"DateTimeOriginal":', char(19)), '"Orientation":', char(20)), '"ExifImageWidth":', char(21)), '"ExifImageHeight":', char(22)), '"BodySerialNumber":', char(23)), '"LensModel":', char(24)), '"LensSerialNumber":', char(25)), '"OffsetTimeOriginal":', char(26)), '"CameraOwnerName":', char(27)), '"GPSLatitude":', char(28)), '"GPSLongitude":', char(29)), image_file, added_at,
  date_time_original_offset, placeholders
FROM sightings ORDER BY id;

DROP TABLE sightings;
ALTER TABLE sightings_021 RENAME TO sightings;

CREATE INDEX sightings_by_date_time_original ON sightings (date_time_original DESC, latitude);

CREATE INDEX sightings_by_date_first_seen ON sightings (date_first_seen DESC);

CREATE INDEX sightings_by_date_last_seen ON sightings (date_last_seen DESC);

CREATE INDEX sightings_by_camera ON sightings (make DESC, model DESC, serial_number DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_dimensions ON sightings (width DESC, height DESC, date_time_original DESC);

CREATE INDEX sightings_by_make ON sightings (make DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_model ON sightings (model DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_domain ON sightings (domain DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_username ON sightings (username DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_lens ON sightings (lens DESC, date_time_original DESC);

CREATE INDEX sightings_by_exif_software ON sightings (exif_software DESC, date_time_original DESC);

CREATE INDEX sightings_by_source ON sightings (source DESC, date_time_original DESC);

CREATE INDEX sightings_by_filesize ON sightings (filesize DESC, date_time_original DESC);

CREATE INDEX sightings_by_longest_edge ON sightings (longest_edge DESC, date_time_original DESC);

CREATE INDEX sightings_by_shortest_edge ON sightings (shortest_edge DESC, date_time_original DESC);

CREATE INDEX sightings_by_serial_number ON sightings (serial_number DESC, date_time_original DESC) WHERE serial_number IS NOT NULL;

CREATE INDEX sightings_by_md5 ON sightings (md5) WHERE md5 IS NOT NULL;

CREATE INDEX sightings_by_sha1_start ON sightings (substr(sha1, 1, 10) COLLATE NOCASE) WHERE sha1 IS NOT NULL;

CREATE INDEX sightings_by_qt_hash_start ON sightings (substr(qt_hash, 1, 10) COLLATE NOCASE) WHERE qt_hash IS NOT NULL;

CREATE VIRTUAL TABLE sightings_fts USING fts5(make, model, serial_number, lens, exif_software, domain, username, source, file_name, url, image_unique_id, internal_serial_number, lens_serial_number, barcode, instance_id, owner_name, artist, creator, copyright, copyright_notice, author, xp_author, lens_id, creator_address, creator_work_email, tags, profile, content='sightings', content_rowid='id', tokenize='unicode61 remove_diacritics 2', columnsize=0);

CREATE VIRTUAL TABLE sightings_trigram USING fts5(tags, file_name, image_unique_id, internal_serial_number, lens_serial_number, barcode, instance_id, owner_name, artist, creator, copyright, copyright_notice, author, xp_author, lens_id, creator_address, creator_work_email, content='sightings', content_rowid='id', tokenize='trigram', detail='none', columnsize=0);

CREATE VIRTUAL TABLE sightings_geo USING rtree(id, min_lat, max_lat, min_lon, max_lon);

CREATE VIRTUAL TABLE sightings_photodna USING rtree(id, d1_lo, d1_hi, d2_lo, d2_hi, d3_lo, d3_hi, d4_lo, d4_hi, d5_lo, d5_hi);

CREATE TABLE photodna_pending (id INTEGER PRIMARY KEY) STRICT;

CREATE TRIGGER sightings_search_insert AFTER INSERT ON sightings BEGIN
  INSERT INTO sightings_fts (rowid, make, model, serial_number, lens, exif_software, domain, username, source, file_name, url, image_unique_id, internal_serial_number, lens_serial_number, barcode, instance_id, owner_name, artist, creator, copyright, copyright_notice, author, xp_author, lens_id, creator_address, creator_work_email, tags, profile) VALUES (new.id, new.make, new.model, new.serial_number, new.lens, new.exif_software, new.domain, new.username, new.source, new.file_name, new.url, new.image_unique_id, new.internal_serial_number, new.lens_serial_number, new.barcode, new.instance_id, new.owner_name, new.artist, new.creator, new.copyright, new.copyright_notice, new.author, new.xp_author, new.lens_id, new.creator_address, new.creator_work_email, new.tags, new.profile);
  INSERT INTO sightings_trigram (rowid, tags, file_name, image_unique_id, internal_serial_number, lens_serial_number, barcode, instance_id, owner_name, artist, creator, copyright, copyright_notice, author, xp_author, lens_id, creator_address, creator_work_email) VALUES (new.id, new.tags, new.file_name, new.image_unique_id, new.internal_serial_number, new.lens_serial_number, new.barcode, new.instance_id, new.owner_name, new.artist, new.creator, new.copyright, new.copyright_notice, new.author, new.xp_author, new.lens_id, new.creator_address, new.creator_work_email);
  INSERT INTO sightings_geo (id, min_lat, max_lat, min_lon, max_lon) SELECT new.id, new.latitude, new.latitude, new.longitude, new.longitude WHERE new.latitude IS NOT NULL;
  INSERT OR IGNORE INTO photodna_pending (id) SELECT new.id WHERE new.photodna IS NOT NULL;
END;

CREATE TRIGGER sightings_search_delete AFTER DELETE ON sightings BEGIN
  INSERT INTO sightings_fts (sightings_fts, rowid, make, model, serial_number, lens, exif_software, domain, username, source, file_name, url, image_unique_id, internal_serial_number, lens_serial_number, barcode, instance_id, owner_name, artist, creator, copyright, copyright_notice, author, xp_author, lens_id, creator_address, creator_work_email, tags, profile) VALUES ('delete', old.id, old.make, old.model, old.serial_number, old.lens, old.exif_software, old.domain, old.username, old.source, old.file_name, old.url, old.image_unique_id, old.internal_serial_number, old.lens_serial_number, old.barcode, old.instance_id, old.owner_name, old.artist, old.creator, old.copyright, old.copyright_notice, old.author, old.xp_author, old.lens_id, old.creator_address, old.creator_work_email, old.tags, old.profile);
  INSERT INTO sightings_trigram (sightings_trigram, rowid, tags, file_name, image_unique_id, internal_serial_number, lens_serial_number, barcode, instance_id, owner_name, artist, creator, copyright, copyright_notice, author, xp_author, lens_id, creator_address, creator_work_email) VALUES ('delete', old.id, old.tags, old.file_name, old.image_unique_id, old.internal_serial_number, old.lens_serial_number, old.barcode, old.instance_id, old.owner_name, old.artist, old.creator, old.copyright, old.copyright_notice, old.author, old.xp_author, old.lens_id, old.creator_address, old.creator_work_email);
  DELETE FROM sightings_geo WHERE id = old.id;
  DELETE FROM sightings_photodna WHERE id = old.id;
  DELETE FROM photodna_pending WHERE id = old.id;
END;

CREATE TRIGGER sightings_search_update AFTER UPDATE ON sightings BEGIN
  INSERT INTO sightings_fts (sightings_fts, rowid, make, model, serial_number, lens, exif_software, domain, username, source, file_name, url, image_unique_id, internal_serial_number, lens_serial_number, barcode, instance_id, owner_name, artist, creator, copyright, copyright_notice, author, xp_author, lens_id, creator_address, creator_work_email, tags, profile) VALUES ('delete', old.id, old.make, old.model, old.serial_number, old.lens, old.exif_software, old.domain, old.username, old.source, old.file_name, old.url, old.image_unique_id, old.internal_serial_number, old.lens_serial_number, old.barcode, old.instance_id, old.owner_name, old.artist, old.creator, old.copyright, old.copyright_notice, old.author, old.xp_author, old.lens_id, old.creator_address, old.creator_work_email, old.tags, old.profile);
  INSERT INTO sightings_fts (rowid, make, model, serial_number, lens, exif_software, domain, username, source, file_name, url, image_unique_id, internal_serial_number, lens_serial_number, barcode, instance_id, owner_name, artist, creator, copyright, copyright_notice, author, xp_author, lens_id, creator_address, creator_work_email, tags, profile) VALUES (new.id, new.make, new.model, new.serial_number, new.lens, new.exif_software, new.domain, new.username, new.source, new.file_name, new.url, new.image_unique_id, new.internal_serial_number, new.lens_serial_number, new.barcode, new.instance_id, new.owner_name, new.artist, new.creator, new.copyright, new.copyright_notice, new.author, new.xp_author, new.lens_id, new.creator_address, new.creator_work_email, new.tags, new.profile);
  INSERT INTO sightings_trigram (sightings_trigram, rowid, tags, file_name, image_unique_id, internal_serial_number, lens_serial_number, barcode, instance_id, owner_name, artist, creator, copyright, copyright_notice, author, xp_author, lens_id, creator_address, creator_work_email) VALUES ('delete', old.id, old.tags, old.file_name, old.image_unique_id, old.internal_serial_number, old.lens_serial_number, old.barcode, old.instance_id, old.owner_name, old.artist, old.creator, old.copyright, old.copyright_notice, old.author, old.xp_author, old.lens_id, old.creator_address, old.creator_work_email);
  INSERT INTO sightings_trigram (rowid, tags, file_name, image_unique_id, internal_serial_number, lens_serial_number, barcode, instance_id, owner_name, artist, creator, copyright, copyright_notice, author, xp_author, lens_id, creator_address, creator_work_email) VALUES (new.id, new.tags, new.file_name, new.image_unique_id, new.internal_serial_number, new.lens_serial_number, new.barcode, new.instance_id, new.owner_name, new.artist, new.creator, new.copyright, new.copyright_notice, new.author, new.xp_author, new.lens_id, new.creator_address, new.creator_work_email);
  DELETE FROM sightings_geo WHERE id = old.id;
  INSERT INTO sightings_geo (id, min_lat, max_lat, min_lon, max_lon) SELECT new.id, new.latitude, new.latitude, new.longitude, new.longitude WHERE new.latitude IS NOT NULL;
  DELETE FROM sightings_photodna WHERE id = old.id AND new.photodna IS NOT old.photodna;
  DELETE FROM photodna_pending WHERE id = old.id AND new.photodna IS NULL;
  INSERT OR IGNORE INTO photodna_pending (id) SELECT new.id WHERE new.photodna IS NOT NULL AND new.photodna IS NOT old.photodna;
END;

CREATE INDEX sightings_located ON sightings (date_time_original DESC) WHERE latitude IS NOT NULL;

CREATE TABLE sighting_values (
  id INTEGER PRIMARY KEY,
  field TEXT NOT NULL,
  value TEXT NOT NULL,
  UNIQUE (field, value)
) STRICT;

CREATE VIRTUAL TABLE sighting_values_trigram USING fts5(value, content='sighting_values', content_rowid='id', tokenize='trigram', detail='none', columnsize=0);

CREATE TRIGGER sighting_values_trigram_insert AFTER INSERT ON sighting_values BEGIN
  INSERT INTO sighting_values_trigram (rowid, value) VALUES (new.id, new.value);
END;

CREATE TRIGGER sightings_values_insert AFTER INSERT ON sightings BEGIN
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'make', new.make WHERE new.make IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'model', new.model WHERE new.model IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'serial_number', new.serial_number WHERE new.serial_number IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'lens', new.lens WHERE new.lens IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'exif_software', new.exif_software WHERE new.exif_software IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'domain', new.domain WHERE new.domain IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'username', new.username WHERE new.username IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'source', new.source WHERE new.source IS NOT NULL;
END;

CREATE TRIGGER sightings_values_update AFTER UPDATE ON sightings BEGIN
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'make', new.make WHERE new.make IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'model', new.model WHERE new.model IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'serial_number', new.serial_number WHERE new.serial_number IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'lens', new.lens WHERE new.lens IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'exif_software', new.exif_software WHERE new.exif_software IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'domain', new.domain WHERE new.domain IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'username', new.username WHERE new.username IS NOT NULL;
  INSERT OR IGNORE INTO sighting_values (field, value) SELECT 'source', new.source WHERE new.source IS NOT NULL;
END;

CREATE TRIGGER sightings_exif_columns AFTER UPDATE OF make, model, exif_software, date_time_original, orientation, width, height, serial_number, lens, lens_serial_number, date_time_original_offset, owner_name ON sightings WHEN new.exif_coded IS old.exif_coded BEGIN
  UPDATE sightings SET exif_coded = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(old.exif_coded, char(1), '"Make":' || coalesce(CASE WHEN instr(old.make, '"') = 0 AND instr(old.make, '\') = 0 AND old.make NOT GLOB '*[' || char(1) || '-' || char(31) || ']*' THEN '"' || old.make || '"' END, '')), char(2), '"Model":' || coalesce(CASE WHEN instr(old.model, '"') = 0 AND instr(old.model, '\') = 0 AND old.model NOT GLOB '*[' || char(1) || '-' || char(31) || ']*' THEN '"' || old.model || '"' END, '')), char(3), '"Software":' || coalesce(CASE WHEN instr(old.exif_software, '"') = 0 AND instr(old.exif_software, '\') = 0 AND old.exif_software NOT GLOB '*[' || char(1) || '-' || char(31) || ']*' THEN '"' || old.exif_software || '"' END, '')), char(4), '"DateTimeOriginal":' || coalesce(CASE WHEN typeof(old.date_time_original) = 'integer' AND old.date_time_original >= 0 AND old.date_time_original % 1000 = 0 AND old.date_time_original < 253402300800000 THEN '"' || strftime('%Y:%m:%d %H:%M:%S', old.date_time_original / 1000, 'unixepoch') || '"' END, '')), char(5), '"Orientation":' || coalesce(CASE WHEN typeof(old.orientation) = 'integer' THEN old.orientation || ',' END, '')), char(6), '"ExifImageWidth":' || coalesce(CASE WHEN typeof(old.width) = 'integer' THEN old.width || ',' END, '')), char(7), '"ExifImageHeight":' || coalesce(CASE WHEN typeof(old.height) = 'integer' THEN old.height || ',' END, '')), char(8), '"BodySerialNumber":' || coalesce(CASE WHEN instr(old.serial_number, '"') = 0 AND instr(old.serial_number, '\') = 0 AND old.serial_number NOT GLOB '*[' || char(1) || '-' || char(31) || ']*' THEN '"' || old.serial_number || '"' END, '')), char(11), '"LensModel":' || coalesce(CASE WHEN instr(old.lens, '"') = 0 AND instr(old.lens, '\') = 0 AND old.lens NOT GLOB '*[' || char(1) || '-' || char(31) || ']*' THEN '"' || old.lens || '"' END, '')), char(12), '"LensSerialNumber":' || coalesce(CASE WHEN instr(old.lens_serial_number, '"') = 0 AND instr(old.lens_serial_number, '\') = 0 AND old.lens_serial_number NOT GLOB '*[' || char(1) || '-' || char(31) || ']*' THEN '"' || old.lens_serial_number || '"' END, '')), char(14), '"OffsetTimeOriginal":' || coalesce(CASE WHEN instr(old.date_time_original_offset, '"') = 0 AND instr(old.date_time_original_offset, '\') = 0 AND old.date_time_original_offset NOT GLOB '*[' || char(1) || '-' || char(31) || ']*' THEN '"' || old.date_time_original_offset || '"' END, '')), char(15), '"CameraOwnerName":' || coalesce(CASE WHEN instr(old.owner_name, '"') = 0 AND instr(old.owner_name, '\') = 0 AND old.owner_name NOT GLOB '*[' || char(1) || '-' || char(31) || ']*' THEN '"' || old.owner_name || '"' END, '')) WHERE id = new.id;
END;

-- The derived tables filled from the sightings, as rebuildSearchIndexes fills them.
INSERT INTO sightings_fts (sightings_fts) VALUES ('rebuild');
INSERT INTO sightings_trigram (sightings_trigram) VALUES ('rebuild');
INSERT INTO sightings_geo (id, min_lat, max_lat, min_lon, max_lon)
  SELECT id, latitude, latitude, longitude, longitude FROM sightings WHERE latitude IS NOT NULL;
INSERT INTO sightings_photodna SELECT id, d1_lo, d1_hi, d2_lo, d2_hi, d3_lo, d3_hi, d4_lo, d4_hi, d5_lo, d5_hi FROM photodna_021 ORDER BY id;
INSERT INTO photodna_pending (id) SELECT id FROM photodna_pending_021;
DROP TABLE photodna_021;
DROP TABLE photodna_pending_021;
INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'make', make FROM sightings WHERE make IS NOT NULL ORDER BY 2 COLLATE BINARY;
INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'model', model FROM sightings WHERE model IS NOT NULL ORDER BY 2 COLLATE BINARY;
INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'serial_number', serial_number FROM sightings WHERE serial_number IS NOT NULL ORDER BY 2 COLLATE BINARY;
INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'lens', lens FROM sightings WHERE lens IS NOT NULL ORDER BY 2 COLLATE BINARY;
INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'exif_software', exif_software FROM sightings WHERE exif_software IS NOT NULL ORDER BY 2 COLLATE BINARY;
INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'domain', domain FROM sightings WHERE domain IS NOT NULL ORDER BY 2 COLLATE BINARY;
INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'username', username FROM sightings WHERE username IS NOT NULL ORDER BY 2 COLLATE BINARY;
INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT 'source', source FROM sightings WHERE source IS NOT NULL ORDER BY 2 COLLATE BINARY;
INSERT INTO sighting_values_trigram (sighting_values_trigram) VALUES ('rebuild');

ANALYZE;
