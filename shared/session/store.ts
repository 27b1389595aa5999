// The browser's session state (spec-1 §3.1, §4.1–4.3) as signals, and the actions that change it: sign in
// (with the emailed code and up to 3 tries), check the session, sign out, and optimistic settings updates.
// Session data is kept in localStorage except the user slice, which is always asked of the server.

import { signal, computed, type ReadonlySignal } from '@preact/signals-react'
import { accountCalls } from '../api/account.js'
import type { ApiClient } from '../api/client.js'
import { CANNOT_CONNECT, isServerBusy, isServiceAnswer, type Failure, type Reply } from '../api/types/reply.js'
import { summariseUser, type SessionSummary, type User, type UserSettings } from '../api/types/user.js'
import type { AuthenticateReply, AuthenticateRequest, OAuthParameters } from '../api/types/account.js'
import { SESSION_REFRESH_HEADER } from '../api/types/account.js'
import { readBootstrap } from './bootstrap.js'
import { recordActivity } from './inactivity.js'
import { tabStorage } from './browserStorage.js'

export interface SessionState {
  user: User | null
  /** The server asked for the emailed login code; the sign-in form shows its code field. */
  mfaRequired: boolean
  authenticating: boolean
  authenticationError: string | null
  /** The session check on load has answered (spec-1 §4.3). */
  checkedForSession: boolean
  updatingSettings: boolean
  settingsUpdateError: string | null
}

const INITIAL: SessionState = {
  user: null,
  mfaRequired: false,
  authenticating: false,
  authenticationError: null,
  checkedForSession: false,
  updatingSettings: false,
  settingsUpdateError: null,
}

/** spec-1 §9: sign-in attempts. */
export const SIGN_IN_ATTEMPTS = 3
/** Pause before the second and third try, so a restarting server has a moment to come back. */
export const RETRY_DELAYS_MS = [500, 1000] as const

/** The session data kept across page loads: everything but the user and the in-flight flags. */
const PERSISTED_KEY = 'sightline.session'
type Persisted = Pick<SessionState, 'mfaRequired' | 'authenticationError' | 'settingsUpdateError'>

export type SignInOutcome =
  | { kind: 'signedIn'; user: User; redirectUri: string | null }
  | { kind: 'mfaRequired' }
  | { kind: 'failed'; error: string }

