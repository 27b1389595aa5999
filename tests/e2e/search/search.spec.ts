// The search page (spec-1 §2.5, §4.5, §5, §9): finding real photos by serial number, the filter dialog's
// operator rewrite, a location search by place name, page clamping, and the result views.

import { type Page } from '@playwright/test'
import { expect, test } from '../support/test.js'
import { accountNamed } from '../support/accounts.js'
import { nextSearchReply } from '../support/results.js'
import { signedIn } from '../support/sign-in.js'
import { demoSightingsReady, importPhotos, metresBetween } from '../support/sightings.js'

/** Two real photos from one Canon EOS 600D, whose serial number is 123063022888. */
const CANON_600D_PHOTOS = ['exifr__IMG_5910.jpg', 'exifr__issue-exifr-59.jpg']
const CANON_600D_SERIAL = '123063022888'

async function signInAsInvestigator(page: Page) {
  await signedIn(page, accountNamed('investigator'))
  await expect(page).toHaveURL((url) => url.pathname === '/search')
}

test.beforeEach(async ({ page }) => {
  await signInAsInvestigator(page)
  await demoSightingsReady(page.request)
})

test('a serial-number search finds the imported real photos of that camera', async ({ page }) => {
  // The BigSearch tests import these pictures too, on the same server: count what this import adds.
  const countNow = async () =>
    ((await (await page.request.get(`/v1/sightings?serialNumber=${CANON_600D_SERIAL}`)).json()) as { totalResults: number }).totalResults
  const before = await countNow()
  importPhotos(CANON_600D_PHOTOS, 'standard', ['--domain', 'photos.example', '--username', 'falconer'])
  const reply = nextSearchReply(page)
  await page.goto(`/search?serialNumber=${CANON_600D_SERIAL}`)
  const body = await reply
  expect(body.totalResults).toBe(before + 2)
  expect(new Set(body.results.map((r) => r.serialNumber))).toEqual(new Set([CANON_600D_SERIAL]))
  await expect(page.getByRole('status').filter({ hasText: /results?$/ })).toHaveText(`${before + 2} results`)
  await expect(page.getByText('Canon EOS 600D').first()).toBeVisible()
  // The chip names the filter and can be removed, which brings back the prompt.
  await page.getByRole('button', { name: /Remove.*serialNumber|Remove.*Serial/i }).click()
  await expect(page.getByText('Search with...')).toBeVisible()
})

test('a contains filter is rewritten to *value* and sent with allowWildcards=true', async ({ page }) => {
  await page.getByRole('button', { name: 'See all available filters' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Filters' })
  await dialog.getByLabel('Filter 1 name').selectOption('model')
  await dialog.getByLabel('Filter 1 value').fill('EOS')
  await dialog.getByLabel('Filter 1 operator').selectOption('contains')
  await expect(dialog.getByLabel('Filter 1 value')).toHaveValue('*EOS*')
  const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/v1/sightings')
  await dialog.getByRole('button', { name: 'Apply' }).click()
  const sent = new URL((await request).url()).searchParams
  expect(sent.get('model')).toBe('*EOS*')
  expect(sent.get('allowWildcards')).toBe('true')
  await expect(page).toHaveURL((url) => url.searchParams.get('model') === '*EOS*')
})

test('a location search by place name returns only sightings inside the circle', async ({ page }) => {
  await page.getByRole('button', { name: 'Location', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: /Location/ })
  await dialog.getByLabel('Address search').fill('London')
  await dialog.getByRole('button', { name: 'Find' }).click()
  await dialog.getByRole('list', { name: 'Places found' }).getByRole('button').first().click()
  await dialog.getByLabel('Distance').fill('50')
  await dialog.getByLabel('Unit').selectOption('Kilometers')
  const reply = nextSearchReply(page)
  await dialog.getByRole('button', { name: 'Filter' }).click()
  const value = new URL(page.url()).searchParams.get('location') ?? ''
  expect(value).toMatch(/^51\.\d{5}:-0\.\d{5}:50:KILOMETERS$/)
  const [lat, lon] = value.split(':').map(Number) as [number, number]
  const body = await reply
  expect(body.totalResults).toBeGreaterThan(0)
  for (const result of body.results) {
    expect(result.location, result.id).not.toBeNull()
    expect(metresBetween({ lat, lon }, result.location!)).toBeLessThanOrEqual(50_000)
  }
})

test('a page beyond the last is replaced by the last page', async ({ page }) => {
  const reply = nextSearchReply(page)
  await page.goto('/search?make=Canon&page=9999')
  const { totalResults } = await reply
  const last = Math.ceil(Math.min(totalResults, 1000) / 25)
  expect(last).toBeGreaterThan(1)
  await expect(page).toHaveURL((url) => url.searchParams.get('page') === String(last))
  await expect(page.getByRole('button', { name: `Page ${last}` })).toHaveAttribute('aria-current', 'page')
})

test('the results show as a list, a gallery and a map, and the choice is kept', async ({ page }) => {
  await page.goto('/search?make=Apple')
  await expect(page.getByRole('table')).toBeVisible()
  await page.getByRole('radiogroup', { name: 'Result format' }).getByRole('radio', { name: 'Gallery' }).click()
  await expect(page).toHaveURL((url) => url.searchParams.get('format') === 'grid')
  await expect(page.getByRole('table')).toHaveCount(0)
  // The map asks only for located sightings and forces the GPS switch on.
  const request = page.waitForRequest((r) => new URL(r.url()).searchParams.get('exists') === 'location')
  await page.getByRole('button', { name: 'MAP' }).click()
  await request
  await expect(page.getByRole('switch', { name: /GPS DATA/i })).toBeChecked()
  await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 20_000 })
})

test('the Choose Location map draws the circle of the distance, and a click on the map sets the centre', async ({ page }) => {
  await page.getByRole('button', { name: 'Location', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Choose Location' })
  const map = dialog.getByRole('region', { name: 'Location map: click to set the centre' })
  await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 20_000 })
  await expect(map).toHaveAttribute('data-circles', '0')
  await dialog.getByLabel('Latitude').fill('48.85660')
  await dialog.getByLabel('Longitude').fill('2.35220')
  // Leaving the field brings the map to the typed place.
  await dialog.getByLabel('Distance').fill('5')
  await dialog.getByLabel('Unit').selectOption('Kilometers')
  await expect(map).toHaveAttribute('data-circles', '1')
  await dialog.getByLabel('Latitude').fill('')
  await expect(map).toHaveAttribute('data-circles', '0')
  await expect(dialog.getByRole('button', { name: 'Filter' })).toBeDisabled()

  // The middle of the map is the place it was brought to.
  await map.click()
  const lat = Number(await dialog.getByLabel('Latitude').inputValue())
  const lon = Number(await dialog.getByLabel('Longitude').inputValue())
  expect(Math.abs(lat - 48.8566)).toBeLessThan(0.5)
  expect(Math.abs(lon - 2.3522)).toBeLessThan(0.5)
  await expect(map).toHaveAttribute('data-circles', '1')
  await dialog.getByRole('button', { name: 'Filter' }).click()
  await expect(page).toHaveURL((url) => url.searchParams.get('location') === `${lat.toFixed(5)}:${lon.toFixed(5)}:5:KILOMETERS`)
})
