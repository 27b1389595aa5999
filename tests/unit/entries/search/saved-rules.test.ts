// The saved-search rules of the search area (spec-1 §4.6, §5, §8): reference check, new badge, date of
// last sighting, the already-saved test and what a bulk delete's reply means.

import t from 'tap'
import {
  deleteOutcome,
  hasLastSighting,
  isSearchSaved,
  newBadgeText,
  NOT_DELETED,
  REFERENCE_EXISTS,
  REFERENCE_REQUIRED,
  referenceProblem,
  savedQueryOf,
  searchHrefOf,
  SOME_NOT_DELETED,
} from '../../../../entries/search/saved/savedRules.js'
import type { SavedSearch } from '../../../../shared/api/types/sightings.js'

const saved = (queryString: string): SavedSearch => ({
  id: 1,
  reference: 'r',
  queryString,
  totalResultCount: 0,
  newResultCount: 0,
  dateOfLastSighting: '1970-01-01T00:00:00.000Z',
  dateLastAccessed: null,
  creationDate: '2026-01-01T00:00:00.000Z',
})

t.test('a reference is required and must not repeat one of the user\'s, whatever the case', async (t) => {
  const existing = ['Case 42', 'Op Falcon']
  t.equal(referenceProblem('', existing), REFERENCE_REQUIRED)
  t.equal(referenceProblem('   ', existing), REFERENCE_REQUIRED)
  t.equal(referenceProblem('case 42', existing), REFERENCE_EXISTS)
  t.equal(referenceProblem(' OP FALCON ', existing), REFERENCE_EXISTS)
  t.equal(REFERENCE_EXISTS, 'Reference already exists')
  t.equal(referenceProblem('Case 43', existing), null)
  t.equal(referenceProblem('anything', []), null)
})

t.test('the new badge: none when nothing is new, "all" when every result is, else the count', async (t) => {
  t.equal(newBadgeText({ newResultCount: 0, totalResultCount: 5 }), null)
  t.equal(newBadgeText({ newResultCount: 5, totalResultCount: 5 }), 'all')
  t.equal(newBadgeText({ newResultCount: 2, totalResultCount: 5 }), '2')
  t.equal(newBadgeText({ newResultCount: 1234, totalResultCount: 10_001 }), '1,234')
  t.equal(newBadgeText({ newResultCount: 10_001, totalResultCount: 10_001 }), 'all')
})

t.test('1970-01-01 as the date of last sighting means none', async (t) => {
  t.equal(hasLastSighting('1970-01-01T00:00:00.000Z'), false)
  t.equal(hasLastSighting('1970-01-01'), false)
  t.equal(hasLastSighting('2026-03-02T09:00:00.000Z'), true)
})

t.test('the page\'s search is saved when a saved query has the same filters, however written', async (t) => {
  const filters = [
    { name: 'make', operator: 'is' as const, value: 'Canon' },
    { name: 'model', operator: 'contains' as const, value: '*EOS*' },
  ]
  t.equal(savedQueryOf(filters), 'make=Canon&model=*EOS*&allowWildcards=true')
  t.ok(isSearchSaved(filters, [saved('make=Canon&model=%2AEOS%2A&allowWildcards=true')]))
  t.ok(isSearchSaved(filters, [saved('Make=Canon&model=*EOS*&allowWildcards=true&page=2')]), 'legacy name, paging ignored')
  t.notOk(isSearchSaved(filters, [saved('make=Canon')]))
  t.notOk(isSearchSaved(filters, [saved('model=*EOS*&make=Canon&allowWildcards=true')]), 'the order of filters is part of the search')
  t.notOk(isSearchSaved([], [saved('')]), 'no filters is never a saved search')
})

t.test('opening a saved search goes to the search page with its query', async (t) => {
  t.equal(searchHrefOf({ queryString: 'serialNumber=0000123' }), '/search?serialNumber=0000123')
  t.equal(searchHrefOf({ queryString: '' }), '/search')
})

t.test('a delete removes only the confirmed ids and names what failed', async (t) => {
  t.same(deleteOutcome([1, 2, 3], [1, 2, 3]), { removed: [1, 2, 3], error: null })
  t.same(deleteOutcome([1, 2, 3], [3, 1]), { removed: [1, 3], error: SOME_NOT_DELETED })
  t.same(deleteOutcome([1, 2], [2, 9]), { removed: [2], error: SOME_NOT_DELETED }, 'an id not asked for is ignored')
  t.same(deleteOutcome([4], null), { removed: [], error: NOT_DELETED })
  t.equal(SOME_NOT_DELETED, 'Some searches could not be deleted.')
  t.equal(NOT_DELETED, 'Query could not be deleted.')
})

t.test('a saved query keeps the GPS condition and asked-for wildcards, since they change the matches', async (t) => {
  const filters = [{ name: 'domain', operator: 'is' as const, value: '*.example' }]
  t.equal(savedQueryOf(filters), 'domain=*.example')
  t.equal(savedQueryOf(filters, { allowWildcards: true }), 'domain=*.example&allowWildcards=true')
  t.equal(savedQueryOf(filters, { allowWildcards: true, mustHaveGPS: true }), 'domain=*.example&allowWildcards=true&mustHaveGPS=true')
  const plain = [{ name: 'make', operator: 'is' as const, value: 'Canon' }]
  t.equal(savedQueryOf(plain, { allowWildcards: true }), 'make=Canon', 'wildcards do not apply without a *')
  t.equal(savedQueryOf(plain, { mustHaveGPS: true }), 'make=Canon&mustHaveGPS=true')
  t.ok(isSearchSaved(plain, [saved('Make=Canon&mustHaveGPS=true&format=map')], { mustHaveGPS: true }))
  t.notOk(isSearchSaved(plain, [saved('make=Canon&mustHaveGPS=true')]), 'the located-only search is another search')
  t.notOk(isSearchSaved(plain, [saved('make=Canon')], { mustHaveGPS: true }))
  t.ok(isSearchSaved(filters, [saved('domain=*.example&allowWildcards=true')], { allowWildcards: true }))
  t.notOk(isSearchSaved(filters, [saved('domain=*.example&allowWildcards=true')]))
})
