// The session check on load (spec-1 §4.3): a guarded page with nobody signed in goes to sign-in with the
// address to return to; any other answer leaves the page where it is.

import t from 'tap'
import { checkSessionOnLoad, checksItsOwnSession, isSigningOut } from '../../../../shared/shell/sessionCheck.js'
import type { User } from '../../../../shared/api/types/user.js'

const alice = { email: 'alice@example.org' } as User

function run(answer: { user: User | null; reached: boolean }, pathname: string, search = '', restricted = false) {
  const left: string[] = []
  const store = { checkSession: async () => ({ ...answer, redirectUri: null }) }
  return checkSessionOnLoad({ store, address: { pathname, search }, restricted, leave: (to) => left.push(to) }).then((to) => ({ to, left }))
}

t.test('nobody signed in on a guarded page: sign in, then come back to the same address', async (t) => {
  const { to, left } = await run({ user: null, reached: true }, '/searches', '?page=2')
  t.equal(to, '/login?redirect=%2Fsearches%3Fpage%3D2')
  t.same(left, [to])
})

t.test('nobody signed in on a public page: stay', async (t) => {
  for (const path of ['/login', '/terms', '/no/such/page']) t.same(await run({ user: null, reached: true }, path), { to: null, left: [] }, path)
})

t.test('a signed-in user stays; the shell redraws from the store', async (t) => {
  t.same(await run({ user: alice, reached: true }, '/searches'), { to: null, left: [] })
})

t.test('no answer from the server is not a sign-out', async (t) => {
  t.same(await run({ user: null, reached: false }, '/searches'), { to: null, left: [] })
})

t.test('restricted mode: a deactivated page stays deactivated, a kept one still asks to sign in', async (t) => {
  t.same(await run({ user: null, reached: true }, '/camid', '', true), { to: null, left: [] })
  t.equal((await run({ user: null, reached: true }, '/search', '', true)).to, '/login?redirect=%2Fsearch')
})

t.test('the sign-out page is neither checked nor watched', async (t) => {
  t.equal(isSigningOut('/logout'), true)
  t.equal(isSigningOut('/login'), false)
  t.equal(isSigningOut('/search'), false)
  t.equal(checksItsOwnSession('/login'), true)
  t.equal(checksItsOwnSession('/search'), false)
})
