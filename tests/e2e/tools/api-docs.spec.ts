// /docs, the API documentation (spec-1 §2.1, docs/api.md): open to a visitor who is not signed in, it draws every
// /v1 call the service registers from the document the service serves, each with its roles, parameters and curl
// example; the filter finds a call; the page asks nothing of any other site, reads well to axe-core and works from
// the keyboard.

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page, Request } from '@playwright/test'
import { expect, test } from '../support/test.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { buildApi } from '../../../server/api/app.js'
import { openDatabase } from '../../../server/api/store/db.js'
import { MIGRATIONS } from '../../unit/server/api/harness.js'
import { collectRoutes, documentedCalls, expectedCalls, missingFromDocument } from '../../unit/server/api/openapi/document-coverage.js'
import type { ApiDocument } from '../../../shared/api/types/apiDocument.js'
import { CANNOT_CONNECT } from '../../../shared/api/types/reply.js'
import { UNREACHABLE_URL } from '../servers.js'
import { serviceStoreOn } from '../../support/service-store.js'

/** The calls the document should hold, from the service's own registry: the service built from this checkout. */
async function registeredCalls(): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'sightline-docs-'))
  const app = buildApi({ store: serviceStoreOn(openDatabase(join(dir, 'service.db'), MIGRATIONS)) })
  try {
    const routes = collectRoutes(app)
    await app.ready()
    return expectedCalls(routes)
  } finally {
    await app.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Every request the page makes, to tell that none leaves the site. */
function watchRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  return requests
}

function offSite(requests: readonly Request[], origin: string): string[] {
  return requests.map((request) => request.url()).filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'))
}

/** The method and path at the head of each call drawn: "GET /v1/sightings/{id}". */
async function callsDrawn(page: Page): Promise<string[]> {
  return page.getByRole('article').evaluateAll((articles) =>
    articles.map((article) => {
      const words = (article.querySelector('h3')?.textContent ?? '').split(' ')
      return `${words[0]} ${words[1]}`
    }),
  )
}

const callEntry = (page: Page, call: string) => page.getByRole('article', { name: new RegExp(`^${call.replace(/[{}/]/g, '\\$&')} `) })

test('signed out, /docs lists every /v1 call the service registers, as the document it serves holds them', async ({ page, baseURL }) => {
  const requests = watchRequests(page)
  const registered = await registeredCalls()
  expect(registered.length).toBeGreaterThan(80)
  const served = await page.request.get('/v1/openapi.json')
  expect(served.status()).toBe(200)
  const document = (await served.json()) as ApiDocument
  expect(missingFromDocument(registered, document), 'every registered route is in the document the built service serves').toEqual([])

  const reply = await page.goto('/docs')
  expect(reply?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'API Documentation' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /^All \d+ calls\.$/ })).toHaveText(`All ${documentedCalls(document).length} calls.`)
  const drawn = await callsDrawn(page)
  expect(registered.filter((call) => !drawn.includes(call)), 'every registered call is on the page').toEqual([])
  expect(drawn.length).toBe(documentedCalls(document).length)

  // The introduction: how to authenticate, with a key and through an agency's application.
  await expect(page.getByRole('heading', { level: 2, name: 'Authentication' })).toBeVisible()
  await expect(page.getByText('x-api-key: <key>')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Signing in through an agency application' })).toBeVisible()
  await expect(page.getByRole('link', { name: '/v1/openapi.json', exact: true })).toHaveAttribute('href', '/v1/openapi.json')
  expect(offSite(requests, new URL(baseURL ?? '').origin), 'no request leaves the site').toEqual([])
  await page.screenshot({ path: '/tmp/apidocs/docs-top.png' })
})

test('a call shows who may make it, its parameters, its replies and a curl example', async ({ page }) => {
  await page.goto('/docs')
  const sighting = callEntry(page, 'GET /v1/sightings/{id}')
  await expect(sighting).toBeVisible()
  await expect(sighting.getByRole('list', { name: 'Roles for GET /v1/sightings/{id}' }).getByRole('listitem')).toHaveText(['MetadataSearch'])
  await expect(sighting.getByText('The MetadataSearch role in a licence that has not expired.')).toBeVisible()
  await expect(sighting.getByText('An API key in the x-api-key header (read calls only).')).toBeVisible()
  const parameters = sighting.getByRole('table', { name: 'Parameters of GET /v1/sightings/{id}' })
  await expect(parameters.getByRole('row', { name: /^id path yes/ })).toBeVisible()
  const example = sighting.getByRole('figure', { name: 'Example call of GET /v1/sightings/{id}' })
  await expect(example).toContainText('curl')
  await expect(example).toContainText('-H "x-api-key: $SIGHTLINE_API_KEY"')
  await expect(example).toContainText('/v1/sightings/<id>')
  // A reply's shape is drawn when it is opened.
  await sighting.getByText('200 Success.').click()
  await expect(sighting.getByText('image', { exact: true })).toBeVisible()

  const save = callEntry(page, 'POST /v1/searches')
  await expect(save.getByRole('figure', { name: 'Example call of POST /v1/searches' })).toContainText('Authorization: Bearer $SIGHTLINE_ACCESS_TOKEN')
  await expect(save.getByText('At most 1,000 saved searches per user.')).toBeVisible()
  await expect(save.getByText('reference', { exact: true })).toBeVisible()
  await page.screenshot({ path: '/tmp/apidocs/docs-call.png', fullPage: false })
})

