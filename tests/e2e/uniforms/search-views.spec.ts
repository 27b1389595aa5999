// The Search tab's four views (spec-3 §2, §4, §9): the list of school cards with their photos and View School,
// the compact and grid galleries of images no larger than 150 and 300 pixels, and the map of the first 500
// schools under its warning; the paging and "Items per page"; each view read clean by axe-core; and the scroll
// position put back on coming back to a search.

import { expect, test } from '../support/test.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { expectControlsNamed, foundCount, openSearchWith, resultsPane, searchAfter, shot } from './search-tab.js'

const ENGLAND = 'regions=England'

test('the list view: school cards with two badges, View School and up to 50 photos; Matching images only', async ({ page }) => {
  const reply = await openSearchWith(page, `${ENGLAND}&uniform-description=blazer`)
  expect(reply.query.get('pagingType')).toBe('SCHOOL')
  expect(reply.query.get('resultsPerPage')).toBe('50')
  await expect(page.getByRole('radio', { name: 'List' })).toBeChecked()
  await expect(foundCount(page)).toHaveText(/^Found [\d,]+\+? schools$/)
  const cards = resultsPane(page).getByRole('article')
  await expect(cards).toHaveCount(reply.schools.length)
  const first = reply.schools[0]!
  const card = cards.first()
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(first.name)
  await expect(card.getByRole('list', { name: 'About the school' }).getByRole('listitem')).toHaveCount(2)
  await expect(card.getByRole('list', { name: `Photos of ${first.name}` }).getByRole('img')).toHaveCount(Math.min(50, first.images.length))
  await expect(card.getByRole('link', { name: 'View School' })).toHaveAttribute('href', `/uniforms/schools/${first.id}`)
  await expectNoSeriousA11yViolations(page)
  await expectControlsNamed(page)
  await shot(page, 'hub-view-list')

  // Matching images only: each card's photos are the uniforms that match.
  const matching = await searchAfter(page, () => page.getByRole('switch', { name: 'Matching images only' }).check())
  expect(matching.query.get('matchingImagesOnly')).toBe('true')
  for (const school of matching.schools) expect(school.images.every((image) => image.type !== 'LOGO'), school.name).toBe(true)
  await expect(page).toHaveURL(/[?&]matching-images-only=1(&|$)/)

  await card.getByRole('link', { name: 'View School' }).click()
  await expect(page).toHaveURL((url) => url.pathname === `/uniforms/schools/${matching.schools[0]!.id}`)
})

test('the compact and grid views: images fitted into 150 and 300 pixels, each opening its school on it', async ({ page }) => {
  const compact = await openSearchWith(page, `${ENGLAND}&view=compact`)
  expect(compact.query.get('pagingType')).toBe('IMAGE')
  await expect(foundCount(page)).toHaveText(/^Found [\d,]+\+? images$/)
  const compactImages = resultsPane(page).getByRole('list', { name: 'Images found, compact' }).getByRole('img')
  await expect(compactImages).toHaveCount(compact.images.length)
  const sizes = await compactImages.evaluateAll((images) => images.map((img) => Math.max(img.getBoundingClientRect().width, img.getBoundingClientRect().height)))
  expect(Math.max(...sizes)).toBeLessThanOrEqual(150)
  await expectNoSeriousA11yViolations(page)
  await shot(page, 'hub-view-compact')

  // The grid shows the same images larger: nothing is asked again.
  const asked: string[] = []
  page.on('request', (request) => new URL(request.url()).pathname === '/v1/uniforms/search' && asked.push(request.url()))
  await page.getByText('Grid', { exact: true }).click()
  await expect(page.getByRole('radio', { name: 'Grid' })).toBeChecked()
  const grid = compact
  const gridImages = resultsPane(page).getByRole('list', { name: 'Images found' }).getByRole('img')
  await expect(gridImages).toHaveCount(grid.images.length)
  const gridSizes = await gridImages.evaluateAll((images) => images.map((img) => Math.max(img.getBoundingClientRect().width, img.getBoundingClientRect().height)))
  expect(Math.max(...gridSizes)).toBeLessThanOrEqual(300)
  expect(Math.max(...gridSizes)).toBeGreaterThan(150)
  expect(asked).toEqual([])
  await expectNoSeriousA11yViolations(page)
  await expectControlsNamed(page)
  await shot(page, 'hub-view-grid')

  const first = grid.images[0]!
  await resultsPane(page).getByRole('link').first().click()
  await expect(page).toHaveURL((url) => url.pathname === `/uniforms/schools/${first.schoolId}/images/${first.id}`)
})

