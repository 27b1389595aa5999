// How filters become SQL conditions: the choices that matter for speed at a million sightings.

import t from 'tap'
import {
  COMMON_FREE_TEXT, compileFilters, filterCondition, MAX_FREE_TEXT_TERMS, MAX_LOCATION_FILTERS,
} from '../../../../../server/api/search/compile.js'

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

t.test('a filter given twice becomes one condition', async (t) => {
  const make = { name: 'make', operator: 'is' as const, value: 'Canon' }
  const { conditions, errors } = compileFilters([make, make, { ...make, value: 'Nikon' }, make], options(0))
  t.same(errors, [])
  t.same(conditions.map((c) => c.params), [['Canon'], ['Nikon']])
})

t.test('the free-text words of a search, and its location filters, are counted together', async (t) => {
  const all = (value: string) => ({ name: 'all', operator: 'mentions' as const, value })
  const notAll = (value: string) => ({ name: 'all', operator: 'does not mention' as const, value })
  const words = (n: number, letter: string) => Array.from({ length: n }, (_, i) => `${letter}${i}`).join(' ')
  t.same(compileFilters([all(words(MAX_FREE_TEXT_TERMS, 'a'))], options(0)).errors, [])
  t.same(compileFilters([all(words(20, 'a')), all(words(20, 'a'))], options(0)).errors, [], 'a word again is not counted again')
  t.same(compileFilters([all(words(20, 'a')), notAll(words(13, 'b'))], options(0)).errors, [
    { name: 'all', message: 'the search has more than 32 words to search for in all' },
  ])
  const circle = (lon: number) => ({ name: 'location', operator: 'is' as const, value: `0:${lon}:1:Miles` })
  const circles = Array.from({ length: MAX_LOCATION_FILTERS + 1 }, (_, i) => circle(i))
  const { conditions, errors } = compileFilters(circles, options(0))
  t.equal(conditions.length, MAX_LOCATION_FILTERS)
  t.same(errors, [{ name: 'location', message: 'a search can have at most 5 location filters' }])
})
