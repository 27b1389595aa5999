// The result views as an investigator first sees them (issue 15, points 1–3): a justified gallery whose
// pictures load as they scroll into view at size=200; a list that never pushes a column off a 1,280-pixel
// screen; a map that opens on the results, names countries and cities offline, and starts fetching its
// code before it is clicked, with a drawn placeholder until it can draw. Each view passes axe-core.

import { type Page } from '@playwright/test'
import { expect, test } from '../support/test.js'
import { BASE_URL } from '../servers.js'
import { accountNamed } from '../support/accounts.js'
import { holdRequests } from '../support/gate.js'
import { signedIn } from '../support/sign-in.js'
import { demoSightingsReady, importPhotos } from '../support/sightings.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { mapChunkPaths, nextSearchReply, sightingIdOf, thumbnailKeyOf, watchThumbnails, type ResultItem } from '../support/results.js'

/** A real photo with GPS tags (Stockholm). */
const LOCATED_PHOTO = 'goexif__has-lens-info.jpg'
const STOCKHOLM = { lat: 59.33, lon: 18.07 }
/** A version 3 onion address: 56 letters and digits, no place to break. */
const ONION = 'duskgytldkxiuqc6duskgytldkxiuqc6duskgytldkxiuqc6duskgytl.onion'
const LONG_NAME = 'a_username_that_runs_on_without_a_space_for_a_very_long_way_indeed'
const SHOTS = process.env.E2E_SHOTS

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false })
}

const formatChoice = (page: Page, label: 'List' | 'Gallery' | 'Map') => page.getByRole('radiogroup', { name: 'Result format' }).getByRole('radio', { name: label })
const resultsMap = (page: Page) => page.getByRole('region', { name: 'Map of the results' })

/** spec-1 §9: orientations above 4 swap width and height; a lone picture is halved until at most 400 high. */
function loneImageSize(item: ResultItem): { width: number; height: number } {
  let [width, height] = (item.orientation ?? 1) > 4 ? [item.height!, item.width!] : [item.width!, item.height!]
  while (height > 400) {
    width /= 2
    height /= 2
  }
  return { width, height }
}

/** A sighting of its own, found by its username, on an onion domain. */
function importOwnSighting(username: string): void {
  importPhotos([LOCATED_PHOTO], 'standard', ['--domain', ONION, '--username', username])
}

test.beforeEach(async ({ page }) => {
  // axe-core reads a page of a hundred pictures and a map slowly on a shared machine.
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1366, height: 900 })
  await signedIn(page, accountNamed('investigator'))
  await expect(page).toHaveURL((url) => url.pathname === '/search')
  await demoSightingsReady(page.request)
})

