// The job screen says which case it is: the name its file was uploaded as, how many files it holds, when it was
// uploaded and whose it is (spec-2 §2 "/bigsearch/{jobId}", dates as spec-2 §9 writes them).

import { expect, test } from '../support/test.js'
import { manifestFiles } from '../../fixtures/bigsearch/real-exif.js'
import { accountNamed } from '../support/accounts.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { uploadAndComplete, vicsCase } from '../support/bigsearch.js'
import { signedIn } from '../support/sign-in.js'

test('the job screen is headed by its file name, with its files, upload time and owner', async ({ page }) => {
  test.slow()
  const investigator = accountNamed('investigator')
  await signedIn(page, investigator)
  await expect(page).toHaveURL((url) => url.pathname === '/search')
  const before = Date.now()
  // A case of its own (trailing spaces change its checksum): the job is this upload's, named as it was uploaded.
  await uploadAndComplete(page, 'Operation Larch.json', vicsCase() + ' '.repeat(1 + (Date.now() % 997)))
  await expect(page.getByRole('heading', { level: 1, name: 'Operation Larch.json' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Operation Larch.json' }).getByText('Big search', { exact: true })).toBeVisible()
  const term = (name: string) => page.getByRole('term').filter({ hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]')
  await expect(term('Files')).toHaveText(String(manifestFiles().length))
  await expect(term('Uploaded')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/)
  const uploaded = Date.parse(`${(await term('Uploaded').innerText()).replace(' UTC', 'Z').replace(' ', 'T')}`)
  expect(uploaded).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 60_000)
  expect(uploaded).toBeLessThanOrEqual(Date.now())
  await expect(term('Owner')).toContainText(investigator.email)
  await expectNoSeriousA11yViolations(page)
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/bigsearch-job-heading.png` })
})
