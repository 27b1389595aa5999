// The audit table's cells and count (spec-3 §2, §9): Successful says Yes, or No with its error as the
// description a screen reader reads and the tip hover and focus show; the Action picker groups by api; the
// count caps at 10,000 with a plus sign.

import t from 'tap'
import { renderToStaticMarkup } from 'react-dom/server'
import { actionGroups, ActionPicker } from '../../../../../entries/admin/audit/ActionPicker.js'
import { auditList, entriesCount } from '../../../../../entries/admin/audit/auditPaging.js'
import { lastListPage } from '../../../../../shared/ui/table/serverPagedList.js'
import { SuccessfulCell } from '../../../../../entries/admin/audit/SuccessfulCell.js'

t.test('a successful entry says Yes', async (t) => {
  t.equal(renderToStaticMarkup(<SuccessfulCell successful error={null} />), 'Yes')
})

t.test('a failed entry says No, focusable, described by its error in a tooltip', async (t) => {
  const html = renderToStaticMarkup(<SuccessfulCell successful={false} error="Permission Denied." />)
  const described = /<span[^>]*tabindex="0"[^>]*aria-describedby="([^"]+)"[^>]*>No<\/span>/.exec(html)
  t.ok(described, 'No can take focus and names its description')
  t.match(html, new RegExp(`<span[^>]*id="${described?.[1]}"[^>]*role="tooltip"[^>]*>Permission Denied.</span>`))
  t.equal(renderToStaticMarkup(<SuccessfulCell successful={false} error={null} />), 'No', 'without an error, No alone')
})

t.test('the Action picker groups by api, in the order the apis come, showing display names', async (t) => {
  const actions = [
    { action: 'login', api: 'authenticate', displayName: 'Sign in' },
    { action: 'search', api: 'sightings', displayName: 'Search' },
    { action: 'logout', api: 'authenticate', displayName: 'Sign out' },
    { action: 'unknown', api: '', displayName: 'Unknown call' },
  ]
  t.same(
    actionGroups(actions).map((g) => [g.api, g.actions.map((a) => a.action)]),
    [
      ['authenticate', ['login', 'logout']],
      ['sightings', ['search']],
      ['other', ['unknown']],
    ],
  )
  const html = renderToStaticMarkup(<ActionPicker actions={actions} value="search" onChange={() => undefined} />)
  t.match(html, '<option value="">Any action</option>')
  t.match(html, /<optgroup label="sightings"><option value="search" selected="">Search<\/option><\/optgroup>/)
})

t.test('the count says entry or entries, and caps at 10,000 with a plus sign', async (t) => {
  t.equal(entriesCount(0), '0 entries')
  t.equal(entriesCount(1), '1 entry')
  t.equal(entriesCount(10_000), '10,000 entries')
  t.equal(entriesCount(10_001), '10,000+ entries')
  t.equal(lastListPage(0, 25, auditList), 1)
  t.equal(lastListPage(51, 25, auditList), 3)
  t.equal(lastListPage(10_001, 25, auditList), 400, 'no page past the first 10,000 entries')
})