test('the map view: the first 500 schools as markers, under the warning that says so', async ({ page }) => {
  // Every school but the youngest-only: more than the map's 500 (the register a first start makes holds 600).
  const reply = await openSearchWith(page, 'max-age=18&view=map')
  expect(reply.query.get('pagingType')).toBe('SCHOOL')
  expect(reply.query.get('resultsPerPage')).toBe('500')
  expect(reply.query.get('page')).toBe('1')
  expect(reply.totalSchools).toBeGreaterThan(500)
  expect(reply.schools).toHaveLength(500)
  await expect(resultsPane(page).getByText('The map is limited to the first 500 schools.')).toBeVisible()
  const map = page.getByRole('region', { name: 'Map of the schools found' })
  await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 20_000 })
  // No paging under the map: it holds the first 500.
  await expect(page.getByLabel('Items per page')).toHaveCount(0)
  // Fitted to them all, the map has every located school in view, in clusters or alone.
  const located = reply.schools.filter((school) => school.location !== null).length
  await expect(page.getByRole('status').filter({ hasText: /^In view: / })).toHaveText(new RegExp(`^In view: ${located.toLocaleString('en')} of ${located.toLocaleString('en')} located results`), { timeout: 20_000 })

  await expectNoSeriousA11yViolations(page)
  await expectControlsNamed(page)
  await shot(page, 'hub-view-map')

  // Back in the list, a page holds 50 again.
  const list = await searchAfter(page, () => page.getByText('List', { exact: true }).click())
  expect(list.query.get('resultsPerPage')).toBe('50')
  await expect(page.getByText('The map is limited to the first 500 schools.')).toHaveCount(0)
})

test('paging: Items per page and the pages, each asked of the service; a filter change goes back to page 1', async ({ page }) => {
  const first = await openSearchWith(page, ENGLAND)
  await expect(page.getByLabel('Items per page')).toHaveValue('50')
  expect(await page.getByLabel('Items per page').locator('option').allTextContents()).toEqual(['10', '25', '50', '100', '200'])
  const ten = await searchAfter(page, () => page.getByLabel('Items per page').selectOption('10'))
  expect(ten.query.get('resultsPerPage')).toBe('10')
  await expect(resultsPane(page).getByRole('article')).toHaveCount(10)
  const second = await searchAfter(page, () => page.getByRole('navigation', { name: 'Pages of results' }).getByRole('button', { name: 'Page 2' }).click())
  expect(second.query.get('page')).toBe('2')
  expect(second.schools[0]!.id).not.toBe(ten.schools[0]!.id)
  await expect(page).toHaveURL(/[?&]page=2(&|$)/)
  const narrowed = await searchAfter(page, () => page.getByRole('group', { name: 'Regions' }).getByRole('button', { name: 'Show what is under England' }).click().then(() => page.getByRole('group', { name: 'Regions' }).getByRole('checkbox', { name: 'London' }).uncheck()))
  expect(narrowed.query.get('page')).toBe('1')
  expect(narrowed.totalSchools).toBeLessThan(first.totalSchools)
})

test('coming back to a search puts the page back where it was scrolled to', async ({ page }) => {
  await openSearchWith(page, `${ENGLAND}&size=100`)
  await expect(resultsPane(page).getByRole('article')).toHaveCount(100)
  await page.mouse.wheel(0, 2400)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500)
  const left = await page.evaluate(() => window.scrollY)
  // The position is kept once scrolling pauses (100 ms); a link away, then back.
  await page.waitForFunction((y) => sessionStorage.getItem(`scroll:${location.pathname}?${new URLSearchParams(location.search).toString()}`) === String(y), left)
  // A link in sight, followed without scrolling to it.
  await resultsPane(page)
    .getByRole('link', { name: 'View School' })
    .evaluateAll((links) => (links.find((link) => link.getBoundingClientRect().top > 100 && link.getBoundingClientRect().bottom < innerHeight) as HTMLElement).click())
  await expect(page).toHaveURL(/\/uniforms\/schools\/\d+$/)
  await page.goBack()
  await expect(resultsPane(page).getByRole('article')).toHaveCount(100)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left)
})
