// Every index a text condition is narrowed by (text-conditions.ts, hash-conditions.ts) only narrows: a filter finds
// exactly the sightings that comparing every row finds, and the free-text filter exactly what a words index over
// every text column, hashes included, finds.

import t from 'tap'
import { join } from 'node:path'
import { openDatabase } from '../../../../../../server/api/store/db.js'
import { insertSightings, type NewSighting } from '../../../../../../server/api/store/sightings/rows.js'
import { searchSightings } from '../../../../../../server/api/store/sightings/search.js'
import { storeOnSqlite } from '../../../../../../server/api/store/engine/sqlite.js'
import { FIELD_COLUMNS, FREE_TEXT_COLUMNS, HASH_COLUMNS } from '../../../../../../server/api/store/sightings/columns.js'
import { freeTextQuery, globPattern, likePattern } from '../../../../../../server/api/store/sightings/patterns.js'
import { freeTextTerms } from '../../../../../../server/api/search/text-values.js'
import { SightingGenerator } from '../../../../../../server/api/seed/generator.js'
import type { Criterion } from '../../../../../../server/api/search/sighting-search.js'
import { MIGRATIONS } from '../../harness.js'

const TEXT_FIELDS = Object.entries(FIELD_COLUMNS).filter(([, c]) => !['date_time_original', 'date_first_seen', 'date_last_seen', 'filesize', 'longest_edge', 'shortest_edge'].includes(c))

/** Values that words, trigrams and hashes read in awkward ways. */
const AWKWARD: NewSighting[] = [
  { imageId: 'w1', url: 'https://x.example/Ünïcode/ÉCLAIR.jpg', fileName: 'ÉCLAIR.jpg', artist: '---', copyright: '(c) 50% Off_Sale', barcode: 'AbC-123',
    owner_name: undefined, ownerName: 'Zoë "Z" O\'Neil', lensSerialNumber: 'NO= -1000f46', imageUniqueId: 'DEADBEEF', md5: 'D41D8CD98F00B204E9800998ECF8427E',
    sha1: 'DA39A3EE5E6B4B0D3255BFEF95601890AFD80709', qtHash: '0123456789abcdef', tags: ['new york', 'café'] } as NewSighting,
  { imageId: 'w2', url: 'https://x.example/eclair.JPG', fileName: 'eclair.JPG', artist: '--', barcode: 'abc-123', ownerName: 'zoë', creator: 'x',
    md5: 'd41d8cd98f00b204e9800998ecf8427e', sha1: 'da39a3ee5e', qtHash: '0123456789', tags: ['york'] },
  { imageId: 'w3', url: 'u', fileName: 'IMG_0001.JPG', author: 'A B C', md5: 'beef', sha1: 'beefcafe00112233', qtHash: 'cafe' },
]

const db = openDatabase(join(t.testdir(), 'narrowing.db'), MIGRATIONS)
t.teardown(() => db.close())
const generator = new SightingGenerator(34, 1_500)
insertSightings(db, [...AWKWARD, ...Array.from({ length: 1_500 }, () => generator.next())], 0)
// The reference: a words index over every text column, the hashes among them, as before they had indexes of their own.
db.exec(`CREATE VIRTUAL TABLE reference_words USING fts5(${[...FREE_TEXT_COLUMNS, ...HASH_COLUMNS].join(', ')}, content='sightings', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`)
db.exec("INSERT INTO reference_words (reference_words) VALUES ('rebuild')")

const found = async (criteria: Criterion[]) =>
  (await searchSightings(storeOnSqlite(db), { criteria, mustHave: [], groupBy: 'none', page: 1, resultSize: 100_000 })).items.map((item) => (JSON.parse(item) as { id: string }).id).sort()
const scanned = (where: string, params: unknown[]) =>
  (db.prepare(`SELECT image_id FROM sightings s NOT INDEXED WHERE ${where} ORDER BY image_id`).pluck().all(...params) as string[])

/** The comparison on every row that a text filter means (spec-1 §3.4). */
function byScan(column: string, value: string, wildcard: boolean, caseSensitive: boolean): string[] {
  if (column === 'tags') {
    const like = wildcard ? likePattern(value) : value.replace(/[\\%_]/g, (c) => `\\${c}`)
    return scanned(`(',' || s.tags || ',') LIKE ? ESCAPE '\\'`, [`%,${like},%`])
  }
  if (wildcard) return caseSensitive ? scanned(`s.${column} GLOB ?`, [globPattern(value)]) : scanned(`s.${column} LIKE ? ESCAPE '\\'`, [likePattern(value)])
  return scanned(`s.${column} = ?`, [value])
}

/** Values to look for in a column: some it holds, changed in case, cut into wildcards, and some it does not. */
function probes(column: string): string[] {
  const held = db.prepare(`SELECT DISTINCT ${column} FROM sightings WHERE ${column} IS NOT NULL ORDER BY random() LIMIT 6`).pluck().all() as string[]
  return [
    ...held.flatMap((v) => [v, v.toUpperCase(), v.toLowerCase(), `*${v.slice(1, 5)}*`, `${v.slice(0, 3)}*`, `${v.slice(0, 12)}*`]),
    'nothing-like-it', '*a*', '---', '-*', '*ÉCL*', 'york', 'new york', '*50% Off*', '*f_S*',
  ]
}

t.test('a text filter on any field finds exactly what comparing every row finds', async (t) => {
  for (const [field, column] of TEXT_FIELDS) {
    const caseSensitive = field === 'barcode'
    for (const value of probes(column)) {
      const wildcard = value.includes('*')
      const criterion: Criterion = { kind: 'text', field, value, wildcard, caseSensitive, negated: false }
      const expected = byScan(column, value, wildcard, caseSensitive)
      const got = await found([criterion])
      if (JSON.stringify(got) !== JSON.stringify(expected)) t.same(got, expected, `${field} ${value}`)
      const negated = await found([{ ...criterion, negated: true }])
      if (negated.length + got.length !== AWKWARD.length + 1_500) t.fail(`-${field} ${value} keeps every other sighting`)
    }
    t.pass(field)
  }
})

t.test('the free-text filter finds exactly what a words index over every text column, hashes included, finds', async (t) => {
  const words = [
    'd41d8cd98f00b204e9800998ecf8427e', 'D41D8CD98F00B204E9800998ECF8427E', 'da39a3ee5e', 'beef', 'beef*', 'cafe', 'café', 'éclair', '0123456789*',
    '"new york"', 'york', 'canon', 'iphone', 'jpg', 'jpg beef', '(beef)', 'dead-beef', 'IMG 0001',
    ...(db.prepare('SELECT md5 FROM sightings ORDER BY random() LIMIT 5').pluck().all() as string[]),
    ...(db.prepare('SELECT substr(sha1, 1, 7) || \'*\' FROM sightings ORDER BY random() LIMIT 5').pluck().all() as string[]),
    ...(db.prepare('SELECT qt_hash FROM sightings ORDER BY random() LIMIT 5').pluck().all() as string[]),
  ]
  for (const value of words) {
    const terms = freeTextTerms(value, true)
    const expected = db
      .prepare('SELECT s.image_id FROM reference_words r JOIN sightings s ON s.id = r.rowid WHERE reference_words MATCH ? ORDER BY s.image_id')
      .pluck()
      .all(freeTextQuery(terms)) as string[]
    t.same(await found([{ kind: 'freeText', terms, negated: false }]), expected, value)
  }
})