test('the gallery is justified: full rows of one height, pictures at their aspect with their domain under them, fetched lazily at size=200', async ({ page }) => {
  const asked = watchThumbnails(page)
  const reply = nextSearchReply(page)
  await page.goto('/search?make=Canon&format=grid&resultSize=100')
  const shown = (await reply).results.slice(0, 100)
  const cards = page.getByRole('figure')
  await expect(cards).toHaveCount(shown.length)
  const gallery = await cards.first().evaluate((figure) => figure.parentElement!.parentElement!.getBoundingClientRect().toJSON() as DOMRect)
  const drawn = await cards.evaluateAll((figures) =>
    figures.map((figure) => {
      const frame = figure.firstElementChild!.getBoundingClientRect()
      const caption = figure.querySelector('figcaption')?.getBoundingClientRect() ?? null
      const img = figure.querySelector('img')
      return {
        href: figure.querySelector('a')!.getAttribute('href'),
        frame: { left: frame.left, right: frame.right, top: frame.top, bottom: frame.bottom, width: frame.width, height: frame.height },
        caption: caption && { left: caption.left, right: caption.right, top: caption.top },
        src: img?.getAttribute('src') ?? null,
        loading: img?.getAttribute('loading') ?? null,
      }
    }),
  )
  const rows = new Map<number, typeof drawn>()
  drawn.forEach((card, index) => {
    const item = shown[index]!
    expect(sightingIdOf(card.href), 'cards keep the reply order').toBe(item.id)
    rows.set(Math.round(card.frame.top), [...(rows.get(Math.round(card.frame.top)) ?? []), card])
    // Each picture at its own aspect ratio (turned when its orientation asks).
    const size = loneImageSize(item)
    expect(Math.abs(card.frame.width - (card.frame.height * size.width) / size.height), `${item.id} ${item.width}x${item.height} o${item.orientation}`).toBeLessThanOrEqual(4)
    // Its domain right under it, no wider than it.
    if (item.domain) {
      expect(card.caption, item.id).not.toBeNull()
      expect(card.caption!.top - card.frame.bottom).toBeGreaterThanOrEqual(0)
      expect(card.caption!.top - card.frame.bottom).toBeLessThanOrEqual(8)
      expect(card.caption!.left).toBeCloseTo(card.frame.left, 0)
      expect(card.caption!.right).toBeLessThanOrEqual(card.frame.right + 1)
    }
    if (card.src !== null) {
      expect(new URL(card.src, BASE_URL).searchParams.get('size')).toBe('200')
      expect(card.loading).toBe('lazy')
    }
  })
  const lines = [...rows.values()]
  expect(lines.length).toBeGreaterThan(5)
  for (const [index, line] of lines.entries()) {
    expect(new Set(line.map((card) => Math.round(card.frame.height))).size, `row ${index} has one height`).toBe(1)
    expect(line[0]!.frame.height).toBeLessThanOrEqual(200)
    expect(Math.abs(line[0]!.frame.left - gallery.left), `row ${index} starts at the left`).toBeLessThanOrEqual(1)
    // Every row but the last ends flush with the gallery's right edge.
    if (index < lines.length - 1) expect(Math.abs(line.at(-1)!.frame.right - gallery.right), `row ${index} fills the width`).toBeLessThanOrEqual(1)
    for (let i = 1; i < line.length; i++) expect(line[i]!.frame.left - line[i - 1]!.frame.right).toBeCloseTo(12, 0)
  }
  await shot(page, 'gallery-make-canon')
  await expectNoSeriousA11yViolations(page)

  // The pictures far down the page are not fetched until they near the screen.
  const wanted = new Set(drawn.flatMap((card) => (card.src ? [thumbnailKeyOf(new URL(card.src, BASE_URL).toString())!] : [])))
  await page.waitForLoadState('networkidle')
  expect(new Set(asked).size).toBeLessThan(wanted.size)
  const lastKey = [...wanted].at(-1)!
  expect(asked).not.toContain(lastKey)
  await cards.last().scrollIntoViewIfNeeded()
  await expect.poll(() => asked.includes(lastKey), 'the last picture is fetched once it is in view').toBe(true)

  // A picture alone on its page keeps spec-1 §9's lone-image rule.
  const username = `lone${Date.now()}`
  importOwnSighting(username)
  const lone = nextSearchReply(page)
  await page.goto(`/search?username=${username}&format=grid`)
  const [item] = (await lone).results
  const frame = (await page.getByRole('figure').locator('> div').boundingBox())!
  const size = loneImageSize(item!)
  expect(Math.abs(frame.width - size.width)).toBeLessThanOrEqual(1)
  expect(Math.abs(frame.height - size.height)).toBeLessThanOrEqual(1)
})

/** How far past the screen and past the results' area the list's headers reach (0 when none does). */
async function listOverflow(page: Page): Promise<{ beyondScreen: number; beyondArea: number; scrolls: boolean }> {
  return page.getByRole('table', { name: 'Search results' }).evaluate((table) => {
    const area = table.parentElement!.parentElement!.getBoundingClientRect()
    const rights = [...table.querySelectorAll('th[scope="col"]')].map((th) => th.getBoundingClientRect().right)
    const right = Math.max(...rights)
    const scroller = table.parentElement!
    return { beyondScreen: Math.max(0, right - document.documentElement.clientWidth), beyondArea: Math.max(0, right - area.right), scrolls: scroller.scrollWidth > scroller.clientWidth + 1 }
  })
}

