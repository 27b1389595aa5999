// The upload dialog in the browser (spec-3 §2 "The upload dialog", §5): images picked, each given a style before
// Upload is on; a PNG named .jpg is taken by its bytes and listed on the screen (only there, only now); a text file
// named .jpg is refused with the service's message naming it; a camera photo is stored without its metadata.

import { readFileSync } from 'node:fs'
import { expect, test } from '../support/test.js'
import { accountNamed } from '../support/accounts.js'
import { expectModalDialog, modalDialog, openWith } from '../support/dialogs.js'
import { contributeSchools, openHubPage } from './contributing.js'

const FIXTURES = 'tests/fixtures/uniforms'
const CAMERA_PHOTO = 'tests/fixtures/real-exif/goexif__has-lens-info.jpg'

test('a PNG named .jpg is uploaded and listed; a text file named .jpg is refused with a message naming it', async ({ page }) => {
  await openHubPage(page, accountNamed('contributor'), '/uniforms/contributions')
  const { schools } = await contributeSchools(page.request, { page: '4', 'results-per-page': '25' })
  const school = schools[0]!
  await page.goto(`/uniforms/contributions/${school.id}`)
  await expect(page.getByRole('heading', { level: 2, name: school.name })).toBeVisible()

  const opener = page.getByRole('button', { name: 'Upload Images' })
  await expectModalDialog(page, 'upload school images', openWith(page, 'upload-images', opener), { opener })

  await opener.click()
  const dialog = modalDialog(page)
  await expect(dialog.getByRole('heading', { name: 'Upload images' })).toBeVisible()
  const upload = dialog.getByRole('button', { name: 'Upload' })
  await expect(upload).toBeDisabled()
  await dialog.getByLabel('Choose images').setInputFiles([`${FIXTURES}/crest-png.jpg`, `${FIXTURES}/notes-text.jpg`])
  await expect(dialog.getByRole('list', { name: 'Images to upload' }).getByRole('listitem')).toHaveCount(2)
  await expect(upload).toBeDisabled()
  const styles = dialog.getByLabel('Style of crest-png.jpg')
  await expect(styles.locator('option')).toHaveText(['Choose a style', 'Uniform photo', 'Uniform product photo', 'Logo'])
  await styles.selectOption({ label: 'Logo' })
  await expect(upload).toBeDisabled()
  await dialog.getByLabel('Style of notes-text.jpg').selectOption({ label: 'Uniform product photo' })
  await expect(upload).toBeEnabled()
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/upload-chosen.png` })
  await upload.click()

  // The text file stays with the service's refusal naming it; the PNG went.
  await expect(dialog.getByRole('alert').filter({ hasText: 'notes-text.jpg' })).toContainText('not a JPEG or PNG image')
  await expect(dialog.getByRole('list', { name: 'Images to upload' }).getByRole('listitem')).toHaveCount(1)
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/upload-refused.png` })
  await dialog.getByRole('button', { name: 'Remove notes-text.jpg' }).click()
  await expect(upload).toBeDisabled()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()

  const logos = page.getByRole('list', { name: 'Logos' })
  const listed = logos.getByRole('img', { name: 'Logo uploaded from crest-png.jpg' })
  await expect(listed).toBeVisible()
  await expect.poll(() => listed.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96)
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/upload-listed.png`, fullPage: true })

  // Listed on this screen only: a new visit does not list it (it waits for review).
  await page.reload()
  await expect(page.getByRole('heading', { level: 2, name: school.name })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Logo uploaded from crest-png.jpg' })).toHaveCount(0)
})

test('a camera photo is stored without the metadata it came with', async ({ page }) => {
  await openHubPage(page, accountNamed('contributor'), '/uniforms/contributions')
  const { schools } = await contributeSchools(page.request, { page: '4', 'results-per-page': '25' })
  const school = schools[1]!
  await page.goto(`/uniforms/contributions/${school.id}`)
  await expect(page.getByRole('heading', { level: 2, name: school.name })).toBeVisible()
  const original = readFileSync(CAMERA_PHOTO)
  expect(original.includes(Buffer.from('Exif\0\0')), 'the photo carries EXIF').toBe(true)

  await page.getByRole('button', { name: 'Upload Images' }).click()
  const dialog = modalDialog(page)
  await dialog.getByLabel('Choose images').setInputFiles(CAMERA_PHOTO)
  await dialog.getByLabel('Style of goexif__has-lens-info.jpg').selectOption({ label: 'Uniform photo' })
  const uploaded = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith(`/v1/uniforms/schools/${school.id}/images`))
  await dialog.getByRole('button', { name: 'Upload' }).click()
  const reply = (await (await uploaded).json()) as { data: { id: string; md5: string; type: string }[] }
  await expect(dialog).toBeHidden()
  const [image] = reply.data
  expect(image?.type).toBe('BODY')
  await expect(page.getByRole('list', { name: 'Uniforms' }).getByRole('img', { name: 'Uniform photo uploaded from goexif__has-lens-info.jpg' })).toBeVisible()

  const content = await page.request.get(`/v1/uniforms/schools/${school.id}/images/${image!.id}/content?md5=${image!.md5}`)
  expect(content.ok()).toBe(true)
  const stored = await content.body()
  expect(stored.length).toBeGreaterThan(0)
  expect(stored.includes(Buffer.from('Exif\0\0')), 'no EXIF block').toBe(false)
  expect(stored.includes(Buffer.from('iPhone')), 'no camera model').toBe(false)
})
