// The search page's flow (spec-1 §2.5, §2.7, §2.8, §4.5, §4.8, §5, §9): the "Search with..." prompt, the
// chips, the page sizes with the URL as the state, the 1,000-result cap with its notices and the count
// caps, the similar search's cache per hash with the way back from a sighting, and the Choose Location
// dialog's checks.

import { type Page, type Request, type Route } from '@playwright/test'
import { expect, test } from '../support/test.js'
import { accountNamed } from '../support/accounts.js'
import { nextAnswer, nextSearchResponse } from '../support/results.js'
import { signedIn } from '../support/sign-in.js'
import { demoSightingsReady } from '../support/sightings.js'

interface SearchReplyBody {
  success: boolean
  results: { id: string }[]
  totalResults: number
}

const FIRST_THOUSAND = /^These are the first 1,000 results\.\.\./
const TEN_THOUSAND_TIP = /more than 10,000 results/

/** The hash the similar search's example link looks up (spec-1 §2.8: one fixed example hash). */
async function exampleHash(page: Page): Promise<string> {
  await page.goto('/similar')
  const href = await page.getByRole('link', { name: 'Try an example hash' }).getAttribute('href')
  const hash = new URL(href ?? '', 'http://x').searchParams.get('hash')
  expect(hash).toBeTruthy()
  return hash!
}

/** The list fetch's address, one value so that unroute finds the route it added. */
const LIST_FETCH = (url: URL) => url.pathname === '/v1/sightings'
const isListFetch = (r: Request) => new URL(r.url()).pathname === '/v1/sightings' && r.method() === 'GET'
const isSimilarFetch = (r: Request) => new URL(r.url()).pathname.startsWith('/v1/sightings/similar/pdna/full/')

/** Every list fetch the page sends from now on. */
function recordListFetches(page: Page): URLSearchParams[] {
  const sent: URLSearchParams[] = []
  page.on('request', (r) => {
    if (isListFetch(r)) sent.push(new URL(r.url()).searchParams)
  })
  return sent
}

/** Answers list fetches with the service's own reply, its totalResults replaced. */
async function replaceTotal(page: Page, totalResults: number): Promise<void> {
  await page.route(
    LIST_FETCH,
    async (route: Route) => {
      const response = await route.fetch()
      const body = (await response.json()) as SearchReplyBody
      await route.fulfill({ response, json: { ...body, totalResults } })
    },
  )
}

