// The list reply's text (issue 15 §9): the count and notices come before the results, so a browser reading
// the reply as it arrives knows them first; the whole text is the reply the schema describes.

import t from 'tap'
import { listReplyJson } from '../../../../../server/api/search/reply-json.js'

t.test('the count and the notices are written before the results', async (t) => {
  const text = listReplyJson(['{"id":"a"}', '{"id":"b"}'], 10_001, [{ field: 'make', value: '[MAKE]', reason: 'generic word', message: 'MAKE is a placeholder.' }])
  t.ok(text.indexOf('"totalResults"') < text.indexOf('"results"'))
  t.ok(text.indexOf('"notices"') < text.indexOf('"results"'))
  t.ok(text.endsWith(']}'), 'the results are the last field')
  t.same(JSON.parse(text), { success: true, totalResults: 10_001, notices: [{ field: 'make', value: '[MAKE]', reason: 'generic word', message: 'MAKE is a placeholder.' }], results: [{ id: 'a' }, { id: 'b' }] })
})

t.test('a reply without notices or results is still one JSON object', async (t) => {
  t.same(JSON.parse(listReplyJson([], 0)), { success: true, totalResults: 0, results: [] })
})
