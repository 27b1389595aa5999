// What an investigator reads around the search (issue 15, points 4, 5, 7 and 8): a location chip that names
// the place, bad links kept as invalid chips named as the filter dialog names them and put right in the
// URL, a free-text word too short to be found inside others pointed out under the box, and onion-hosted
// sightings told from the result without asking for a thumbnail the service does not hold.

import { type Page, type Request } from '@playwright/test'
import { againWhenBusy, expect, test } from '../support/test.js'
import { accountNamed } from '../support/accounts.js'
import { signedIn } from '../support/sign-in.js'
import { demoSightingsReady } from '../support/sightings.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { nextSearchReply, thumbnailKeyOf, watchThumbnails } from '../support/results.js'

const isListFetch = (r: Request) => new URL(r.url()).pathname === '/v1/sightings' && r.method() === 'GET'
const chips = (page: Page) => page.getByRole('list', { name: 'Active filters' }).getByRole('listitem')
const SHOTS = process.env.E2E_SHOTS

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false })
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await signedIn(page, accountNamed('investigator'))
  await expect(page).toHaveURL((url) => url.pathname === '/search')
  await demoSightingsReady(page.request)
})

test('a location chip reads "within 10 miles of Manchester", after a reload too, with MILES in the URL and to the service', async ({ page }) => {
  await page.getByRole('button', { name: 'Location', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Choose Location' })
  await dialog.getByLabel('Address search').fill('Manchester')
  const manchester = dialog.getByRole('list', { name: 'Places found' }).getByRole('button', { name: /^Manchester, United Kingdom/ })
  // A server shared with other tests may answer "busy, try again": the user would press Find again.
  await expect(async () => {
    await dialog.getByRole('button', { name: 'Find' }).click()
    await expect(manchester).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
  await manchester.click()
  await dialog.getByLabel('Distance').fill('10')
  await dialog.getByLabel('Unit').selectOption('Miles')
  const request = page.waitForRequest(isListFetch)
  await dialog.getByRole('button', { name: 'Filter' }).click()
  expect(new URL((await request).url()).searchParams.get('location')).toBe('53.48095:-2.23743:10:MILES')
  await expect(page).toHaveURL((url) => url.searchParams.get('location') === '53.48095:-2.23743:10:MILES' && [...url.searchParams.keys()].join() === 'location')
  await expect(chips(page)).toHaveText(['Location within 10 miles of Manchester×'])
  await expect(chips(page).first()).toHaveAttribute('title', '53.48095:-2.23743:10:MILES')
  await shot(page, 'location-chip')

  // A reload, or the link shared, has only the value: the name comes from the gazetteer again.
  await page.reload()
  await expect(chips(page)).toHaveText(['Location within 10 miles of Manchester×'])
  await expect(page.getByRole('button', { name: 'Remove filter Location within 10 miles of Manchester' })).toBeVisible()
})

test('an older link with Miles still reads, and is rewritten with MILES', async ({ page }) => {
  const request = page.waitForRequest(isListFetch)
  await page.goto('/search?location=53.48095:-2.23743:10:Miles')
  expect(new URL((await request).url()).searchParams.get('location')).toBe('53.48095:-2.23743:10:MILES')
  await expect(page).toHaveURL((url) => url.searchParams.get('location') === '53.48095:-2.23743:10:MILES')
  await expect(chips(page)).toHaveText(['Location within 10 miles of Manchester×'])
})

test('a bad date in a link is named Date Taken and kept as an invalid chip to fix or remove; ?resultSize=7 is corrected in the URL', async ({ page }) => {
  const sent = page.waitForRequest(isListFetch)
  await page.goto('/search?make=Canon&dateTimeOriginal=2015-13-45')
  const alert = page.getByRole('alert').filter({ hasText: 'Date Taken' })
  await expect(alert).toHaveText('Date Taken is not valid: "2015-13-45" is not a date. Fix or remove its filter.')
  await expect(page.getByText(/dateTimeOriginal/)).toHaveCount(0)
  // The search runs without it; the URL and the chips keep it.
  expect(new URL((await sent).url()).searchParams.get('dateTimeOriginal')).toBeNull()
  await expect(page.getByRole('table')).toBeVisible()
  await expect(page).toHaveURL((url) => url.searchParams.get('dateTimeOriginal') === '2015-13-45')
  await expect(chips(page)).toHaveText(['Make is Canon×', /^!Date Taken is 2015-13-45 \(not valid\)Fix×$/])
  await shot(page, 'invalid-chip')
  await expectNoSeriousA11yViolations(page)

  // Removing another filter keeps it.
  await page.getByRole('button', { name: 'Remove filter Make is Canon' }).click()
  await expect(page).toHaveURL((url) => url.search === '?dateTimeOriginal=2015-13-45')
  await expect(chips(page)).toHaveText([/^!Date Taken is 2015-13-45 \(not valid\)/])

  // Fix: the filter dialog shows it with what is wrong, and Apply waits for a real date.
  await page.goto('/search?make=Canon&dateTimeOriginal=2015-13-45')
  await page.getByRole('button', { name: 'Fix filter Date Taken is 2015-13-45' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Filters' })
  await expect(dialog.getByLabel('Filter 2 name')).toHaveValue('dateTimeOriginal')
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled()
  await dialog.getByLabel('Filter 2 value').fill('2015-12-25')
  const fixed = page.waitForRequest(isListFetch)
  await dialog.getByRole('button', { name: 'Apply' }).click()
  expect(new URL((await fixed).url()).searchParams.get('dateTimeOriginal')).toBe('2015-12-25')
  await expect(page).toHaveURL((url) => url.searchParams.get('dateTimeOriginal') === '2015-12-25')
  await expect(chips(page)).toHaveText(['Make is Canon×', 'Date Taken is 2015-12-25×'])
  await expect(alert).toHaveCount(0)

  // Remove: gone from the chips and the URL.
  await page.goto('/search?make=Canon&dateTimeOriginal=2015-13-45')
  await page.getByRole('button', { name: 'Remove filter Date Taken is 2015-13-45' }).click()
  await expect(page).toHaveURL((url) => url.search === '?make=Canon')
  await expect(chips(page)).toHaveText(['Make is Canon×'])
  await expect(alert).toHaveCount(0)

  // A page size that is none of the offered ones is shown as 25, and the URL says so (as page clamping does).
  await page.goto('/search?make=Canon&resultSize=7')
  await expect(page).toHaveURL((url) => url.search === '?make=Canon')
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(26)
})

test('a free-text word shorter than the index can match is pointed out under the box, with the contains form', async ({ page }) => {
  const box = page.getByRole('searchbox', { name: 'Search everything' })
  const hint = page.getByRole('search').getByRole('status')
  await box.fill('canon')
  await expect(hint).toBeHidden()
  await box.fill('a')
  await expect(hint).toHaveText(/^"a" is shorter than 3 characters: Search everything finds whole words only, so it matches only where it stands alone\. To find it inside a value, use Filter with contains on a field, e\.g\. Model contains a\.$/)
  await box.press('Enter')
  await expect(page).toHaveURL((url) => url.searchParams.get('all') === 'a')
  await expect(chips(page)).toHaveText(['Something mentions a×'])
  // The search in force keeps the advice under the emptied box, over a reload too.
  await expect(box).toHaveValue('')
  await expect(hint).toContainText('"a" is shorter than 3 characters')
  await page.reload()
  await expect(hint).toContainText('"a" is shorter than 3 characters')
  await shot(page, 'free-text-hint')
  await expectNoSeriousA11yViolations(page)
})

test('onion-hosted sightings say Hosted on TOR from the result, with no thumbnail asked for and no error in the console', async ({ page }) => {
  // What is looked for is a thumbnail the service does not hold (404) and its console line. On two busy cores a
  // worker may refuse any request as busy for a moment (503, load-shedding.ts), which is not this test's matter.
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && !/status of 503\b/.test(message.text()) && errors.push(message.text()))
  const missing: string[] = []
  page.on('response', (r) => r.status() >= 400 && r.status() !== 503 && missing.push(`${r.status()} ${r.url()}`))
  const asked = watchThumbnails(page)
  // One result of a plain search is given an onion domain with an ordinary address: the domain alone tells.
  let disguised = ''
  await page.context().route(
    (url) => url.pathname === '/v1/sightings' && url.searchParams.get('make') === 'Canon',
    async (route) => {
      // A search refused as busy (503) is asked again, as the refusal is not this test's matter either.
      const response = await againWhenBusy(() => route.fetch())
      const body = await response.json()
      const first = body.results[0]
      disguised = first.id
      first.domain = 'duskgytldkxiuqc6.onion'
      first.url = 'https://images.example/1.jpg'
      await route.fulfill({ response, json: body })
    },
  )
  const reply = nextSearchReply(page)
  await page.goto('/search?source=tor-crawler')
  const { results } = await reply
  const shown = results.slice(0, 25)
  expect(shown.length).toBeGreaterThan(0)
  await expect(page.getByRole('note').filter({ hasText: /^Hosted on TOR$/ })).toHaveCount(shown.length)
  await page.getByRole('radiogroup', { name: 'Result format' }).getByRole('radio', { name: 'Gallery' }).click()
  await expect(page.getByRole('figure').getByRole('note')).toHaveText(Array(shown.length).fill('Hosted on TOR'))
  await shot(page, 'onion-gallery')

  await page.goto('/search?make=Canon&format=list')
  await expect.poll(() => disguised).not.toBe('')
  const row = page.getByRole('row').filter({ has: page.locator(`a[href="/sighting/${disguised}"]`) })
  await expect(row.getByRole('note')).toHaveText('Hosted on TOR')
  await expect(page.getByRole('img', { name: /^Sighting / }).first()).toBeVisible()

  const onion = new Set([...shown.map((item) => item.id), disguised])
  expect(asked.filter((key) => onion.has(key))).toEqual([])
  expect(missing.filter((line) => thumbnailKeyOf(line.split(' ')[1]!) !== null)).toEqual([])
  expect(errors).toEqual([])
})
