// The Contribute tab (spec-3 §2 "Contribute tab", §7, §9): its list asks the service for the text, the regions, the
// page and its size as the call names them; the address holds the filters, 100 rows a page by default of 10 to
// 200; the chips are green when the school has an accepted image or wears no uniform; Policy shows a tick, a
// cross or "Unset"; the contribution screen's Cancel comes back to the tab as it was left.

import t from 'tap'
import { renderToStaticMarkup } from 'react-dom/server'
import { Router } from 'wouter'
import type { School } from '../../../../../shared/api/types/uniforms.js'
import { uniformCalls } from '../../../../../shared/api/uniforms.js'
import { readServerList, withListFilters } from '../../../../../shared/ui/table/serverPagedList.js'
import { contributeList } from '../../../../../entries/uniforms/contribute/contributeList.js'
import { createContributeState } from '../../../../../entries/uniforms/contribute/contributeState.js'
import { contributeTabHref, contributionHref, rememberContributeTab } from '../../../../../entries/uniforms/contribute/contributeTabAddress.js'
import { isCountDone } from '../../../../../entries/uniforms/contribute/CountChip.js'
import { policyMark, schoolColumns, websiteText } from '../../../../../entries/uniforms/contribute/schoolColumns.js'
import { fakeService, jsonReply } from '../../../shared/fakeService.js'

const school = (change: Partial<School> = {}): School => ({
  id: '1201',
  name: 'Hillside Academy',
  status: 'OPEN',
  website: 'https://www.hillside.example.sch.uk/about',
  postcode: 'LS1 4AP',
  externalId: '107564',
  minAge: 11,
  maxAge: 18,
  uniformWorn: true,
  hasUniformWorn: true,
  location: null,
  hasLocation: false,
  hasWebsite: true,
  acceptedLogoCount: 2,
  acceptedUniformCount: 0,
  schoolType: 'Academy',
  town: 'Leeds',
  region: ['England'],
  images: [],
  ...change,
})

t.test('a page of the list asks for text, each region, page and results-per-page, and keeps the reply\'s schools and total', async (t) => {
  const service = fakeService(({ url }) =>
    url.includes('/config') ? jsonReply({ success: true, data: { regions: [] } }) : jsonReply({ success: true, data: { schools: [school()], totalSchools: 321 } }),
  )
  const state = createContributeState(uniformCalls(service.api))
  await state.list.load({ page: 3, resultSize: 25, sorted: [], filters: { text: ' hill ', regions: ['england', 'wales/cardiff'] } })
  const asked = new URL(service.asked[0] ?? '', 'http://x')
  t.equal(asked.pathname, '/v1/uniforms/contributions')
  t.same([...asked.searchParams.entries()], [['text', 'hill'], ['region', 'england'], ['region', 'wales/cardiff'], ['page', '3'], ['results-per-page', '25']])
  t.match(state.list.state.value, { kind: 'loaded', total: 321, rows: [{ name: 'Hillside Academy' }] })
  await state.loadRegions()
  t.match(state.regions.value, { kind: 'loaded', regions: [] })
  t.equal(service.asked[1], '/v1/uniforms/contributions/config')
})

t.test('a failed list is only logged', async (t) => {
  const logged = t.capture(console, 'error')
  const state = createContributeState(uniformCalls(fakeService(() => jsonReply({ success: false, error: 'Error. 500 Internal Server Error' }, 500)).api))
  await state.list.load({ page: 1, resultSize: 100, sorted: [], filters: { text: '', regions: [] } })
  t.match(state.list.state.value, { kind: 'failed' })
  t.match(logged().map((c) => c.args.join(' ')), [/list of schools to contribute to failed: Error\. 500/])
})

t.test('the address holds the filters, the page and a size of 10 to 200, 100 by default', async (t) => {
  const view = (query: string) => readServerList(new URLSearchParams(query), contributeList, null)
  t.match(view(''), { page: 1, resultSize: 100, filters: { text: '', regions: [] } })
  t.match(view('text=hill&regions=england,wales&page=2&resultSize=10'), { page: 2, resultSize: 10, filters: { text: 'hill', regions: ['england', 'wales'] } })
  t.equal(view('resultSize=30').resultSize, 100, 'a size not offered is the default')
  t.same(contributeList.paging.sizes, [10, 25, 50, 100, 200])
  const searched = withListFilters(new URLSearchParams('page=4&resultSize=50'), contributeList, { text: 'oak', regions: ['scotland'] })
  t.equal(searched.toString(), 'resultSize=50&text=oak&regions=scotland', 'a new search starts at page 1 and keeps the size')
})

t.test('the chips are green with an accepted image, or for a school without uniform', async (t) => {
  t.equal(isCountDone(1, true), true)
  t.equal(isCountDone(0, true), false)
  t.equal(isCountDone(0, null), false)
  t.equal(isCountDone(0, false), true)
})

t.test('Policy is a tick, a cross or "Unset"; the website shows its host', async (t) => {
  t.same([true, false, null].map((worn) => policyMark(worn).mark), ['✓', '✗', 'Unset'])
  t.equal(websiteText('https://www.hillside.example.sch.uk/about'), 'hillside.example.sch.uk')
})

t.test('the columns are the spec\'s, with Update to the school\'s contribution screen', async (t) => {
  t.same(schoolColumns.map((c) => c.label), ['Name', 'Logos', 'Uniforms', 'Policy', 'Location', 'Website', 'Update'])
  const cell = (id: string, row: School) =>
    renderToStaticMarkup(<Router ssrPath="/uniforms/contributions">{schoolColumns.find((c) => c.id === id)?.cell(row)}</Router>)
  t.match(cell('update', school()), /href="\/uniforms\/contributions\/1201"[^>]*>Update</)
  t.match(cell('website', school()), /href="https:\/\/www\.hillside\.example\.sch\.uk\/about" target="_blank" rel="noopener noreferrer"[^>]*>hillside\.example\.sch\.uk/)
  t.match(cell('website', school({ website: null })), />None</)
  t.match(cell('website', school({ website: 'javascript:alert(1)' })), />None</, 'no link but to a web address')
  t.match(cell('location', school()), 'Leeds, LS1 4AP')
  t.match(cell('logos', school()), /2<span[^>]*> accepted logos<\/span>/)
  t.match(cell('uniforms', school()), /0<span[^>]*> accepted uniform images, still needed<\/span>/)
})

t.test('Cancel and Back go to the tab as it was left', async (t) => {
  t.equal(contributeTabHref(), '/uniforms/contributions')
  rememberContributeTab('?text=oak&page=2')
  t.equal(contributeTabHref(), '/uniforms/contributions?text=oak&page=2')
  rememberContributeTab('')
  t.equal(contributeTabHref(), '/uniforms/contributions')
  t.equal(contributionHref('1201'), '/uniforms/contributions/1201')
})
