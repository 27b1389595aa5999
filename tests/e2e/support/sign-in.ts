// Signing in the way a person does: the /login page, its fields and its button.

import { expect, type Cookie, type Page } from '@playwright/test'
import type { DemoAccount } from './accounts.js'
import { BASE_URL } from '../servers.js'

export interface SignInOptions {
  /** Origin of the server; the page's baseURL when absent. */
  origin?: string
  /** Query string for /login, e.g. `redirect=%2Fsso%2Fx`. */
  query?: string
}

export async function openSignIn(page: Page, options: SignInOptions = {}): Promise<void> {
  await page.goto(`${options.origin ?? ''}/login${options.query ? `?${options.query}` : ''}`)
}

export async function fillCredentials(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

/** Opens /login and signs in; for an account without the emailed code, the browser then moves on. */
export async function signIn(page: Page, account: DemoAccount, options: SignInOptions = {}): Promise<void> {
  await openSignIn(page, options)
  await fillCredentials(page, account.email, account.password)
}

/** Where the landing rule (spec-1 §2.3) sends an account: the expected path after sign-in. */
export function expectedLanding(roles: readonly string[]): string {
  if (roles.includes('MetadataSearch')) return '/search'
  // /uniforms itself redirects a UniformSearch user on to the search tab (spec-3 §2).
  if (roles.includes('UniformSearch')) return '/uniforms/search'
  if (['Audit', 'DomainAudit', 'UsageStats'].some((r) => roles.includes(r))) return '/licences'
  return '/settings'
}

/**
 * How long a sign-in may take to land: the service hashes the password, which on two cores shared by four
 * servers and two browsers has taken over 10 seconds, the default wait of an expectation.
 */
const LANDING_TIMEOUT_MS = 30_000

/** Waits until the browser has landed where the landing rule sends an account with these roles. */
export async function expectLanded(page: Page, roles: readonly string[]): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === expectedLanding(roles), { timeout: LANDING_TIMEOUT_MS })
}

/** The cookies a sign-in left, by server and account: kept for the life of one test worker. */
const keptSessions = new Map<string, Cookie[]>()

/**
 * Opens the account's landing page signed in, for a test about something else than signing in. The first
 * time in a test worker it signs in on the sign-in page, as a person does; after that it gives the browser
 * the cookies that sign-in left, once the service confirms that their session still stands (a test may have
 * signed out, or let it end), else it signs in again. A sign-in costs a password hash and two page loads.
 */
export async function signedIn(page: Page, account: DemoAccount, options: Pick<SignInOptions, 'origin'> = {}): Promise<void> {
  const origin = options.origin ?? BASE_URL
  const key = `${origin} ${account.email}`
  const kept = keptSessions.get(key)
  if (kept && (await sessionStands(page, kept, origin, account.email))) {
    await page.goto(`${origin}${expectedLanding(account.roles)}`)
    return
  }
  await signIn(page, account, options)
  await expectLanded(page, account.roles)
  keptSessions.set(key, await page.context().cookies(origin))
}

/** Gives the page's browser the cookies and asks the service who they sign in. */
async function sessionStands(page: Page, cookies: Cookie[], origin: string, email: string): Promise<boolean> {
  await page.context().addCookies(cookies)
  const reply = await page.request.get(`${origin}/v1/authenticate`)
  const body = (await reply.json().catch(() => null)) as { success?: boolean; user?: { email?: string } } | null
  if (reply.ok() && body?.success === true && body.user?.email === email) return true
  await page.context().clearCookies()
  return false
}