test('the filter narrows the list, keeps itself in the address, and Enter goes to the first call found', async ({ page }) => {
  const registered = await registeredCalls()
  await page.goto('/docs')
  await expect(page.getByRole('article').first()).toBeVisible()
  const all = await callsDrawn(page)
  const find = page.getByRole('searchbox', { name: 'Find a call' })
  await find.fill('bigsearch')
  const expected = registered.filter((call) => call.includes('/v1/bigsearch'))
  expect(expected.length).toBeGreaterThan(5)
  await expect(page.getByRole('status').filter({ hasText: /calls\.$/ })).toHaveText(`${expected.length} of ${all.length} calls.`)
  expect((await callsDrawn(page)).sort()).toEqual([...expected].sort())
  await expect(page).toHaveURL(/\/docs\?find=bigsearch$/)

  // Every word must be found: the method, and words of the name.
  await find.fill('save search post')
  await expect.poll(() => callsDrawn(page)).toEqual(['POST /v1/searches', 'POST /v1/searches/{id}'])
  await find.press('Enter')
  await expect(callEntry(page, 'POST /v1/searches')).toBeFocused()

  await page.reload()
  await expect(page.getByRole('searchbox', { name: 'Find a call' })).toHaveValue('save search post')
  await expect.poll(() => callsDrawn(page)).toEqual(['POST /v1/searches', 'POST /v1/searches/{id}'])
  await page.getByRole('searchbox', { name: 'Find a call' }).fill('no such call anywhere')
  await expect(page.getByRole('status').filter({ hasText: 'No call matches.' })).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(0)
})

test('a link to a call opens the page at it', async ({ page }) => {
  await page.goto('/docs#post-v1-searches')
  const save = callEntry(page, 'POST /v1/searches')
  await expect(save).toBeFocused()
  await expect(save).toBeInViewport()
})

test('when the service cannot be reached, the page says so and offers to try again', async ({ page }) => {
  // This server's /v1 upstream is a closed port.
  await page.goto(`${UNREACHABLE_URL}/docs`)
  const notice = page.getByRole('alert')
  await expect(notice).toContainText(`The API document could not be loaded. ${CANNOT_CONNECT}`)
  const tryAgain = notice.getByRole('button', { name: 'Try Again' })
  const again = page.waitForResponse((reply) => reply.url().endsWith('/v1/openapi.json'))
  await tryAgain.click()
  expect((await again).status()).toBe(502)
  await expect(page.getByRole('alert')).toContainText(CANNOT_CONNECT)
  await expect(page.getByRole('article')).toHaveCount(0)
})

test('the page reads well to axe-core and works from the keyboard', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/docs')
  await expect(page.getByRole('article').first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // Tab reaches the filter; typing and Enter move to the call found.
  const find = page.getByRole('searchbox', { name: 'Find a call' })
  for (let i = 0; i < 30 && !(await find.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
  await expect(find).toBeFocused()
  await page.keyboard.type('cameraid resolutions')
  await page.keyboard.press('Enter')
  const resolutions = callEntry(page, 'GET /v1/cameraid/resolutions')
  await expect(resolutions).toBeFocused()
  // From the call, Tab goes on to its own link, its replies and its copy button.
  await page.keyboard.press('Tab')
  await expect(resolutions.getByRole('link', { name: 'Link to GET /v1/cameraid/resolutions' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(resolutions.locator('details').first()).toHaveAttribute('open', '')
  await expect(resolutions.getByText('items', { exact: true })).toBeVisible()
  // Past the other replies (each a summary to open), the copy button.
  const copy = resolutions.getByRole('button', { name: 'Copy curl example' })
  for (let i = 0; i < 4 && !(await copy.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
  await expect(copy).toBeFocused()

  // An area's link takes the reader to its calls.
  await find.fill('')
  const areas = page.getByRole('navigation', { name: 'Areas of the API' })
  await areas.getByRole('link', { name: /^Camera ID \(\d+\)$/ }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#area-camera-id$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Camera ID' })).toBeInViewport()
})