export interface SessionStoreDeps {
  api?: ApiClient
  storage?: () => Storage | null
  sleep?: (ms: number) => Promise<void>
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

/** A failure that means the server could not be reached: no reply at all, or the edge saying so. */
function isUnreachable(reply: Failure): boolean {
  return !!reply.networkError || reply.status === 502 || reply.status === 503 || reply.status === 504
}

/** A failed session check that says nobody is signed in: a reply, and the service's own answer. */
const isNoSessionAnswer = (reply: Failure) => !reply.networkError && reply.status !== undefined && isServiceAnswer(reply.status)

export function createSessionStore(deps: SessionStoreDeps = {}) {
  const account = accountCalls(deps.api)
  const storage = deps.storage ?? browserStorage
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))

  const state = signal<SessionState>({ ...INITIAL, ...readPersisted() })
  /**
   * How many settings changes have begun on this page. A reply carrying the user that was asked for before
   * the latest change began holds the settings from before it, so it keeps the settings the page has now.
   */
  let settingsChanges = 0

  /** The reply's user, with the page's own settings when a change began after the call was sent. */
  function withNewerSettings(user: User, changesWhenSent: number): User {
    const current = state.value.user
    if (changesWhenSent === settingsChanges || !current || current.email !== user.email) return user
    return { ...user, settings: current.settings }
  }

  function readPersisted(): Partial<Persisted> {
    try {
      const raw = storage()?.getItem(PERSISTED_KEY)
      if (!raw) return {}
      const value = JSON.parse(raw) as Partial<Persisted>
      return {
        mfaRequired: value.mfaRequired === true,
        authenticationError: typeof value.authenticationError === 'string' ? value.authenticationError : null,
        settingsUpdateError: typeof value.settingsUpdateError === 'string' ? value.settingsUpdateError : null,
      }
    } catch {
      return {}
    }
  }

  function update(change: Partial<SessionState>): void {
    const next = { ...state.value, ...change }
    state.value = next
    const persisted: Persisted = {
      mfaRequired: next.mfaRequired,
      authenticationError: next.authenticationError,
      settingsUpdateError: next.settingsUpdateError,
    }
    try {
      storage()?.setItem(PERSISTED_KEY, JSON.stringify(persisted))
    } catch {
      // storage refused (private mode, quota): the state still holds for this page
    }
  }

  /** What the shell draws from: the server's user once known, else the summary the edge put in the page. */
  const summary: ReadonlySignal<SessionSummary | null> = computed(() => {
    const { user, checkedForSession } = state.value
    if (user) return summariseUser(user)
    return checkedForSession ? null : readBootstrap().session
  })

  /**
   * spec-1 §4.1: POST /authenticate, tried up to 3 times while the server cannot be reached. A reply
   * asking for the login code sets mfaRequired; the caller repeats the call with `mfa_code`.
   */
  async function signIn(credentials: AuthenticateRequest, oauth: OAuthParameters = {}): Promise<SignInOutcome> {
    update({ authenticating: true, authenticationError: null })
    const body: AuthenticateRequest = { ...oauth, ...credentials }
    if (!body.mfa_code) delete body.mfa_code
    let reply: Reply<AuthenticateReply> | undefined
    for (let attempt = 1; attempt <= SIGN_IN_ATTEMPTS; attempt++) {
      reply = await account.signIn(body)
      if (reply.success || !isUnreachable(reply)) break
      if (attempt < SIGN_IN_ATTEMPTS) await sleep(RETRY_DELAYS_MS[attempt - 1] ?? 1000)
    }
    if (!reply) throw new Error('unreachable')
    if (!reply.success) {
      // spec-1 §8: after the last try "Cannot connect to the server."; a failure with no reply at all
      // is "Error logging in: {message}".
      // A server past its capacity says so itself ("The server is busy. …"): its words are kept.
      const error = reply.networkError
        ? `Error logging in: ${reply.error}`
        : isUnreachable(reply) && !isServerBusy(reply.error)
          ? CANNOT_CONNECT
          : reply.error
      update({ authenticating: false, authenticationError: error })
      return { kind: 'failed', error }
    }
    if (reply.mfaRequired) {
      update({ authenticating: false, mfaRequired: true })
      return { kind: 'mfaRequired' }
    }
    // A sign-in is activity: an old record left in this tab must not count the new session as idle.
    recordActivity(tabStorage(), Date.now())
    update({ authenticating: false, mfaRequired: false, user: reply.user, checkedForSession: true })
    return { kind: 'signedIn', user: reply.user, redirectUri: reply.auth?.redirectUri ?? null }
  }

  /** Leaves the code step, back to email and password. */
  function cancelMfa(): void {
    update({ mfaRequired: false, authenticationError: null })
  }

  function clearAuthenticationError(): void {
    update({ authenticationError: null })
  }

  /**
   * spec-1 §4.3: asks the server who is signed in. A reply carrying the x-session header asks for the
   * session to be renewed, which PUT /authenticate does. Returns the user, or null; `reached` is false when
   * the service gave no answer about the session (unreached, failed, or refusing for now), and then the state
   * is left as it was: no answer is not a sign-out.
   */
  async function checkSession(query: OAuthParameters = {}): Promise<{ user: User | null; redirectUri: string | null; reached: boolean }> {
    const changesWhenSent = settingsChanges
    const reply = await account.checkSession(query)
    if (!reply.success && !isNoSessionAnswer(reply)) return { user: state.value.user, redirectUri: null, reached: false }
    let user: User | null = reply.success && reply.user ? reply.user : null
    const redirectUri = reply.success && !reply.mfaRequired ? (reply.auth?.redirectUri ?? null) : null
    if (user && reply.success && reply.headers?.[SESSION_REFRESH_HEADER]) {
      const renewed = await account.renewSession()
      if (renewed.success && renewed.user) user = renewed.user
    }
    if (user) user = withNewerSettings(user, changesWhenSent)
    update({ user, checkedForSession: true })
    return { user, redirectUri, reached: true }
  }

  /** spec-1 §4.2: deauthenticate, then clear the user, roles, keys and the MFA flag. */
  /**
   * spec-1 §4.2. A sign-out the service did not confirm keeps the user as they were: the session may still be
   * open, and the page says so rather than going on as if it were closed.
   */
  async function signOut(
    request: { idTokenHint?: string; postLogoutRedirectUri?: string } = {},
  ): Promise<{ signedOut: true; redirectAllowed: boolean } | { signedOut: false; error: string }> {
    const reply = await account.signOut(request)
    // A 401 says there was no session left to end: signed out all the same.
    if (!reply.success && reply.status !== 401) return { signedOut: false, error: reply.error }
    update({ ...INITIAL, checkedForSession: true })
    return { signedOut: true, redirectAllowed: reply.success && reply.redirectAllowed === true }
  }

  /** spec-1 §4.3: the settings change at once; a failure puts them back and keeps settingsUpdateError. */
  async function updateSettings(change: Partial<UserSettings>): Promise<boolean> {
    const before = state.value.user
    if (before) update({ user: { ...before, settings: { ...before.settings, ...change } } })
    update({ updatingSettings: true, settingsUpdateError: null })
    const changesWhenSent = ++settingsChanges
    const reply = await account.updateSettings(change)
    if (!reply.success) {
      const current = state.value.user
      // Put back only the fields this change touched, in case another change landed meanwhile.
      const restored = current && before ? { ...current, settings: { ...current.settings, ...pick(before.settings, change) } } : current
      update({ user: restored, updatingSettings: false, settingsUpdateError: reply.error })
      return false
    }
    update({ user: withNewerSettings(reply.user, changesWhenSent), updatingSettings: false })
    return true
  }

  function clearSettingsUpdateError(): void {
    update({ settingsUpdateError: null })
  }

  /**
   * spec-3 §4 "Uniform terms": POST /uniforms/terms; the reply's user (acceptedUniformTerms now true) becomes
   * the session's, so that the Hub draws its tabs. A refusal changes nothing and is the caller's to show.
   * The Hub's calls come with the call, so that the areas that never accept the terms do not load them.
   */
  async function acceptUniformTerms(): Promise<Reply<{ user: User }>> {
    const changesWhenSent = settingsChanges
    const { uniformCalls } = await import('../api/uniforms.js')
    const reply = await uniformCalls(deps.api).acceptTerms()
    if (reply.success) update({ user: withNewerSettings(reply.user, changesWhenSent), checkedForSession: true })
    return reply
  }

  /** spec-1 §4.3: the session-expiry action, run when the user has been idle too long. */
  function expireSession(): void {
    update({ ...INITIAL, checkedForSession: true })
  }

  return {
    state: state as ReadonlySignal<SessionState>,
    summary,
    signIn,
    cancelMfa,
    clearAuthenticationError,
    checkSession,
    signOut,
    updateSettings,
    clearSettingsUpdateError,
    acceptUniformTerms,
    expireSession,
  }
}

function pick(settings: UserSettings, keys: Partial<UserSettings>): Partial<UserSettings> {
  const out: Partial<UserSettings> = {}
  for (const key of Object.keys(keys) as (keyof UserSettings)[]) (out as Record<string, unknown>)[key] = settings[key]
  return out
}

export type SessionStore = ReturnType<typeof createSessionStore>

/** The page's one session store. */
export const sessionStore: SessionStore = createSessionStore()
