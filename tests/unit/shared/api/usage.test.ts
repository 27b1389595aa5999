// The usage calls (spec-3 §7 "Licences"): a licence's usage for a range, every licence's summary, and a
// licence's report as a file.

import t from 'tap'
import { usageCalls } from '../../../../shared/api/usage.js'
import { createApiClient } from '../../../../shared/api/client.js'
import { fakeService, jsonReply } from '../fakeService.js'

t.test('each call goes to its path with its query', async (t) => {
  const { api, calls } = fakeService(({ url }) =>
    url.includes('/report/')
      ? new Response('a,b', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="usage-Demo-summary-2026-11-24.csv"' } })
      : jsonReply({ success: true, data: {} }),
  )
  const usage = usageCalls(api)
  t.match(await usage.licenceUsage(3, { range: 'specificYear', year: '2025' }).promise, { success: true, data: {} })
  t.match(await usage.allUsage(true).promise, { success: true })
  const report = await usage.report(3, { period: 'activeUsers', format: 'pdf', currentUsersOnly: false }, 'Quarterly review')
  t.match(report, { success: true, fileName: 'usage-Demo-summary-2026-11-24.csv' })
  t.same(
    calls.map((c) => [c.method, c.url]),
    [
      ['GET', '/v1/licences/3/usage?range=specificYear&year=2025'],
      ['GET', '/v1/licences/usage/all?currentUsersOnly=true'],
      ['GET', '/v1/licences/3/usage/report/activeUsers?currentUsersOnly=false&format=pdf'],
    ],
  )
})

t.test('a read left behind is cancelled', async (t) => {
  const { api } = fakeService(() => new Promise<Response>(() => {}))
  const call = usageCalls(api).licenceUsage(3, { range: 'yearToDate' })
  call.cancel()
  t.match(await call.promise, { cancelled: true })
})

t.test('a refused report is a failure with the service’s message', async (t) => {
  const { api } = fakeService(() => jsonReply({ success: false, error: 'Permission Denied.' }, 403))
  t.match(await usageCalls(api).report(3, { period: 'user', format: 'csv', currentUsersOnly: true }, 'Quarterly review'), { success: false, error: 'Permission Denied.', status: 403 })
})

t.test('a report carries the justification given for it, in place of the stored one (spec-1 §5)', async (t) => {
  const sent: (string | null)[] = []
  const api = createApiClient({
    justification: () => 'stored one',
    fetch: async (_url, init) => {
      sent.push(new Headers(init.headers).get('x-justification'))
      return new Response('a,b', { headers: { 'content-type': 'text/csv' } })
    },
  })
  await usageCalls(api).report(3, { period: 'summary', format: 'csv', currentUsersOnly: false }, 'Quarterly review')
  t.same(sent, ['Quarterly review'])
})
