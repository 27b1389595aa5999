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

  /** Indexes that stand for one of SQLite's own structures: uniform_image_words' FTS5 index. */
  postgresOnlyIndexes: new Map<string, string[]>([['uniform_image_words', ['uniform_image_words_search']]]),

  /** What the columns of an FTS5 table hold, since SQLite gives them no type. */
  untypedColumns: new Map<string, Record<string, string>>([['uniform_image_words', { image_id: 'bigint', part: 'bigint', words: 'text' }]]),
}

// Foreign keys to the sightings family (camid_pictures' and camid_hits' to sightings) are left out by rule, not
// listed here: the tables they refer to come with the sightings' own migration (postgres-schema-compare.ts).
