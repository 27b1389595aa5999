// The bulk load into PostgreSQL (postgres-load.ts, the seed tool's) leaves what writing the same sightings one batch
// at a time leaves (write-sightings.ts): the same rows, pictures, serials, distinct values and PhotoDNA coordinates,
// every index back as its migration defined it (030's full leaves included), and the same search results. Its indexes
// come back when a batch fails too.

import t from 'tap'
import { sql } from 'kysely'
import { readSearchRequest } from '../../../../../../server/api/search/request.js'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import { loadSightingsIntoPostgres } from '../../../../../../server/api/store/sightings/postgres-load.js'
import { sightingRows } from '../../../../../../server/api/store/sightings/rows.js'
import { searchSightings } from '../../../../../../server/api/store/sightings/search.js'
import { similarSightings } from '../../../../../../server/api/store/sightings/similar.js'
import { writeSightings } from '../../../../../../server/api/store/sightings/write-sightings.js'
import { freshStore } from './engines.js'
import { demoSightings, EVERYTHING } from './sightings-given.js'

const CORPUS = [EVERYTHING, ...demoSightings(400, 7)]
const ADDED_AT = Date.UTC(2024, 2, 1)
const QUERIES = ['', 'make=canon', '-make=canon', 'model=*e*&allowWildcards=true', 'all=canon', 'tags=*a*&allowWildcards=true', 'exists=location', 'groupBy=camera', 'location=51.5:-0.12:500:Kilometers', 'filesize=1+MB+-+']

const batchesOf = (size: number) => Array.from({ length: Math.ceil(CORPUS.length / size) }, (_, i) => sightingRows(CORPUS.slice(i * size, (i + 1) * size), ADDED_AT))

async function contents(store: Store) {
  const count = async (table: string) => (await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(store.db)).rows[0]!.n
  // Each index as PostgreSQL would make it again: its columns, method, condition and settings (migration 030's full leaves).
  const indexes = await sql<{ definition: string }>`SELECT indexdef AS definition FROM pg_indexes WHERE schemaname = current_schema() ORDER BY indexname`.execute(store.db)
  const pages: unknown[] = []
  for (const query of QUERIES) {
    const page = await searchSightings(store, { ...readSearchRequest(new URLSearchParams(query)), resultSize: 100 })
    pages.push([query, page.total, page.items.map((item) => (JSON.parse(item) as { id: string }).id)])
  }
  const similar = await similarSightings(store, CORPUS.find((s) => s.photoDna)!.photoDna!, 40_000, { page: 1, resultSize: 100 })
  return {
    rows: { sightings: await count('sightings'), camid_pictures: await count('camid_pictures'), sighting_serials: await count('sighting_serials'), sighting_values: await count('sighting_values'), sightings_photodna: await count('sightings_photodna') },
    indexes: indexes.rows.map((r) => r.definition),
    pages,
    similar: similar.items.map((item) => (JSON.parse(item) as { id: string }).id),
  }
}

t.test('a bulk load leaves what writing the sightings batch by batch leaves', async (t) => {
  const written = await freshStore(t, 'postgres')
  const loaded = await freshStore(t, 'postgres')
  await writeSightings(written, CORPUS, ADDED_AT)
  const steps: string[] = []
  const inserted = await loadSightingsIntoPostgres(loaded, batchesOf(150), { onRebuildStep: (step) => steps.push(step) })
  t.equal(inserted, CORPUS.length)
  const [expected, got] = [await contents(written), await contents(loaded)]
  t.ok(expected.rows.sightings_photodna > 0 && expected.rows.camid_pictures > 0 && expected.rows.sighting_values > 0, 'the corpus has pictures, vectors and values')
  t.same(got, expected)
  t.ok(steps.includes('sightings_words') && steps.includes('sighting_values'), 'each step of the rebuild is told')
  const sorted = got.indexes.filter((definition) => / ON \S*\bsightings USING (btree|gist) /.test(definition))
  t.ok(sorted.length >= 20, `the sightings' sorted and place indexes (${sorted.length})`)
  t.same(sorted.filter((definition) => !definition.includes("fillfactor='100'")), [], 'each built again with full leaves (migration 030)')
})

t.test('a load that fails puts the indexes back', async (t) => {
  const store = await freshStore(t, 'postgres')
  const before = (await contents(store)).indexes
  const bad = sightingRows([{ ...EVERYTHING, imageId: 'bad', latitude: 100, longitude: 0 }], ADDED_AT)
  await t.rejects(loadSightingsIntoPostgres(store, [...batchesOf(200).slice(0, 1), bad]))
  const after = await contents(store)
  t.same(after.indexes, before, 'every index is back')
  t.equal(after.rows.sightings, 200, 'the batches before the failure stay')
})
