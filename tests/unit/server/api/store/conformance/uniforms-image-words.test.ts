// The words of the Hub's pictures on both engines (store/uniforms/image-words.ts, FTS5 on SQLite, a tsvector on
// PostgreSQL): whole words whatever their case, accents and English endings, never a prefix, every word or any,
// each part of a picture's words found on its own; and on the demo register, the same pictures for the same words.

import t from 'tap'
import { addImageWords, partsWithWords } from '../../../../../../server/api/store/uniforms/image-words.js'
import { seedUniformRegister } from '../../../../../../server/api/seed/uniform-register.js'
import { rowsOf } from '../../../../../../server/api/store/engine/query.js'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import { sql } from 'kysely'
import { freshStore, onEachEngine } from './engines.js'
import { aRegister, picture, school } from './uniforms-given.js'

/** The pictures (and their parts, "id/part") that hold the words. */
async function found(store: Store, words: string[], every = true): Promise<string[]> {
  return (await partsWithWords(store, words, every)).map((row) => `${row.imageId}/${row.part}`).sort()
}

async function register(store: Store): Promise<[number, number, number]> {
  const [blazer, jumper, crest] = await aRegister(
    store,
    [school(1, 'Hollins Academy')],
    [
      picture(1, 'Navy blazer with a gold lion crest, worn with grey trousers', { labels: ['Blazer', 'Navy Blazer', 'Lion'] }),
      picture(1, 'Bottle green jumpers, knitted'),
      picture(1, 'Écusson doré', { type: 'LOGO', labels: ['Shield'] }),
    ],
  )
  return [blazer!, jumper!, crest!]
}

onEachEngine(t, 'a word is found whole, whatever its case, accents and English ending; never as a prefix', async (t, store) => {
  const [blazer, jumper, crest] = await register(store)
  t.same(await found(store, ['BLAZER']), [`${blazer}/0`, `${blazer}/1`], 'the whole words (part 0) and the part that says it')
  t.same(await found(store, ['blazers']), [`${blazer}/0`, `${blazer}/1`], 'a plural finds the singular')
  t.same(await found(store, ['jumper']), [`${jumper}/0`, `${jumper}/1`], 'and the singular the plural')
  t.same(await found(store, ['knit']), [`${jumper}/0`, `${jumper}/2`], 'knitted is knit')
  t.same(await found(store, ['ecusson']), [`${crest}/0`, `${crest}/1`], 'accents folded')
  t.same(await found(store, ['blaz']), [], 'no prefix')
  t.same(await found(store, ['lazer']), [], 'no substring')
})

onEachEngine(t, 'every word or any; a label is a word of the whole picture only; a word is never an operator', async (t, store) => {
  const [blazer, jumper] = await register(store)
  t.same(await found(store, ['navy', 'lion']), [`${blazer}/0`, `${blazer}/1`], 'both words in one part, and in the whole')
  t.same(await found(store, ['navy', 'trousers']), [`${blazer}/0`], 'words of two parts: the whole only')
  t.same(await found(store, ['shield']), [`${blazer + 2}/0`], 'a label is found in the whole picture (part 0)')
  t.same(await found(store, ['navy', 'green']), [], 'no picture has both')
  t.same(await found(store, ['navy', 'green'], false), [`${blazer}/0`, `${blazer}/1`, `${jumper}/0`, `${jumper}/1`], 'either')
  t.same(await found(store, ['navy', 'OR', 'green']), [], 'OR is a word to find, not an operator')
  t.same(await found(store, ['NOT', 'navy'], false), [`${blazer}/0`, `${blazer}/1`], 'nor is NOT')
  t.same(await found(store, ['navy*']), [`${blazer}/0`, `${blazer}/1`], 'nor a star: navy* is navy')
  t.same(await found(store, ['"navy']), [`${blazer}/0`, `${blazer}/1`], 'nor a quote')
  t.same(await found(store, ['gold lion']), [`${blazer}/0`, `${blazer}/1`], 'two words in one are a phrase')
  t.same(await found(store, ['lion gold']), [], 'in their order')
  t.same(await found(store, []), [], 'no words, no pictures')
})

onEachEngine(t, 'the better a part is described, the lower its rank', async (t, store) => {
  const [short, long] = await aRegister(
    store,
    [school(1, 'Hollins Academy')],
    [picture(1, 'Navy blazer'), picture(1, 'Navy blazer with a gold lion crest and gold piping and a pocket and brass buttons')],
  )
  const rows = await partsWithWords(store, ['navy', 'blazer'], true)
  const rank = (id: number) => rows.find((row) => row.imageId === id && row.part === 1)!.rank
  t.ok(rows.every((row) => row.rank < 0), 'ranks are below zero')
  t.ok(rank(short!) < rank(long!), 'a short part that says the words ranks before a long one')
})

onEachEngine(t, "a picture's words are kept by part", async (t, store) => {
  const [id] = await aRegister(store, [school(1, 'Hollins Academy')], [picture(1, 'Navy blazer')])
  await addImageWords(store, id!, [])
  await addImageWords(store, id!, ['', 'Maroon tie'])
  t.same(await found(store, ['maroon']), [`${id}/1`], 'a part added later is found by its own number')
})

/** Every word the demo register's descriptions and labels say. */
async function vocabulary(store: Store): Promise<string[]> {
  const rows = await rowsOf(store, sql<{ description: string; labels: string }>`SELECT description, labels FROM uniform_images`)
  const words = new Set<string>()
  for (const row of rows) {
    const text = `${row.description} ${(JSON.parse(row.labels) as string[]).join(' ')}`
    for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (word !== '') words.add(word)
  }
  return [...words].sort()
}

