// The search page on a slow link (issue 15 §9): the first page of results shows while the one 1,000-result
// list reply is still arriving, read as it comes, and never through a second list request (which would
// count and audit the search twice). Once the reply is complete the pages work as before.

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type CDPSession, type Page, type Request } from '@playwright/test'
import { expect, test } from '../support/test.js'
import { accountNamed } from '../support/accounts.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { holdRequests } from '../support/gate.js'
import { signedIn } from '../support/sign-in.js'
import { demoSightingsReady } from '../support/sightings.js'
import { FIRST_DRAW_ROWS } from '../../../shared/ui/table/useRowsToDraw.js'
import { BUILD_DIR } from '../servers.js'

/**
 * A link slow enough that the list reply (about 250 KB compressed for 1,000 results) takes many seconds,
 * while its first results arrive in the first few kilobytes.
 */
const SLOW_LINK = { offline: false, latency: 150, downloadThroughput: 20 * 1024, uploadThroughput: 20 * 1024 }
/** The time a person would notice: the first results must come at least this long before the reply ends. */
const NOTICEABLY_EARLIER_MS = 1000

/** A folder to keep a screenshot of the page while its reply arrives, when set. */
const SHOTS = process.env.E2E_SHOTS

const isListRequest = (request: Request) => new URL(request.url()).pathname === '/v1/sightings' && request.method() === 'GET'

/** Every list request the page makes from now on, and when the last of them finished arriving. */
function watchListRequests(page: Page) {
  const watch = { made: [] as Request[], finishedAt: null as number | null }
  page.on('request', (request) => {
    if (isListRequest(request)) watch.made.push(request)
  })
  page.on('requestfinished', (request) => {
    if (isListRequest(request)) watch.finishedAt = Date.now()
  })
  return watch
}

async function slowLink(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', SLOW_LINK)
  return cdp
}

/** The result rows of the list: each links to its sighting. */
const resultRows = (page: Page) => page.getByRole('table').getByRole('row').filter({ has: page.getByRole('link') })

test.beforeEach(async ({ page }) => {
  // The slowed reply takes seconds, and axe-core reads a page of results slowly on a shared machine.
  test.setTimeout(180_000)
  await signedIn(page, accountNamed('investigator'))
  await expect(page).toHaveURL((url) => url.pathname === '/search')
  await demoSightingsReady(page.request)
})

