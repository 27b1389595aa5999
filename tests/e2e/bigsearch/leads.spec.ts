// A case searched and its leads browsed (spec-2 §2 "Job screen states", "Leads panel", "Detail panel", §4
// "Lead browsing"): the real-exif photos are imported as sightings, then a Project VIC 1.3 file made from their
// metadata is uploaded; its leads are the ones those photos give.

import { type Page } from '@playwright/test'
import { expect, test } from '../support/test.js'
import type { Lead } from '../../../shared/api/types/bigsearch.js'
import { manifestFiles } from '../../fixtures/bigsearch/real-exif.js'
import { accountNamed } from '../support/accounts.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { casePosition, findLeadCard, importFixturesOnce, leadCard, uploadAndComplete, uploadFile, vicsCase } from '../support/bigsearch.js'
import { signedIn } from '../support/sign-in.js'
import { demoSightingsReady } from '../support/sightings.js'

const CANON_SERIAL = '123063022888'
const CANON_FILES = manifestFiles().filter((file) => file.exif.serialNumber === CANON_SERIAL)

test.beforeEach(async ({ page, context }) => {
  // An upload, a job and a list of some 200 leads with axe-core reads: three times a step's usual time on two shared cores.
  test.slow()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signedIn(page, accountNamed('investigator'))
  await expect(page).toHaveURL((url) => url.pathname === '/search')
  await demoSightingsReady(page.request)
  importFixturesOnce()
})

async function totalOf(page: Page, query: string): Promise<number> {
  const reply = await page.request.get(`/v1/sightings?${query}&resultSize=1`)
  expect(reply.ok()).toBe(true)
  return ((await reply.json()) as { totalResults: number }).totalResults
}

async function openCanonLead(page: Page) {
  const card = (await findLeadCard(page, 'Camera', CANON_SERIAL)).first()
  // The model already starts with the make ("Canon EOS …"): the card names the camera once.
  await expect(card).not.toContainText(/Canon\W+Canon/)
  await card.click()
  await expect(page.getByRole('heading', { level: 2, name: 'Camera' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Sightings' })).toBeVisible()
}

test('a Project VIC 1.3 case shows its progress, then completes', async ({ page }) => {
  // Many copies of the fixtures' metadata: a job long enough for its progress to show.
  await uploadFile(page, 'case-progress.json', vicsCase('1.3', 15))
  await expect(page).toHaveURL(/\/bigsearch\/[0-9a-f]{64}$/)
  await expect(page.getByRole('heading', { name: 'Searching' })).toBeVisible()
  await expect(page.getByText("We're processing your query. Large queries may take longer to process.")).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: / of 630$/ })).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Files searched' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible({ timeout: 150_000 })
})

