// A signed-in user's own calls (spec-1 §7, spec-3 §7 "Settings"): API key, settings, feedback and metrics;
// each refuses bad input and a missing session without changing anything.

import t, { type Test } from 'tap'
import { assertAudited, harnessOn, onEachEngine, snapshotOf, SUPPORT, type Browser, type Harness } from './harness.js'
import { sql } from 'kysely'
import { SESSION_ENDED } from '../../../../server/api/plugins/authentication.js'
import { FEEDBACK_EMPTY, FEEDBACK_NOT_SENT, METRIC_TOO_LARGE } from '../../../../server/api/routes/user-account.js'
import { listFeedback } from '../../../../server/api/store/feedback.js'
import { metricsOf } from '../../../../server/api/store/metrics.js'
import { findUserByEmail } from '../../../../server/api/store/users.js'
import { FEEDBACK_MAX, FEEDBACK_PER_DAY, FEEDBACK_TOO_MANY } from '../../../../shared/api/types/account.js'
import { BODY_LIMIT } from '../../../../server/api/app.js'

const ERIN = 'erin@police.example'

async function signedIn(h: Harness): Promise<Browser> {
  await h.addUser({ email: ERIN, firstName: 'Erin', organization: 'Northshire Police' }, ['MetadataSearch'])
  const browser = h.browser()
  await browser.signIn(ERIN)
  return browser
}

/** Each call, made without a session, answers 401 and changes nothing. */
async function refusedWithoutSession(t: Test, h: Harness, calls: { method: 'GET' | 'PUT' | 'POST'; url: string; payload?: object }[]) {
  const before = await snapshotOf(h.store)
  for (const call of calls) {
    const res = await h.browser().call(call, 'anonymous')
    t.same([res.statusCode, res.json()], [401, { success: false, error: SESSION_ENDED }], `${call.method} ${call.url}`)
  }
  t.equal(await snapshotOf(h.store), before, 'nothing changed')
}

/** Each payload is refused with 400 success:false and changes nothing. */
async function refusedInput(t: Test, h: Harness, browser: Browser, url: string, payloads: [string, unknown][]) {
  const before = await snapshotOf(h.store)
  for (const [name, payload] of payloads) {
    const res = await browser.call(
      { method: 'POST', url, payload: typeof payload === 'string' ? payload : JSON.stringify(payload), headers: { 'content-type': 'application/json' } },
      ERIN,
    )
    t.equal(res.statusCode, name === 'over 1 MiB' ? 413 : 400, name)
    t.equal(res.json().success, false, name)
    t.type(res.json().error, 'string', name)
  }
  t.equal(await snapshotOf(h.store), before, 'nothing changed')
}

onEachEngine(t, 'the API key: none at first, renewed whole once, then shown by prefix; renewing ends the old key', async (t, engine) => {
  const h = await harnessOn(t, engine)
  const browser = await signedIn(h)
  const none = await browser.call({ method: 'GET', url: '/v1/authenticate/api-key' }, ERIN)
  t.same(none.json(), { success: true, apiKey: null, createdAt: null })
  const first = (await browser.call({ method: 'PUT', url: '/v1/authenticate/api-key' }, ERIN)).json()
  t.match(first, { success: true, apiKey: /^sl_[A-Za-z0-9_-]{40,}$/, createdAt: h.clock.now })
  t.notOk((await sql<{ key_hash: string }>`SELECT key_hash FROM api_keys`.execute(h.store.db)).rows.some((row) => row.key_hash === first.apiKey), 'stored only hashed')
  const shown = await browser.call({ method: 'GET', url: '/v1/authenticate/api-key' }, ERIN)
  t.same(shown.json(), { success: true, apiKey: `${first.apiKey.slice(0, 9)}…`, createdAt: h.clock.now })
  t.equal((await browser.call({ method: 'GET', url: '/v1/authenticate' }, ERIN)).json().user.apiKey, `${first.apiKey.slice(0, 9)}…`)

  const second = (await browser.call({ method: 'PUT', url: '/v1/authenticate/api-key' }, ERIN)).json()
  t.not(second.apiKey, first.apiKey)
  const script = h.browser()
  const old = await script.call({ method: 'GET', url: '/v1/authenticate/api-key', headers: { 'x-api-key': first.apiKey } }, 'anonymous')
  t.equal(old.statusCode, 401, 'the old key stopped working')
  const current = await script.call({ method: 'GET', url: '/v1/authenticate/api-key', headers: { 'x-api-key': second.apiKey } }, ERIN)
  t.equal(current.json().success, true)
  await assertAudited(t, h)
})

