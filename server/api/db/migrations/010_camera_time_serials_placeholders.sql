-- What the metadata reader finds beyond one value per column (issue 12):
-- * date_time_original holds the camera's wall clock as written, encoded as if it were UTC (ms), so that a
--   date filter compares the time as written; its zone offset ('+02:00') is kept beside it only when the
--   file records one. Nothing converts the camera's time to UTC.
-- * placeholders names the fields (as the API names them, comma-joined) whose stored value is a placeholder
--   such as 'unknown' or an all-zero serial: stored and shown, but never taken for an identity.
-- * sighting_serials holds every serial number read from a file, from each place it was found (Exif, maker
--   note, XMP), so that a serial filter matches a serial from any source; serial_key is the form in which
--   serials are compared (shared/metadata/serial-key.ts). The sightings columns keep the value shown.
-- Migrations run inside a transaction chosen by store/migrate.ts: no BEGIN/COMMIT or PRAGMA here.

ALTER TABLE sightings ADD COLUMN date_time_original_offset TEXT;
ALTER TABLE sightings ADD COLUMN placeholders TEXT;

CREATE TABLE sighting_serials (
  sighting_id INTEGER NOT NULL REFERENCES sightings (id) ON DELETE CASCADE,
  -- The sightings column the serial belongs to: serial_number, internal_serial_number or lens_serial_number.
  field       TEXT NOT NULL,
  -- exif, makernote, xmp or flir, and the tag it was read from ('Canon:SerialNumber').
  source      TEXT NOT NULL,
  tag         TEXT NOT NULL,
  value       TEXT NOT NULL,
  serial_key  TEXT NOT NULL,
  -- Why the value is a placeholder (shared/metadata/placeholders.ts), or NULL for a real serial.
  placeholder TEXT
) STRICT;
CREATE INDEX sighting_serials_by_key ON sighting_serials (field, serial_key);
CREATE INDEX sighting_serials_by_sighting ON sighting_serials (sighting_id);