test('the first page shows while the one list reply is still arriving, then pages as before', async ({ page }) => {
  const list = watchListRequests(page)
  await slowLink(page)
  const openedAt = Date.now()
  await page.goto('/search?make=Canon')
  await expect(resultRows(page).first().getByRole('link').first()).toBeVisible({ timeout: 60_000 })
  const shownAt = Date.now()
  expect(list.finishedAt, 'the list reply is still arriving when the first results show').toBeNull()
  await expect(resultRows(page)).toHaveCount(25)
  // While it arrives, the count is the service's and the paginator reaches the 1,000 asked for.
  await expect(page.getByRole('status').filter({ hasText: /results?$/ })).toHaveText(/^[\d,]+\+? results$/)
  await expect(page.getByRole('button', { name: 'Page 40' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page')
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-while-arriving.png` })
  await expectNoSeriousA11yViolations(page)

  await expect.poll(() => list.finishedAt, { message: 'the list reply ends', timeout: 120_000 }).not.toBeNull()
  const finishedAt = list.finishedAt!
  console.log(`slow link: first results after ${shownAt - openedAt} ms, the list reply complete after ${finishedAt - openedAt} ms`)
  expect(finishedAt - shownAt, 'the first results came well before the reply ended').toBeGreaterThan(NOTICEABLY_EARLIER_MS)
  expect(list.made, 'one list request, counted and audited once').toHaveLength(1)

  // The complete reply pages from the browser, with no further list request.
  await page.getByRole('button', { name: 'Page 2', exact: true }).click()
  await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2')
  await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(resultRows(page)).toHaveCount(25)
  await page.getByRole('button', { name: 'Page 40' }).click()
  await expect(resultRows(page)).toHaveCount(25)
  expect(list.made).toHaveLength(1)
})

test('a later page shows once the results up to it have arrived, and stays the page asked for', async ({ page }) => {
  const list = watchListRequests(page)
  await slowLink(page)
  await page.goto('/search?make=Canon&page=3')
  await expect(resultRows(page).first().getByRole('link').first()).toBeVisible({ timeout: 60_000 })
  expect(list.finishedAt, 'the list reply is still arriving when page 3 shows').toBeNull()
  await expect(resultRows(page)).toHaveCount(25)
  await expect(page).toHaveURL((url) => url.searchParams.get('page') === '3')
  await expect(page.getByRole('button', { name: 'Page 3', exact: true })).toHaveAttribute('aria-current', 'page')
  await expect.poll(() => list.finishedAt, { message: 'the list reply ends', timeout: 120_000 }).not.toBeNull()
  await expect(page.getByRole('button', { name: 'Page 3', exact: true })).toHaveAttribute('aria-current', 'page')
  expect(list.made).toHaveLength(1)
})

test('a list reply slow to come does not hold the page back: it draws at once, searching, and the results follow', async ({ page }) => {
  // The page's first draw waits a moment for its first results (entries/search/firstFetch.ts), never longer: here
  // the reply is held until the page has been seen drawn without it.
  const replies = await holdRequests(page, '/v1/sightings')
  const list = watchListRequests(page)
  await page.goto('/search?make=Canon')
  await expect(page.getByRole('status').filter({ hasText: 'Searching...' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
  await expect(resultRows(page)).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  replies.open()
  await expect(resultRows(page).first().getByRole('link').first()).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('status').filter({ hasText: 'Searching...' })).toHaveCount(0)
  expect(list.made).toHaveLength(1)
})

test('the first draw holds the rows a screen shows, and the rest of the page joins it once it is painted', async ({ page }) => {
  // Counted in the page, in the frame that first paints a result.
  await page.addInitScript(() => {
    const rows = () => document.querySelectorAll('tbody tr:has(a[href^="/sighting/"])').length
    new MutationObserver((_, observer) => {
      if (rows() === 0) return
      observer.disconnect()
      requestAnimationFrame(() => ((window as unknown as { firstFrameRows: number }).firstFrameRows = rows()))
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto('/search?make=Canon')
  const firstFrame = await page.waitForFunction(() => (window as unknown as { firstFrameRows?: number }).firstFrameRows)
  expect(await firstFrame.jsonValue(), 'the first frame with results holds the rows a screen shows').toBe(FIRST_DRAW_ROWS)
  await expect(resultRows(page), 'the rest of the page follows').toHaveCount(25)
  await expect(resultRows(page).nth(FIRST_DRAW_ROWS).getByRole('link').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toBeVisible()
})

test('the list asks for its thumbnails once it is laid out, never while its first results are drawn', async ({ page }) => {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('tbody a[href^="/sighting/"]')) return
      observer.disconnect()
      // A frame's callbacks run before its layout: a lazy image can start loading only after this.
      requestAnimationFrame(() => ((window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now()))
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto('/search?make=Canon')
  const firstThumb = resultRows(page).first().getByRole('img')
  await expect(firstThumb).toHaveAttribute('loading', 'lazy')
  await expect.poll(() => firstThumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: 'the thumbnails on screen load' }).toBe(true)
  const { firstFrameAt, thumbsStartedAt } = await page.evaluate(() => {
    const sources = new Set([...document.querySelectorAll('tbody img')].map((img) => (img as HTMLImageElement).src))
    const started = performance.getEntriesByType('resource').filter((entry) => sources.has(entry.name)).map((entry) => entry.startTime)
    return { firstFrameAt: (window as unknown as { firstFrameAt: number }).firstFrameAt, thumbsStartedAt: started }
  })
  expect(thumbsStartedAt.length, 'thumbnails were fetched').toBeGreaterThan(0)
  expect(Math.min(...thumbsStartedAt), 'no thumbnail was asked for before the first frame with results').toBeGreaterThanOrEqual(firstFrameAt)
})

test('the area asks for its later parts once its first draw is painted, not while it waits for its results', async ({ page }) => {
  const { entries } = JSON.parse(readFileSync(join(BUILD_DIR, 'manifest.json'), 'utf8')) as { entries: Record<string, { script: string; early?: string; imports: string[] }> }
  const search = entries.search!
  const firstLoad = [search.script, ...(search.early ? [search.early] : []), ...search.imports]
  // Held for longer than the first draw waits for it (entries/search/firstFetch.ts): the page is idle meanwhile.
  const replies = await holdRequests(page, '/v1/sightings')
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.getElementById('root')?.childElementCount) return
      observer.disconnect()
      // A frame's callbacks run before it is painted; a task they queue runs after.
      requestAnimationFrame(() => setTimeout(() => ((window as unknown as { paintedAt: number }).paintedAt = performance.now())))
    }).observe(document, { childList: true, subtree: true })
  })
  const laterScripts = () =>
    page.evaluate((firstLoad) => {
      const scripts = performance.getEntriesByType('resource').filter((entry) => /^\/assets\/.*\.js$/.test(new URL(entry.name).pathname))
      return scripts.filter((entry) => !firstLoad.includes(new URL(entry.name).pathname)).map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime }))
    }, firstLoad)
  await page.goto('/search?make=Canon')
  await expect(page.getByRole('status').filter({ hasText: 'Searching...' })).toBeVisible()
  // Fetched at the first idle moment after that paint.
  await expect.poll(async () => (await laterScripts()).length, { message: 'the later parts are fetched' }).toBeGreaterThan(0)
  const paintedAt = await page.evaluate(() => (window as unknown as { paintedAt: number }).paintedAt)
  for (const { path, at } of await laterScripts()) expect(at, `${path} is asked for after the first draw is painted`).toBeGreaterThanOrEqual(paintedAt)
  replies.open()
  await expect(resultRows(page).first().getByRole('link').first()).toBeVisible({ timeout: 60_000 })
})
