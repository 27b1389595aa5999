// The first call of a search page load (entries/search/firstQuery.ts), decided alike for the early script and
// the area: only the search page, only for a visitor it is drawn for, only with a filter.

import t from 'tap'
import type { SessionSummary } from '../../../../shared/api/types/user.js'
import { firstSearchQuery } from '../../../../entries/search/firstQuery.js'

function user(licenceRoles: Record<string, string[]>): SessionSummary {
  return { email: 'i@police.example', roles: [], licenceRoles, needsJustification: false, showCaidHeader: false, acceptedUniformTerms: false, showMenu: true, showImages: true }
}
const investigator = user({ l1: ['MetadataSearch'] })
const load = (pathname: string, search: string, who: SessionSummary | null = investigator) => firstSearchQuery({ pathname, search, user: who, restricted: false })

t.test('the search page asks for the list call its screen makes', async (t) => {
  t.equal(load('/search', '?make=Canon&page=3')?.toString(), 'make=Canon&page=1&resultSize=1000')
  t.equal(load('/search', '?make=Canon&format=map')?.toString(), 'make=Canon&page=1&resultSize=1000&exists=location')
})

t.test('nothing is asked without a filter, on the area\'s other pages, or for a visitor the page is not drawn for', async (t) => {
  t.equal(load('/search', ''), null)
  t.equal(load('/searches', '?make=Canon'), null)
  t.equal(load('/sighting/abc', '?make=Canon'), null)
  t.equal(load('/search', '?make=Canon', user({ l1: ['CameraId'] })), null, 'without the MetadataSearch role')
  t.equal(load('/search', '?make=Canon', null), null, 'signed out')
})
