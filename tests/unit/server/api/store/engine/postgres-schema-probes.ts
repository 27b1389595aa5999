// Writes that each engine must accept or refuse alike: the translated checks (json_valid, IN lists, the
// drawing-or-file rule), citext where SQLite compares without case, and the keys' actions. Each probe's statements
// run in a transaction that is rolled back; its outcome is the kind of constraint that refused a statement, or what
// its last statement (a count) gives.

import type Database from 'better-sqlite3'
import type pg from 'pg'

export interface Probe {
  name: string
  /** Written once for both engines: `?` for each parameter, numbered for PostgreSQL. */
  statements: { sql: string; params?: unknown[] }[]
  /** "refused: <kind of constraint>", or the count the last statement gives. */
  expect: string
}

/**
 * The rows the probes refer to: a user, a licence, a school, a trial. Their ids are given, and far from those an
 * identity gives next: PostgreSQL's identity does not move past a given id as SQLite's row id does.
 */
const GIVEN: Probe['statements'] = [
  { sql: "INSERT INTO users (id, email, created_at) VALUES (1000, 'ada@example.org', 0)" },
  { sql: "INSERT INTO licences (id, name, created_at, max_seats) VALUES (1000, 'Licence', 0, 5)" },
  { sql: "INSERT INTO uniform_schools (id, name, status, postcode, external_id, min_age, max_age, school_type, town, region, region_path, updated_at) VALUES (1000, 'School', 'OPEN', 'AB1 2CD', 'x1', 4, 11, 'Primary', 'Town', 'Region', 'Region', 0)" },
  { sql: "INSERT INTO trials (id, code, valid_from, valid_until, trial_months, trial_type) VALUES (1000, 'TRIAL', 0, 1, 1, 'OTHER')" },
]

const image = (drawing: string | null, filePath: string | null) => ({
  sql: `INSERT INTO uniform_images (school_id, type, accepted, description, labels, leaf_labels, md5, width, height, content_type, drawing, file_path, features, created_at)
        VALUES (1000, 'LOGO', 1, 'd', '[]', '[]', 'm', 1, 1, 'image/png', ?, ?, ?, 0)`,
  params: [drawing, filePath, Buffer.from([1, 2, 3])],
})

const count = (table: string) => ({ sql: `SELECT count(*) AS n FROM ${table}` })

/** A sighting (id 1000) with the columns given and the rest left empty. */
const sighting = (columns: Record<string, unknown>) => ({
  sql: `INSERT INTO sightings (id, image_id, url, added_at${Object.keys(columns).map((c) => `, ${c}`).join('')}) VALUES (1000, 'a1', 'https://pics.example/a1.jpg', 0${', ?'.repeat(Object.keys(columns).length)})`,
  params: Object.values(columns),
})