test('no list column leaves a 1,280-pixel screen: a long onion domain and username wrap and end in an ellipsis, whole on hover and in the copy', async ({ page }) => {
  const username = `${LONG_NAME}${Date.now()}`
  importOwnSighting(username)
  for (const width of [1280, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    for (const groupBy of ['none', 'domain'] as const) {
      await page.goto(`/search?username=${username}&groupBy=${groupBy}`)
      await expect(page.getByRole('columnheader', { name: 'Location' })).toBeVisible()
      expect(await listOverflow(page), `${width} px, grouped by ${groupBy}`).toEqual({ beyondScreen: 0, beyondArea: 0, scrolls: false })
      await expect(page.getByRole('columnheader', { name: 'Location' })).toBeInViewport()
    }
  }
  await page.goto(`/search?username=${username}`)
  const row = page.getByRole('table', { name: 'Search results' }).locator('tbody tr').first()
  const domain = row.getByTitle(ONION, { exact: true })
  await expect(domain).toHaveText(ONION)
  const name = row.getByTitle(username, { exact: true })
  await expect(name).toHaveText(username)
  // At most two lines, and the cell no wider than its share.
  for (const value of [domain, name]) {
    const { height, fontSize } = await value.evaluate((el) => ({ height: el.getBoundingClientRect().height, fontSize: parseFloat(getComputedStyle(el).fontSize) }))
    expect(height, 'two lines at most').toBeLessThanOrEqual(2 * 1.5 * fontSize)
  }

  // The demo's Canon list at 1366 pixels, as a reader first sees it.
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/search?make=Canon')
  await expect(page.getByRole('table', { name: 'Search results' }).locator('tbody tr')).toHaveCount(25)
  expect(await listOverflow(page)).toEqual({ beyondScreen: 0, beyondArea: 0, scrolls: false })
  await shot(page, 'list-make-canon')
  await expectNoSeriousA11yViolations(page)
})

test('the map opens on its results without writing the view to the URL, names countries and cities offline, and is fetched before its button is clicked', async ({ page }) => {
  const foreign: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== BASE_URL) foreign.push(request.url())
  })
  const chunks = mapChunkPaths()
  const fetched: string[] = []
  page.on('request', (request) => {
    if (chunks.includes(new URL(request.url()).pathname)) fetched.push(new URL(request.url()).pathname)
  })

  // The pointer coming near the Map choice fetches the map's code; nothing else does.
  await page.goto('/search?make=Canon')
  await expect(page.getByRole('table', { name: 'Search results' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(fetched).toEqual([])
  const mapChoice = (await formatChoice(page, 'Map').boundingBox())!
  const mapFetched = page.waitForRequest((r) => chunks.includes(new URL(r.url()).pathname))
  await page.mouse.move(mapChoice.x + mapChoice.width + 12, mapChoice.y + mapChoice.height / 2)
  await mapFetched

  // Until the map can draw, a drawn placeholder says it is on its way.
  const style = await holdRequests(page, '/tiles/style.json')
  await formatChoice(page, 'Map').click()
  await expect(resultsMap(page)).toHaveAttribute('data-map-ready', 'false')
  await expect(page.getByRole('status').filter({ hasText: 'Loading map...' })).toBeVisible()
  style.open()
  await expect(resultsMap(page)).toHaveAttribute('data-map-ready', 'true', { timeout: 20_000 })
  await expect(page.getByRole('status').filter({ hasText: 'Loading map...' })).toHaveCount(0)
  await page.unroute((url) => url.pathname === '/tiles/style.json')
  await expect(page.locator('.place-labels span').first()).toBeVisible({ timeout: 15_000 })
  expect(new URL(page.url()).searchParams.get('center')).toBeNull()
  await shot(page, 'map-make-canon')
  await expectNoSeriousA11yViolations(page)

  // One located result, in Stockholm: the map opens on it, not on spec-1 §9's default (20, 0).
  const username = `fit${Date.now()}`
  importOwnSighting(username)
  await page.goto(`/search?username=${username}&format=map`)
  await expect(resultsMap(page)).toHaveAttribute('data-map-ready', 'true', { timeout: 20_000 })
  await page.waitForLoadState('networkidle')
  expect(new URL(page.url()).searchParams.get('center'), 'the fitted view is not written').toBeNull()
  expect(new URL(page.url()).searchParams.get('zoom')).toBeNull()
  // A small drag by the user writes the view it leaves: the fitted one, moved by a few pixels.
  const box = (await resultsMap(page).boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2 + 8, box.y + box.height / 2 + 4, { steps: 4 })
  await page.mouse.up()
  await expect(page).toHaveURL((url) => url.searchParams.get('center') !== null)
  const url = new URL(page.url())
  const [lat, lon] = url.searchParams.get('center')!.split(',').map(Number) as [number, number]
  expect(Math.abs(lat - STOCKHOLM.lat)).toBeLessThan(0.2)
  expect(Math.abs(lon - STOCKHOLM.lon)).toBeLessThan(0.2)
  const zoom = Number(url.searchParams.get('zoom'))
  expect(zoom).toBeGreaterThanOrEqual(3)
  expect(zoom).toBeLessThanOrEqual(20)

  // Country and large-city names, at the scale each belongs to.
  // Scandinavia at zoom 4: the countries, and the cities of 500,000 people or more.
  await page.goto(`/search?username=${username}&format=map&center=62,15&zoom=4`)
  await expect(resultsMap(page)).toHaveAttribute('data-map-ready', 'true', { timeout: 20_000 })
  const names = page.locator('.place-labels span')
  await expect(names.first()).toBeVisible({ timeout: 15_000 })
  await shot(page, 'map-scandinavia-zoom4')
  await expect(names.filter({ hasText: /^Sweden$/ })).toHaveCount(1, { timeout: 15_000 })
  await expect(names.filter({ hasText: /^Stockholm$/ })).toHaveCount(1)
  await expect(names.filter({ hasText: /^Norway$/ })).toHaveCount(1)
  expect(foreign).toEqual([])
})
