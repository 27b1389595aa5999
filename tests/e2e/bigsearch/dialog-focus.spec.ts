// BigSearch's dialogs hold the keyboard (issue 30 §10): a lead's sighting, its sources and the justification
// asked before a lead export, over a job screen long enough to scroll, and the question before a search is
// deleted from "Your searches". Each takes focus, keeps Tab and Shift+Tab among its own controls, holds the
// page still, reads clean to axe-core and, on Escape, closes and gives focus back to the control that opened it.

import { type Page } from '@playwright/test'
import { expect, test } from '../support/test.js'
import { manifestFiles } from '../../fixtures/bigsearch/real-exif.js'
import { findLeadCard, readyForCases, uploadAndComplete, uploadFile, vicsCase } from '../support/bigsearch.js'
import { expectModalDialog, openWith } from '../support/dialogs.js'

const CANON_SERIAL = '123063022888'
const CANON_FILES = manifestFiles().filter((file) => file.exif.serialNumber === CANON_SERIAL)

test.beforeEach(async ({ page }) => {
  // An upload, a job and a list of some 200 leads read whole by axe-core once per dialog.
  test.slow()
  await readyForCases(page)
})

/** The case's job screen, its leads listed: a page taller than the window, so a scroll behind a dialog would show. */
async function jobScreen(page: Page): Promise<void> {
  await uploadAndComplete(page, 'case.json', vicsCase())
  await expect(page.getByRole('list', { name: /^Leads/ })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true)
}

test('a lead’s sighting and its sources hold focus over the job screen', async ({ page }) => {
  await jobScreen(page)
  await (await findLeadCard(page, 'Camera', CANON_SERIAL)).first().click()
  await expect(page.getByRole('heading', { level: 2, name: 'Camera' })).toBeVisible()
  const tiles = page.getByRole('list', { name: 'Sightings' }).getByRole('button')
  await expect(tiles).not.toHaveCount(0)
  expect(await tiles.count()).toBeGreaterThanOrEqual(CANON_FILES.length)

  // A sighting past the first, so that Previous is among the dialog's stops.
  const tile = tiles.nth(1)
  await expectModalDialog(page, 'lead sighting', openWith(page, 'lead-sighting', tile), { opener: tile })
  await expect(page, 'Escape closed the sighting in the address too').toHaveURL((url) => url.searchParams.get('sighting') === null)

  const sources = page.getByRole('button', { name: 'Show lead sources' })
  await expectModalDialog(page, 'lead sources', openWith(page, 'lead-sources', sources), { opener: sources })
})

test('the justification asked before a lead export holds focus and gives it back to the Options menu', async ({ page }) => {
  // Export is an item of the Options menu, which closes as the justification opens: the menu gives focus back
  // to its button first (DropdownMenu.tsx), so the dialog returns it there, not to the page's body.
  await jobScreen(page)
  const options = page.getByRole('button', { name: 'Options' })
  const exportItem = page.getByRole('menuitem', { name: 'Export' })
  await expectModalDialog(page, 'lead export justification', openWith(page, 'lead-export-justification', exportItem, () => options.click()), {
    opener: options,
  })
})

test('the question before a search is deleted holds focus', async ({ page }) => {
  // A case of its own (trailing spaces change its checksum, not its content): deleting it touches no other test's job.
  const name = `dialog-focus-${Date.now().toString(36)}.json`
  await uploadFile(page, name, vicsCase() + ' '.repeat(1 + (Date.now() % 997)))
  await expect(page).toHaveURL(/\/bigsearch\/[0-9a-f]{64}$/)
  await page.goto('/bigsearch')
  const row = page.getByRole('table', { name: 'Your searches' }).getByRole('row').filter({ hasText: name })
  await expect(row).toHaveCount(1)
  const remove = row.getByRole('button', { name: `Delete ${name}` })
  await expectModalDialog(page, 'delete job', openWith(page, 'delete-job', remove), { opener: remove })
  // Escape asked nothing of the service: the search is still listed. Then it goes, as its test leaves nothing behind.
  await expect(row).toHaveCount(1)
  await remove.click()
  await page.getByRole('dialog', { name: 'Delete this search?' }).getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(row).toHaveCount(0)
})
