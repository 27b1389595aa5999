// The usage screens' signals: a licence's usage per range, kept so that a range seen before asks nothing; a
// report downloaded and saved, or its failure said; the all-licences summary with and without the users no
// current licence covers.

import t from 'tap'
import { usageCalls } from '../../../../../shared/api/usage.js'
import type { DownloadedFile } from '../../../../../shared/api/client.js'
import { createAllUsageState, isEmptySummary } from '../../../../../entries/admin/usage/allUsageState.js'
import { createLicenceUsageState, reportFailed } from '../../../../../entries/admin/usage/licenceUsageState.js'
import type { UsageSummary } from '../../../../../shared/api/types/usage.js'
import { fakeService, jsonReply } from '../../../shared/fakeService.js'

const USAGE = { from: '2026-01-01T00:00:00.000Z', to: '2026-02-01T00:00:00.000Z', monthlyUsageStats: [], currentLicencedUsers: [] }
const SUMMARY: UsageSummary = { from: '2025-01-01T00:00:00.000Z', to: '2026-01-15T00:00:00.000Z', monthly: [], weekly: [], activeUsers: [], userActivity: [], domainActivity: [] }

t.test('a licence’s usage is asked for by range, and a range seen before is not asked again', async (t) => {
  const { api, asked } = fakeService(() => jsonReply({ success: true, data: USAGE }))
  const store = createLicenceUsageState(usageCalls(api), () => undefined)
  await store.load({ licenceId: 4, choice: { range: 'yearToDate' } })
  t.match(store.usage.value, { kind: 'loaded', key: '4 yearToDate', usage: USAGE })
  await store.load({ licenceId: 4, choice: { range: 'specificMonth', month: '2026-01' } })
  await store.load({ licenceId: 4, choice: { range: 'yearToDate' } })
  t.same(asked, ['/v1/licences/4/usage?range=yearToDate', '/v1/licences/4/usage?range=specificMonth&month=2026-01'])
  await store.load({ licenceId: 4, choice: { range: 'yearToDate' } }, true)
  t.equal(asked.length, 3, 'Try Again asks afresh')
})

t.test('a failed usage call is a failed state with the service’s message', async (t) => {
  const { api } = fakeService(() => jsonReply({ success: false, error: 'No licence has that id.' }, 404))
  const store = createLicenceUsageState(usageCalls(api), () => undefined)
  await store.load({ licenceId: 9, choice: { range: 'last3Months' } })
  t.match(store.usage.value, { kind: 'failed', error: 'No licence has that id.' })
})

t.test('a report is fetched with its options and saved under the service’s name', async (t) => {
  const { api, asked } = fakeService(
    () => new Response('Email\r\nann@force.example', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="usage-x-user.csv"' } }),
  )
  const saved: DownloadedFile[] = []
  const store = createLicenceUsageState(usageCalls(api), (file) => saved.push(file))
  const going = store.downloadReport(4, { period: 'user', format: 'csv', currentUsersOnly: true }, 'Quarterly review')
  t.same(store.downloading.value, { period: 'user', format: 'csv', currentUsersOnly: true }, 'busy while it comes')
  await going
  t.equal(store.downloading.value, null)
  t.same(asked, ['/v1/licences/4/usage/report/user?currentUsersOnly=true&format=csv'])
  t.equal(saved[0]?.fileName, 'usage-x-user.csv')
  t.equal(await saved[0]?.file.text(), 'Email\r\nann@force.example')
  t.equal(store.lastJustification.value, 'Quarterly review', 'the justification is offered again for the next report')
})

t.test('a failed report says why, and nothing is saved', async (t) => {
  const { api } = fakeService(() => jsonReply({ success: false, error: 'period must be one of summary, weekly, user, activeUsers.' }, 400))
  const saved: DownloadedFile[] = []
  const store = createLicenceUsageState(usageCalls(api), (file) => saved.push(file))
  await store.downloadReport(4, { period: 'summary', format: 'pdf', currentUsersOnly: false }, 'Quarterly review')
  t.equal(store.reportError.value, reportFailed('period must be one of summary, weekly, user, activeUsers.'))
  t.same(saved, [])
  store.dismissReportError()
  t.equal(store.reportError.value, null)
})

t.test('the summary is asked for with and without current users only, each once', async (t) => {
  const { api, asked } = fakeService(() => jsonReply({ success: true, data: SUMMARY }))
  const store = createAllUsageState(usageCalls(api))
  await store.load(false)
  await store.load(true)
  await store.load(false)
  t.same(asked, ['/v1/licences/usage/all?currentUsersOnly=false', '/v1/licences/usage/all?currentUsersOnly=true'])
  t.match(store.summary.value, { kind: 'loaded', key: 'all', summary: SUMMARY })
})

t.test('a summary without a call is empty; one call is not', async (t) => {
  const month = { year: 2025, month: 3, activeUsers: 0, numberOfInteractions: 0, numberOfSearches: 0, numberOfBigSearches: 0, numberOfUniformSearches: 0, camIdQueries: 0, lowside: 0, highside: 0, griffeyeCS: 0, griffeyeDI: 0, other: 0 }
  t.ok(isEmptySummary({ ...SUMMARY, monthly: [month] }))
  t.notOk(isEmptySummary({ ...SUMMARY, monthly: [{ ...month, activeUsers: 1, numberOfInteractions: 1 }] }))
})
