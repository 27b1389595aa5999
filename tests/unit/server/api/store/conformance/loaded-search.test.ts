// A bulk load killed between dropping the search structures and building them again (store/sightings/bulk-load.ts):
// the service's next start puts back what is missing, on either engine, and the search answers as before the kill;
// on a complete database it makes nothing.

import t from 'tap'
import { sql } from 'kysely'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import { completeLoadedSearch } from '../../../../../../server/api/store/sightings/bulk-load.js'
import { loadedTableIndexes } from '../../../../../../server/api/store/sightings/postgres-complete.js'
import { searchSightings } from '../../../../../../server/api/store/sightings/search.js'
import { readSearchRequest } from '../../../../../../server/api/search/request.js'
import { seedSightings } from '../../../../../../server/api/seed/load.js'
import { onEachEngine, POSTGRES_MIGRATIONS } from './engines.js'

const totalOf = async (store: Store, query: string) =>
  (await searchSightings(store, { ...readSearchRequest(new URLSearchParams(query)), page: 1, resultSize: 5 })).total

/** The sorted indexes of the loaded tables, which a load drops while it loads. */
async function loadedIndexes(store: Store): Promise<string[]> {
  const { rows } = await (store.engine === 'postgres'
    ? sql<{ name: string }>`SELECT i.indexname AS name FROM pg_indexes i WHERE i.schemaname = current_schema()
        AND i.tablename IN ('sightings', 'sightings_photodna') AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conname = i.indexname)`
    : sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'sightings' AND sql IS NOT NULL`
  ).execute(store.db)
  return rows.map((row) => row.name).sort()
}

/** What a load killed after its drop leaves: no sorted, words, trigram or place index, and on PostgreSQL no distinct values. */
async function killedLoad(store: Store): Promise<string[]> {
  const dropped = await loadedIndexes(store)
  for (const name of dropped) await sql`DROP INDEX ${sql.ref(name)}`.execute(store.db)
  if (store.engine === 'postgres') await sql`DELETE FROM sighting_values`.execute(store.db)
  return dropped
}

const QUERIES = ['make=canon', 'make=*on*&allowWildcards=true', 'exists=location', '']

onEachEngine(t, "a killed load's missing search structures are put back at the next start, and the search answers as before", async (t, store) => {
  t.same(await completeLoadedSearch(store, POSTGRES_MIGRATIONS), [], 'a freshly migrated database lacks nothing')
  await seedSightings(store, { count: 600, batchSize: 200, now: 1 })
  const before = await Promise.all(QUERIES.map((query) => totalOf(store, query)))
  t.ok(before.every((total) => total > 0), `each search finds sightings (${before.join(', ')})`)
  const dropped = await killedLoad(store)
  t.ok(dropped.length > 10, `${dropped.length} indexes dropped`)
  t.same((await completeLoadedSearch(store, POSTGRES_MIGRATIONS)).sort(), dropped, 'the check names what it made')
  t.same(await loadedIndexes(store), dropped, 'every index is back')
  t.same(await Promise.all(QUERIES.map((query) => totalOf(store, query))), before, 'the searches answer as before')
  t.same(await completeLoadedSearch(store, POSTGRES_MIGRATIONS), [], 'and a second start makes nothing')
})

t.test("PostgreSQL's loaded-table indexes are read from its migrations", async (t) => {
  const indexes = loadedTableIndexes(POSTGRES_MIGRATIONS)
  t.ok(indexes.size > 30, `${indexes.size} indexes`)
  t.match(indexes.get('sightings_words'), /^CREATE INDEX sightings_words ON sightings USING gin \(sighting_words\(/)
  t.match(indexes.get('sightings_photodna_coordinates'), /USING gist \(coordinates\)$/)
  t.notOk(indexes.has('sighting_values_trigram'), 'the distinct values are refilled, their index never dropped')
})
