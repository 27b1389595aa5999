// BigSearch in the high-security build (spec-2 §5): a file of 100 MB or more, and any file not in the BigSearch
// data format, are refused with the spec's words under 'Failed to upload', in the browser before a byte is sent
// and by the service when a client sends one anyway; no serious accessibility fault on the screen that says so.

import { createWriteStream } from 'node:fs'
import { once } from 'node:events'
import { finished } from 'node:stream/promises'
import { type Page } from '@playwright/test'
import { expect, test } from '../support/test.js'
import { accountNamed } from '../support/accounts.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { vicsCase } from '../support/bigsearch.js'
import { signInHighside } from '../support/highside.js'
import { HIGHSIDE_ONLY_BIGSEARCH, HIGHSIDE_TOO_LARGE } from '../../../shared/bigsearch/uploadMessages.js'
import { HIGHSIDE_URL } from '../servers.js'

test.use({ baseURL: HIGHSIDE_URL })

const MB = 1024 * 1024

/** One item of the BigSearch data format, as the extractor writes it. */
function item(index: number): string {
  const hex = index.toString(16).padStart(32, '0')
  return JSON.stringify({
    index,
    fileName: `case/IMG_${String(index).padStart(7, '0')}.JPG`,
    camera: { make: 'Canon', model: 'Canon EOS 600D', serialNumber: String(100000000 + (index % 5000)) },
    duplicates: { md5: hex },
  })
}

/** Writes a BigSearch data file of at least `bytes` bytes to `path`, a chunk at a time (never whole in memory). */
async function writeDataFile(path: string, bytes: number): Promise<number> {
  const out = createWriteStream(path)
  let written = 0
  let index = 0
  out.write('[')
  while (written < bytes) {
    let chunk = ''
    for (let i = 0; i < 2000; i++) chunk += `${index === 0 ? '' : ','}${item(index++)}`
    written += Buffer.byteLength(chunk)
    if (!out.write(chunk)) await once(out, 'drain')
  }
  out.end(']')
  await finished(out)
  return written + 2
}

async function expectFailure(page: Page, message: string) {
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to upload' })
  await expect(alert).toContainText(message)
  await expect(page).toHaveURL((url) => url.pathname === '/bigsearch')
}

/** Chooses a file on disk with 'Upload EXIF' (a file this large cannot be handed over as a buffer). */
async function uploadPath(page: Page, path: string) {
  await page.goto('/bigsearch')
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Upload EXIF' }).click()
  await (await chooser).setFiles(path)
}

/** What the service answers when the page's own session posts this body as the high-security client does. */
async function postFromPage(page: Page, body: { repeat: string; times: number } | { text: string }) {
  return page.evaluate(async (body) => {
    const parts = 'text' in body ? [body.text] : ['[', ...Array.from({ length: body.times }, (_, i) => (i ? ',' : '') + body.repeat), ']']
    const response = await fetch('/v1/bigsearch/data', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'x-requesting-app': 'highside' },
      body: new Blob(parts, { type: 'application/json' }),
    })
    return { status: response.status, text: await response.text() }
  }, body)
}

test.beforeEach(async ({ page }) => {
  await signInHighside(page, accountNamed('investigator', 'highside'))
})

test('a 120 MB BigSearch data file is refused as too large', async ({ page }, testInfo) => {
  test.setTimeout(180_000)
  const path = testInfo.outputPath('case-120mb.json')
  const size = await writeDataFile(path, 120 * MB)
  expect(size).toBeGreaterThanOrEqual(120 * MB)
  const sent: string[] = []
  page.on('request', (request) => request.url().includes('/v1/bigsearch/data') && sent.push(request.url()))

  await uploadPath(page, path)
  await expectFailure(page, HIGHSIDE_TOO_LARGE)
  expect(sent, 'refused in the browser before any byte is sent').toEqual([])
  await expectNoSeriousA11yViolations(page)

  // The service is the authority: the same size sent anyway gets the same words.
  const reply = await postFromPage(page, { repeat: item(1), times: Math.ceil((120 * MB) / item(1).length) })
  expect(reply.status).toBe(413)
  expect(JSON.parse(reply.text)).toMatchObject({ success: false, error: HIGHSIDE_TOO_LARGE })
})

test('a Project VIC 1.3 file is refused: only the BigSearch data format is taken', async ({ page }) => {
  await page.goto('/bigsearch')
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Upload EXIF' }).click()
  await (await chooser).setFiles({ name: 'case-vics-1.3.json', mimeType: 'application/json', buffer: Buffer.from(vicsCase('1.3')) })
  await expectFailure(page, HIGHSIDE_ONLY_BIGSEARCH)
  await expectNoSeriousA11yViolations(page)

  const reply = await postFromPage(page, { text: vicsCase('1.3') })
  expect(reply.status).toBe(400)
  expect(JSON.parse(reply.text)).toMatchObject({ success: false, error: HIGHSIDE_ONLY_BIGSEARCH })
})
