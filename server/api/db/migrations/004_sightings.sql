-- Sightings: images found online, with their metadata (spec-1 §3.4–3.5), and the searches users save
-- (§3.7). Times are ms since the epoch (UTC). Text columns that searches compare without regard to case
-- are COLLATE NOCASE; barcode is case sensitive (spec-1 §3.4). The search indexes (b-tree per filterable
-- field, FTS5 for `all` and wildcards, R*Tree for location, the PhotoDNA index) come in a later migration.
-- Migrations run inside a transaction chosen by store/migrate.ts: no BEGIN/COMMIT or PRAGMA here.

CREATE TABLE sightings (
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
  -- Every Exif tag, as a JSON object.
  exif                   TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(exif)),
  -- The stored image file (imported images), relative to DATA_DIR; NULL for a generated sighting,
  -- whose picture is drawn from its image_id.
  image_file             TEXT,
  -- When the sighting entered this database: saved searches count what is new since they were viewed.
  added_at               INTEGER NOT NULL,
  CHECK ((latitude IS NULL) = (longitude IS NULL))
) STRICT;

CREATE TABLE saved_searches (
  id                  INTEGER PRIMARY KEY,
  user_id             INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reference           TEXT NOT NULL,
  query_string        TEXT NOT NULL,
  created_at          INTEGER NOT NULL,
  last_accessed_at    INTEGER,
  -- Results added after this time are new to the user.
  viewed_at           INTEGER NOT NULL
) STRICT;
CREATE UNIQUE INDEX saved_searches_reference ON saved_searches (user_id, reference COLLATE NOCASE);
