-- The Uniform Intelligence Hub (spec-3 §3 "School", "School image", "Contribution payload"; §4).
-- Migrations run inside a transaction chosen by store/migrate.ts: no BEGIN/COMMIT or PRAGMA here.

-- One school of the register. region_path is the region tree's value of its area ("England > North West >
-- Greater Manchester"): a region filter keeps a school whose path is the value or lies under it. version is the
-- contribution's version tag: every change a contributor makes moves it on, so that a change made on a stale
-- copy is refused (412) instead of overwriting the one made meanwhile.
CREATE TABLE uniform_schools (
  id           INTEGER PRIMARY KEY,
  name         TEXT NOT NULL,
  status       TEXT NOT NULL CHECK (status IN ('OPEN', 'CLOSED', 'PROPOSED')),
  website      TEXT,
  postcode     TEXT NOT NULL,
  external_id  TEXT NOT NULL,
  min_age      INTEGER NOT NULL,
  max_age      INTEGER NOT NULL,
  uniform_worn INTEGER CHECK (uniform_worn IN (0, 1)),
  latitude     REAL,
  longitude    REAL,
  school_type  TEXT NOT NULL,
  town         TEXT NOT NULL,
  region       TEXT NOT NULL,
  region_path  TEXT NOT NULL,
  version      INTEGER NOT NULL DEFAULT 1,
  updated_at   INTEGER NOT NULL
) STRICT;
CREATE INDEX uniform_schools_by_name ON uniform_schools (name COLLATE NOCASE, id);
CREATE INDEX uniform_schools_by_region ON uniform_schools (region_path);
CREATE INDEX uniform_schools_by_position ON uniform_schools (latitude, longitude) WHERE latitude IS NOT NULL;

-- A school's picture: a demo one drawn again from `drawing` (JSON) whenever its bytes are asked for, or a
-- contributor's upload, re-encoded without its metadata and kept under DATA_DIR at file_path. features are the
-- perceptual features of its pixels (server/api/uniforms/features.ts), for the similar-image search. labels hold
-- the label tree nodes it carries, leaves and their ancestors, as a JSON array; leaf_labels the leaves alone.
-- A contributor's upload waits for review (accepted 0).
CREATE TABLE uniform_images (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  school_id    INTEGER NOT NULL REFERENCES uniform_schools (id) ON DELETE CASCADE,
  type         TEXT NOT NULL CHECK (type IN ('LOGO', 'PRODUCT', 'BODY')),
  accepted     INTEGER NOT NULL CHECK (accepted IN (0, 1)),
  contains_pii INTEGER NOT NULL DEFAULT 0 CHECK (contains_pii IN (0, 1)),
  description  TEXT NOT NULL,
  labels       TEXT NOT NULL,
  leaf_labels  TEXT NOT NULL,
  md5          TEXT NOT NULL,
  width        INTEGER NOT NULL,
  height       INTEGER NOT NULL,
  content_type TEXT NOT NULL,
  drawing      TEXT,
  file_path    TEXT,
  features     BLOB NOT NULL,
  uploaded_by  INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at   INTEGER NOT NULL,
  CHECK ((drawing IS NULL) <> (file_path IS NULL))
) STRICT;
CREATE INDEX uniform_images_by_school ON uniform_images (school_id, id);
CREATE INDEX uniform_images_by_uploader_time ON uniform_images (uploaded_by, created_at) WHERE uploaded_by IS NOT NULL;

-- Each label node an image carries, one row per node, for the label filters.
CREATE TABLE uniform_image_labels (
  label    TEXT NOT NULL,
  image_id INTEGER NOT NULL REFERENCES uniform_images (id) ON DELETE CASCADE,
  PRIMARY KEY (label, image_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX uniform_image_labels_by_image ON uniform_image_labels (image_id);

-- The words of each picture for the logo and uniform description searches: one row of its whole description with
-- its labels (part 0), and one of each comma-separated part of its description (part 1 on: "Navy blazer with a gold
-- lion crest", "worn with a white shirt and a grey skirt"), so that words found together in one part, which is
-- one garment or badge, rank above words spread over the whole picture.
CREATE VIRTUAL TABLE uniform_image_words USING fts5 (image_id UNINDEXED, part UNINDEXED, words, tokenize = 'porter unicode61');

-- Every contribution as submitted, with what it changed: a record a reviewer can read, who and when included.
-- The *_before columns hold the values the change replaced; changed is a JSON array of the fields it changed.
CREATE TABLE uniform_contributions (
  id                  INTEGER PRIMARY KEY AUTOINCREMENT,
  school_id           INTEGER NOT NULL REFERENCES uniform_schools (id) ON DELETE CASCADE,
  user_id             INTEGER REFERENCES users (id) ON DELETE SET NULL,
  user_email          TEXT NOT NULL,
  at                  INTEGER NOT NULL,
  detail_correction   TEXT,
  website_before      TEXT,
  website_after       TEXT,
  uniform_worn_before INTEGER,
  uniform_worn_after  INTEGER,
  changed             TEXT NOT NULL,
  version_after       INTEGER NOT NULL
) STRICT;
CREATE INDEX uniform_contributions_by_school ON uniform_contributions (school_id, at);
CREATE INDEX uniform_contributions_by_user_time ON uniform_contributions (user_id, at);
