// The session store's rules the shell relies on (spec-1 §4.3): the session check, the optimistic settings
// update with its error, the expiry action, and a sign-in counting as activity.

import t, { type Test } from 'tap'
import { createSessionStore } from '../../../../shared/session/store.js'
import { LAST_ACTIVITY_KEY } from '../../../../shared/session/inactivity.js'
import type { ApiClient } from '../../../../shared/api/client.js'
import type { User } from '../../../../shared/api/types/user.js'
import { memoryStorage } from '../memoryStorage.js'

const alice: User = {
  email: 'alice@example.org',
  roles: [],
  licenceRoles: { l1: ['MetadataSearch'] },
  settings: { showImages: false, showMenu: true },
  needsJustification: true,
  showCaidHeader: false,
  acceptedUniformTerms: false,
  firstLogin: false,
}

type Call = { method: string; path: string; json?: unknown }

/** An API client answering each call with the next reply given, and noting the calls. */
function fakeApi(replies: object[]): { api: ApiClient; calls: Call[] } {
  const calls: Call[] = []
  const answer = (method: string) => async (path: string, options: { json?: unknown } = {}) => {
    calls.push({ method, path, json: options.json })
    const next = replies.shift()
    if (!next) throw new Error(`no reply left for ${method} ${path}`)
    return next
  }
  const api = { get: answer('GET'), post: answer('POST'), put: answer('PUT'), delete: answer('DELETE') } as unknown as ApiClient
  return { api, calls }
}

const store = (replies: object[]) => {
  const { api, calls } = fakeApi(replies)
  return { store: createSessionStore({ api, storage: () => memoryStorage(), sleep: async () => {} }), calls }
}

t.test('a session check that finds nobody marks the check done and leaves no user', async (t) => {
  const { store: s } = store([{ success: false, error: 'Not signed in.', status: 200 }])
  t.same(await s.checkSession(), { user: null, redirectUri: null, reached: true })
  t.equal(s.state.value.checkedForSession, true)
  t.equal(s.summary.value, null)
})

t.test('a session check that finds a user redraws the summary from it', async (t) => {
  const { store: s } = store([{ success: true, user: alice }])
  const { user, reached } = await s.checkSession()
  t.equal(user?.email, 'alice@example.org')
  t.equal(reached, true)
  t.match(s.summary.value, { email: 'alice@example.org', needsJustification: true, showImages: false, showMenu: true })
})

t.test('a server that cannot be reached is no answer: the state stays as it was', async (t) => {
  for (const failure of [{ success: false, error: 'fetch failed', networkError: true }, { success: false, error: 'Bad gateway', status: 502 }]) {
    const { store: s } = store([failure])
    const result = await s.checkSession()
    t.equal(result.reached, false)
    t.equal(s.state.value.checkedForSession, false, 'the check has not answered')
  }
})

t.test('a service that failed or refused to answer for now is no answer either: the page asked for is kept', async (t) => {
  const failures = [
    { success: false, error: 'Something went wrong on the server. Please try again.', status: 500 },
    { success: false, error: 'The server is busy. Try again in 2 seconds.', status: 503 },
    { success: false, error: 'Too many requests.', status: 429 },
    { success: false, error: 'The request took too long to arrive.', status: 408 },
  ]
  for (const failure of failures) {
    const { store: s } = store([failure])
    const result = await s.checkSession()
    t.equal(result.reached, false)
    t.equal(s.state.value.checkedForSession, false, 'the check has not answered')
  }
})

t.test('settings change at once and go back, with the error kept, when saving fails', async (t) => {
  const { store: s, calls } = store([{ success: true, user: alice }, { success: false, error: 'Database busy', status: 500 }])
  await s.checkSession()
  const saving = s.updateSettings({ showImages: true })
  t.equal(s.summary.value?.showImages, true, 'optimistic')
  t.equal(await saving, false)
  t.equal(s.summary.value?.showImages, false, 'put back')
  t.equal(s.state.value.settingsUpdateError, 'Database busy')
  t.same(calls.at(-1), { method: 'POST', path: '/settings', json: { showImages: true } })
  s.clearSettingsUpdateError()
  t.equal(s.state.value.settingsUpdateError, null)
})

/** An API client whose replies the test releases one by one, in any order. */
function heldApi() {
  const held: { method: string; path: string; answer: (reply: object) => void }[] = []
  const answer = (method: string) => (path: string) => new Promise((resolve) => held.push({ method, path, answer: resolve }))
  const api = { get: answer('GET'), post: answer('POST'), put: answer('PUT'), delete: answer('DELETE') } as unknown as ApiClient
  return { store: createSessionStore({ api, storage: () => memoryStorage(), sleep: async () => {} }), held }
}

