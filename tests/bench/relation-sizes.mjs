// Where a loaded database's bytes go, for the search bench (docs/scale.md, "Where PostgreSQL's bytes go"): each table
// and index with its bytes, largest first. PostgreSQL's from pg_class, as pg_relation_size counts them (a table's
// TOAST folded into it); SQLite's from its dbstat table (every page of the file, read once: about a minute at ten
// million sightings).

import Database from 'better-sqlite3'
import pg from 'pg'

/** PostgreSQL's tables (with their TOAST and its index) and indexes of the current schema, largest first. */
export async function postgresRelationSizes(url) {
  const client = new pg.Client(url)
  await client.connect()
  try {
    const { rows } = await client.query(`
      SELECT c.relname AS name, c.relkind = 'i' AS index,
             pg_relation_size(c.oid) + coalesce(pg_total_relation_size(NULLIF(c.reltoastrelid, 0)), 0) AS bytes
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'i', 'm')
       ORDER BY 3 DESC`)
    return rows.map((r) => ({ name: r.name, index: r.index, bytes: Number(r.bytes) }))
  } finally {
    await client.end()
  }
}

/** SQLite's tables and indexes (a virtual table's shadow tables each on its own), largest first. */
export function sqliteRelationSizes(file) {
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    const kinds = new Map(db.prepare("SELECT name, type FROM sqlite_schema WHERE type IN ('table', 'index')").all().map((r) => [r.name, r.type]))
    return db
      .prepare('SELECT name, pgsize AS bytes FROM dbstat WHERE aggregate = TRUE ORDER BY pgsize DESC')
      .all()
      .map((r) => ({ name: r.name, index: kinds.get(r.name) === 'index', bytes: r.bytes }))
  } finally {
    db.close()
  }
}

/** The relations as lines of bytes a sighting: the `top` largest by name, then the rest together. */
export function relationLines(relations, sightings, top = 16) {
  const perSighting = (bytes) => (bytes / sightings).toFixed(1).padStart(9)
  const shown = relations.slice(0, top).map((r) => `${perSighting(r.bytes)}  ${r.name}${r.index ? ' (index)' : ''}`)
  const rest = relations.slice(top)
  if (rest.length > 0) shown.push(`${perSighting(rest.reduce((sum, r) => sum + r.bytes, 0))}  ${rest.length} others`)
  return shown
}
