// Fault: edge cookies made with the real key (an insider, or a leaked key) that our edge never issues.
// A session begun in the future would never reach its 12-hour end, and a payload that is not an object
// crashed the session library: both must mean signed out, never a page for the user, never a 500. A view
// cookie (the display settings) that is not one is ignored.

import t from 'tap'
import { createRequire } from 'node:module'
import { bootstrapOf, demoUser, signIn, startEdge, startUpstream, TEST_KEY } from '../server/edge/harness.js'
import { summariseUser } from '../../../shared/api/types/user.js'

// The session library's own cipher (libsodium's secretbox), to write payloads it would never write itself.
const sodium = createRequire(import.meta.url)('sodium-native') as {
  crypto_secretbox_MACBYTES: number
  crypto_secretbox_NONCEBYTES: number
  randombytes_buf(buf: Buffer): void
  crypto_secretbox_easy(cipher: Buffer, message: Buffer, nonce: Buffer, key: Buffer): void
}

function sealed(payload: string, key = TEST_KEY, name = '__Host-sightline'): string {
  const message = Buffer.from(payload)
  const nonce = Buffer.alloc(sodium.crypto_secretbox_NONCEBYTES)
  sodium.randombytes_buf(nonce)
  const cipher = Buffer.alloc(message.length + sodium.crypto_secretbox_MACBYTES)
  sodium.crypto_secretbox_easy(cipher, message, nonce, key)
  return `${name}=${encodeURIComponent(`${cipher.toString('base64')};${nonce.toString('base64')}`)}`
}

const investigator = demoUser()
const summary = summariseUser(investigator)
const HOUR = 60 * 60 * 1000

t.test('edge cookies an insider could make', async (t) => {
  const upstream = await startUpstream([investigator])
  const edge = await startEdge(upstream.url)
  t.teardown(async () => {
    await edge.close()
    await upstream.close()
  })
  const page = (cookie: string) => edge.inject({ url: '/search', headers: { cookie } })
  const now = Date.now()
  const ts = Math.round(now / 1000)

  t.test('a well-formed session made now is accepted (the test writes cookies as the edge does)', async (t) => {
    t.equal((await page(sealed(JSON.stringify({ summary, issuedAt: now, __ts: ts })))).statusCode, 200)
  })

  t.test('a session whose issuedAt lies in the future means signed out', async (t) => {
    for (const ahead of [2 * 60 * 1000, HOUR, 11 * HOUR, 100 * 24 * HOUR]) {
      const res = await page(sealed(JSON.stringify({ summary, issuedAt: now + ahead, __ts: ts })))
      t.equal(res.statusCode, 302, `${ahead / 60_000} minutes ahead`)
    }
  })

  t.test('an issuedAt that is not a finite number means signed out', async (t) => {
    // Written as JSON text: 1e400 parses as Infinity.
    for (const issuedAt of ['"now"', 'null', '1e400', '-1e400', `[${now}]`]) {
      const res = await page(sealed(`{"summary":${JSON.stringify(summary)},"issuedAt":${issuedAt},"__ts":${ts}}`))
      t.equal(res.statusCode, 302, `issuedAt ${issuedAt}`)
    }
  })

  t.test('a payload that is not a session object means signed out, never a 500', async (t) => {
    for (const payload of ['null', '5', '"text"', 'true', '[]', '[1,2]', 'not json', '', '{"__ts":"x"}', '{"summary":null}']) {
      const res = await page(sealed(payload))
      t.equal(res.statusCode, 302, `payload ${payload || '(empty)'}`)
      const api = await edge.inject({ url: '/v1/echo', headers: { cookie: sealed(payload) } })
      t.ok(api.statusCode < 500, `a /v1 call with payload ${payload || '(empty)'} is not a 500`)
    }
  })

  t.test("a view cookie that is not a view, or is another user's, leaves the session's own settings, never a 500", async (t) => {
    const session = sealed(JSON.stringify({ summary, issuedAt: now, __ts: ts }))
    const view = (payload: string) => sealed(payload, TEST_KEY, '__Host-sightline-view')
    const settingsOf = async (cookie: string) => {
      const res = await page(cookie)
      t.equal(res.statusCode, 200)
      const { showImages, showMenu } = bootstrapOf(res.body).session
      return { showImages, showMenu }
    }
    const own = { showImages: summary.showImages, showMenu: summary.showMenu }
    const flipped = { showImages: !summary.showImages, showMenu: !summary.showMenu }
    const views = [
      'null', '5', '[]', 'not json', '', '{"view":null}', '{"view":"x"}',
      JSON.stringify({ view: { email: summary.email, showImages: 'no', showMenu: false }, __ts: ts }),
      JSON.stringify({ view: { email: 'someone-else@example.org', ...flipped }, __ts: ts }),
    ]
    for (const payload of views) {
      t.same(await settingsOf(`${session}; ${view(payload)}`), own, `view ${payload || '(empty)'}`)
      const api = await edge.inject({ url: '/v1/echo', headers: { cookie: `${session}; ${view(payload)}` } })
      t.ok(api.statusCode < 500, `a /v1 call with view ${payload || '(empty)'} is not a 500`)
    }
    // The test writes the view cookie as the edge does: this user's view is taken.
    t.same(await settingsOf(`${session}; ${view(JSON.stringify({ view: { email: summary.email, ...flipped }, __ts: ts }))}`), flipped)
  })

  t.test('a real sign-in still works beside them', async (t) => {
    t.equal((await page(await signIn(edge, investigator.email))).statusCode, 200)
  })
})
