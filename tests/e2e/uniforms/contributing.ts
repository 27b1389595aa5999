// The Hub's contribution side in the browser tests: a contributor on a Hub page with the terms accepted, the schools
// the Contribute tab lists as the service gives them, and a school's contribution record with its version tag.

import { expect, type APIRequestContext, type Page } from '@playwright/test'
import type { School } from '../../../shared/api/types/uniforms.js'
import type { DemoAccount } from '../support/accounts.js'
import { signedIn } from '../support/sign-in.js'

/** Signed in as the account, its Hub terms accepted, on this Hub page. */
export async function openHubPage(page: Page, account: DemoAccount, path: string): Promise<void> {
  await signedIn(page, account)
  // The landing page loads in full before the next address, which a late landing would otherwise replace.
  await page.waitForLoadState('load')
  const accepted = await page.request.post('/v1/uniforms/terms', { data: {} })
  expect(accepted.ok(), `${account.email} accepts the Hub's terms`).toBe(true)
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: 'Uniform Intelligence Hub' })).toBeVisible()
}

/** One page of the Contribute tab's schools as the service lists them. */
export async function contributeSchools(request: APIRequestContext, query: Record<string, string> = {}): Promise<{ schools: School[]; totalSchools: number }> {
  const reply = await request.get('/v1/uniforms/contributions', { params: { page: '1', 'results-per-page': '100', ...query } })
  expect(reply.ok(), await reply.text()).toBe(true)
  return ((await reply.json()) as { data: { schools: School[]; totalSchools: number } }).data
}

/** A school as its contribution screen loads it, with its version tag. */
export async function contributionOf(request: APIRequestContext, schoolId: string): Promise<{ school: School; version: string }> {
  const reply = await request.get(`/v1/uniforms/contributions/${schoolId}`)
  expect(reply.ok(), await reply.text()).toBe(true)
  return { school: ((await reply.json()) as { school: School }).school, version: reply.headers().etag ?? '' }
}

/** A web address no school has: a test's change, told apart from every other. */
export const freshWebsite = (what: string) => `https://e2e-${what}-${Date.now().toString(36)}.example.org/`
