// How filters become SQL conditions: the choices that matter for speed at a million sightings.

import t from 'tap'
import { COMMON_FREE_TEXT, compileFilters, filterCondition } from '../../../../../server/api/search/compile.js'

const options = (matches: number) => ({ wildcards: true, freeTextMatches: () => matches })

t.test('a common free-text query is checked per sighting, a rare one drives the query', async (t) => {
  t.match(filterCondition({ name: 'all', operator: 'mentions', value: 'canon' }, options(COMMON_FREE_TEXT + 1)).sql, /^\+s\.id IN/)
  t.match(filterCondition({ name: 'all', operator: 'mentions', value: 'ricoh' }, options(3)).sql, /^s\.id IN/)
})

t.test('wildcards look among the distinct values, through their trigram index with three literal characters', async (t) => {
  const long = filterCondition({ name: 'username', operator: 'is', value: '*max_wild*' }, options(0))
  t.match(long.sql, /^s\.username IN \(SELECT v\.value FROM sighting_values v WHERE v\.id IN \(SELECT rowid FROM sighting_values_trigram WHERE value LIKE \?\)/)
  t.same(long.params, ['%max%wild%', 'username', '%max\\_wild%'])
  const short = filterCondition({ name: 'username', operator: 'is', value: '*ab*' }, options(0))
  t.notMatch(short.sql, /trigram/)
  t.same(short.params, ['username', '%ab%'])
  const caseSensitive = filterCondition({ name: 'barcode', operator: 'is', value: 'AbC*' }, options(0))
  t.match(caseSensitive.sql, /v\.value GLOB \?/)
})

t.test('tags, kept joined in one column, use the row-level trigram table', async (t) => {
  const tag = filterCondition({ name: 'tags', operator: 'is', value: 'beach' }, options(0))
  t.match(tag.sql, /sightings_trigram WHERE tags LIKE \?/)
  t.same(tag.params[0], '%beach%')
})

t.test('negative filters keep sightings that lack the field', async (t) => {
  t.equal(filterCondition({ name: 'make', operator: 'is not', value: 'Canon' }, options(0)).sql, 'NOT coalesce((s.make = ?), 0)')
})

t.test('every problem is reported with the filter it belongs to', async (t) => {
  const { errors, conditions } = compileFilters(
    [
      { name: 'make', operator: 'is', value: 'Canon' },
      { name: 'photoDNAFullHash', operator: 'is', value: 'x' },
      { name: 'all', operator: 'mentions', value: '!!' },
    ],
    options(0),
  )
  t.equal(conditions.length, 1)
  t.same(errors.map((e) => e.name), ['photoDNAFullHash', 'all'])
})
