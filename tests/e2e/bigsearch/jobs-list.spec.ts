// "Your searches" on the BigSearch upload screen: an uploaded case is listed with its file name, which opens its
// job, and Delete, once confirmed in a dialog naming the file, removes it from the list; no serious
// accessibility fault with the list shown.

import { readFileSync } from 'node:fs'
import { expect, test } from '../support/test.js'
import { accountNamed } from '../support/accounts.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { uploadFile } from '../support/bigsearch.js'
import { signedIn } from '../support/sign-in.js'

const DATA = readFileSync(new URL('../../fixtures/bigsearch/bigsearch-data.json', import.meta.url))
const FILE = 'jobs-list-case.json'

test.beforeEach(async ({ page }) => {
  await signedIn(page, accountNamed('investigator'))
  await expect(page).toHaveURL((url) => url.pathname === '/search')
})

test('an uploaded search is listed, opens its job, and is gone once deleted', async ({ page }) => {
  await uploadFile(page, FILE, DATA)
  await expect(page).toHaveURL(/\/bigsearch\/[0-9a-f]{64}$/)
  const jobPath = new URL(page.url()).pathname

  await page.goto('/bigsearch')
  const table = page.getByRole('table', { name: 'Your searches' })
  const row = table.getByRole('row').filter({ hasText: FILE })
  await expect(row).toHaveCount(1)
  await expect(row.getByRole('link', { name: FILE })).toHaveAttribute('href', jobPath)
  await expect(row.getByRole('cell').first()).toHaveText(/^\d{2} [A-Z][a-z]{2}, \d{4}$/)
  await expect(row).toContainText(/Queued|Processing, \d+ of \d+|Complete|Error/)
  await expectNoSeriousA11yViolations(page)

  // spec-1 §4.5: an address naming a page past the last shows the last, in place of that address, so that
  // Back leaves the list rather than returning to it.
  await page.goto('/bigsearch?page=999')
  await expect(page).toHaveURL((url) => url.pathname === '/bigsearch' && url.searchParams.get('page') !== '999')
  await expect(table).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL((url) => url.pathname === '/bigsearch' && url.search === '')
  await expect(row).toHaveCount(1)

  await row.getByRole('button', { name: `Delete ${FILE}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete this search?' })
  await expect(dialog).toContainText(`Delete the search of ${FILE}? Its leads and its uploaded file are removed.`)
  // Cancel keeps it.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(row).toHaveCount(1)

  await row.getByRole('button', { name: `Delete ${FILE}` }).click()
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(table.getByRole('row').filter({ hasText: FILE })).toHaveCount(0)
  await page.goto(jobPath)
  await expect(page.getByText('Query not found.')).toBeVisible()
})
