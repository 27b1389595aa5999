// Where the PostgreSQL baseline differs from the SQLite schema on purpose, each with its reason (the baseline's
// comments say the same). Anything else that differs is a mistake the comparison reports.

export const DELIBERATE = {
  /**
   * Citus enforces a primary key only when it holds the table's distribution column. camid_hits is distributed on
   * sighting_id, co-located with the sightings, so its key (id) is (id, sighting_id).
   */
  primaryKeys: new Map<string, string[]>([['camid_hits', ['id', 'sighting_id']]]),

  /**
   * An INTEGER PRIMARY KEY that is not an identity: the key is always given, being another table's (the job's, the
   * sighting's) or a natural one (the day counted).
   */
  notGenerated: new Map<string, string>([
    ['bigsearch_results', 'job_id'],
    ['camid_pictures', 'sighting_id'],
    ['usage_days_counted', 'day'],
  ]),

  /**
   * PostgreSQL's own tables for what SQLite keeps in a virtual table of the same name: the PhotoDNA coordinates,
   * which SQLite's R*Tree sightings_photodna holds, as a cube with a GiST index (db/postgres/021_sightings_diet.sql).
   */
  postgresOwnTables: new Set<string>(['sightings_photodna']),

  /**
   * UNIQUE keys Citus could not keep: a distributed table's unique key must hold its distribution column. The
   * sightings are distributed on id; their public id is 128 random bits, found through the index sightings_by_image_id.
   */
  uniquesNotKept: new Map<string, string[][]>([['sightings', [['image_id']]]]),

  /**
   * Indexes that stand for one of SQLite's own structures: uniform_image_words' FTS5 index; the sightings' FTS5 words
   * and trigram tables, R*Tree of places and UNIQUE (image_id); sighting_values' trigram table. They are
   * PostgreSQL's kinds of index (GIN over a tsvector and pg_trgm, GiST over a point), each over the same
   * columns as the structure it stands for (db/postgres/021_sightings_diet.sql).
   */
  postgresOnlyIndexes: new Map<string, string[]>([
    ['uniform_image_words', ['uniform_image_words_search']],
    ['sightings', [
      'sightings_by_image_id', 'sightings_words', 'sightings_geo',
      ...['tags', 'file_name', 'image_unique_id', 'internal_serial_number', 'lens_serial_number', 'barcode', 'instance_id',
        'owner_name', 'artist', 'creator', 'copyright', 'copyright_notice', 'author', 'xp_author', 'lens_id',
        'creator_address', 'creator_work_email'].map((column) => `sightings_trigram_${column}`),
    ]],
    ['sighting_values', ['sighting_values_trigram']],
  ]),

  /** What the columns of an FTS5 table hold, since SQLite gives them no type. */
  untypedColumns: new Map<string, Record<string, string>>([['uniform_image_words', { image_id: 'bigint', part: 'bigint', words: 'text' }]]),
}

// The sightings' exif is SQLite's virtual generated column, which its table_info leaves out as it does every generated
// column: PostgreSQL 15 has none of that kind, and its store reads the same text through sighting_exif(...).
