// A licence's audit calls (spec-3 §7 "Licences"): GET /licences/{id}/audit with the filters and paging,
// GET /licences/{id}/audit-options, and the export, which carries the justification header.

import t from 'tap'
import { auditCalls } from '../../../../shared/api/audit.js'
import { createApiClient } from '../../../../shared/api/client.js'
import { fakeService, jsonReply } from '../fakeService.js'

t.test('the reads go to their paths, the filters and paging in the query', async (t) => {
  const { api, calls } = fakeService(({ url }) =>
    jsonReply(url.includes('audit-options') ? { success: true, data: { emails: [], domains: [], actions: [] } } : { success: true, data: [], total: 0 }),
  )
  const audit = auditCalls(api)
  t.same(await audit.entries(3, { from: '2026-03-01 00:00', to: '2026-03-02 23:59', email: 'a@b.example', page: '2', resultSize: '50' }).promise, {
    success: true,
    data: [],
    total: 0,
  })
  t.match(await audit.options(3).promise, { success: true, data: { emails: [] } })
  t.same(
    calls.map((c) => [c.method, c.url]),
    [
      ['GET', '/v1/licences/3/audit?from=2026-03-01+00%3A00&to=2026-03-02+23%3A59&email=a%40b.example&page=2&resultSize=50'],
      ['GET', '/v1/licences/3/audit-options'],
    ],
  )
})

t.test('a search left behind is cancelled', async (t) => {
  const { api } = fakeService(() => new Promise<Response>(() => {}))
  const call = auditCalls(api).entries(3, { from: '2026-03-01 00:00', to: '2026-03-02 00:00' })
  call.cancel()
  t.match(await call.promise, { cancelled: true })
})

t.test('the export sends the justification given, not the stored one, and hands back the file', async (t) => {
  const sent: { url: string; headers: Headers }[] = []
  const api = createApiClient({
    justification: () => 'stored one',
    fetch: async (url, init) => {
      sent.push({ url, headers: new Headers(init.headers) })
      return new Response('a,b\r\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="audit-Demo-2026-03-02.csv"' } })
    },
  })
  const reply = await auditCalls(api).exportFile(3, { from: '2026-03-01 00:00', to: '2026-03-02 00:00', action: 'search' }, 'csv', 'Case 42')
  t.match(reply, { success: true, fileName: 'audit-Demo-2026-03-02.csv' })
  t.equal(sent[0]?.url, '/v1/licences/3/audit/export?from=2026-03-01+00%3A00&to=2026-03-02+00%3A00&action=search&format=csv')
  t.equal(sent[0]?.headers.get('x-justification'), 'Case 42')
})

t.test('a refused export is a failure with the service’s message', async (t) => {
  const { api } = fakeService(() => jsonReply({ success: false, error: 'A justification is required.' }, 400))
  t.match(await auditCalls(api).exportFile(3, { from: '2026-03-01 00:00', to: '2026-03-02 00:00' }, 'pdf', 'Case 42'), {
    success: false,
    error: 'A justification is required.',
    status: 400,
  })
})
