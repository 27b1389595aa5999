// Extraction in the browser (issue 14 "Beyond the spec"): the investigator picks the real-exif fixtures folder on
// the BigSearch upload screen; the worker gives the same items as the command-line extractor of the same build,
// the files that are no pictures are listed with their reason, Save downloads that data file, and Upload sends it
// and opens its job. No request made from the choice of the folder to the upload carries image bytes: the one
// request with a body of any size is the upload, and its body is the JSON.

import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type FileChooser, type Page, type Request } from '@playwright/test'
import { expect, test } from '../support/test.js'
import { accountNamed } from '../support/accounts.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { signedIn } from '../support/sign-in.js'
import { BUILD_DIR } from '../servers.js'
import { FIXTURES } from '../../unit/shared/metadata/exiftool-fixtures.js'

/** The command-line extractor as this build ships it at /v1/exifextractor/*, run on the same folder. */
function extractorOutput(): string {
  const run = spawnSync(process.execPath, [join(BUILD_DIR, 'extractor', 'sightline-extract.mjs'), FIXTURES], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (run.status !== 0) throw new Error(`the extractor failed: ${run.stderr}`)
  return run.stdout
}

/**
 * The body a request sent, in bytes, by its content-length: Chromium reports no body size, and no body, for a
 * body made of a file, so neither could show pictures sent as files.
 */
async function bodySize(request: Request): Promise<number> {
  const length = (await request.allHeaders())['content-length']
  return length === undefined ? (request.postDataBuffer()?.length ?? 0) : Number(length)
}

const JPEG_START = Buffer.from([0xff, 0xd8, 0xff])

/** Signed in as an investigator, on the upload screen with its "Extract from images" section open. */
async function openExtraction(page: Page) {
  await signedIn(page, accountNamed('investigator'))
  await expect(page).toHaveURL((url) => url.pathname === '/search')
  // The landing page loads in full before the next address, which a late landing would otherwise replace.
  await page.waitForLoadState('load')
  await page.goto('/bigsearch')
  await expect(page).toHaveURL((url) => url.pathname === '/bigsearch')
  await page.locator('summary', { hasText: 'Extract from images' }).click()
}

test('the fixtures folder extracted in the browser gives the command-line items, and only the JSON is sent', async ({ page, context }) => {
  const expected = extractorOutput()
  await openExtraction(page)
  const panel = page.getByRole('region', { name: 'Extract from images' })
  await expect(panel.getByLabel('Choose a folder')).toBeEnabled()

  const requests: Request[] = []
  context.on('request', (request) => requests.push(request))
  await panel.getByLabel('Choose a folder').setInputFiles(FIXTURES)

  await expect(panel.getByRole('status')).toHaveText('42 pictures read, 3 not read.', { timeout: 30_000 })
  const bar = panel.getByRole('progressbar', { name: 'Extraction progress' })
  await expect(bar).toHaveAttribute('aria-valuenow', '45')
  await expect(bar).toHaveAttribute('aria-valuemax', '45')
  await panel.getByText('3 files not read').click()
  const refused = panel.getByRole('list', { name: 'Files not read' }).getByRole('listitem')
  await expect(refused).toHaveText([
    'MANIFEST.json: not an image the extractor can read (JPEG, TIFF, PNG, WebP or HEIF)',
    'README.md: not an image the extractor can read (JPEG, TIFF, PNG, WebP or HEIF)',
    'exiftool.json: not an image the extractor can read (JPEG, TIFF, PNG, WebP or HEIF)',
  ])

  // The finished panel, its list of files not read open, as a screen reader and the keyboard meet it.
  await expectNoSeriousA11yViolations(page)

  const download = page.waitForEvent('download')
  await panel.getByRole('button', { name: 'Save' }).click()
  const saved = await download
  expect(saved.suggestedFilename()).toMatch(/^case-\d{4}-\d{2}-\d{2}\.json$/)
  const savedText = readFileSync((await saved.path())!, 'utf8')
  expect(JSON.parse(savedText)).toEqual(JSON.parse(expected))
  expect(savedText, 'byte for byte the file the command line writes').toBe(expected)

  const extractionRequests = [...requests]
  const upload = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/v1/bigsearch/data')
  await panel.getByRole('button', { name: 'Upload' }).click()
  const uploaded = await upload
  // The job's id is the checksum of the file sent: the file sent is the command line's, byte for byte.
  const checksum = createHash('sha256').update(expected).digest('hex')
  await expect(page).toHaveURL((url) => url.pathname === `/bigsearch/${checksum}`)

  const imageBytes = 20_000_000
  for (const request of extractionRequests) {
    // Only reads while the pictures are read: no call that could carry a body, and nothing in an address.
    expect(['GET', 'HEAD'], `${request.method()} ${request.url()} sends nothing`).toContain(request.method())
    expect(request.url().length, `${request.url()} carries no data`).toBeLessThan(2048)
    expect(await bodySize(request)).toBe(0)
  }
  const uploadSize = await bodySize(uploaded)
  expect(uploadSize).toBeGreaterThanOrEqual(Buffer.byteLength(expected))
  expect(uploadSize, 'the upload is the JSON and its form fields, nothing more').toBeLessThan(Buffer.byteLength(expected) + 2048)
  expect(uploadSize).toBeLessThan(imageBytes / 10)
  expect(uploaded.postDataBuffer()?.includes(JPEG_START) ?? false).toBe(false)
})

test('the keyboard alone chooses the folder: the chooser opens from the focused control', async ({ page }) => {
  await openExtraction(page)
  const panel = page.getByRole('region', { name: 'Extract from images' })
  const control = panel.getByLabel('Choose a folder')
  // Focused again until it keeps the focus: the panel may still be drawing when it first shows. On busy cores a
  // Space has once opened no chooser that Playwright saw: the key is pressed again, still by keyboard alone.
  const opening: { chooser?: FileChooser } = {}
  await expect(async () => {
    await control.focus()
    await expect(control).toBeFocused({ timeout: 500 })
    const opened = page.waitForEvent('filechooser', { timeout: 5_000 })
    await page.keyboard.press('Space')
    opening.chooser = await opened
  }).toPass({ timeout: 45_000 })
  const chooser = opening.chooser!
  expect(chooser.isMultiple()).toBe(true)
  await chooser.setFiles(FIXTURES)
  await expect(panel.getByRole('status')).toHaveText('42 pictures read, 3 not read.', { timeout: 30_000 })
  await panel.getByRole('button', { name: 'Upload' }).focus()
  await expect(panel.getByRole('button', { name: 'Upload' })).toBeFocused()
})
