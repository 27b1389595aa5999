// The feedback call: POST /v1/feedback with the message as JSON, its failure handed back as a reply.

import t from 'tap'
import { feedbackCalls } from '../../../../shared/api/feedback.js'
import { fakeService, jsonReply } from '../fakeService.js'

t.test('a message goes to support as JSON and the reply says whether it arrived', async (t) => {
  const { api, calls } = fakeService(({ body }) => (body?.includes('fail') ? jsonReply({ success: false, error: 'Too long.' }, 400) : jsonReply({ success: true })))
  const feedback = feedbackCalls(api)
  t.same(await feedback.send({ message: 'Hello' }), { success: true })
  t.match(await feedback.send({ message: 'fail' }), { success: false, error: 'Too long.' })
  t.same(calls[0], { method: 'POST', url: '/v1/feedback', body: '{"message":"Hello"}' })
})
