// The BigSearch upload screen (spec-2 §2 "BigSearch", §5, §8): the files it refuses with the spec's message
// under 'Failed to upload', the how-to with the extractor's downloads (hidden in restricted mode), an unknown
// job's 'Query not found.', and no serious accessibility fault.

import { expect, test } from '../support/test.js'
import { accountNamed } from '../support/accounts.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { uploadFile, vicsCase } from '../support/bigsearch.js'
import { signedIn } from '../support/sign-in.js'
import { CAMID_FILE } from '../../../shared/bigsearch/uploadMessages.js'
import { RESTRICTED_URL } from '../servers.js'

test.beforeEach(async ({ page }) => {
  await signedIn(page, accountNamed('investigator'))
  await expect(page).toHaveURL((url) => url.pathname === '/search')
})

async function expectFailure(page: import('@playwright/test').Page, message: string) {
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to upload' })
  await expect(alert).toContainText(message)
  await expect(alert).toContainText('Please try again or contact support.')
  await expect(page).toHaveURL((url) => url.pathname === '/bigsearch')
}

test('the upload screen explains the upload and offers the extractor', async ({ page }) => {
  await page.goto('/bigsearch')
  await expect(page.getByRole('heading', { name: 'Search your entire case' })).toBeVisible()
  await page.locator('summary', { hasText: 'How to upload an EXIF file' }).click()
  await expect(page.getByText('Your images are never sent.')).toBeVisible()
  const downloads = page.getByRole('list', { name: 'Extractor downloads' })
  for (const [name, href] of [
    ['Windows (EXE)', '/v1/exifextractor/win'],
    ['Windows (MSI installer)', '/v1/exifextractor/msi'],
    ['Mac (Intel)', '/v1/exifextractor/mac/x64'],
    ['Mac (Apple Silicon)', '/v1/exifextractor/mac/arm'],
    ['Linux', '/v1/exifextractor/linux'],
  ] as const) {
    await expect(downloads.getByRole('link', { name })).toHaveAttribute('href', href)
  }
  await expect(page.getByRole('link', { name: 'Extractor release notes' })).toHaveAttribute('href', '/exifextractor')
  await expect(page.getByText('version 17.2 or later')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('a file that is not JSON is refused before it is sent', async ({ page }) => {
  const sent: string[] = []
  page.on('request', (request) => request.url().includes('/v1/bigsearch/data') && sent.push(request.url()))
  await uploadFile(page, 'notes.txt', 'camera serials', 'text/plain')
  await expectFailure(page, 'Invalid file type. Please upload a JSON file containing EXIF data.')
  expect(sent).toEqual([])
  await expectNoSeriousA11yViolations(page)
})

test('a Project VIC 2.0 file gives the version message', async ({ page }) => {
  await uploadFile(page, 'case-vics-2.json', vicsCase('2.0'))
  await expectFailure(page, 'Unsupported ProjectVIC Version (must be v1.2 or v1.3 format)')
})

test('a fingerprint file gives its message', async ({ page }) => {
  const fingerprint = { fingerprint: 'AAAA', resolution: '5184x3456', cropSize: 512, density: 1, algorithm: 'PRNU', format: 'CFP1' }
  await uploadFile(page, 'fingerprint.json', JSON.stringify(fingerprint))
  await expectFailure(page, CAMID_FILE)
})

test("an unknown job says 'Query not found.' with Retry and Cancel", async ({ page }) => {
  await page.goto(`/bigsearch/${'0'.repeat(64)}`)
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await expect(page.getByText('Query not found.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/bigsearch')
})

test("a job address no job can have (/bigsearch/abc) says 'Query not found.' too, not a validation message", async ({ page }) => {
  await page.goto('/bigsearch/abc')
  await expect(page.getByText('Query not found.')).toBeVisible()
  await expect(page.getByText(/must match pattern/)).toHaveCount(0)
})

test('restricted mode hides the extractor downloads', async ({ page }) => {
  await signedIn(page, accountNamed('investigator', 'restricted'), { origin: RESTRICTED_URL })
  await expect(page).toHaveURL((url) => url.pathname === '/search')
  await page.goto(`${RESTRICTED_URL}/bigsearch`)
  await page.locator('summary', { hasText: 'How to upload an EXIF file' }).click()
  await expect(page.getByText('Your images are never sent.')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Extractor downloads' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Extractor release notes' })).toBeVisible()
})