onEachEngine(t, 'settings change only what was sent and answer the whole updated user', async (t, engine) => {
  const h = await harnessOn(t, engine)
  const browser = await signedIn(h)
  const res = await browser.call({ method: 'POST', url: '/v1/settings', payload: { showImages: false, lastName: '  Smith ' } }, ERIN)
  t.equal(res.statusCode, 200)
  t.match(res.json(), { success: true, user: { email: ERIN, licenceRoles: { 1: ['MetadataSearch'] }, settings: { showImages: false, showMenu: true, firstName: 'Erin', lastName: 'Smith' } } })
  t.match((await findUserByEmail(h.store, ERIN)), { showImages: false, showMenu: true, firstName: 'Erin', lastName: 'Smith' })
  const menu = await browser.call({ method: 'POST', url: '/v1/settings', payload: { showMenu: false, firstName: '' } }, ERIN)
  t.match(menu.json().user.settings, { showImages: false, showMenu: false, firstName: '', lastName: 'Smith' })
  await assertAudited(t, h)
})

onEachEngine(t, 'settings refuse unknown fields, wrong types and long names, changing nothing', async (t, engine) => {
  const h = await harnessOn(t, engine)
  const browser = await signedIn(h)
  await refusedInput(t, h, browser, '/v1/settings', [
    ['an unknown field', { showMenu: false, isAdmin: true }],
    ['a string for a switch', { showImages: 'false' }],
    ['a number for a switch', { showMenu: 0 }],
    ['a number for a name', { firstName: 7 }],
    ['a name of 101 characters', { lastName: 'x'.repeat(101) }],
    ['null', 'null'],
    ['a list', [{ showMenu: false }]],
    ['not JSON', '{"showMenu":'],
    ['over 1 MiB', { firstName: 'x'.repeat(BODY_LIMIT) }],
  ])
  const atLimit = await browser.call({ method: 'POST', url: '/v1/settings', payload: { firstName: 'x'.repeat(100) } }, ERIN)
  t.equal(atLimit.statusCode, 200, 'exactly 100 characters is allowed')
  await assertAudited(t, h)
})

onEachEngine(t, 'feedback is mailed to support with the sender, and kept', async (t, engine) => {
  const h = await harnessOn(t, engine)
  const browser = await signedIn(h)
  const res = await browser.call({ method: 'POST', url: '/v1/feedback', payload: { message: '  The map is slow.\nThanks ' } }, ERIN)
  t.same([res.statusCode, res.json()], [200, { success: true }])
  t.equal(h.mail.length, 1)
  t.match(h.mail[0], { to: SUPPORT, subject: `Sightline feedback from ${ERIN}` })
  t.match(h.mail[0]?.text, `From: ${ERIN}`)
  t.match(h.mail[0]?.text, 'Organisation: Northshire Police')
  t.match(h.mail[0]?.text, 'The map is slow.\nThanks')
  t.match((await listFeedback(h.store)), [{ email: ERIN, organization: 'Northshire Police', message: 'The map is slow.\nThanks', createdAt: h.clock.now }])
  await assertAudited(t, h)
})

onEachEngine(t, `a user may send ${FEEDBACK_PER_DAY} messages in any 24 hours; the next is refused, saying why, and nothing of it is sent`, async (t, engine) => {
  const h = await harnessOn(t, engine)
  const browser = await signedIn(h)
  const send = (message: string) => browser.call({ method: 'POST', url: '/v1/feedback', payload: { message } }, ERIN)
  for (let i = 0; i < FEEDBACK_PER_DAY; i++) {
    const sent = await send(`Message ${i}`)
    if (sent.statusCode !== 200) t.fail(`message ${i}: ${sent.statusCode} ${sent.body}`)
    h.clock.advance(60_000)
  }
  const refused = await send('One more')
  t.same([refused.statusCode, refused.json()], [429, { success: false, error: FEEDBACK_TOO_MANY }])
  t.equal(h.mail.length, FEEDBACK_PER_DAY, 'the refused message was not mailed')
  t.equal((await listFeedback(h.store)).length, FEEDBACK_PER_DAY, 'nor kept')
  // A day after the first, one more may be sent.
  h.clock.advance(24 * 60 * 60 * 1000 - FEEDBACK_PER_DAY * 60_000 + 1)
  await browser.signIn(ERIN)
  t.equal((await send('The next day')).statusCode, 200)
})

