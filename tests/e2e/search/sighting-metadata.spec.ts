// The sighting page shows what was read (issue 12, items 2 and 5): the owner and copyright group, Windows XP
// tags as text, binary tags as a short summary, numbered tags by name, and the time taken as camera time.
// The service's own reply for a demo sighting is answered with these values in place, so that the page
// is tested on one exact set of tags whatever the demo data holds.

import { type Page } from '@playwright/test'
import { expect, test } from '../support/test.js'
import { accountNamed } from '../support/accounts.js'
import { signedIn } from '../support/sign-in.js'
import { demoSightingsReady } from '../support/sightings.js'

/** UTF-16LE bytes with their zero terminator, as hex: how the importer stores a Windows XP tag. */
const xpHex = (text: string) => Buffer.from(`${text}\u0000`, 'utf16le').toString('hex')

const SHOWN = {
  ownerName: null,
  artist: 'Jo Bloggs',
  creator: null,
  creatorWorkEmail: 'jo@example.org',
  copyright: '© Jo Bloggs 2019',
  dateTimeOriginal: '2019-03-07T23:30:00',
  exif: {
    Make: 'Canon',
    CameraOwnerName: 'Bloggs Studio',
    XPTitle: xpHex('Harbour at dawn'),
    '40093': xpHex('Jo Bloggs'),
    '40961': 1,
    MakerNote: Buffer.from(Array.from({ length: 12 }, (_, i) => i + 1)).toString('hex'),
    Keywords: ['harbour', 'boats', 'dawn'],
    DateTimeOriginal: '2019:03:07 23:30:00',
  },
}

/** Opens a demo sighting whose reply carries SHOWN instead of its own metadata. */
async function openSighting(page: Page): Promise<void> {
  await demoSightingsReady(page.request)
  const list = (await (await page.request.get('/v1/sightings?resultSize=1')).json()) as { results: { id: string }[] }
  const id = list.results[0]!.id
  await page.route(
    (url) => url.pathname === `/v1/sightings/${encodeURIComponent(id)}`,
    async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { image: Record<string, unknown> }
      await route.fulfill({ response, json: { ...body, image: { ...body.image, ...SHOWN } } })
    },
  )
  await page.goto(`/sighting/${encodeURIComponent(id)}`)
}

test.beforeEach(async ({ page }) => {
  await signedIn(page, accountNamed('investigator'))
  await expect(page).toHaveURL((url) => url.pathname === '/search')
  await openSighting(page)
})

test('owner, artist, creator email and copyright have a group of their own; a raw-tag value says where it came from', async ({ page }) => {
  const owner = page.getByRole('region', { name: 'Owner and copyright' })
  await expect(owner.getByRole('term')).toHaveText(['Owner', 'Artist', 'Creator email', 'XP author', 'Copyright'])
  await expect(owner.getByRole('link', { name: 'Jo Bloggs', exact: true })).toHaveAttribute('href', '/search?artist=Jo+Bloggs')
  await expect(owner.getByRole('link', { name: '© Jo Bloggs 2019' })).toBeVisible()
  await expect(owner.getByRole('link', { name: 'jo@example.org' })).toBeVisible()
  // Only in the raw tags: shown, not linked to a search that could not find it.
  await expect(owner.getByText('Bloggs Studio', { exact: true })).toBeVisible()
  await expect(owner.getByText('(from the CameraOwnerName tag)')).toBeVisible()
  await expect(owner.getByRole('link', { name: 'Bloggs Studio', exact: true })).toHaveCount(0)
  await expect(owner.getByRole('button', { name: 'Copy Owner' })).toBeVisible()
})

test('the time taken reads as camera time, the first-seen time as UTC', async ({ page }) => {
  const dates = page.getByRole('region', { name: 'Dates' })
  await expect(dates.getByRole('link', { name: '2019-03-07 23:30:00 camera time' })).toHaveAttribute('href', '/search?dateTimeOriginal=2019-03-07')
  await expect(dates).not.toContainText('23:30:00 UTC')
  await expect(dates.getByRole('definition').nth(1)).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/)
})

test('the Exif table shows XP tags as text, binary as a summary, lists as lists and numbered tags by name', async ({ page }) => {
  const exif = page.getByRole('region', { name: 'Exif' })
  await exif.getByText(/^Exif \(\d+ tags\)$/).click()
  const table = exif.getByRole('table')
  const valueOf = (tag: string | RegExp) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: tag }) }).getByRole('cell')
  await expect(valueOf('XPTitle')).toContainText('Harbour at dawn')
  await expect(valueOf(/^XPAuthor/)).toContainText('Jo Bloggs')
  await expect(table.getByRole('rowheader', { name: /^XPAuthor/ })).toContainText('0x9c9d')
  await expect(valueOf(/^ColorSpace/)).toContainText('1')
  await expect(valueOf('MakerNote')).toContainText('12 bytes: 01 02 03 04 05 06 07 08 …')
  await expect(valueOf('Keywords').getByRole('listitem')).toHaveText(['harbour', 'boats', 'dawn'])
  await expect(table).not.toContainText(xpHex('Harbour at dawn'))
})