test('the Canon EOS 600D lead shows as many sightings as the search by its serial', async ({ page }) => {
  // Other test files import these photos too, at any time: the case is made new for this test (trailing
  // spaces change its checksum, not its content), so its leads are counted now, and the search is read
  // just before and just after.
  const before = await totalOf(page, `serialNumber=${CANON_SERIAL}`)
  await uploadAndComplete(page, 'case-count.json', vicsCase() + ' '.repeat(1 + (Date.now() % 997)))
  await expect(page.getByText('Select a lead on the left to view images from across the web.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  const total = await totalOf(page, `serialNumber=${CANON_SERIAL}`)
  expect(total).toBeGreaterThanOrEqual(CANON_FILES.length)
  await openCanonLead(page)
  const header = page.getByRole('region', { name: 'Camera' })
  if (before === total) await expect(header.getByText(String(total), { exact: true })).toBeVisible()
  else await expect(header.getByText(new RegExp(`^(${before}|${total})$`))).toBeVisible()
  await expect(page.getByRole('list', { name: 'Sightings' }).getByRole('listitem')).toHaveCount(Math.min(total, 100))
  await expectNoSeriousA11yViolations(page)
})

test('an identical image lead is found by MD5', async ({ page }) => {
  await uploadAndComplete(page, 'case.json', vicsCase())
  const md5 = CANON_FILES[0]!.md5
  const card = await findLeadCard(page, 'Identical image', new RegExp(`MD5 ${md5}`, 'i'))
  await expect(card).toHaveCount(1)
  await card.click()
  await expect(page.getByRole('list', { name: 'Sightings' }).getByRole('listitem')).toHaveCount(await totalOf(page, `md5=${md5}`))
})

test('the lead sources list the case files that gave the lead, and copy one', async ({ page }) => {
  await uploadAndComplete(page, 'case.json', vicsCase())
  await openCanonLead(page)
  await page.getByRole('button', { name: 'Show lead sources' }).click()
  const dialog = page.getByRole('dialog', { name: 'Lead sources' })
  await expect(dialog.getByText('Your query contained the following file(s) that matched this lead')).toBeVisible()
  const rows = dialog.getByRole('row')
  await expect(rows).toHaveCount(CANON_FILES.length + 1)
  for (const file of CANON_FILES) {
    const row = rows.filter({ has: page.getByRole('cell', { name: String(casePosition(file.name)), exact: true }) })
    await expect(row).toContainText('MD5')
    await expect(row).toContainText(new RegExp(file.md5, 'i'))
  }
  await expectNoSeriousA11yViolations(page)
  const first = CANON_FILES[0]!
  await dialog.getByRole('button', { name: `Copy MD5 of position ${casePosition(first.name)}` }).click()
  await expect(dialog.getByRole('status').filter({ hasText: 'Copied to clipboard' })).toBeVisible()
  expect((await page.evaluate(() => navigator.clipboard.readText())).toLowerCase()).toBe(first.md5.toLowerCase())
  // spec-2 §9: the toast lasts 2 seconds.
  await expect(dialog.getByText('Copied to clipboard')).toHaveCount(0, { timeout: 4000 })
})

test('a connected lead narrows the grid, and a reload restores the whole selection', async ({ page }) => {
  await uploadAndComplete(page, 'case.json', vicsCase())
  await openCanonLead(page)
  const grid = page.getByRole('list', { name: 'Sightings' }).getByRole('listitem')
  const before = await grid.count()
  expect(before).toBeGreaterThanOrEqual(CANON_FILES.length)
  await page.getByRole('button', { name: 'Add filter' }).click()
  const menu = page.getByRole('menu', { name: 'Connected leads' })
  await menu.getByRole('group', { name: 'Identical image' }).getByRole('menuitemradio').filter({ hasText: new RegExp(CANON_FILES[0]!.md5, 'i') }).click()
  await expect(page.getByRole('list', { name: 'Filters' }).getByRole('listitem')).toHaveCount(1)
  await expect(grid).toHaveCount(await totalOf(page, `serialNumber=${CANON_SERIAL}&md5=${CANON_FILES[0]!.md5}`))
  expect(await grid.count()).toBeLessThan(before)

  await page.getByLabel('Images per page').selectOption('200')
  await grid.first().getByRole('button').click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute('href', /^\/sighting\//)
  // Times as the sighting page writes them, never raw ISO text.
  await expect(dialog).toContainText(/First seen\s*\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/)
  await expect(dialog).toContainText(/Date taken\s*\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} (camera time|UTC[+-]\d{2}:\d{2})/)
  await expect(dialog).not.toContainText(/T\d{2}:\d{2}:\d{2}/)
  // The camera named once, as the lead names it: "Canon EOS 600D - …", not "Canon - Canon EOS 600D - …".
  await expect(dialog).toContainText(new RegExp(`Camera\\s*Canon EOS 600D - ${CANON_SERIAL}`))
  await expect(dialog).not.toContainText(/Canon\W+Canon/)
  await expectNoSeriousA11yViolations(page)
  const address = page.url()
  expect(new URL(address).searchParams.get('pageSize')).toBe('200')
  expect(new URL(address).searchParams.get('sighting')).not.toBeNull()

  await page.reload()
  await expect(page).toHaveURL(address)
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Open in new tab' })).toBeVisible()
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('list', { name: 'Filters' }).getByRole('listitem')).toHaveCount(1)
  await expect(page.getByLabel('Images per page')).toHaveValue('200')
  await expect(leadCard(page, 'Camera', CANON_SERIAL).first()).toHaveAttribute('aria-pressed', 'true')
})

test('hiding the selected lead by category clears the selection; the filter reads its summary', async ({ page }) => {
  await uploadAndComplete(page, 'case.json', vicsCase())
  await openCanonLead(page)
  const filter = page.getByRole('button', { name: /^Filter:/ })
  await expect(filter).toHaveText('Filter: All leads')
  await filter.click()
  await page.getByRole('checkbox', { name: /^Camera/ }).uncheck()
  await expect(filter).toHaveText('Filter: 7 types of leads')
  await expect(page.getByText('Select a lead on the left to view images from across the web.')).toBeVisible()
  expect(new URL(page.url()).searchParams.get('lead')).toBeNull()
  expect(new URL(page.url()).searchParams.get('categories')).toBe('01111111')
})

test('a location lead shows where its sightings lie on a heatmap, with what it shows in words and its scale', async ({ page }) => {
  // The Canon EOS 600D picture taken in Berkeley is among the imported sightings: its LOCATION lead is major.
  const berkeley = manifestFiles().find((file) => file.name === 'exifr__IMG_5910.jpg')!
  const jobId = await uploadAndComplete(page, 'case.json', vicsCase())
  const reply = await page.request.get(`/v1/bigsearch/leads/${jobId}`)
  expect(reply.ok()).toBe(true)
  const { leads } = (await reply.json()) as { leads: Lead[] }
  const lead = leads.find(
    (l) => l['@type'] === 'LOCATION' && 'latitude' in l.value && Math.abs(l.value.latitude - berkeley.exif.gpsLatitude!) < 1e-5,
  )!
  expect(lead.sightings).toBeGreaterThan(0)
  expect(lead.heatmap, 'a base64 PNG').toMatch(/^iVBORw0KGgo/)
  const value = lead.value as { locationName: string | null; latitude: number; longitude: number }
  const place = value.locationName ?? `${value.latitude.toFixed(5)}, ${value.longitude.toFixed(5)}`
  expect(leads.filter((l) => l.heatmap && !l['@type'].startsWith('LOCATION')), 'only location leads have one').toEqual([])

  // Not the LOCATION_AND_DATE_RANGE lead of the same place, whose date window follows its place.
  const escaped = place.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  await (await findLeadCard(page, 'Location', new RegExp(`Within 1 mile of ${escaped}(?!, \\d)`))).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Location' })).toBeVisible()
  const count = `${lead.sightings} ${lead.sightings === 1 ? 'sighting' : 'sightings'}`
  const heatmap = page.getByRole('img', { name: `Where the ${count} within 1 mile of ${place} lie` })
  await expect(heatmap).toBeVisible()
  await expect(heatmap).toHaveCSS('image-rendering', 'pixelated')
  const size = await heatmap.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.clientWidth])
  expect(size, 'its 32 cells drawn at 6 pixels each').toEqual([32, 192])
  await expect(page.getByText('North up; the square is 2 miles across, the circle 1 mile around the place.', { exact: false })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // A lead of another kind shows none.
  await openCanonLead(page)
  await expect(page.getByRole('img', { name: /^Where the / })).toHaveCount(0)
})
