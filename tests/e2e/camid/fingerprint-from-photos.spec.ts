// Camera ID end to end from photos (issue 31 "make a fingerprint in the browser"): an investigator holds photos of
// one demo camera (its originals, which the service draws through that camera's sensor); on /camid the Camera ID
// user makes the camera's fingerprint from them in the browser, with no request carrying a photo, saves it as a
// file, uploads it under a new reference, sees the query in Active Queries with its stars, waits for its job,
// and opens its hits, every one a picture of that same camera, and a hit's sightings.

import { readFileSync } from 'node:fs'
import { type Request } from '@playwright/test'
import { expect, test } from '../support/test.js'
import type { CamIdHitList, CamIdHitSightings, CamIdQuery } from '../../../shared/api/types/camid.js'
import { CAMID_CAUTION, CAMID_SUBMITTED } from '../../../shared/api/types/camid.js'
import { FINGERPRINT_FORMATS, readFingerprintFile } from '../../../shared/camid/prnu/fingerprintFile.js'
import { starsOf } from '../../../shared/camid/prnu/quality.js'
import { accountNamed } from '../support/accounts.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { apiAs, enterNewReference, freshReference, makeRoomForQueries, openQueries, queryRow } from './camid.js'
import { cameraPhotos, PHOTOS } from './photosCamera.js'

/** The body a request sent, in bytes (Chromium reports none for a body made of a file: the header says). */
async function bodySize(request: Request): Promise<number> {
  const length = (await request.allHeaders())['content-length']
  return length === undefined ? (request.postDataBuffer()?.length ?? 0) : Number(length)
}

const JPEG_START = Buffer.from([0xff, 0xd8, 0xff])

