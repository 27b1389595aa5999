// The words condition (words-query.ts, text-conditions.ts): on PostgreSQL, how many sightings hold a word, counted or
// read as a floor from the words index's statistics (migration 026), which must never stand above the sightings that
// hold it; on each engine, the forms of the condition that number chooses between, which must find the same sightings.

import t from 'tap'
import { sql } from 'kysely'
import { firstOf } from '../../../../../../server/api/store/engine/query.js'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import { queryOf } from '../../../../../../server/api/store/sightings/query-text.js'
import { COMMON_FREE_TEXT, wordsIndexCondition } from '../../../../../../server/api/store/sightings/text-conditions.js'
import { columnWords, freeTextWords, postgresWordsCondition, SPREAD_FREE_TEXT, wordsCount, WORD_FLOOR_MARGIN } from '../../../../../../server/api/store/sightings/words-query.js'
import { writeSightings } from '../../../../../../server/api/store/sightings/write-sightings.js'
import { TOTAL_COUNT_CAP } from '../../../../../../shared/api/types/sightings.js'
import { freshStore, onEachEngine } from './engines.js'
import { demoSightings, sightingIdsWhere } from './sightings-given.js'

const DEMO = demoSightings(300)
const words = (text: string) => freeTextWords([{ text, prefix: false }])
const floorOf = async (store: Store, term: string) =>
  Number((await firstOf(store, queryOf<{ n: number }>('SELECT sighting_words_at_least(?) AS n', [term])))!.n)
const holding = (store: Store, term: string) => sightingIdsWhere(store, postgresWordsCondition(words(term), 0))

/**
 * ANALYZE once the writes' counters have reached the statistics (each session sends them within a second of its
 * transaction), so that the rows written before it are not counted as changed since.
 */
async function analysed(store: Store, written: number): Promise<void> {
  const inserted = async () => Number((await firstOf(store, queryOf<{ n: number }>("SELECT n_tup_ins AS n FROM pg_stat_user_tables WHERE relname = 'sightings'", [])))?.n ?? 0)
  for (let i = 0; i < 100 && (await inserted()) < written; i++) await new Promise((resolve) => setTimeout(resolve, 100))
  await sql`ANALYZE sightings`.execute(store.db)
}

t.test("a word's floor from the statistics never stands above its sightings, and is 0 where it cannot be told", async (t) => {
  const store = await freshStore(t, 'postgres')
  await writeSightings(store, DEMO, Date.UTC(2024, 0, 1))
  t.equal(await floorOf(store, 'canon'), 0, 'no statistics before ANALYZE')
  await analysed(store, DEMO.length)
  const canon = (await holding(store, 'canon')).length
  t.ok(canon >= 15, `canon is in ${canon} of ${DEMO.length} sightings`)
  // ANALYZE read every row of so small a table: the floor is the count itself.
  t.equal(Math.round(await floorOf(store, 'Canon')), canon, 'the floor of a common word, whatever its case')
  t.equal(await floorOf(store, 'canon eos'), 0, 'a phrase has none')
  t.equal(await floorOf(store, 'zz9q'), 0, 'nor a word no sighting holds')
  await sql`DELETE FROM sightings WHERE id IN (SELECT id FROM sightings WHERE make ILIKE 'canon' LIMIT 10)`.execute(store.db)
  // The statistics' counters are sent at the end of a transaction, within a second.
  let after = await floorOf(store, 'canon')
  for (let i = 0; i < 50 && after > canon - 10; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    after = await floorOf(store, 'canon')
  }
  const left = (await holding(store, 'canon')).length
  t.ok(after <= left, `after ten deletes the floor (${Math.round(after)}) is at most the ${left} sightings left`)
})

t.test('the count takes the floor only far above the cap; either way it reaches the cap', async (t) => {
  const store = await freshStore(t, 'postgres')
  await writeSightings(store, DEMO, Date.UTC(2024, 0, 1))
  await analysed(store, DEMO.length)
  const canon = (await holding(store, 'canon')).length
  const countWith = async (cap: number) => {
    const count = wordsCount('postgres', words('canon'), cap)
    return Number((await firstOf(store, queryOf<{ n: number }>(count.sql, count.params)))!.n)
  }
  const below = Math.floor(canon / WORD_FLOOR_MARGIN)
  t.equal(await countWith(below), canon, `a cap of ${below}: the floor, ${canon}`)
  t.equal(await countWith(canon - 1), canon - 1, `a cap of ${canon - 1}: counted up to it`)
  t.equal(await countWith(1000), canon, 'a cap above the matches: counted')
})

onEachEngine(t, 'every form of the words condition finds the same sightings', async (t, store) => {
  await writeSightings(store, DEMO, Date.UTC(2024, 0, 1))
  // SQLite: driven by the matches, checked against their list, looked up a row at a time; PostgreSQL: the ids first, or
  // the planner's choice.
  const counts = store.engine === 'sqlite' ? [3, COMMON_FREE_TEXT + 1, SPREAD_FREE_TEXT + 1] : [3, TOTAL_COUNT_CAP + 1]
  for (const term of ['canon', 'zz9q', DEMO[7]!.username!, 'eos 600d']) {
    const forms = counts.map((matches) => wordsIndexCondition(words(term), () => matches, store.engine))
    t.equal(new Set(forms.map((form) => form.sql)).size, counts.length, `${term}: ${counts.length} forms`)
    const found = await Promise.all(forms.map((form) => sightingIdsWhere(store, form)))
    for (const other of found.slice(1)) t.same(other, found[0], `${term}: the same ${found[0]!.length} sightings`)
  }
})

t.test("an exact value is looked up by its words less the common ones (migration 028), and finds the same sightings", async (t) => {
  const store = await freshStore(t, 'postgres')
  await writeSightings(store, DEMO, Date.UTC(2024, 0, 1))
  const tsquery = async (expression: string, value: string) => (await firstOf(store, queryOf<{ q: string }>(`SELECT (${expression})::text AS q`, [value])))!.q
  const withFileName = DEMO.filter((sighting) => sighting.fileName)
  const name = withFileName[0]!.fileName!
  const allWords = await tsquery("plainto_tsquery('simple', sighting_word_text(?))", name)
  t.equal(await tsquery('sighting_words_narrowing(?)', name), allWords, 'every word, before the statistics')
  await analysed(store, DEMO.length)
  const narrowed = await tsquery('sighting_words_narrowing(?)', name)
  t.ok(narrowed.length < allWords.length, `${allWords} without the common words: ${narrowed}`)
  // A value of common words alone keeps them: a query of no word would find nothing.
  const common = allWords.split(' & ').filter((word) => !narrowed.split(' & ').includes(word)).map((word) => word.replace(/'/g, '')).join('.')
  t.equal(await tsquery('sighting_words_narrowing(?)', common), await tsquery("plainto_tsquery('simple', sighting_word_text(?))", common), `${common}: every word kept`)
  // Each file name of the corpus: the ids its words condition and the row's comparison find are those the comparison
  // alone finds.
  for (const value of new Set(withFileName.slice(0, 20).map((sighting) => sighting.fileName!))) {
    const exact = { sql: 's.file_name = ?', params: [value] }
    const byWords = postgresWordsCondition(columnWords('file_name', value), 0)
    const found = await sightingIdsWhere(store, { sql: `${byWords.sql} AND ${exact.sql}`, params: [...byWords.params, ...exact.params] })
    t.same(found, await sightingIdsWhere(store, exact), `${value}: the same ${found.length} sightings`)
  }
})
