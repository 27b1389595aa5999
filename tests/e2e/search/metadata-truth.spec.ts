// What the reader found, as an investigator meets it in the search area (issue 12): the camera's time with
// the offset the file recorded, a serial matched from any place the camera wrote it, and a search by a
// placeholder value answered with its rows and a notice that the value links nothing.

import { expect, test } from '../support/test.js'
import { accountNamed } from '../support/accounts.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { signedIn } from '../support/sign-in.js'
import { demoSightingsReady, importPhotos } from '../support/sightings.js'

test.beforeEach(async ({ page }) => {
  await signedIn(page, accountNamed('investigator'))
  await expect(page).toHaveURL((url) => url.pathname === '/search')
  await demoSightingsReady(page.request)
})

test('a phone picture gives its time as written with the offset it recorded', async ({ page }) => {
  const list = (await (await page.request.get('/v1/sightings?make=Apple&resultSize=1')).json()) as {
    results: { id: string; dateTimeOriginal: string }[]
  }
  const phone = list.results[0]!
  const written = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})([+-]\d{2}:\d{2})$/.exec(phone.dateTimeOriginal)
  expect(written, `${phone.dateTimeOriginal} is a time as written with its offset, no Z`).not.toBeNull()
  await page.goto(`/sighting/${encodeURIComponent(phone.id)}`)
  const dates = page.getByRole('region', { name: 'Dates' })
  await expect(dates.getByRole('link', { name: `${written![1]} ${written![2]} UTC${written![3]}` })).toHaveAttribute(
    'href',
    `/search?dateTimeOriginal=${written![1]}`,
  )
  await expectNoSeriousA11yViolations(page)
})

test("a serial written differently in the maker's note finds the picture", async ({ page }) => {
  // A Nikon writes 'NO= -1000f46' in its maker note and '-1000f46' in Exif and XMP.
  importPhotos(['exifsamples__87_OSError.jpg'])
  await page.goto('/search?serialNumber=NO%3D+-1000f46&format=list')
  const table = page.getByRole('table')
  await expect(table.getByRole('row').filter({ hasText: '-1000f46' }).first()).toBeVisible()
  await expect(table).toContainText('NIKON')
})

test('a search by a placeholder returns its rows with a notice; the sighting marks the value', async ({ page }) => {
  await page.goto('/search?lensSerialNumber=0000000000&format=list')
  const notice = page.getByRole('status').filter({ hasText: 'is a placeholder' })
  await expect(notice).toContainText('"0000000000" in Lens Serial Number is a placeholder (all zeros)')
  await expect(notice).toContainText('need not come from one camera or lens')
  const rows = page.getByRole('table').getByRole('row')
  await expect(rows.nth(1)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await rows.nth(1).getByRole('link').first().click()
  await expect(page).toHaveURL(/\/sighting\//)
  const serials = page.getByRole('region', { name: 'Serial numbers' })
  await expect(serials.getByText('(a placeholder, which links nothing)')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
