// BigSearch in the browser tests: a Project VIC case made from the real-exif fixtures' metadata (never their
// pictures), the fixtures imported as sightings, and an upload made the way a user makes it, through the
// 'Upload EXIF' button's file chooser.

import { expect, type Page } from '@playwright/test'
import { manifestFiles, type ManifestFile } from '../../fixtures/bigsearch/real-exif.js'
import { demoSightingsReady, importPhotos } from './sightings.js'
import { accountNamed } from './accounts.js'
import { signedIn } from './sign-in.js'

/** A Project VIC media entry as a case-analysis tool writes it: hashes, path and Exifs as name/value pairs. */
function vicsMedia(file: ManifestFile, id: number) {
  const { exif } = file
  const pairs: [string, string | number | null][] = [
    ['Make', exif.make],
    ['Model', exif.model],
    ['Serial Number', exif.serialNumber],
    ['Internal Serial Number', exif.internalSerialNumber],
    ['Lens Serial Number', exif.lensSerialNumber],
    ['Date/Time Original', exif.dateTimeOriginal?.replace(/^(\d{4})-(\d{2})-(\d{2})T/, '$1:$2:$3 ') ?? null],
    ['GPS Latitude', exif.gpsLatitude],
    ['GPS Longitude', exif.gpsLongitude],
    ['Artist', exif.artist],
    ['Owner Name', exif.ownerName],
    ['Copyright', exif.copyright],
    ['Software', exif.software],
    ['Image Unique ID', exif.imageUniqueId],
  ]
  return {
    MediaID: id,
    MD5: file.md5.toUpperCase(),
    MediaSize: String(file.size),
    RelativeFilePath: `case/${file.name}`,
    AlternativeHashes: [{ HashName: 'SHA1', HashValue: file.sha1 }],
    Exifs: pairs.filter(([, value]) => value !== null).map(([PropertyName, value]) => ({ PropertyName, PropertyValue: String(value) })),
  }
}

/** The fixtures' metadata as a Project VIC media file of this version ('1.3', or '2.0' for the refusal). */
export function vicsCase(version = '1.3', repeat = 1): string {
  const files = manifestFiles()
  const media = Array.from({ length: repeat }, () => files).flat().map((file, i) => vicsMedia(file, i + 1))
  return JSON.stringify({ 'odata.metadata': `http://github.com/ICMEC/ProjectVic/DataModels/${version}.xml#Media`, value: media })
}

/** The fixtures' position in the case made by vicsCase, by file name. */
export function casePosition(name: string): number {
  return manifestFiles().findIndex((file) => file.name === name)
}

let imported = false
/**
 * Imports the Canon EOS 600D pictures of the fixtures as sightings once per test worker: the leads the
 * BigSearch tests open (its camera, its pictures' MD5s) find them. Only those: the search tests count other
 * fixtures' sightings on the same server (a Hasselblad search expects none before its own import).
 */
export function importFixturesOnce(): void {
  if (imported) return
  importPhotos(manifestFiles().filter((file) => file.exif.model === 'Canon EOS 600D').map((file) => file.name))
  imported = true
}

/** Chooses this file with 'Upload EXIF' on the upload screen. */
/** Signed in as the investigator, with the demo sightings and the real photos' sightings in place. */
export async function readyForCases(page: Page): Promise<void> {
  await signedIn(page, accountNamed('investigator'))
  await expect(page).toHaveURL((url) => url.pathname === '/search')
  await demoSightingsReady(page.request)
  importFixturesOnce()
}

export async function uploadFile(page: Page, name: string, text: string | Buffer, mimeType = 'application/json'): Promise<void> {
  await page.goto('/bigsearch')
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Upload EXIF' }).click()
  await (await chooser).setFiles({ name, mimeType, buffer: typeof text === 'string' ? Buffer.from(text) : text })
}

/** Uploads a case and waits for its results; returns the job's id. */
export async function uploadAndComplete(page: Page, name: string, text: string): Promise<string> {
  await uploadFile(page, name, text)
  await expect(page).toHaveURL(/\/bigsearch\/[0-9a-f]{64}$/)
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible({ timeout: 50_000 })
  return new URL(page.url()).pathname.split('/').pop()!
}

/** The lead card with this title that holds this text (text or pattern). */
export function leadCard(page: Page, title: string, text: string | RegExp) {
  return page.getByRole('list', { name: /^Leads/ }).getByRole('button').filter({ hasText: title }).filter({ hasText: text })
}

/** The lead card, after 'Show more leads' as often as it takes to draw it (the panel draws 50 at a time). */
export async function findLeadCard(page: Page, title: string, text: string | RegExp) {
  const card = leadCard(page, title, text)
  const more = page.getByRole('button', { name: /^Show more leads/ })
  await expect(page.getByRole('list', { name: /^Leads/ })).toBeVisible()
  while ((await card.count()) === 0 && (await more.count()) > 0) await more.click()
  return card
}
