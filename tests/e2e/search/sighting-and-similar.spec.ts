// The sighting page and the similar search (spec-1 §2.7, §2.8, §4.8, §4.9): open a result, see its groups,
// go back to the results; look up near-duplicates by PhotoDNA hash and open one of them.

import { expect, test } from '../support/test.js'
import { accountNamed } from '../support/accounts.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { signedIn } from '../support/sign-in.js'
import { demoSightingsReady, importPhotos } from '../support/sightings.js'
import { nextAnswer } from '../support/results.js'

/** A Canon EOS R5 whose serial number keeps its leading zero. */
const R5_PHOTO = 'immich__prairie_falcon.jpg'
const R5_SERIAL = '022021000319'

test.beforeEach(async ({ page }) => {
  await signedIn(page, accountNamed('investigator'))
  await expect(page).toHaveURL((url) => url.pathname === '/search')
})

test('a result opens its sighting page with its groups, and the way back returns to the results', async ({ page }) => {
  importPhotos([R5_PHOTO])
  await page.goto(`/search?serialNumber=${R5_SERIAL}`)
  await page.getByRole('link', { name: /Sighting|Canon EOS R5/ }).first().click()
  await expect(page).toHaveURL(/\/sighting\//)
  const serials = page.getByRole('region', { name: 'Serial numbers' })
  await expect(serials).toContainText(R5_SERIAL)
  await expect(page.getByRole('region', { name: 'Camera' })).toContainText('Canon EOS R5')
  await expect(page.getByRole('region', { name: 'Exif' })).toBeVisible()
  // A value links to a search for it.
  await expect(serials.getByRole('link', { name: R5_SERIAL })).toHaveAttribute('href', `/search?serialNumber=${R5_SERIAL}`)
  // The filesize is said once, with its Copy; the known-abuse yes or no has no Copy button.
  await expect(page.getByRole('button', { name: 'Copy Filesize' })).toHaveCount(1)
  await expect(page.getByText('Known abuse', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy Known abuse' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('link', { name: 'Back to results' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('serialNumber') === R5_SERIAL)
})

test('an unknown sighting shows the server message, then returns to search', async ({ page }) => {
  await page.goto('/sighting/ffffffffffffffffffffffffffffffff')
  await expect(page.getByRole('alert')).toContainText('This image could not be found.')
  await expect(page).toHaveURL((url) => url.pathname === '/search', { timeout: 10_000 })
})

test('the example hash finds near-duplicates, nearest first, shown as a gallery by default', async ({ page }) => {
  await demoSightingsReady(page.request)
  await page.goto('/similar')
  const reply = nextAnswer(page, (r) => new URL(r.url()).pathname.startsWith('/v1/sightings/similar/pdna/full/'))
  await page.getByRole('link', { name: 'Try an example hash' }).click()
  const body = (await (await reply).json()) as { results: { distance: number }[]; totalResults: number }
  expect(body.totalResults).toBeGreaterThan(0)
  const distances = body.results.map((r) => r.distance)
  expect(distances).toEqual([...distances].sort((a, b) => a - b))
  await expect(page.getByRole('radiogroup', { name: 'Result format' }).getByRole('radio', { name: 'Gallery' })).toHaveAttribute('aria-checked', 'true')
})

test('each similar result shows its distance, in the gallery and the list, and the page says what it means', async ({ page }) => {
  await demoSightingsReady(page.request)
  await page.goto('/similar')
  const reply = nextAnswer(page, (r) => new URL(r.url()).pathname.startsWith('/v1/sightings/similar/pdna/full/'))
  await page.getByRole('link', { name: 'Try an example hash' }).click()
  const body = (await (await reply).json()) as { results: { id: string; distance: number }[] }
  const written = (d: number) => (d === 0 ? '0 (same picture)' : Math.round(d).toLocaleString('en'))
  await expect(page.getByText(/^Nearest first\. Distance is/)).toBeVisible()
  const captions = page.getByRole('figure').locator('figcaption')
  await expect(captions.first()).toContainText(`Distance ${written(body.results[0]!.distance)}`)
  expect(await captions.count()).toBe(Math.min(body.results.length, 25))
  for (const [i, result] of body.results.slice(0, 25).entries()) await expect(captions.nth(i)).toContainText(`Distance ${written(result.distance)}`)
  await page.screenshot({ path: test.info().outputPath('similar-gallery.png') })
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('radiogroup', { name: 'Result format' }).getByRole('radio', { name: 'List' }).click()
  const table = page.getByRole('table', { name: 'Search results' })
  const header = table.getByRole('columnheader', { name: 'Distance' })
  await expect(header).toBeVisible()
  const column = await header.evaluate((th) => [...th.parentElement!.children].indexOf(th))
  const firstRow = table.getByRole('row').nth(1)
  await expect(firstRow.getByRole('cell').nth(column)).toHaveText(written(body.results[0]!.distance))
  await page.screenshot({ path: test.info().outputPath('similar-list.png') })
  await expectNoSeriousA11yViolations(page)
})
