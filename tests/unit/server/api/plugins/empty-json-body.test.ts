// Fault: a POST, PUT or DELETE with no body but `content-type: application/json` (as many HTTP client
// libraries send by default) was refused with "The request body is not valid JSON.". A call that takes no
// body now answers as it would without the header; a call that takes one still refuses an empty body.

import t from 'tap'
import { harness } from '../harness.js'

const JSON_HEADERS = { 'content-type': 'application/json' }
const NOT_JSON = 'The request body is not valid JSON.'

t.test('sign-out with an empty JSON body signs out', async (t) => {
  const h = harness(t)
  await h.addUser({ email: 'ada@police.example' })
  const browser = h.browser()
  t.equal((await browser.signIn('ada@police.example')).statusCode, 200)
  const res = await browser.call({ method: 'POST', url: '/v1/logout', headers: JSON_HEADERS }, 'ada@police.example')
  t.equal(res.statusCode, 200, res.body)
  t.equal(res.json().success, true)
})

t.test('a delete with an empty JSON body is judged on its path, not refused as bad JSON', async (t) => {
  const h = harness(t)
  await h.addUser({ email: 'ada@police.example' }, ['MetadataSearch'])
  const browser = h.browser()
  await browser.signIn('ada@police.example')
  const res = await browser.call({ method: 'DELETE', url: `/v1/bigsearch/jobs/${'a'.repeat(64)}`, headers: JSON_HEADERS }, 'ada@police.example')
  t.not(res.json().error, NOT_JSON)
  t.equal(res.statusCode, 404, 'an unknown job, as without the header')
})

t.test('a call that takes a body still refuses an empty one', async (t) => {
  const h = harness(t)
  const res = await h.browser().call({ method: 'POST', url: '/v1/authenticate', headers: JSON_HEADERS, payload: '' }, 'anonymous')
  t.equal(res.statusCode, 400)
  t.equal(res.json().error, NOT_JSON)
})
