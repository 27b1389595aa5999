// A case's leads as an investigator meets them (spec-2 §2 "Leads panel", "Detail panel"): strongest evidence
// first, as a line above the list says; a serial found by itself (a file that names no camera model); and the
// chosen lead's images kept in view however far down the list it was chosen.

import { type Locator, type Page } from '@playwright/test'
import { expect, test } from '../support/test.js'
import { manifestFiles } from '../../fixtures/bigsearch/real-exif.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { findLeadCard, readyForCases, uploadAndComplete, vicsCase } from '../support/bigsearch.js'

const CANON_SERIAL = '123063022888'
/** The software the Canon EOS 600D pictures name: as many sightings as their serial (no demo sighting names it). */
const CANON_SOFTWARE = 'Adobe Photoshop Lightroom 6.1 (Windows)'
/** The FLIR file names its make and no model. */
const FLIR = manifestFiles().find((file) => file.name === 'mdx__FLIR_Vue_Pro_640.jpg')!

const ORDER_LINE =
  'Strongest evidence first: identical images, body serials, internal serials, lens serials, image IDs, similar images, ' +
  'model and time, place and date, names, places, then software. Within each, fewest sightings first.'

test.beforeEach(async ({ page }) => {
  // An upload, a job and a list of some 200 leads with axe-core reads: three times a step's usual time on two shared cores.
  test.slow()
  await readyForCases(page)
})

/** A case of its own for this test (trailing spaces change its checksum, not its content): its leads counted now. */
const freshCase = () => vicsCase() + ' '.repeat(1 + (Date.now() % 997))

const leadList = (page: Page) => page.getByRole('list', { name: /^Leads/ })

async function shot(target: Page | Locator, name: string): Promise<void> {
  if (process.env.E2E_SHOTS) await target.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png` })
}

test('the leads come strongest evidence first, as the line above them says: a camera serial before a software name', async ({ page }) => {
  await uploadAndComplete(page, 'case-order.json', freshCase())
  await findLeadCard(page, 'Software', CANON_SOFTWARE)
  const cards = await leadList(page).getByRole('button').allInnerTexts()
  const at = (title: string, text: string) => cards.findIndex((card) => card.startsWith(title) && card.includes(text))
  expect(at('Software', CANON_SOFTWARE)).toBeGreaterThan(-1)
  expect(at('Camera', CANON_SERIAL)).toBeGreaterThan(-1)
  expect(at('Camera', CANON_SERIAL), 'the serial before the software its pictures name').toBeLessThan(at('Software', CANON_SOFTWARE))
  const firstSoftware = cards.findIndex((card) => card.startsWith('Software'))
  const lastCamera = cards.findLastIndex((card) => card.startsWith('Camera'))
  expect(lastCamera, 'every major camera lead before every major software lead').toBeLessThan(firstSoftware)
  await expect(page.getByText(ORDER_LINE)).toBeVisible()
  await expect(leadList(page)).toHaveAccessibleDescription(ORDER_LINE)
  await expectNoSeriousA11yViolations(page)
  await leadList(page).scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollTo(0, 0))
  await shot(page, 'bigsearch-lead-order')
})

test('a file that names no camera model gives a lead on its serial, and one on its lens serial', async ({ page }) => {
  expect(FLIR.exif.model, 'the FLIR file names no model').toBeNull()
  await uploadAndComplete(page, 'case-flir.json', freshCase())
  // No picture of this camera is among the sightings: its leads are minor, shown with View all.
  await page.getByRole('button', { name: 'View all' }).click()
  const serial = await findLeadCard(page, 'Camera', `FLIR - ${FLIR.exif.serialNumber!}`)
  await expect(serial).toHaveCount(1)
  const lens = await findLeadCard(page, 'Camera', `FLIR - lens serial ${FLIR.exif.lensSerialNumber!}`)
  await expect(lens).toHaveCount(1)
  await serial.click()
  await expect(page.getByRole('region', { name: 'Camera' }).getByText(`FLIR - ${FLIR.exif.serialNumber!}`)).toBeVisible()
  await expect(page.getByText('No sightings found')).toBeVisible()
  // The line above the list says where the minor leads go.
  await expect(page.getByText(/Minor leads \(no sightings, 10000\+ or a placeholder value\) follow in the same order, most sightings first\.$/)).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

/** The top and bottom of a box against the window's height. */
async function inViewport(page: Page, target: Locator): Promise<{ top: number; bottom: number; height: number }> {
  const box = (await target.boundingBox())!
  return { top: box.y, bottom: box.y + box.height, height: page.viewportSize()!.height }
}

test("a lead chosen far down the list shows its images in view: beside the list on a wide screen, scrolled to on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  await uploadAndComplete(page, 'case-far.json', freshCase())
  const cards = leadList(page).getByRole('button')
  const count = await cards.count()
  const far = cards.nth(count - 1)
  await far.scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY), 'the list scrolled far down').toBeGreaterThan(1000)
  const title = (await far.innerText()).split('\n')[0]!
  await far.click()
  const panel = page.getByRole('region', { name: title, exact: true })
  await expect(panel.getByRole('list', { name: 'Sightings' }).getByRole('listitem').first()).toBeInViewport()
  await expect(panel.getByRole('heading', { level: 2, name: title })).toBeInViewport()
  // Scrolled to the page's end, where the panel can stick no further than the list goes.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const wide = await inViewport(page, panel)
  expect(wide.top, 'the panel starts in the window').toBeGreaterThanOrEqual(0)
  expect(wide.bottom, 'and ends in it').toBeLessThanOrEqual(wide.height)
  await expect(far, 'the chosen card stays where it was').toBeInViewport()
  await shot(page, 'bigsearch-far-lead-wide')
  await expectNoSeriousA11yViolations(page)

  // A dialog the panel opens goes over the whole page, the top bar included, though the panel keeps its own layer.
  await page.evaluate(() => window.scrollTo(0, 0))
  await panel.getByRole('button', { name: 'Show lead sources' }).click()
  await expect(page.getByRole('dialog', { name: 'Lead sources' })).toBeVisible()
  const bar = (await page.getByRole('banner').boundingBox())!
  const onTop = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('header')?.tagName ?? 'the dialog', [bar.x + 8, bar.y + bar.height / 2])
  expect(onTop, 'the top bar under the dialog').toBe('the dialog')
  await page.getByRole('dialog', { name: 'Lead sources' }).getByRole('button', { name: 'Close' }).click()

  // A phone: the panel sits below the whole list; choosing a lead at its top brings the panel into view, focus on its heading.
  await page.setViewportSize({ width: 390, height: 844 })
  const other = cards.nth(1)
  await other.scrollIntoViewIfNeeded()
  await expect(page.getByRole('region', { name: title, exact: true }), 'the panel far below').not.toBeInViewport()
  const otherTitle = (await other.innerText()).split('\n')[0]!
  await other.click()
  const phonePanel = page.getByRole('region', { name: otherTitle, exact: true })
  await expect(phonePanel.getByRole('heading', { level: 2 })).toBeFocused()
  await expect(phonePanel.getByRole('heading', { level: 2 })).toBeInViewport()
  const narrow = await inViewport(page, phonePanel)
  expect(narrow.top, 'the panel starts in the window').toBeGreaterThanOrEqual(0)
  expect(narrow.top, 'at the top of the window').toBeLessThanOrEqual(1)
  await shot(page, 'bigsearch-far-lead-phone')
  await expectNoSeriousA11yViolations(page)
})
