// The saved-search calls (spec-1 §7): GET /searches, POST /searches with reference and queryString,
// POST /searches/{id} to mark one viewed, DELETE /searches/bulk?ids= with the comma list.

import t from 'tap'
import { savedSearchCalls } from '../../../../shared/api/savedSearches.js'
import { fakeService, jsonReply } from '../fakeService.js'

t.test('each call goes to its method and path, with its body or query', async (t) => {
  const { api, calls } = fakeService(({ method }) => jsonReply(method === 'GET' ? [] : { success: true, ids: [1, 2] }))
  const saved = savedSearchCalls(api)
  t.same(await saved.list().promise, { success: true, data: [] }, 'the list is the reply body, through a cancelable call')
  await saved.save({ reference: 'Case 42', queryString: 'make=Canon' })
  await saved.markViewed(7)
  t.match(await saved.remove([1, 2]), { success: true, ids: [1, 2] })
  t.same(
    calls.map((c) => [c.method, c.url, c.body]),
    [
      ['GET', '/v1/searches', null],
      ['POST', '/v1/searches', '{"reference":"Case 42","queryString":"make=Canon"}'],
      ['POST', '/v1/searches/7', null],
      ['DELETE', '/v1/searches/bulk?ids=1%2C2', null],
    ],
  )
})
