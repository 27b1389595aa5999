// Fault: a JSON body nested deep enough broke the service. POST /v1/metrics/user with `properties` nested 1,000
// deep failed SQLite's JSON check on the write, and deeper (some 2 KB of brackets) overflowed the stack: both were
// 500s. Every JSON body the service takes is refused past its depth limit with 400, naming the limit, before it
// is parsed; the service keeps answering; a body within the limit is taken as before.

import t from 'tap'
import { harness } from '../server/api/harness.js'
import { JSON_MAX_DEPTH, tooDeep } from '../../../server/api/plugins/json-depth.js'
import { assertAudited } from '../server/api/harness.js'

const EMAIL = 'dora@police.example'
const TOO_DEEP = `The request body is nested too deeply: JSON may nest at most ${JSON_MAX_DEPTH} levels.`

/** `{"a":{"a":…{}…}}` with `depth` objects. */
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`
/** `[[[…]]]` with `depth` arrays. */
const nestedArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

t.test('metrics properties nested 1,000 and 100,000 deep are refused with 400 naming the limit', async (t) => {
  const h = harness(t)
  await h.addUser({ email: EMAIL })
  const browser = h.browser()
  await browser.signIn(EMAIL)
  for (const depth of [1_000, 100_000]) {
    for (const [shape, nested] of [['objects', nestedObject(depth)], ['arrays', nestedArray(depth)]] as const) {
      const res = await browser.call(
        {
          method: 'POST',
          url: '/v1/metrics/user',
          headers: { 'content-type': 'application/json' },
          payload: `{"type":"page","event":"/search","properties":{"deep":${nested}}}`,
        },
        EMAIL,
      )
      t.same([res.statusCode, res.json()], [400, { success: false, error: TOO_DEEP }], `${depth} ${shape} deep`)
    }
  }
  t.equal(h.db.prepare('SELECT COUNT(*) FROM metrics_events').pluck().get(), 0, 'nothing was written')
  // The service still answers, and a metric of ordinary depth is taken.
  const ok = await browser.call(
    { method: 'POST', url: '/v1/metrics/user', payload: { type: 'page', event: '/search', properties: { a: { b: [1, { c: 2 }] } } } },
    EMAIL,
  )
  t.same([ok.statusCode, ok.json()], [200, { success: true }])
  await assertAudited(t, h)
})

t.test('the limit is the depth itself: 32 levels are taken, 33 are refused, on any JSON call', async (t) => {
  const h = harness(t)
  await h.addUser({ email: EMAIL })
  const browser = h.browser()
  await browser.signIn(EMAIL)
  const send = (depth: number) =>
    browser.call(
      {
        method: 'POST',
        url: '/v1/metrics/user',
        headers: { 'content-type': 'application/json' },
        // The outer object is a level of its own, and `properties` one more.
        payload: `{"type":"page","event":"/x","properties":{"p":${nestedObject(depth - 2)}}}`,
      },
      EMAIL,
    )
  t.equal((await send(JSON_MAX_DEPTH)).statusCode, 200, `${JSON_MAX_DEPTH} levels`)
  t.same((await send(JSON_MAX_DEPTH + 1)).json(), { success: false, error: TOO_DEEP }, `${JSON_MAX_DEPTH + 1} levels`)
  // Sign-in and settings read JSON too: signed out, the limit is kept before anything else is read.
  const signIn = await h.app.inject({
    method: 'POST',
    url: '/v1/authenticate',
    headers: { 'content-type': 'application/json' },
    payload: `{"username":"${EMAIL}","password":${nestedArray(5000)}}`,
  })
  t.same([signIn.statusCode, signIn.json()], [400, { success: false, error: TOO_DEEP }], 'sign-in')
  const settings = await browser.call(
    { method: 'POST', url: '/v1/settings', headers: { 'content-type': 'application/json' }, payload: `{"firstName":${nestedArray(40)}}` },
    EMAIL,
  )
  t.same([settings.statusCode, settings.json()], [400, { success: false, error: TOO_DEEP }], 'settings')
})

t.test('brackets inside strings are text, not depth; a body that is not JSON is still refused as such', async (t) => {
  t.equal(tooDeep(`{"a":"${'['.repeat(10_000)}"}`, JSON_MAX_DEPTH), false, 'brackets in a string')
  t.equal(tooDeep(`{"a":"\\"${'{'.repeat(100)}"}`, JSON_MAX_DEPTH), false, 'after an escaped quote, still in the string')
  t.equal(tooDeep(`["\\\\",${nestedArray(40)}]`, JSON_MAX_DEPTH), true, 'an escaped backslash ends before the quote that closes the string')
  t.equal(tooDeep(nestedArray(JSON_MAX_DEPTH), JSON_MAX_DEPTH), false, 'at the limit')
  t.equal(tooDeep(`${nestedArray(JSON_MAX_DEPTH)}${nestedArray(JSON_MAX_DEPTH)}`, JSON_MAX_DEPTH), false, 'depth, not count')
  const h = harness(t)
  await h.addUser({ email: EMAIL })
  const browser = h.browser()
  await browser.signIn(EMAIL)
  const broken = await browser.call(
    { method: 'POST', url: '/v1/metrics/user', headers: { 'content-type': 'application/json' }, payload: '{"type":"page",' },
    EMAIL,
  )
  t.same([broken.statusCode, broken.json()], [400, { success: false, error: 'The request body is not valid JSON.' }])
  // The parser still refuses a prototype key, as Fastify's own does.
  const proto = await browser.call(
    {
      method: 'POST',
      url: '/v1/metrics/user',
      headers: { 'content-type': 'application/json' },
      payload: '{"type":"page","event":"/x","properties":{"__proto__":{"admin":true}}}',
    },
    EMAIL,
  )
  t.equal(proto.statusCode, 400, '__proto__ refused')
})
