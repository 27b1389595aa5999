// The first call of a search page load (entries/search/firstQuery.ts), decided alike for the early script and
// the area: only the search page, only for a visitor it is drawn for, only with a filter.

import t from 'tap'
import type { SessionSummary } from '../../../../shared/api/types/user.js'
import { firstSearchQuery } from '../../../../entries/search/firstQuery.js'
import { earlySearchQuery } from '../../../../entries/search/earlyQuery.js'

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

t.test("the early script asks what the area asks, going by the edge's answer to the page instead of the route table", async (t) => {
  const addresses: [string, string][] = [['/search', '?make=Canon&page=3'], ['/search', '?make=Canon&format=map'], ['/search/', '?serialNumber=0042'], ['/search', '']]
  for (const [pathname, search] of addresses) {
    t.equal(earlySearchQuery({ pathname, search }, 'page')?.toString(), load(pathname, search)?.toString(), `${pathname}${search}`)
  }
  t.equal(earlySearchQuery({ pathname: '/searches', search: '?make=Canon' }, 'page'), null, 'another page of the area')
  t.equal(earlySearchQuery({ pathname: '/similar', search: '?make=Canon' }, 'page'), null)
  for (const outcome of ['denied', 'notFound', 'deactivated'] as const) {
    t.equal(earlySearchQuery({ pathname: '/search', search: '?make=Canon' }, outcome), null, `nothing when the edge answered ${outcome}`)
  }
})