test('a fingerprint made in the browser from one camera’s photos finds that camera’s pictures, and no photo is sent', async ({ page, context, playwright }) => {
  // Six originals drawn and downloaded, read twice in the worker, a query run: minutes on two shared cores.
  test.setTimeout(300_000)
  const investigator = await apiAs(playwright, accountNamed('investigator'))
  await openQueries(page)
  await makeRoomForQueries(page.request)
  const camera = await cameraPhotos(page.request, investigator, test.info().outputPath('photos'))
  await investigator.dispose()

  const requests: Request[] = []
  context.on('request', (request) => requests.push(request))
  const workerStarted = page.waitForEvent('worker', { predicate: (worker) => new URL(worker.url()).pathname.startsWith('/assets/fingerprint-worker-') })
  await page.getByRole('button', { name: 'Make a fingerprint from photos' }).click()
  const dialog = page.getByRole('dialog', { name: 'Make a fingerprint from photos' })
  // The worker may compile WebAssembly (the noise residual's SIMD), under its own script's policy; the page may not.
  const compiles = () => WebAssembly.compile(new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0])).then(() => 'compiled', (error: Error) => error.name)
  expect(await (await workerStarted).evaluate(compiles)).toBe('compiled')
  expect(await page.evaluate(compiles)).toBe('CompileError')
  await expect(dialog).toContainText('Flat, bright, unedited, full-size photos are best')
  await expect(dialog).toContainText('never leave this machine')
  await dialog.getByLabel('Choose photos').setInputFiles(camera.files)
  const made = dialog.getByRole('status').filter({ hasText: 'Fingerprint made from' })
  await expect(made).toHaveText(`Fingerprint made from ${PHOTOS} photos of ${camera.width} x ${camera.height}, over their centre 1024 x 1024.`, { timeout: 120_000 })
  await expectNoSeriousA11yViolations(page)

  // Saved in the compact format as XML: the product's own reader reads it back, of the camera's resolution.
  await dialog.getByLabel('Format').selectOption({ label: 'Compact (one sign bit per value)' })
  await dialog.getByLabel('File type').selectOption({ label: 'XML (.xml)' })
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Download' }).click()
  const saved = await download
  expect(saved.suggestedFilename()).toBe(`fingerprint-${camera.width}x${camera.height}-${PHOTOS}-photos.xml`)
  const read = readFingerprintFile({ name: saved.suggestedFilename(), type: '', text: readFileSync((await saved.path())!, 'utf8') })
  expect(read.ok && { format: read.file.format, resolution: read.file.resolution, cropSize: read.file.cropSize, density: read.file.density }).toEqual({
    format: FINGERPRINT_FORMATS.sign,
    resolution: { width: camera.width, height: camera.height },
    cropSize: 1024,
    density: PHOTOS,
  })

  // Uploaded at full precision, straight to the reference step.
  await dialog.getByLabel('Format').selectOption({ label: 'Full precision (float32)' })
  await dialog.getByLabel('File type').selectOption({ label: 'JSON (.json)' })
  await dialog.getByRole('button', { name: 'Upload as a query' }).click()
  const upload = page.getByRole('dialog', { name: 'Upload fingerprint' })
  await expect(upload).toContainText(`fingerprint-${camera.width}x${camera.height}-${PHOTOS}-photos.json`)
  const reference = freshReference('photos')
  await enterNewReference(upload, reference)
  const before = [...requests]
  const submitted = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/v1/cameraid/queries/'))
  await upload.getByRole('button', { name: 'Save' }).click()
  const reply = await submitted
  expect(reply.status()).toBe(200)
  const query = ((await reply.json()) as { query: CamIdQuery }).query
  await expect(page.getByRole('status').filter({ hasText: CAMID_SUBMITTED })).toBeVisible()
  await expect(upload).toBeHidden()

  // Nothing from the choice of the photos to the upload carried them: reads only, nothing in an address.
  for (const request of before) {
    expect(['GET', 'HEAD'], `${request.method()} ${request.url()} sends nothing`).toContain(request.method())
    expect(request.url().length, `${request.url()} carries no data`).toBeLessThan(2048)
    expect(await bodySize(request)).toBe(0)
  }
  // The upload is the fingerprint: 1024 x 1024 float32 values in base64 and its fields, no photo.
  const sent = reply.request()
  const fingerprintBytes = Math.ceil((1024 * 1024 * 4) / 3) * 4
  expect(await bodySize(sent)).toBeGreaterThanOrEqual(fingerprintBytes)
  expect(await bodySize(sent)).toBeLessThan(fingerprintBytes + 4096)
  expect(sent.postDataBuffer()?.includes(JPEG_START) ?? false).toBe(false)
  expect(camera.bytes, 'the photos weigh more than what was sent').toBeGreaterThan(fingerprintBytes)

  // Listed with its stars, then its job's progress until it has finished.
  const row = queryRow(page, reference)
  await expect(row).toHaveCount(1)
  await expect(row.getByRole('img', { name: `${starsOf(query.quality)} of 5 stars` })).toBeVisible()
  await expect(row).toContainText(/Finished: [\d,]+ hits?/, { timeout: 180_000 })

  // Its hits: the strongest first, every one a picture of the camera the photos came from.
  await row.getByRole('link', { name: reference }).press('Enter')
  await expect(page).toHaveURL((url) => url.pathname === `/camid/${query.id}`)
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible()
  await expect(page.getByRole('note').filter({ hasText: CAMID_CAUTION })).toBeVisible()
  const hitsTable = page.getByRole('table', { name: 'Hits' })
  await expect(hitsTable).toBeVisible()
  const hits = (await (await page.request.get(`/v1/cameraid/hits?queryId=${query.id}&page=1&resultSize=200`)).json()) as CamIdHitList
  expect(hits.totalResults, 'the camera’s own pictures are found').toBeGreaterThan(0)
  const scores = hits.hits.map((hit) => hit.score)
  expect(scores).toEqual([...scores].sort((a, b) => b - a))
  await expect(hitsTable.getByRole('rowheader').first()).toHaveText(scores[0]!.toFixed(4))
  for (const hit of hits.hits) {
    const sightings = (await (await page.request.get(`/v1/cameraid/hits/${hit.id}/sightings?page=1&resultSize=200`)).json()) as CamIdHitSightings
    expect(sightings.results.length).toBeGreaterThan(0)
    for (const sighting of sightings.results) expect(sighting.serialNumber, `hit ${hit.id} (score ${hit.score})`).toBe(camera.serialNumber)
  }

  // A hit's sightings, opened by keyboard: where the picture was found, its size and its camera, with its thumbnail.
  const strongest = hits.hits[0]!
  const open = hitsTable.getByRole('button', { name: `Show the sightings of the hit scoring ${strongest.score.toFixed(4)}` })
  await open.press('Enter')
  await expect(page).toHaveURL((url) => url.searchParams.get('hit') === strongest.id)
  const panel = page.getByRole('region', { name: `Sightings of the hit scoring ${strongest.score.toFixed(4)}` })
  await expect(panel.getByRole('heading')).toBeFocused()
  const sightingRows = panel.getByRole('table', { name: 'Sightings of the hit' }).getByRole('row').filter({ has: page.getByRole('rowheader') })
  await expect(sightingRows.first()).toContainText(camera.serialNumber)
  await expect(sightingRows.first()).toContainText(`${camera.width} x ${camera.height}`)
  await expectNoSeriousA11yViolations(page)
  // The picture through the thumbnail path, as every screen shows a sighting's (the Camera ID user may see it).
  const thumbnail = sightingRows.first().getByRole('img', { name: /^Sighting on / })
  await expect(thumbnail, 'the thumbnail of a hit’s sighting loads for the Camera ID user').toHaveJSProperty('complete', true, { timeout: 20_000 })
  expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  // Close gives focus back to the hit's button.
  await panel.getByRole('button', { name: 'Close' }).press('Enter')
  await expect(panel).toHaveCount(0)
  await expect(open).toBeFocused()

  // And back to the queries.
  await page.getByRole('link', { name: '← All queries' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/camid')
})
