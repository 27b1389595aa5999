// How criteria become SQL conditions: the choices that matter for speed at a million sightings.

import t from 'tap'
import type { Filter } from '../../../../../../shared/search/filters.js'
import { SEARCH_FIELDS } from '../../../../../../shared/search/fields.js'
import { criterionOf, hasOwnValue } from '../../../../../../server/api/search/criteria.js'
import { FIELD_COLUMNS } from '../../../../../../server/api/store/sightings/columns.js'
import { COMMON_FREE_TEXT, criterionCondition } from '../../../../../../server/api/store/sightings/filter-sql.js'
import { SPREAD_FREE_TEXT } from '../../../../../../server/api/store/sightings/words-query.js'

/** The condition of one filter read with wildcards allowed, where a free-text query matches `matches`. */
const condition = (filter: Filter, matches = 0) => criterionCondition(criterionOf(filter, true), () => matches)

t.test('a common free-text query is checked per sighting, a rare one drives the query', async (t) => {
  t.match(condition({ name: 'all', operator: 'mentions', value: 'canon' }, SPREAD_FREE_TEXT + 1).sql, /^EXISTS \(SELECT 1 FROM sightings_fts f WHERE f\.sightings_fts MATCH \? AND f\.rowid = s\.id\)$/, 'looked up a row at a time')
  t.match(condition({ name: 'all', operator: 'mentions', value: 'canon' }, COMMON_FREE_TEXT + 1).sql, /^\+s\.id IN/)
  t.match(condition({ name: 'all', operator: 'mentions', value: 'ricoh' }, 3).sql, /^s\.id IN/)
})

t.test('wildcards look among the distinct values, through their trigram index with three literal characters', async (t) => {
  const long = condition({ name: 'username', operator: 'is', value: '*max_wild*' })
  t.match(long.sql, /^s\.username IN \(SELECT v\.value FROM sighting_values v WHERE v\.id IN \(SELECT rowid FROM sighting_values_trigram WHERE value LIKE \?\)/)
  t.same(long.params, ['%max%wild%', 'username', '%max\\_wild%'])
  const short = condition({ name: 'username', operator: 'is', value: '*ab*' })
  t.notMatch(short.sql, /trigram/)
  t.same(short.params, ['username', '%ab%'])
})

t.test('a column without a sorted index finds a wildcard through the row-level trigram table, case-sensitive by GLOB', async (t) => {
  const caseSensitive = condition({ name: 'barcode', operator: 'is', value: 'AbC*' })
  t.equal(caseSensitive.sql, 's.id IN (SELECT rowid FROM sightings_trigram WHERE barcode LIKE ?) AND s.barcode GLOB ?')
  t.same(caseSensitive.params, ['AbC%', 'AbC*'])
  t.equal(condition({ name: 'fileName', operator: 'is', value: 'IM*' }).sql, "s.file_name LIKE ? ESCAPE '\\'", 'too short for trigrams: the row decides')
})

t.test("an exact value on a column without a sorted index is found by its words in that column's words index", async (t) => {
  const name = condition({ name: 'fileName', operator: 'is', value: 'IMG_0001 "a".JPG' }, 3)
  t.equal(name.sql, 's.id IN (SELECT rowid FROM sightings_fts WHERE sightings_fts MATCH ?) AND s.file_name = ?')
  t.same(name.params, ['file_name : "IMG_0001 ""a"".JPG"', 'IMG_0001 "a".JPG'])
  t.equal(name.matches, undefined, 'the words only narrow: their count is not the matches')
  t.match(condition({ name: 'url', operator: 'is', value: 'https://x.example/a' }, COMMON_FREE_TEXT + 1).sql, /^\+s\.id IN/, 'checked per sighting when common')
  t.equal(condition({ name: 'artist', operator: 'is', value: '---' }).sql, 's.id IN (SELECT rowid FROM sightings_trigram WHERE artist LIKE ?) AND s.artist = ?', 'a value without words')
  t.equal(condition({ name: 'artist', operator: 'is', value: '--' }).sql, 's.artist = ?')
})

t.test('hashes are found by their own indexes, each by its first seven characters', async (t) => {
  const md5 = condition({ name: 'md5', operator: 'is', value: 'ABC' })
  t.equal(md5.sql, 'substr(s.md5, 1, 7) = substr(?, 1, 7) COLLATE NOCASE AND s.md5 = ?')
  t.same(md5.params, ['ABC', 'ABC'])
  const sha1 = condition({ name: 'sha1', operator: 'is', value: 'da39a3ee5e6b4b0d3255bfef95601890afd80709' })
  t.equal(sha1.sql, 'substr(s.sha1, 1, 7) = substr(?, 1, 7) COLLATE NOCASE AND s.sha1 = ?')
  const prefix = condition({ name: 'qtHash', operator: 'is', value: 'ab_c*' })
  t.equal(prefix.sql, "substr(s.qt_hash, 1, 7) >= ? COLLATE NOCASE AND substr(s.qt_hash, 1, 7) <= ? COLLATE NOCASE AND s.qt_hash LIKE ? ESCAPE '\\'")
  t.same(prefix.params, ['ab_c', 'ab_c\u{10FFFF}', 'ab\\_c%'])
  t.equal(condition({ name: 'sha1', operator: 'is', value: '*abc' }).sql, "s.sha1 LIKE ? ESCAPE '\\'", 'no leading characters: the row decides')
})

t.test('a free-text word that could be a hash is also looked up among the hashes; other words in one query', async (t) => {
  const both = condition({ name: 'all', operator: 'mentions', value: 'canon d41d8cd9' }, 3)
  t.match(both.sql, /^\(s\.id IN \(SELECT rowid FROM sightings_fts WHERE sightings_fts MATCH \?\)\) AND \(s\.id IN \(SELECT rowid FROM sightings_fts WHERE sightings_fts MATCH \? UNION SELECT id FROM sightings WHERE substr\(md5, 1, 7\) = substr\(\?, 1, 7\) COLLATE NOCASE AND md5 = \? UNION /)
  t.same(both.params.slice(0, 3), ['"canon"', '"d41d8cd9"', 'd41d8cd9'])
  t.equal(both.matches, undefined)
  const prefix = condition({ name: 'all', operator: 'mentions', value: 'beef*' }, 3)
  t.match(prefix.sql, /md5 LIKE \? ESCAPE/)
  t.same(prefix.params.slice(0, 4), ['"beef"*', 'beef', 'beef\u{10FFFF}', 'beef%'], 'the md5 starts from beef on, then the pattern')
  t.same(condition({ name: 'all', operator: 'mentions', value: 'Café.' }, 3).params.slice(0, 2), ['"Café."', 'Cafe'], 'read as the words index reads it')
  for (const word of ['canon', 'crème', 'dead-beef', 'x']) t.notMatch(condition({ name: 'all', operator: 'mentions', value: word }, 3).sql, /md5/, word)
})

t.test('tags, kept joined in one column, use the row-level trigram table', async (t) => {
  const tag = condition({ name: 'tags', operator: 'is', value: 'beach' })
  t.match(tag.sql, /sightings_trigram WHERE tags LIKE \?/)
  t.same(tag.params[0], '%beach%')
})

t.test('negative filters keep sightings that lack the field', async (t) => {
  t.equal(condition({ name: 'make', operator: 'is not', value: 'Canon' }).sql, 'NOT coalesce((s.make = ?), 0)')
})

t.test('every field with a value of its own has a column, and no other field has one', async (t) => {
  t.same(Object.keys(FIELD_COLUMNS).sort(), SEARCH_FIELDS.filter(hasOwnValue).map((f) => f.name).sort())
})
