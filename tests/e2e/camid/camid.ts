// Camera ID in the browser tests: the Camera ID account on its queries page, calls made as an account outside the
// page (its own cookies), a fingerprint file made here from noise (valid, of a resolution no picture has, so its
// query finishes at once with no hits), and queries submitted and found by their reference.

import { randomBytes } from 'node:crypto'
import { expect, type APIRequestContext, type Locator, type Page, type PlaywrightWorkerArgs } from '@playwright/test'
import type { CamIdQuery, CamIdQueryList, FingerprintData } from '../../../shared/api/types/camid.js'
import { FINGERPRINT_ALGORITHM, FINGERPRINT_FORMATS, FINGERPRINT_LIMITS, writeFingerprintFile, type FingerprintFormat } from '../../../shared/camid/prnu/fingerprintFile.js'
import { accountNamed, type DemoAccount } from '../support/accounts.js'
import { signedIn } from '../support/sign-in.js'
import { retryingWhenBusy } from '../support/test.js'
import { BASE_URL } from '../servers.js'

/** Every query these tests make has a reference that starts so; the demo's own do not. */
export const TEST_REFERENCE = 'e2e'

export const freshReference = (what: string) => `${TEST_REFERENCE} ${what} ${Date.now().toString(36)}${randomBytes(2).toString('hex')}`

/** Signed in as the Camera ID account, on the queries page with its list drawn. */
export async function openQueries(page: Page, account: DemoAccount = accountNamed('camid')): Promise<void> {
  await signedIn(page, account)
  // The landing page loads in full before the next address, which a late landing would otherwise replace.
  await page.waitForLoadState('load')
  await page.goto('/camid')
  await expect(page.getByRole('heading', { level: 1, name: 'Camera ID' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Active Queries' })).toBeVisible({ timeout: 20_000 })
}

/** A request context signed in as the account with cookies of its own, beside the page's. */
export async function apiAs(playwright: PlaywrightWorkerArgs['playwright'], account: DemoAccount): Promise<APIRequestContext> {
  const client = retryingWhenBusy(await playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { accept: 'application/json' } }))
  const reply = await client.post('/v1/authenticate', { data: { username: account.email, password: account.password } })
  expect(reply.ok(), `${account.email} signs in`).toBe(true)
  return client
}

/** A resolution no picture of the demo has: a query of it looks at nothing and finishes at once. */
export const EMPTY_RESOLUTION = { width: 1000, height: 1000 }

/** A fingerprint file's fields made of noise, as the product writes them. */
export function noiseFingerprint(options: { format?: FingerprintFormat; cropSize?: number; density?: number } = {}): FingerprintData {
  const cropSize = options.cropSize ?? FINGERPRINT_LIMITS.cropSizeMin
  const values = new Float32Array(cropSize * cropSize).map(() => Math.random() - 0.5)
  const text = writeFingerprintFile(
    {
      format: options.format ?? FINGERPRINT_FORMATS.float32,
      resolution: EMPTY_RESOLUTION,
      cropSize,
      density: options.density ?? 5,
      algorithm: FINGERPRINT_ALGORITHM,
      fingerprint: values,
    },
    { as: 'json' },
  )
  return JSON.parse(text) as FingerprintData
}

/** Submits a noise fingerprint as a query of the signed-in caller; the query as the service made it. */
export async function submitQuery(request: APIRequestContext, reference: string, data: FingerprintData = noiseFingerprint()): Promise<CamIdQuery> {
  const reply = await request.post(`/v1/cameraid/queries/${encodeURIComponent('noise.json')}`, { data: { reference, data } })
  expect(reply.status(), await reply.text()).toBe(200)
  return ((await reply.json()) as { query: CamIdQuery }).query
}

/** The caller's queries as the service lists them, the newest first (the first page of 200). */
export async function queriesOf(request: APIRequestContext): Promise<CamIdQueryList> {
  const reply = await request.get('/v1/cameraid/queries?page=1&resultSize=200&noCache=true')
  expect(reply.ok()).toBe(true)
  return (await reply.json()) as CamIdQueryList
}

/**
 * Deletes the caller's own queries still waiting or running that these tests did not make (the demo's): the tests
 * make several queries as the demo Camera ID account, and a user may have only CAMID_QUERIES_RUNNING_MAX waiting
 * or running at once; a user with a new query would delete old ones too, as that limit's refusal asks them to.
 */
export async function makeRoomForQueries(request: APIRequestContext): Promise<void> {
  const { queries } = await queriesOf(request)
  for (const query of queries) {
    if (!query.own || query.caseId.startsWith(TEST_REFERENCE) || (query.state !== 'QUEUED' && query.state !== 'RUNNING')) continue
    // A delete that meets the database busy with the first indexing is refused (503) and is made again.
    await expect(async () => {
      const reply = await request.delete(`/v1/cameraid/queries/${query.id}`)
      expect([200, 404], await reply.text()).toContain(reply.status())
    }).toPass({ timeout: 60_000 })
  }
}

/** The Active Queries row of a reference. */
export const queryRow = (page: Page, reference: string) =>
  page.getByRole('table', { name: 'Active Queries' }).getByRole('row').filter({ has: page.getByRole('rowheader').filter({ hasText: reference }) })

/** In the upload's reference step: a new reference, typed (chosen as new first when the caller has references). */
export async function enterNewReference(dialog: Locator, reference: string): Promise<void> {
  const picker = dialog.getByRole('combobox', { name: 'Reference' })
  if ((await picker.count()) > 0) {
    await picker.selectOption({ label: 'A new reference…' })
    await dialog.getByRole('textbox', { name: 'New reference' }).fill(reference)
  } else {
    await dialog.getByRole('textbox', { name: 'Reference' }).fill(reference)
  }
}
