-- Search structures over sightings (spec-1 §3.4, §4.5): b-tree indexes per filterable field led by the
-- field and then the default sort, FTS5 for the free-text filter, a trigram FTS5 table for wildcards, an
-- R*Tree for location, the PhotoDNA pivot index and the triggers keeping them in step with sightings.
-- Generated from server/api/store/sightings/search-schema.ts, which rebuildSearchIndexes uses after a
-- bulk load; a test holds the two equal.

CREATE INDEX sightings_by_date_time_original ON sightings (date_time_original DESC, latitude);

CREATE INDEX sightings_by_date_first_seen ON sightings (date_first_seen DESC, latitude);

CREATE INDEX sightings_by_date_last_seen ON sightings (date_last_seen DESC, latitude);

CREATE INDEX sightings_by_camera ON sightings (make DESC, model DESC, serial_number DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_dimensions ON sightings (width DESC, height DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_make ON sightings (make DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_model ON sightings (model DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_serial_number ON sightings (serial_number DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_internal_serial_number ON sightings (internal_serial_number DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_lens ON sightings (lens DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_lens_serial_number ON sightings (lens_serial_number DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_exif_software ON sightings (exif_software DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_domain ON sightings (domain DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_image_unique_id ON sightings (image_unique_id DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_barcode ON sightings (barcode DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_instance_id ON sightings (instance_id DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_owner_name ON sightings (owner_name DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_artist ON sightings (artist DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_creator ON sightings (creator DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_copyright ON sightings (copyright DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_copyright_notice ON sightings (copyright_notice DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_author ON sightings (author DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_xp_author ON sightings (xp_author DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_lens_id ON sightings (lens_id DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_creator_address ON sightings (creator_address DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_creator_work_email ON sightings (creator_work_email DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_md5 ON sightings (md5 DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_sha1 ON sightings (sha1 DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_qt_hash ON sightings (qt_hash DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_source ON sightings (source DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_url ON sightings (url DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_file_name ON sightings (file_name DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_username ON sightings (username DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_filesize ON sightings (filesize DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_longest_edge ON sightings (longest_edge DESC, date_time_original DESC, latitude);

CREATE INDEX sightings_by_shortest_edge ON sightings (shortest_edge DESC, date_time_original DESC, latitude);

CREATE VIRTUAL TABLE sightings_fts USING fts5(make, model, serial_number, internal_serial_number, lens, lens_serial_number, exif_software, domain, image_unique_id, barcode, instance_id, tags, owner_name, artist, creator, copyright, copyright_notice, author, xp_author, lens_id, creator_address, creator_work_email, source, file_name, username, profile, url, md5, sha1, qt_hash, content='sightings', content_rowid='id', tokenize='unicode61 remove_diacritics 2');

CREATE VIRTUAL TABLE sightings_trigram USING fts5(make, model, serial_number, internal_serial_number, lens, lens_serial_number, exif_software, domain, image_unique_id, barcode, instance_id, tags, owner_name, artist, creator, copyright, copyright_notice, author, xp_author, lens_id, creator_address, creator_work_email, source, file_name, username, content='sightings', content_rowid='id', tokenize='trigram', detail='column');

CREATE VIRTUAL TABLE sightings_geo USING rtree(id, min_lat, max_lat, min_lon, max_lon);

CREATE VIRTUAL TABLE sightings_photodna USING rtree(id, d1_lo, d1_hi, d2_lo, d2_hi, d3_lo, d3_hi, d4_lo, d4_hi, d5_lo, d5_hi, +vector);

CREATE TABLE photodna_pending (id INTEGER PRIMARY KEY) STRICT;

CREATE TRIGGER sightings_search_insert AFTER INSERT ON sightings BEGIN
  INSERT INTO sightings_fts (rowid, make, model, serial_number, internal_serial_number, lens, lens_serial_number, exif_software, domain, image_unique_id, barcode, instance_id, tags, owner_name, artist, creator, copyright, copyright_notice, author, xp_author, lens_id, creator_address, creator_work_email, source, file_name, username, profile, url, md5, sha1, qt_hash) VALUES (new.id, new.make, new.model, new.serial_number, new.internal_serial_number, new.lens, new.lens_serial_number, new.exif_software, new.domain, new.image_unique_id, new.barcode, new.instance_id, new.tags, new.owner_name, new.artist, new.creator, new.copyright, new.copyright_notice, new.author, new.xp_author, new.lens_id, new.creator_address, new.creator_work_email, new.source, new.file_name, new.username, new.profile, new.url, new.md5, new.sha1, new.qt_hash);
  INSERT INTO sightings_trigram (rowid, make, model, serial_number, internal_serial_number, lens, lens_serial_number, exif_software, domain, image_unique_id, barcode, instance_id, tags, owner_name, artist, creator, copyright, copyright_notice, author, xp_author, lens_id, creator_address, creator_work_email, source, file_name, username) VALUES (new.id, new.make, new.model, new.serial_number, new.internal_serial_number, new.lens, new.lens_serial_number, new.exif_software, new.domain, new.image_unique_id, new.barcode, new.instance_id, new.tags, new.owner_name, new.artist, new.creator, new.copyright, new.copyright_notice, new.author, new.xp_author, new.lens_id, new.creator_address, new.creator_work_email, new.source, new.file_name, new.username);
  INSERT INTO sightings_geo (id, min_lat, max_lat, min_lon, max_lon) SELECT new.id, new.latitude, new.latitude, new.longitude, new.longitude WHERE new.latitude IS NOT NULL;
  INSERT OR IGNORE INTO photodna_pending (id) SELECT new.id WHERE new.photodna IS NOT NULL;
END;

CREATE TRIGGER sightings_search_delete AFTER DELETE ON sightings BEGIN
  INSERT INTO sightings_fts (sightings_fts, rowid, make, model, serial_number, internal_serial_number, lens, lens_serial_number, exif_software, domain, image_unique_id, barcode, instance_id, tags, owner_name, artist, creator, copyright, copyright_notice, author, xp_author, lens_id, creator_address, creator_work_email, source, file_name, username, profile, url, md5, sha1, qt_hash) VALUES ('delete', old.id, old.make, old.model, old.serial_number, old.internal_serial_number, old.lens, old.lens_serial_number, old.exif_software, old.domain, old.image_unique_id, old.barcode, old.instance_id, old.tags, old.owner_name, old.artist, old.creator, old.copyright, old.copyright_notice, old.author, old.xp_author, old.lens_id, old.creator_address, old.creator_work_email, old.source, old.file_name, old.username, old.profile, old.url, old.md5, old.sha1, old.qt_hash);
  INSERT INTO sightings_trigram (sightings_trigram, rowid, make, model, serial_number, internal_serial_number, lens, lens_serial_number, exif_software, domain, image_unique_id, barcode, instance_id, tags, owner_name, artist, creator, copyright, copyright_notice, author, xp_author, lens_id, creator_address, creator_work_email, source, file_name, username) VALUES ('delete', old.id, old.make, old.model, old.serial_number, old.internal_serial_number, old.lens, old.lens_serial_number, old.exif_software, old.domain, old.image_unique_id, old.barcode, old.instance_id, old.tags, old.owner_name, old.artist, old.creator, old.copyright, old.copyright_notice, old.author, old.xp_author, old.lens_id, old.creator_address, old.creator_work_email, old.source, old.file_name, old.username);
  DELETE FROM sightings_geo WHERE id = old.id;
  DELETE FROM sightings_photodna WHERE id = old.id;
  DELETE FROM photodna_pending WHERE id = old.id;
END;

CREATE TRIGGER sightings_search_update AFTER UPDATE ON sightings BEGIN
  INSERT INTO sightings_fts (sightings_fts, rowid, make, model, serial_number, internal_serial_number, lens, lens_serial_number, exif_software, domain, image_unique_id, barcode, instance_id, tags, owner_name, artist, creator, copyright, copyright_notice, author, xp_author, lens_id, creator_address, creator_work_email, source, file_name, username, profile, url, md5, sha1, qt_hash) VALUES ('delete', old.id, old.make, old.model, old.serial_number, old.internal_serial_number, old.lens, old.lens_serial_number, old.exif_software, old.domain, old.image_unique_id, old.barcode, old.instance_id, old.tags, old.owner_name, old.artist, old.creator, old.copyright, old.copyright_notice, old.author, old.xp_author, old.lens_id, old.creator_address, old.creator_work_email, old.source, old.file_name, old.username, old.profile, old.url, old.md5, old.sha1, old.qt_hash);
  INSERT INTO sightings_fts (rowid, make, model, serial_number, internal_serial_number, lens, lens_serial_number, exif_software, domain, image_unique_id, barcode, instance_id, tags, owner_name, artist, creator, copyright, copyright_notice, author, xp_author, lens_id, creator_address, creator_work_email, source, file_name, username, profile, url, md5, sha1, qt_hash) VALUES (new.id, new.make, new.model, new.serial_number, new.internal_serial_number, new.lens, new.lens_serial_number, new.exif_software, new.domain, new.image_unique_id, new.barcode, new.instance_id, new.tags, new.owner_name, new.artist, new.creator, new.copyright, new.copyright_notice, new.author, new.xp_author, new.lens_id, new.creator_address, new.creator_work_email, new.source, new.file_name, new.username, new.profile, new.url, new.md5, new.sha1, new.qt_hash);
  INSERT INTO sightings_trigram (sightings_trigram, rowid, make, model, serial_number, internal_serial_number, lens, lens_serial_number, exif_software, domain, image_unique_id, barcode, instance_id, tags, owner_name, artist, creator, copyright, copyright_notice, author, xp_author, lens_id, creator_address, creator_work_email, source, file_name, username) VALUES ('delete', old.id, old.make, old.model, old.serial_number, old.internal_serial_number, old.lens, old.lens_serial_number, old.exif_software, old.domain, old.image_unique_id, old.barcode, old.instance_id, old.tags, old.owner_name, old.artist, old.creator, old.copyright, old.copyright_notice, old.author, old.xp_author, old.lens_id, old.creator_address, old.creator_work_email, old.source, old.file_name, old.username);
  INSERT INTO sightings_trigram (rowid, make, model, serial_number, internal_serial_number, lens, lens_serial_number, exif_software, domain, image_unique_id, barcode, instance_id, tags, owner_name, artist, creator, copyright, copyright_notice, author, xp_author, lens_id, creator_address, creator_work_email, source, file_name, username) VALUES (new.id, new.make, new.model, new.serial_number, new.internal_serial_number, new.lens, new.lens_serial_number, new.exif_software, new.domain, new.image_unique_id, new.barcode, new.instance_id, new.tags, new.owner_name, new.artist, new.creator, new.copyright, new.copyright_notice, new.author, new.xp_author, new.lens_id, new.creator_address, new.creator_work_email, new.source, new.file_name, new.username);
  DELETE FROM sightings_geo WHERE id = old.id;
  INSERT INTO sightings_geo (id, min_lat, max_lat, min_lon, max_lon) SELECT new.id, new.latitude, new.latitude, new.longitude, new.longitude WHERE new.latitude IS NOT NULL;
  DELETE FROM sightings_photodna WHERE id = old.id AND new.photodna IS NOT old.photodna;
  DELETE FROM photodna_pending WHERE id = old.id AND new.photodna IS NULL;
  INSERT OR IGNORE INTO photodna_pending (id) SELECT new.id WHERE new.photodna IS NOT NULL AND new.photodna IS NOT old.photodna;
END;