/** The parts of pictures ("id/part") that hold every one of the words. */
const partsOf = async (store: Store, words: string[]) => [...new Set((await partsWithWords(store, words, true)).map((row) => `${row.imageId}/${row.part}`))].sort()

/** The searches whose order is compared: a garment's words, a badge's, and one word. */
const RANKED = [['navy', 'blazer'], ['gold', 'lion'], ['navy', 'blazer', 'gold', 'lion'], ['grey', 'skirt'], ['white', 'shirt'], ['striped', 'tie'],
  ['maroon', 'jumper'], ['shield', 'lion'], ['tartan', 'skirt'], ['bottle', 'green', 'cardigan'], ['red'], ['blazer']]

t.test('on the demo register, both engines find the same parts of the same pictures for the same words, ranked alike', async (t) => {
  const sqlite = await freshStore(t, 'sqlite')
  const postgres = await freshStore(t, 'postgres')
  for (const store of [sqlite, postgres]) await seedUniformRegister(store, { count: 40, seed: 7, now: 1 })
  const words = await vocabulary(sqlite)
  const differ: string[] = []
  for (const word of words) {
    const [a, b] = [await partsOf(sqlite, [word]), await partsOf(postgres, [word])]
    if (a.join() !== b.join()) differ.push(`${word}: SQLite ${a.length}, PostgreSQL ${b.length}`)
  }
  t.ok(words.length > 50, `${words.length} words`)
  t.same(differ, [], 'every word the pictures say')
  for (const query of RANKED) t.same(await partsOf(postgres, query), await partsOf(sqlite, query), query.join(' '))

  // Within a tier (the whole picture, or one part of it), each pair of parts in the same order on both engines.
  let pairs = 0
  let agree = 0
  for (const query of RANKED) {
    const [a, b] = [await partsWithWords(sqlite, query, true), await partsWithWords(postgres, query, true)]
    const rankOnPostgres = new Map(b.map((row) => [`${row.imageId}/${row.part}`, row.rank]))
    for (const [i, x] of a.entries()) {
      for (const y of a.slice(i + 1)) {
        if ((x.part === 0) !== (y.part === 0) || x.rank === y.rank) continue
        pairs++
        const onPostgres = rankOnPostgres.get(`${x.imageId}/${x.part}`)! - rankOnPostgres.get(`${y.imageId}/${y.part}`)!
        if (Math.sign(onPostgres) === Math.sign(x.rank - y.rank)) agree++
      }
    }
  }
  t.comment(`ranked alike: ${agree} of ${pairs} pairs of parts (${((100 * agree) / pairs).toFixed(1)}%)`)
  t.ok(pairs > 500 && agree / pairs >= 0.99, 'ts_rank by length orders parts as bm25 does')
})

/**
 * A word with an ending the register's pictures do not use ("ties" beside "tie") is stemmed by FTS5's Porter stemmer
 * on SQLite and by the stemmer the baseline gives PostgreSQL's uniform_words (Snowball English, Porter's successor).
 * Where one engine stems the word as the word the pictures say and the other does not, the engines find different
 * pictures; every word that differs must be such a word, as each engine says (FTS5's vocabulary of a table of its
 * own; ts_lexize). How many words would part with Snowball's Porter dictionary instead is told for comparison.
 */
t.test('a word with another ending finds the same pictures on both engines unless their stemmers part', async (t) => {
  const sqlite = await freshStore(t, 'sqlite')
  const postgres = await freshStore(t, 'postgres')
  for (const store of [sqlite, postgres]) await seedUniformRegister(store, { count: 40, seed: 7, now: 1 })
  await sql`CREATE VIRTUAL TABLE stems USING fts5 (word, tokenize = 'porter unicode61')`.execute(sqlite.db)
  await sql`CREATE VIRTUAL TABLE stem_terms USING fts5vocab (stems, 'row')`.execute(sqlite.db)
  await sql`CREATE TEXT SEARCH DICTIONARY porter_only (TEMPLATE = snowball, Language = porter)`.execute(postgres.db)
  const stems = async (word: string) => {
    await sql`DELETE FROM stems`.execute(sqlite.db)
    await sql`INSERT INTO stems (word) VALUES (${word})`.execute(sqlite.db)
    const fts5 = (await sql<{ term: string }>`SELECT term FROM stem_terms`.execute(sqlite.db)).rows.map((row) => row.term).join()
    const row = (await sql<{ baseline: string[] | null; porter: string[] | null }>`SELECT ts_lexize('uniform_words_stem', ${word}) AS baseline,
      ts_lexize('porter_only', ${word}) AS porter`.execute(postgres.db)).rows[0]!
    return { fts5, baseline: row.baseline?.join() ?? '', porter: row.porter?.join() ?? '' }
  }
  const differ: string[] = []
  const unexplained: string[] = []
  let porterWouldPart = 0
  for (const said of await vocabulary(sqlite)) {
    const base = await stems(said)
    for (const word of [`${said}s`, `${said}es`, `${said}ed`, `${said}ing`]) {
      const [a, b] = [await partsOf(sqlite, [word]), await partsOf(postgres, [word])]
      const stem = await stems(word)
      const onSqlite = stem.fts5 === base.fts5
      if (onSqlite !== (stem.porter === base.porter)) porterWouldPart++
      if (a.join() === b.join()) continue
      differ.push(`${word}: ${a.length} | ${b.length}`)
      if (onSqlite === (stem.baseline === base.baseline)) unexplained.push(word)
    }
  }
  t.comment(`found differently (parts on SQLite | on PostgreSQL): ${differ.join('; ') || 'none'}`)
  t.comment(`words whose stem would part from FTS5's with Snowball's Porter dictionary: ${porterWouldPart}`)
  t.same(unexplained, [], 'every difference comes from the stemmers')
})