const resultRows = (page: Page) => page.getByRole('table').locator('tbody tr')
const countStatus = (page: Page) => page.getByRole('status').filter({ hasText: /results?$/ })
/** The sighting id a list row links to. */
async function rowIds(page: Page): Promise<string[]> {
  const hrefs = await resultRows(page).locator('td:nth-child(2) a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  return hrefs.map((href) => decodeURIComponent(href.replace('/sighting/', '')))
}

test.beforeEach(async ({ page }) => {
  await signedIn(page, accountNamed('investigator'))
  await expect(page).toHaveURL((url) => url.pathname === '/search')
  await demoSightingsReady(page.request)
})

test.describe('the "Search with..." prompt', () => {
  test('before any filter it lists the six examples and asks nothing of the service', async ({ page }) => {
    const sent = recordListFetches(page)
    await page.goto('/search')
    const prompt = page.getByRole('region', { name: 'Search with...' })
    await expect(prompt).toBeVisible()
    await expect(prompt.getByRole('listitem')).toHaveText([
      'an email address',
      'a phone number',
      'a name',
      'a username',
      'a serial number',
      'a hash value',
    ])
    // Clicking an example is not a search: the page stays as it was.
    await prompt.getByRole('listitem').filter({ hasText: 'a serial number' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.search === '')
    await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0)
    expect(sent).toEqual([])
  })

  test('"See all available filters" opens Add Filters, and a value searched for replaces the prompt', async ({ page }) => {
    await page.getByRole('button', { name: 'See all available filters' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Filters' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('Filter 1 name')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)

    // An email address, one of the examples, typed into the Search everything box.
    const request = page.waitForRequest(isListFetch)
    await page.getByLabel('Search everything').fill('someone@example.com')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    expect(new URL((await request).url()).searchParams.get('all')).toBe('someone@example.com')
    await expect(page).toHaveURL((url) => url.searchParams.get('all') === 'someone@example.com')
    await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toHaveText(['Something mentions someone@example.com×'])
    await expect(page.getByRole('region', { name: 'Search with...' })).toHaveCount(0)
  })
})

test('one chip per filter, negated and repeated ones as such; removing chips updates the URL and the results', async ({ page }) => {
  const first = nextSearchResponse(page)
  await page.goto('/search?domain=vk.com&-make=Apple&-make=Canon&-model=*EOS*')
  const before = (await (await first).json()) as SearchReplyBody
  const chips = page.getByRole('list', { name: 'Active filters' }).getByRole('listitem')
  await expect(chips).toHaveText([/^Domain is vk\.com/, /^Make is not Apple/, /^Make is not Canon/, /^Model does not contain EOS/])
  await expect(countStatus(page)).toHaveText(`${before.totalResults.toLocaleString('en-US')} results`)
  await expect(page.getByRole('region', { name: 'Search with...' })).toHaveCount(0)

  // Removing one of the two repeated filters keeps the other.
  let reply = nextSearchResponse(page)
  await page.getByRole('button', { name: 'Remove filter Make is not Canon' }).click()
  let sent = new URL((await reply).url()).searchParams
  expect(sent.getAll('-make')).toEqual(['Apple'])
  expect(sent.get('domain')).toBe('vk.com')
  expect(sent.get('-model')).toBe('*EOS*')
  await expect(page).toHaveURL((url) => url.searchParams.getAll('-make').join() === 'Apple' && url.searchParams.get('domain') === 'vk.com')
  const after = (await (await reply).json()) as SearchReplyBody
  expect(after.totalResults).toBeGreaterThan(before.totalResults)
  await expect(countStatus(page)).toHaveText(`${after.totalResults.toLocaleString('en-US')} results`)
  await expect(chips).toHaveText([/^Domain is vk\.com/, /^Make is not Apple/, /^Model does not contain EOS/])

  reply = nextSearchResponse(page)
  await page.getByRole('button', { name: 'Remove filter Model does not contain EOS' }).click()
  sent = new URL((await reply).url()).searchParams
  expect(sent.has('-model')).toBe(false)
  expect(sent.has('allowWildcards')).toBe(false)
  await expect(chips).toHaveCount(2)

  await page.getByRole('button', { name: 'Remove filter Domain is vk.com' }).click()
  await expect(chips).toHaveText([/^Make is not Apple/])
  await expect(page).toHaveURL((url) => url.search === '?-make=Apple')

  // The last one gone, the prompt is back and no results remain.
  const sentAfter = recordListFetches(page)
  await page.getByRole('button', { name: 'Remove filter Make is not Apple' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/search' && url.search === '')
  await expect(page.getByRole('region', { name: 'Search with...' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0)
  await expect(page.getByRole('table')).toHaveCount(0)
  await expect(countStatus(page)).toHaveCount(0)
  expect(sentAfter).toEqual([])
})

test('each page size shows that many rows of the one 1,000-result fetch, and the URL keeps page, size and filters', async ({ page }) => {
  const sent = recordListFetches(page)
  const reply = nextSearchResponse(page)
  await page.goto('/search?make=Canon')
  const body = (await (await reply).json()) as SearchReplyBody
  expect(body.totalResults).toBeGreaterThan(1000)
  const ids = body.results.map((r) => r.id)
  const size = page.getByLabel('Results per page')
  await expect(size).toHaveValue('25')
  await expect(size.locator('option')).toHaveText(['25', '50', '100', '200'])
  await expect(resultRows(page)).toHaveCount(25)
  expect(await rowIds(page)).toEqual(ids.slice(0, 25))

  for (const n of [50, 100, 200, 25]) {
    await size.selectOption(String(n))
    await expect(page).toHaveURL((url) => url.searchParams.get('resultSize') === (n === 25 ? null : String(n)) && url.searchParams.get('make') === 'Canon')
    await expect(resultRows(page)).toHaveCount(n)
    expect(await rowIds(page)).toEqual(ids.slice(0, n))
  }

  // Page 3 of 50: the 101st to 150th results of the fetch.
  await size.selectOption('50')
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 3' }).click()
  await expect(page).toHaveURL((url) => url.searchParams.get('page') === '3' && url.searchParams.get('resultSize') === '50')
  await expect(resultRows(page).first().locator('td:nth-child(2) a')).toHaveAttribute('href', `/sighting/${encodeURIComponent(ids[100]!)}`)
  expect(await rowIds(page)).toEqual(ids.slice(100, 150))

  // A new size starts again at page 1.
  await size.selectOption('100')
  await expect(page).toHaveURL((url) => url.searchParams.get('page') === null && url.searchParams.get('resultSize') === '100')
  await expect(page.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page')
  await page.getByRole('button', { name: 'Page 2', exact: true }).click()

  // Paging and sizing are the browser's: the service was asked once, for page 1 of 1,000.
  expect(sent.map((p) => p.toString())).toEqual(['make=Canon&page=1&resultSize=1000'])

  // The URL is the state: a reload keeps the page, the size and the filter.
  await page.reload()
  await expect(size).toHaveValue('100')
  await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toHaveText([/^Make is Canon/])
  await expect(resultRows(page)).toHaveCount(100)
  expect(await rowIds(page)).toEqual(ids.slice(100, 200))
  expect(sent.at(-1)?.get('resultSize')).toBe('1000')
  expect(sent.at(-1)?.get('page')).toBe('1')
})

test.describe('the 1,000-result cap and the count caps', () => {
  test('a broad search shows 10,000+, the tip and the first-1,000 notice, and pages stop at 1,000 results', async ({ page }) => {
    const reply = nextSearchResponse(page)
    await page.goto('/search?-make=Canon')
    const body = (await (await reply).json()) as SearchReplyBody
    expect(body.totalResults).toBeGreaterThan(10_000)
    expect(body.results).toHaveLength(1000)
    await expect(countStatus(page)).toHaveText('10,000+ results')
    await expect(page.getByText(FIRST_THOUSAND)).toHaveText(
      'These are the first 1,000 results... add filters to narrow the search and see the rest.',
    )
    await expect(page.getByText(TEN_THOUSAND_TIP)).toBeVisible()
    const pages = page.getByRole('navigation', { name: 'Pages' })
    await expect(pages.getByRole('button', { name: 'Page 40', exact: true })).toBeVisible()
    await expect(pages.getByRole('button', { name: 'Page 41', exact: true })).toHaveCount(0)
    await pages.getByRole('button', { name: 'Page 40', exact: true }).click()
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(await rowIds(page)).toEqual(body.results.slice(975, 1000).map((r) => r.id))

    // 200 a page: five pages; a page past them is replaced by the last.
    await page.goto('/search?-make=Canon&resultSize=200&page=6')
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '5')
    await expect(pages.getByRole('button', { name: 'Page 5', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(pages.getByRole('button', { name: 'Page 6', exact: true })).toHaveCount(0)
  })

  test('between 1,000 and 10,000 the exact count and the notice show, without the tip; under 1,000 neither', async ({ page }) => {
    let reply = nextSearchResponse(page)
    await page.goto('/search?make=Canon')
    let body = (await (await reply).json()) as SearchReplyBody
    expect(body.totalResults).toBeGreaterThan(1000)
    expect(body.totalResults).toBeLessThan(10_000)
    await expect(countStatus(page)).toHaveText(`${body.totalResults.toLocaleString('en-US')} results`)
    await expect(page.getByText(FIRST_THOUSAND)).toBeVisible()
    await expect(page.getByText(TEN_THOUSAND_TIP)).toHaveCount(0)

    reply = nextSearchResponse(page)
    await page.goto('/search?make=Sony')
    body = (await (await reply).json()) as SearchReplyBody
    expect(body.totalResults).toBeLessThan(1000)
    expect(body.totalResults).toBeGreaterThan(25)
    await expect(countStatus(page)).toHaveText(`${body.totalResults} results`)
    await expect(page.getByText(FIRST_THOUSAND)).toHaveCount(0)
    await expect(page.getByText(TEN_THOUSAND_TIP)).toHaveCount(0)
    const last = Math.ceil(body.totalResults / 25)
    await expect(page.getByRole('button', { name: `Page ${last}`, exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: `Page ${last + 1}`, exact: true })).toHaveCount(0)
  })

  test('at exactly 1,000 the list shows the notice and the map does not; at exactly 10,000 the count has no plus', async ({ page }) => {
    await replaceTotal(page, 1000)
    await page.goto('/search?make=Canon')
    await expect(countStatus(page)).toHaveText('1,000 results')
    await expect(page.getByText(FIRST_THOUSAND)).toBeVisible()
    await page.getByRole('radiogroup', { name: 'Result format' }).getByRole('radio', { name: 'Map' }).click()
    await expect(page).toHaveURL((url) => url.searchParams.get('format') === 'map')
    await expect(countStatus(page)).toHaveText('1,000 results')
    await expect(page.getByText(FIRST_THOUSAND)).toHaveCount(0)

    await page.unroute(LIST_FETCH)
    await replaceTotal(page, 1001)
    await page.goto('/search?make=Canon&format=map')
    await expect(countStatus(page)).toHaveText('1,001 results')
    await expect(page.getByText(FIRST_THOUSAND)).toBeVisible()

    await page.unroute(LIST_FETCH)
    await replaceTotal(page, 10_000)
    await page.goto('/search?make=Canon')
    await expect(countStatus(page)).toHaveText('10,000 results')
    await expect(page.getByText(TEN_THOUSAND_TIP)).toBeVisible()

    await page.unroute(LIST_FETCH)
    await replaceTotal(page, 9_999)
    await page.goto('/search?make=Canon')
    await expect(countStatus(page)).toHaveText('9,999 results')
    await expect(page.getByText(FIRST_THOUSAND)).toBeVisible()
    await expect(page.getByText(TEN_THOUSAND_TIP)).toHaveCount(0)
  })
})

test('the similar search keeps its results per hash; a sighting opened from it goes back to /similar', async ({ page }) => {
  const hash = await exampleHash(page)
  // The lookups the service answered: one it refused as busy (503) the page's client makes again, as it should.
  const lookups: URL[] = []
  page.on('response', (r) => {
    if (isSimilarFetch(r.request()) && r.status() !== 503) lookups.push(new URL(r.url()))
  })
  const address = `/similar?hash=${encodeURIComponent(hash)}`
  const reply = nextAnswer(page, isSimilarFetch)
  await page.goto(address)
  const body = (await (await reply).json()) as SearchReplyBody
  expect(body.totalResults).toBeGreaterThan(0)
  expect(lookups).toHaveLength(1)
  expect(lookups[0]!.searchParams.get('skipCache')).toBe('false')
  await expect(countStatus(page)).toBeVisible()

  // Open the first result: its page offers the way back to the similar results.
  const first = page.locator('a[href^="/sighting/"]').first()
  await expect(first).toHaveAttribute('href', `/sighting/${encodeURIComponent(body.results[0]!.id)}`)
  await first.click()
  await expect(page).toHaveURL((url) => url.pathname === `/sighting/${encodeURIComponent(body.results[0]!.id)}`)
  const back = page.getByRole('link', { name: 'Back to similar results' })
  await expect(back).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to results' })).toHaveCount(0)
  await back.click()
  await expect(page).toHaveURL((url) => url.pathname === '/similar' && url.searchParams.get('hash') === hash)
  await expect(countStatus(page)).toBeVisible()
  await expect(page.locator('a[href^="/sighting/"]').first()).toHaveAttribute('href', `/sighting/${encodeURIComponent(body.results[0]!.id)}`)
  // The same hash again, back from the sighting, from the form and after a reload: no new lookup.
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await page.reload()
  await expect(countStatus(page)).toBeVisible()
  expect(lookups).toHaveLength(1)

  // skipCache asks the service again.
  const again = nextAnswer(page, isSimilarFetch)
  await page.goto(`${address}&skipCache=true`)
  expect(new URL((await again).url()).searchParams.get('skipCache')).toBe('true')
  await expect(countStatus(page)).toBeVisible()
  expect(lookups).toHaveLength(2)
})

test('Choose Location names what is wrong until latitude, longitude, distance and unit are valid', async ({ page }) => {
  await page.getByRole('button', { name: 'Location', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Choose Location' })
  const filter = dialog.getByRole('button', { name: 'Filter' })
  const lat = dialog.getByLabel('Latitude')
  const lon = dialog.getByLabel('Longitude')
  const distance = dialog.getByLabel('Distance')
  const unit = dialog.getByLabel('Unit')
  await expect(unit.locator('option')).toHaveText(['Choose a unit', 'Yards', 'Feet', 'Kilometers', 'Miles', 'Meters'])
  await expect(dialog.getByText('Enter a latitude, a longitude and a distance.')).toBeVisible()
  await expect(filter).toBeDisabled()

  await lat.fill('45')
  await lon.fill('10')
  await distance.fill('5')
  await expect(dialog.getByText('Choose a unit.')).toBeVisible()
  await expect(filter).toBeDisabled()
  await unit.selectOption('Miles')
  await expect(filter).toBeEnabled()

  const cases: [field: typeof lat, bad: string, message: string, good: string][] = [
    [lat, '90.5', 'The latitude must be between -90 and 90.', '-90'],
    [lat, 'north', 'The latitude must be between -90 and 90.', '90'],
    [lon, '-180.01', 'The longitude must be between -180 and 180.', '180'],
    [lon, '181', 'The longitude must be between -180 and 180.', '-180'],
    [distance, '0', 'The distance must be a whole number above 0.', '1'],
    [distance, '2.5', 'The distance must be a whole number above 0.', '3'],
    [distance, '-4', 'The distance must be a whole number above 0.', '12'],
  ]
  for (const [field, bad, message, good] of cases) {
    await field.fill(bad)
    await expect(dialog.getByText(message)).toBeVisible()
    await expect(filter).toBeDisabled()
    await field.fill(good)
    await expect(dialog.getByText(message)).toHaveCount(0)
    await expect(filter).toBeEnabled()
  }

  // Each offered unit makes a filter of its own.
  await lat.fill('51.5')
  await lon.fill('-0.1')
  for (const u of ['Yards', 'Feet', 'Kilometers', 'Meters']) {
    await unit.selectOption(u)
    await expect(filter).toBeEnabled()
  }
  await unit.selectOption('')
  await expect(dialog.getByText('Choose a unit.')).toBeVisible()
  await expect(filter).toBeDisabled()
  await unit.selectOption('Yards')
  const request = page.waitForRequest(isListFetch)
  await filter.click()
  // spec-1 §5: the unit in the spec's form, in the URL and to the service; the chip in words (issue 15).
  expect(new URL((await request).url()).searchParams.get('location')).toBe('51.50000:-0.10000:12:YARDS')
  await expect(dialog).toHaveCount(0)
  await expect(page).toHaveURL((url) => url.searchParams.get('location') === '51.50000:-0.10000:12:YARDS')
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toHaveText([/^Location within 12 yards of \S/])
})
