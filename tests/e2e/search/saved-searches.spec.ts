// Saved searches (spec-1 §2.6, §4.5, §4.6): save a search, and be told of results that arrive later.

import { expect, test } from '../support/test.js'
import { accountNamed } from '../support/accounts.js'
import { signedIn } from '../support/sign-in.js'
import { importPhotos } from '../support/sightings.js'

/** A Hasselblad L1D-20c whose serial number no demo sighting has. */
const HASSELBLAD_PHOTO = 'exifr__issue-exifr-13.jpg'
const HASSELBLAD_SERIAL = '0K8TFBK0020618'

test('a saved search shows new results after new sightings arrive', async ({ page }) => {
  await signedIn(page, accountNamed('investigator'))
  await expect(page).toHaveURL((url) => url.pathname === '/search')
  await page.goto(`/search?serialNumber=${HASSELBLAD_SERIAL}`)
  await expect(page.getByText('No results...yet.')).toBeVisible()

  const reference = `Case ${Date.now()}`
  await page.getByRole('button', { name: 'Save Search' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Reference').fill(reference)
  await dialog.getByRole('button', { name: 'Set Reference' }).click()
  await expect(page.getByText(`Search Saved: ${reference}`)).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByText("We'll keep looking for you.")).toBeVisible()

  // A duplicate reference, in another case, cannot be set.
  await page.getByRole('button', { name: 'Save Search' }).click()
  await page.getByRole('dialog').getByLabel('Reference').fill(reference.toUpperCase())
  await expect(page.getByRole('dialog').getByText('Reference already exists')).toBeVisible()
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Set Reference' })).toBeDisabled()
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()

  importPhotos([HASSELBLAD_PHOTO])

  await page.goto('/searches')
  const row = page.getByRole('row', { name: new RegExp(reference) })
  await expect(row).toBeVisible()
  // Cells: the selection box, then the counts (the reference is the row's header).
  await expect(row.getByRole('cell').nth(1)).toHaveText('1')
  await expect(row.getByText('all')).toBeVisible()

  // Opening it runs the search and the new count goes back to nothing.
  await row.getByRole('link', { name: reference }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('serialNumber') === HASSELBLAD_SERIAL)
  await expect(page.getByText('L1D-20c').first()).toBeVisible()
  await page.goto('/searches')
  await expect(page.getByRole('row', { name: new RegExp(reference) }).getByText('all')).toHaveCount(0)
})
