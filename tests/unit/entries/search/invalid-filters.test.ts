// Bad links (issue 15): a filter that cannot be searched is named as the filter dialog names its field,
// stays in the URL as written and on a chip marked invalid; a resultSize that is no page size and a
// location unit written as older links wrote it are corrected in the URL.

import t from 'tap'
import { correctedSearch, listFetchQuery, readSearchState, searchHref, withFilters } from '../../../../entries/search/searchUrl.js'
import { asEditable, invalidChipText, invalidFilterMessage } from '../../../../entries/search/filters/invalidFilters.js'

t.test('a bad date is named Date Taken, kept as written, and not searched', async (t) => {
  const { state } = readSearchState('make=Canon&dateTimeOriginal=2015-13-45')
  t.same(state.filters, [{ name: 'make', operator: 'is', value: 'Canon' }])
  const [bad] = state.invalid ?? []
  t.ok(bad)
  t.equal(invalidFilterMessage(bad!), 'Date Taken is not valid: "2015-13-45" is not a date.')
  t.equal(invalidChipText(bad!), 'Date Taken is 2015-13-45')
  t.same(asEditable(bad!), { name: 'dateTimeOriginal', operator: 'is', value: '2015-13-45' }, 'the dialog can show it for correction')
  t.equal(searchHref(state), '/search?make=Canon&dateTimeOriginal=2015-13-45', 'the URL keeps it')
  t.equal(listFetchQuery(state.filters, 'none').get('dateTimeOriginal'), null, 'the search does not carry it')
})

t.test('removing another filter keeps the bad one; a name that is no field stays with its own name', async (t) => {
  const { state } = readSearchState('make=Canon&model=EOS&-colour=red')
  const next = withFilters(state, state.filters.slice(1))
  t.equal(searchHref(next), '/search?model=EOS&-colour=red')
  const [unknown] = state.invalid ?? []
  t.equal(invalidFilterMessage(unknown!), 'colour is not valid: there is no such filter.')
  t.equal(invalidChipText(unknown!), 'colour = red')
  t.equal(asEditable(unknown!), null, 'no dialog row can hold it: it can only be removed')
})

t.test('a bad location is fixed in its own dialog, not in the filter rows', async (t) => {
  const { state } = readSearchState('location=95:0:1:MILES')
  t.equal(state.invalid?.length, 1)
  t.equal(invalidFilterMessage(state.invalid![0]!), 'Location is not valid: latitude must be between -90 and 90.')
  t.equal(asEditable(state.invalid![0]!), null)
})

t.test('a resultSize that is no page size is corrected in the URL, like a page beyond the last', async (t) => {
  t.equal(correctedSearch('make=Canon&resultSize=7'), '/search?make=Canon')
  t.equal(correctedSearch('make=Canon&resultSize=abc&page=2'), '/search?make=Canon&page=2')
  t.equal(correctedSearch('make=Canon&resultSize=50'), null)
  t.equal(correctedSearch('make=Canon'), null)
})

t.test('an older link with Miles is read and rewritten with MILES, other parameters as written', async (t) => {
  t.equal(correctedSearch('location=53.48095:-2.23743:10:Miles&make=Canon'), '/search?location=53.48095%3A-2.23743%3A10%3AMILES&make=Canon')
  t.equal(correctedSearch('location=53.48095:-2.23743:10:MILES'), null)
  const { state } = readSearchState('location=53.48095:-2.23743:10:Miles')
  t.equal(listFetchQuery(state.filters, 'none').get('location'), '53.48095:-2.23743:10:MILES', 'the service is asked with MILES')
})