const withSettings = (settings: Partial<User['settings']>): User => ({ ...alice, settings: { ...alice.settings, ...settings } })

t.test('a session check asked before a settings change and answered after it keeps the newer settings', async (t) => {
  const { store: s, held } = heldApi()
  const first = s.checkSession()
  held.shift()!.answer({ success: true, user: withSettings({ showImages: true }) })
  await first
  const check = s.checkSession() // read by the service before the change below
  const saving = s.updateSettings({ showImages: false })
  const [checkCall, saveCall] = [held.shift()!, held.shift()!]
  saveCall.answer({ success: true, user: withSettings({ showImages: false }) })
  t.equal(await saving, true)
  checkCall.answer({ success: true, user: withSettings({ showImages: true, firstName: 'Alice' }) })
  await check
  t.equal(s.summary.value?.showImages, false, 'the pictures stay hidden')
  t.equal(s.state.value.user?.settings.firstName, undefined, 'the settings are the page\'s own, whole')
  // A check asked after the change is the service's word again.
  const later = s.checkSession()
  held.shift()!.answer({ success: true, user: withSettings({ showImages: true }) })
  await later
  t.equal(s.summary.value?.showImages, true)
})

t.test('of two settings changes, the reply to the first does not undo the second', async (t) => {
  const { store: s, held } = heldApi()
  const first = s.checkSession()
  held.shift()!.answer({ success: true, user: withSettings({ showImages: true, showMenu: true }) })
  await first
  const hide = s.updateSettings({ showImages: false })
  const close = s.updateSettings({ showMenu: false })
  const [hideCall, closeCall] = [held.shift()!, held.shift()!]
  hideCall.answer({ success: true, user: withSettings({ showImages: false, showMenu: true }) })
  await hide
  t.match(s.summary.value, { showImages: false, showMenu: false }, 'both changes stand while the second is on its way')
  closeCall.answer({ success: true, user: withSettings({ showImages: false, showMenu: false }) })
  await close
  t.match(s.summary.value, { showImages: false, showMenu: false })
})

t.test('the expiry action forgets the user', async (t) => {
  const { store: s } = store([{ success: true, user: alice }])
  await s.checkSession()
  s.expireSession()
  t.equal(s.summary.value, null)
  t.equal(s.state.value.checkedForSession, true)
})

function installSessionStorage(t: Test): Storage {
  const storage = memoryStorage()
  Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true, writable: true })
  t.teardown(() => {
    delete (globalThis as { sessionStorage?: unknown }).sessionStorage
  })
  return storage
}

t.test('signing in counts as activity, so an old record in the tab does not sign the new session out', async (t) => {
  const tab = installSessionStorage(t)
  tab.setItem(LAST_ACTIVITY_KEY, '0')
  const { store: s } = store([{ success: true, user: alice }])
  const before = Date.now()
  const outcome = await s.signIn({ username: alice.email, password: 'correct horse battery' })
  t.equal(outcome.kind, 'signedIn')
  t.ok(Number(tab.getItem(LAST_ACTIVITY_KEY)) >= before)
})

t.test('a busy server counts as one of the 3 sign-in tries, and its own words are shown after the last', async (t) => {
  const busy = { success: false, error: 'The server is busy. Try again in 2 seconds.', status: 503 }
  const { store: s, calls } = store([busy, busy, busy])
  const outcome = await s.signIn({ username: 'alice@example.org', password: 'secret' })
  t.equal(calls.length, 3, 'tried three times')
  t.same(outcome, { kind: 'failed', error: 'The server is busy. Try again in 2 seconds.' })
  t.equal(s.state.value.authenticationError, 'The server is busy. Try again in 2 seconds.')
})

t.test('a busy reply then a sign-in on the next try signs in', async (t) => {
  const busy = { success: false, error: 'The server is busy. Try again in 2 seconds.', status: 503 }
  const { store: s, calls } = store([busy, { success: true, user: alice }])
  t.match(await s.signIn({ username: 'alice@example.org', password: 'secret' }), { kind: 'signedIn' })
  t.equal(calls.length, 2)
})

t.test('an upstream that is down still reads "Cannot connect to the server." after the last try', async (t) => {
  const down = { success: false, error: 'Cannot connect to the server.', status: 502 }
  const { store: s } = store([down, { ...down, status: 503, error: 'Service Unavailable' }, { ...down, status: 504 }])
  t.same(await s.signIn({ username: 'alice@example.org', password: 'secret' }), { kind: 'failed', error: 'Cannot connect to the server.' })
})
