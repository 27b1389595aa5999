// How a search's filters are read into criteria: checked, each once, within what one search may cost.

import t from 'tap'
import { criterionOf, MAX_FREE_TEXT_TERMS, MAX_LOCATION_FILTERS, readCriteria } from '../../../../../server/api/search/criteria.js'

t.test('every problem is reported with the filter it belongs to', async (t) => {
  const { errors, criteria } = readCriteria(
    [
      { name: 'make', operator: 'is', value: 'Canon' },
      { name: 'photoDNAFullHash', operator: 'is', value: 'x' },
      { name: 'all', operator: 'mentions', value: '!!' },
    ],
    true,
  )
  t.equal(criteria.length, 1)
  t.same(errors.map((e) => e.name), ['photoDNAFullHash', 'all'])
})

t.test('a filter given twice becomes one criterion', async (t) => {
  const make = { name: 'make', operator: 'is' as const, value: 'Canon' }
  const { criteria, errors } = readCriteria([make, make, { ...make, value: 'Nikon' }, make], true)
  t.same(errors, [])
  t.same(criteria.map((c) => c.kind === 'text' && c.value), ['Canon', 'Nikon'])
})

t.test('the free-text words of a search, and its location filters, are counted together', async (t) => {
  const all = (value: string) => ({ name: 'all', operator: 'mentions' as const, value })
  const notAll = (value: string) => ({ name: 'all', operator: 'does not mention' as const, value })
  const words = (n: number, letter: string) => Array.from({ length: n }, (_, i) => `${letter}${i}`).join(' ')
  t.same(readCriteria([all(words(MAX_FREE_TEXT_TERMS, 'a'))], true).errors, [])
  t.same(readCriteria([all(words(20, 'a')), all(words(20, 'a'))], true).errors, [], 'a word again is not counted again')
  t.same(readCriteria([all(words(20, 'a')), notAll(words(13, 'b'))], true).errors, [
    { name: 'all', message: 'the search has more than 32 words to search for in all' },
  ])
  const circle = (lon: number) => ({ name: 'location', operator: 'is' as const, value: `0:${lon}:1:Miles` })
  const circles = Array.from({ length: MAX_LOCATION_FILTERS + 1 }, (_, i) => circle(i))
  const { criteria, errors } = readCriteria(circles, true)
  t.equal(criteria.length, MAX_LOCATION_FILTERS)
  t.same(errors, [{ name: 'location', message: 'a search can have at most 5 location filters' }])
})

t.test('a negative filter is the negation of its positive criterion', async (t) => {
  t.same(criterionOf({ name: 'make', operator: 'is not', value: 'Canon' }, false), {
    kind: 'text', field: 'make', value: 'Canon', wildcard: false, caseSensitive: false, negated: true,
  })
})

t.test('a quoted value means the text inside its quotes; `*` is a wildcard only when wildcards are allowed', async (t) => {
  const artist = (value: string, wildcards: boolean) => criterionOf({ name: 'artist', operator: 'is', value }, wildcards)
  t.match(artist('"John Smith"', false), { kind: 'text', value: 'John Smith', wildcard: false })
  t.match(artist('Jo*', true), { kind: 'text', value: 'Jo*', wildcard: true })
  t.match(artist('Jo*', false), { kind: 'text', value: 'Jo*', wildcard: false })
})