onEachEngine(t, 'feedback refuses an empty, blank, missing or too long message; a mail failure keeps nothing', async (t, engine) => {
  const h = await harnessOn(t, engine)
  const browser = await signedIn(h)
  await refusedInput(t, h, browser, '/v1/feedback', [
    ['empty', { message: '' }],
    ['missing', {}],
    ['a number', { message: 5 }],
    ['too long', { message: 'x'.repeat(FEEDBACK_MAX + 1) }],
    ['an unknown field', { message: 'hi', to: 'someone@else.example' }],
  ])
  const blank = await browser.call({ method: 'POST', url: '/v1/feedback', payload: { message: '  \n ' } }, ERIN)
  t.same([blank.statusCode, blank.json()], [400, { success: false, error: FEEDBACK_EMPTY, field: 'message' }])
  h.failMail()
  const unsent = await browser.call({ method: 'POST', url: '/v1/feedback', payload: { message: 'Hello' } }, ERIN)
  t.same([unsent.statusCode, unsent.json()], [500, { success: false, error: FEEDBACK_NOT_SENT }])
  t.same((await listFeedback(h.store)), [])
  t.equal(h.mail.length, 0)
  await assertAudited(t, h)
})

onEachEngine(t, 'a usage metric is stored for the user', async (t, engine) => {
  const h = await harnessOn(t, engine)
  const browser = await signedIn(h)
  const res = await browser.call({ method: 'POST', url: '/v1/metrics/user', payload: { type: 'track', event: 'Search', properties: { filters: 2 } } }, ERIN)
  t.same([res.statusCode, res.json()], [200, { success: true }])
  await browser.call({ method: 'POST', url: '/v1/metrics/user', payload: { type: 'page', event: '/search' } }, ERIN)
  const user = (await findUserByEmail(h.store, ERIN))!
  t.match(await metricsOf(h.store, user.id), [
    { type: 'track', event: 'Search', properties: { filters: 2 }, createdAt: h.clock.now },
    { type: 'page', event: '/search', properties: {} },
  ])
  await assertAudited(t, h)
})

onEachEngine(t, 'a metric with missing or wrong fields, or oversized properties, is refused', async (t, engine) => {
  const h = await harnessOn(t, engine)
  const browser = await signedIn(h)
  await refusedInput(t, h, browser, '/v1/metrics/user', [
    ['no event', { type: 'page' }],
    ['no type', { event: 'x' }],
    ['properties not an object', { type: 'page', event: 'x', properties: 'a=b' }],
    ['an empty type', { type: '', event: 'x' }],
  ])
  const big = await browser.call({ method: 'POST', url: '/v1/metrics/user', payload: { type: 'page', event: 'x', properties: { blob: 'x'.repeat(20_000) } } }, ERIN)
  t.same([big.statusCode, big.json()], [400, { success: false, error: METRIC_TOO_LARGE }])
  t.same(await metricsOf(h.store, (await findUserByEmail(h.store, ERIN))!.id), [])
  await assertAudited(t, h)
})

onEachEngine(t, 'every account call needs a session, and is refused before its body is read', async (t, engine) => {
  const h = await harnessOn(t, engine)
  await refusedWithoutSession(t, h, [
    { method: 'GET', url: '/v1/authenticate/api-key' },
    { method: 'PUT', url: '/v1/authenticate/api-key' },
    { method: 'POST', url: '/v1/settings', payload: { showMenu: false } },
    { method: 'POST', url: '/v1/settings', payload: { showMenu: 'not even valid' } },
    { method: 'POST', url: '/v1/feedback', payload: { message: 'hi' } },
    { method: 'POST', url: '/v1/metrics/user', payload: { type: 'page', event: 'x' } },
  ])
  t.equal(h.mail.length, 0)
  await assertAudited(t, h)
})
