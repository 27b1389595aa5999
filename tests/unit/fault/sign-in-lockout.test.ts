// Fault: about 100 failed sign-ins against made-up accounts from one address locked every user of that
// address (behind a proxy, everyone) out of sign-in for an hour. Now a browser that signed in before
// carries a device cookie and is never stopped by failures made elsewhere (OWASP device cookies); an
// unknown browser is slowed per account and per address, and never for longer than 15 minutes.

import t, { type Test } from 'tap'
import { assertAudited, harness, MINUTE, PASSWORD, type Browser, type Harness } from '../server/api/harness.js'
import { findUserByEmail } from '../../../server/api/store/users.js'

// The documented limits, written out so that the test pins them rather than follows the code.
const DEVICE_COOKIE = '__Host-sightline-device'
const DEVICE_COOKIE_LIFE_MS = 180 * 24 * 60 * MINUTE
const ADDRESS_WINDOW_MS = 15 * MINUTE

const ALICE = 'alice@police.example'
const BOB = 'bob@police.example'
const CAROL = 'carol@police.example'
/** The one address every caller has behind a proxy the service does not see through. */
const OFFICE = { 'x-forwarded-for': '203.0.113.9' }

function signIn(browser: Browser, username: string, password = PASSWORD) {
  return browser.call({ method: 'POST', url: '/v1/authenticate', payload: { username, password }, headers: OFFICE }, username)
}

/** The repro: 100 wrong passwords for made-up accounts, one each, from the shared address. */
async function sprayMadeUpAccounts(t: Test, h: Harness, label = 'u') {
  const attacker = h.browser()
  const answers = new Set<number>()
  for (let i = 1; i <= 100; i++) answers.add((await signIn(attacker, `${label}${i}@x.example`, 'x')).statusCode)
  t.same([...answers].sort(), [400, 429], 'the attacker is refused, then throttled')
}

const minutesOf = (error: string) => Number(/Try again in (\d+) minutes?\./.exec(error)?.[1])

t.test('the repro: a browser that signed in before signs in at once; an unknown browser waits at most 15 minutes', async (t) => {
  const h = harness(t)
  await h.addUser({ email: ALICE })
  await h.addUser({ email: BOB })
  const alice = h.browser()
  t.equal((await signIn(alice, ALICE)).statusCode, 200, 'Alice signed in from this browser before')
  await alice.call({ method: 'POST', url: '/v1/logout', payload: {}, headers: OFFICE }, ALICE)
  t.ok(alice.cookies.get(DEVICE_COOKIE), 'and kept its device cookie after signing out')

  await sprayMadeUpAccounts(t, h)
  const known = await signIn(alice, ALICE)
  t.equal(known.statusCode, 200, 'the known browser signs in correctly at once')
  t.equal(known.json().user.email, ALICE)

  const firstTime = await signIn(h.browser(), BOB)
  t.equal(firstTime.statusCode, 429, 'a first-time browser behind the same address is slowed')
  t.match(firstTime.json().error, /^Too many failed sign-ins\. Try again in \d+ minutes?\.$/)
  t.ok(minutesOf(firstTime.json().error) <= 15, `for at most 15 minutes (${firstTime.json().error})`)
  h.clock.advance(ADDRESS_WINDOW_MS)
  t.equal((await signIn(h.browser(), BOB)).statusCode, 200, 'and signs in once the address window is over')
  await assertAudited(t, h)
})

t.test('a device cookie for another account does not help', async (t) => {
  const h = harness(t)
  await h.addUser({ email: ALICE })
  await h.addUser({ email: CAROL })
  const carols = h.browser()
  t.equal((await signIn(carols, CAROL)).statusCode, 200)
  await sprayMadeUpAccounts(t, h)
  t.equal((await signIn(carols, ALICE)).statusCode, 429, "Carol's browser is unknown to Alice's account")
  t.equal((await signIn(carols, CAROL)).statusCode, 200, "but known to Carol's")
  await assertAudited(t, h)
})

t.test('a forged or expired device cookie counts as none', async (t) => {
  const h = harness(t)
  await h.addUser({ email: ALICE })
  const alice = h.browser()
  await signIn(alice, ALICE)
  const issued = alice.cookies.get(DEVICE_COOKIE) as string

  await sprayMadeUpAccounts(t, h, 'a')
  for (const forged of ['A'.repeat(43), `${issued.slice(0, -1)}${issued.endsWith('A') ? 'B' : 'A'}`, 'x', `${issued}.${issued}`]) {
    const stranger = h.browser()
    stranger.cookies.set(DEVICE_COOKIE, forged)
    t.equal((await signIn(stranger, ALICE)).statusCode, 429, `forged device cookie ${forged.slice(0, 12)}…`)
  }

  h.clock.advance(DEVICE_COOKIE_LIFE_MS)
  await sprayMadeUpAccounts(t, h, 'b')
  t.equal((await signIn(alice, ALICE)).statusCode, 429, 'a device cookie 180 days after its sign-in has expired')
  await assertAudited(t, h)
})

t.test('failures made with a device cookie lock only that cookie, which is then untrusted', async (t) => {
  const h = harness(t)
  await h.addUser({ email: ALICE })
  const laptop = h.browser()
  const desktop = h.browser()
  await signIn(laptop, ALICE)
  await signIn(desktop, ALICE)
  for (let i = 1; i <= 10; i++) t.equal((await signIn(laptop, ALICE, 'wrong')).statusCode, 400, `device failure ${i}`)
  t.equal((await findUserByEmail(h.store, ALICE))?.failedLogins, 0, 'none counted against the account')
  const address = h.db.prepare("SELECT count(*) FROM login_throttle WHERE key LIKE 'ip:%'").pluck().get()
  t.equal(address, 0, 'nor against the address')

  t.equal((await signIn(laptop, ALICE, 'wrong')).statusCode, 400)
  t.equal((await findUserByEmail(h.store, ALICE))?.failedLogins, 1, 'the locked cookie is untrusted: its next failure counts against the account')
  await sprayMadeUpAccounts(t, h)
  t.equal((await signIn(laptop, ALICE)).statusCode, 429, 'and the address limit stops it')
  t.equal((await signIn(desktop, ALICE)).statusCode, 200, "Alice's other browser is not affected")
  await assertAudited(t, h)
})

t.test('the account lockout still stops a guesser without a cookie, and never the known browser', async (t) => {
  const h = harness(t)
  await h.addUser({ email: ALICE })
  const alice = h.browser()
  await signIn(alice, ALICE)
  const guesser = h.browser()
  for (let i = 1; i <= 10; i++) {
    t.equal((await signIn(guesser, ALICE, `guess ${i}`)).statusCode, 400, `guess ${i}`)
    h.clock.advance(MINUTE)
  }
  const locked = await signIn(guesser, ALICE)
  const error = 'Too many failed sign-ins. Try again in 14 minutes.'
  t.same([locked.statusCode, locked.json().error], [429, error], 'the right password is refused to the guesser')
  t.equal((await signIn(alice, ALICE)).statusCode, 200, 'Alice signs in from her browser')
  t.equal((await signIn(guesser, ALICE)).statusCode, 429, "and her sign-in does not lift the guesser's lock")
  await assertAudited(t, h)
})
