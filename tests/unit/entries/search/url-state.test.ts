// The URL as the search state (spec-1 §4.5, §7) and the words on the filter chips.

import t from 'tap'
import { listFetchQuery, mapFetchQuery, readSearchState, searchFetchQuery, searchHref, wildcardsAsked, withFilters, withGroupBy } from '../../../../entries/search/searchUrl.js'
import { chipText } from '../../../../entries/search/filters/chips.js'

t.test('the URL gives the filters, page, page size, group-by and format', async (t) => {
  const { state, errors } = readSearchState('serialNumber=ABC123&-domain=flickr.com&page=3&resultSize=50&groupBy=domain&format=grid')
  t.same(state.filters, [
    { name: 'serialNumber', operator: 'is', value: 'ABC123' },
    { name: 'domain', operator: 'is not', value: 'flickr.com' },
  ])
  t.same([state.page, state.resultSize, state.groupBy, state.format], [3, 50, 'domain', 'grid'])
  t.same(errors, [])
})

t.test('an empty URL is the default state: no filters, page 1, 25 a page, no grouping', async (t) => {
  const { state } = readSearchState('')
  t.same(state, { filters: [], page: 1, resultSize: 25, groupBy: 'none', format: null })
  t.equal(searchHref(state), '/search')
})

t.test('a filter that cannot be searched is reported by name', async (t) => {
  const { state, errors } = readSearchState('colour=red&make=Canon')
  t.same(state.filters.map((f) => f.name), ['make'])
  t.same(errors.map((e) => e.name), ['colour'])
})

t.test('the state writes back to the same address', async (t) => {
  const href = '/search?model=*bob*&allowWildcards=true&page=2&resultSize=100&groupBy=camera&format=list'
  t.equal(searchHref(readSearchState(href.split('?')[1]!).state), href)
})

t.test('applying or removing filters, or changing group-by, goes back to page 1', async (t) => {
  const { state } = readSearchState('make=Canon&page=7')
  t.equal(withFilters(state, []).page, 1)
  const grouped = withGroupBy(state, 'username')
  t.same([grouped.page, grouped.groupBy], [1, 'username'])
})

t.test('the list fetch asks for page 1 of 1,000, with the group field and wildcards as needed', async (t) => {
  const query = listFetchQuery([{ name: 'model', operator: 'contains', value: '*bob*' }], 'camera')
  t.equal(query.toString(), 'model=*bob*&allowWildcards=true&page=1&resultSize=1000&groupBy=camera')
  t.equal(listFetchQuery([], 'none').toString(), 'page=1&resultSize=1000')
})

t.test('a chip names the field and operator, with the value as the user meant it', async (t) => {
  t.equal(chipText({ name: 'all', operator: 'mentions', value: 'bob' }), 'Something mentions bob')
  t.equal(chipText({ name: 'model', operator: 'contains', value: '*bob*' }), 'Model contains bob')
  t.equal(chipText({ name: 'dateTimeOriginal', operator: 'between', value: '2020-01-01 - 2020-12-31' }), 'Date Taken between 2020-01-01 and 2020-12-31')
  t.equal(chipText({ name: 'dateTimeOriginal', operator: 'before', value: ' - 2020-01-01' }), 'Date Taken before 2020-01-01')
  t.equal(chipText({ name: 'filesize', operator: 'greater than', value: '2 MB - ' }), 'File Size greater than 2 MB')
  t.equal(chipText({ name: 'serialNumber', operator: 'is not', value: 'X1' }), 'Serial Number is not X1')
})

t.test('wildcards asked for in the URL stay while a value holds a *, and reach the fetch', async (t) => {
  const { state } = readSearchState('domain=*.example&allowWildcards=true')
  t.equal(state.allowWildcards, true)
  t.ok(wildcardsAsked(state))
  t.equal(searchHref(state), '/search?domain=*.example&allowWildcards=true')
  const plain = withFilters(state, [{ name: 'make', operator: 'is', value: 'Canon' }])
  t.notOk(wildcardsAsked(plain), 'no * left: the flag no longer applies')
  t.equal(searchHref(plain), '/search?make=Canon')
  t.equal(listFetchQuery(state.filters, 'none', false, true).get('allowWildcards'), 'true')
  t.equal(mapFetchQuery(state.filters, true).get('allowWildcards'), 'true')
  t.equal(mapFetchQuery(state.filters).get('allowWildcards'), null)
  t.equal(readSearchState('domain=*.example').state.allowWildcards, undefined)
})

t.test("the page's one call: the list's for list and gallery, the map's for the map, none without a filter", async (t) => {
  const { state } = readSearchState('make=Canon&groupBy=camera&mustHaveGPS=true&page=3&resultSize=50')
  t.equal(searchFetchQuery(state, 'list')?.toString(), 'make=Canon&page=1&resultSize=1000&groupBy=camera&exists=location')
  t.equal(searchFetchQuery(state, 'grid')?.toString(), searchFetchQuery(state, 'list')?.toString(), 'paging and the gallery ask for the same reply')
  t.equal(searchFetchQuery(state, 'map')?.toString(), 'make=Canon&page=1&resultSize=1000&exists=location')
  t.equal(searchFetchQuery(readSearchState('page=2').state, 'list'), null)
})