export const PROBES: Probe[] = [
  { name: 'an address that differs only in case is taken', statements: [{ sql: "INSERT INTO users (email, created_at) VALUES ('ADA@example.org', 0)" }, count('users')], expect: 'refused: unique' },
  { name: 'another address is kept', statements: [{ sql: "INSERT INTO users (email, created_at) VALUES ('ada@example.net', 0)" }, count('users')], expect: '2' },
  {
    name: "a saved search's name is taken whatever its case",
    statements: [
      { sql: "INSERT INTO saved_searches (user_id, reference, query_string, created_at, viewed_at) VALUES (1000, 'Cameras', 'q', 0, 0)" },
      { sql: "INSERT INTO saved_searches (user_id, reference, query_string, created_at, viewed_at) VALUES (1000, 'CAMERAS', 'q', 0, 0)" },
      count('saved_searches'),
    ],
    expect: 'refused: unique',
  },
  {
    name: "another user's saved search may have the name",
    statements: [
      { sql: "INSERT INTO users (id, email, created_at) VALUES (1001, 'bob@example.org', 0)" },
      { sql: "INSERT INTO saved_searches (user_id, reference, query_string, created_at, viewed_at) VALUES (1000, 'Cameras', 'q', 0, 0)" },
      { sql: "INSERT INTO saved_searches (user_id, reference, query_string, created_at, viewed_at) VALUES (1001, 'CAMERAS', 'q', 0, 0)" },
      count('saved_searches'),
    ],
    expect: '2',
  },
  { name: 'licensed roles must be a JSON array', statements: [{ sql: "INSERT INTO licensed_entities (licence_id, type, value, roles) VALUES (1000, 'Email', 'a@b.c', '{}')" }, count('licensed_entities')], expect: 'refused: check' },
  { name: 'licensed roles as a JSON array are kept', statements: [{ sql: `INSERT INTO licensed_entities (licence_id, type, value, roles) VALUES (1000, 'Domain', 'b.c', '["camid"]')` }, count('licensed_entities')], expect: '1' },
  { name: 'event properties must be JSON', statements: [{ sql: "INSERT INTO metrics_events (type, event, properties, created_at) VALUES ('t', 'e', '{', 0)" }, count('metrics_events')], expect: 'refused: check' },
  { name: 'event properties in JSON are kept', statements: [{ sql: `INSERT INTO metrics_events (type, event, properties, created_at) VALUES ('t', 'e', '{"a":[1]}', 0)` }, count('metrics_events')], expect: '1' },
  { name: 'a flag is 0 or 1', statements: [{ sql: "INSERT INTO users (email, show_images, created_at) VALUES ('b@example.org', 2, 0)" }, count('users')], expect: 'refused: check' },
  { name: 'a code has one of the named purposes', statements: [{ sql: "INSERT INTO one_time_codes (user_id, purpose, code_hash, expires_at) VALUES (1000, 'other', 'h', 0)" }, count('one_time_codes')], expect: 'refused: check' },
  { name: 'a picture is a drawing or a file, not neither', statements: [image(null, null), count('uniform_images')], expect: 'refused: check' },
  { name: 'a picture is a drawing or a file, not both', statements: [image('<svg/>', 'a.png'), count('uniform_images')], expect: 'refused: check' },
  { name: 'a picture that is a file is kept', statements: [image(null, 'a.png'), count('uniform_images')], expect: '1' },
  { name: 'a trial user needs the trial', statements: [{ sql: 'INSERT INTO trial_users (trial_id, user_id, registered_at) VALUES (2, 1000, 0)' }, count('trial_users')], expect: 'refused: foreign key' },
  {
    name: "deleting a user deletes the user's sessions",
    statements: [{ sql: "INSERT INTO sessions (id, user_id, created_at, last_seen_at) VALUES ('s', 1000, 0, 0)" }, { sql: 'DELETE FROM users WHERE id = 1000' }, count('sessions')],
    expect: '0',
  },
  {
    name: "deleting a user keeps the user's feedback, unsigned",
    statements: [
      { sql: "INSERT INTO feedback (user_id, email, message, created_at) VALUES (1000, 'ada@example.org', 'Hello', 0)" },
      { sql: 'DELETE FROM users WHERE id = 1000' },
      { sql: 'SELECT count(*) AS n FROM feedback WHERE user_id IS NULL' },
    ],
    expect: '1',
  },
  { name: 'a sighting placed has both a latitude and a longitude', statements: [sighting({ latitude: 51.5 }), count('sightings')], expect: 'refused: check' },
  { name: 'a latitude lies within ±90°', statements: [sighting({ latitude: 91, longitude: 0 }), count('sightings')], expect: 'refused: check' },
  { name: 'a PhotoDNA hash is 144 bytes', statements: [sighting({ photodna: Buffer.alloc(143) }), count('sightings')], expect: 'refused: check' },
  { name: 'a sighting with its place and hash is kept', statements: [sighting({ latitude: -33.9, longitude: 151.2, photodna: Buffer.alloc(144) }), count('sightings')], expect: '1' },
  {
    name: "a sighting's make is compared without case",
    statements: [sighting({ make: 'Canon' }), { sql: "SELECT count(*) AS n FROM sightings WHERE make = 'CANON'" }],
    expect: '1',
  },
  {
    name: "deleting a sighting deletes its serials and its Camera ID picture",
    statements: [
      sighting({}),
      { sql: "INSERT INTO sighting_serials (sighting_id, field, source, tag, value, serial_key) VALUES (1000, 'serial_number', 'exif', 'BodySerialNumber', '0042', '42')" },
      { sql: 'INSERT INTO camid_pictures (sighting_id, width, height, seen_month) VALUES (1000, 4, 3, 202401)' },
      { sql: 'DELETE FROM sightings WHERE id = 1000' },
      { sql: 'SELECT (SELECT count(*) FROM sighting_serials) + (SELECT count(*) FROM camid_pictures) AS n' },
    ],
    expect: '0',
  },
  { name: "a Camera ID picture needs its sighting", statements: [{ sql: 'INSERT INTO camid_pictures (sighting_id, width, height, seen_month) VALUES (2, 4, 3, 202401)' }, count('camid_pictures')], expect: 'refused: foreign key' },
]

/** Each engine's error codes for a constraint's refusal, in common words; a primary key counts as unique. */
const SQLITE_REFUSALS: Record<string, string> = {
  SQLITE_CONSTRAINT_UNIQUE: 'unique',
  SQLITE_CONSTRAINT_PRIMARYKEY: 'unique',
  SQLITE_CONSTRAINT_CHECK: 'check',
  SQLITE_CONSTRAINT_FOREIGNKEY: 'foreign key',
  SQLITE_CONSTRAINT_NOTNULL: 'not null',
}
const POSTGRES_REFUSALS: Record<string, string> = { '23505': 'unique', '23514': 'check', '23503': 'foreign key', '23502': 'not null' }

const numbered = (sql: string) => {
  let n = 0
  return sql.replace(/\?/g, () => `$${++n}`)
}

/** The probe's outcome on SQLite. */
export function outcomeOnSqlite(db: Database.Database, probe: Probe): string {
  db.exec('BEGIN')
  try {
    let last: unknown
    for (const { sql, params = [] } of [...GIVEN, ...probe.statements]) {
      const statement = db.prepare(sql)
      last = statement.reader ? statement.pluck().get(...params) : statement.run(...params)
    }
    return String(last)
  } catch (err) {
    const kind = SQLITE_REFUSALS[String((err as { code?: unknown }).code)]
    // Only a constraint's refusal is an outcome; a mistake in a probe fails the test.
    if (kind === undefined) throw err
    return `refused: ${kind}`
  } finally {
    db.exec('ROLLBACK')
  }
}

/** The probe's outcome on PostgreSQL. */
export async function outcomeOnPostgres(client: pg.ClientBase, probe: Probe): Promise<string> {
  await client.query('BEGIN')
  try {
    let last: unknown
    for (const { sql, params = [] } of [...GIVEN, ...probe.statements]) {
      const { rows } = await client.query(numbered(sql), params)
      last = rows[0]?.n
    }
    return String(last)
  } catch (err) {
    const kind = POSTGRES_REFUSALS[String((err as { code?: unknown }).code)]
    if (kind === undefined) throw err
    return `refused: ${kind}`
  } finally {
    await client.query('ROLLBACK')
  }
}
