// How the results are drawn (spec-1 §2.5, §4.5, §4.7, §4.8, §4.9, §5, §8, §9): the gallery's indicators and
// sizes, the image states, known abuse never shown, the domain marks, grouping's order, the map library
// fetched only for a map, and the result format kept apart for the search and the similar search.

import { type Locator, type Page } from '@playwright/test'
import { expect, test } from '../support/test.js'
import { BASE_URL } from '../servers.js'
import { accountNamed } from '../support/accounts.js'
import { signedIn } from '../support/sign-in.js'
import { demoSightingsReady, importPhotos } from '../support/sightings.js'
import { holdReplies } from '../support/gate.js'
import { mapChunkPaths, markKnownAbuse, nextAnswer, nextSearchReply, sightingIdOf, thumbnailKeyOf, type ResultItem, type SearchReply, watchThumbnails } from '../support/results.js'

const KNOWN_ABUSE = 'Known abuse image removed for your protection.'
/** A real photo with GPS tags (Stockholm), for a sighting that shows on the map. */
const LOCATED_PHOTO = 'goexif__has-lens-info.jpg'

/** spec-1 §2.5: the fields a gallery image can carry an indicator for, with the tag and name it shows. */
const INDICATOR_FIELDS = [
  { field: 'dateTimeOriginal', tag: 'DATE', name: 'Date taken' },
  { field: 'serialNumber', tag: 'SN', name: 'Serial number' },
  { field: 'internalSerialNumber', tag: 'ISN', name: 'Internal serial number' },
  { field: 'lensSerialNumber', tag: 'LSN', name: 'Lens serial number' },
  { field: 'domain', tag: 'WEB', name: 'Domain' },
  { field: 'location', tag: 'GPS', name: 'Location' },
] as const

function isOnion(url: string | null): boolean {
  return url !== null && new URL(url).hostname.endsWith('.onion')
}

const sightingImages = (scope: Page | Locator) => scope.getByRole('img', { name: /^Sighting / })
const formatChoice = (page: Page, label: 'List' | 'Gallery' | 'Map') => page.getByRole('radiogroup', { name: 'Result format' }).getByRole('radio', { name: label })
/** The list row or gallery card of one sighting. */
const rowOf = (page: Page, id: string) => page.getByRole('row').filter({ has: page.locator(`a[href="/sighting/${id}"]`) })
const cardOf = (page: Page, id: string) => page.getByRole('figure').filter({ has: page.locator(`a[href="/sighting/${id}"]`) })

async function searchApi(page: Page, query: string): Promise<SearchReply> {
  const reply = await page.request.get(`/v1/sightings?${query}`)
  expect(reply.ok()).toBe(true)
  return (await reply.json()) as SearchReply
}

test.beforeEach(async ({ page }) => {
  await signedIn(page, accountNamed('investigator'))
  await expect(page).toHaveURL((url) => url.pathname === '/search')
  await demoSightingsReady(page.request)
})

// Its size in the justified rows, and the lone-image rule, are tested in gallery-list-map.spec.ts.
test('each gallery card carries an indicator for each telling field it has', async ({ page }) => {
  const reply = nextSearchReply(page)
  await page.goto('/search?make=Canon&format=grid&resultSize=50')
  const shown = (await reply).results.slice(0, 50)
  // The page holds cards with and without each tag.
  for (const field of ['internalSerialNumber', 'lensSerialNumber', 'location'] as const) {
    expect(shown.some((item) => item[field] !== null), field).toBe(true)
    expect(shown.some((item) => item[field] === null), field).toBe(true)
  }

  const cards = page.getByRole('figure')
  await expect(cards).toHaveCount(shown.length)
  const drawn = await cards.evaluateAll((figures) =>
    figures.map((figure) => {
      return {
        href: figure.querySelector('a')?.getAttribute('href') ?? null,
        tags: [...figure.querySelectorAll('ul[aria-label="Carries"] li')].map((li) => ({ tag: li.textContent, name: li.getAttribute('title') })),
      }
    }),
  )
  drawn.forEach((card, index) => {
    const item = shown[index]!
    expect(sightingIdOf(card.href), 'cards keep the reply order').toBe(item.id)
    const expected = INDICATOR_FIELDS.filter(({ field }) => item[field] !== null && item[field] !== '').map(({ tag, name }) => ({ tag, name }))
    expect(card.tags, item.id).toEqual(expected)
  })
  // The tags are named for screen readers, not only by their short text.
  const first = INDICATOR_FIELDS.find(({ field }) => shown[0]![field] !== null)!
  await expect(cards.first().getByRole('list', { name: 'Carries' }).getByRole('listitem').first()).toHaveAttribute('title', first.name)
})

test.describe('image states', () => {
  test.afterEach(async ({ page }) => {
    // The SHOW IMAGES setting is the account's own: leave it on for the next test whatever happened.
    await page.request.post('/v1/settings', { data: { showImages: true } })
  })

  test('with SHOW IMAGES off every result says Image hidden and no thumbnail is asked for, until it is on again', async ({ page }) => {
    const reply = nextSearchReply(page)
    await page.goto('/search?make=Canon')
    const fetched = (await reply).results.slice(0, 25).filter((item) => !isOnion(item.url)).length
    await expect(sightingImages(page)).toHaveCount(fetched)
    const toggle = page.getByRole('switch', { name: 'Show images' })
    await expect(toggle).toHaveAttribute('aria-checked', 'true')
    const saved = nextAnswer(page, (r) => new URL(r.url()).pathname === '/v1/settings' && r.method() === 'POST')
    await toggle.click()
    expect((await saved).ok()).toBe(true)
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    await expect(sightingImages(page)).toHaveCount(0)
    // Watched from the moment the pictures are gone: the list's thumbnails are lazy, so one laid out
    // just before the switch may still be asked for between the click and the draw that removes it.
    const asked = watchThumbnails(page)
    await expect(page.getByRole('note').filter({ hasText: /^Image hidden$/ })).toHaveCount(25)
    // The gallery and a fresh load keep the placeholder: the setting is stored.
    await formatChoice(page, 'Gallery').click()
    await expect(page.getByRole('figure')).toHaveCount(25)
    await expect(page.getByRole('figure').getByRole('note')).toHaveText(Array(25).fill('Image hidden'))
    await page.reload()
    await expect(page.getByRole('figure')).toHaveCount(25)
    await expect(page.getByRole('figure').getByRole('note')).toHaveText(Array(25).fill('Image hidden'))
    expect(asked).toEqual([])
    await page.getByRole('switch', { name: 'Show images' }).click()
    await expect(sightingImages(page)).toHaveCount(fetched)
    await expect.poll(() => asked.length).toBeGreaterThanOrEqual(fetched)
    await expect(page.getByRole('note').filter({ hasText: 'Image hidden' })).toHaveCount(0)
  })

  test('SHOW IMAGES turned off while the session check is on its way stays off, on this page and the next', async ({ page }) => {
    // The check is answered before the change and reaches the page after it: its user, and the cookie the
    // edge renews with it, carry the setting from before.
    const check = await holdReplies(page, '/v1/authenticate')
    await page.goto('/search?make=Canon')
    const toggle = page.getByRole('switch', { name: 'Show images' })
    await expect(toggle).toHaveAttribute('aria-checked', 'true')
    await check.answered
    const saved = nextAnswer(page, (r) => new URL(r.url()).pathname === '/v1/settings' && r.method() === 'POST')
    await toggle.click()
    expect((await saved).ok()).toBe(true)
    const checked = nextAnswer(page, (r) => new URL(r.url()).pathname === '/v1/authenticate' && r.method() === 'GET')
    check.open()
    expect((await (await checked).json()).user.settings.showImages, 'the check carries the old setting').toBe(true)
    await expect(page.getByRole('note').filter({ hasText: /^Image hidden$/ })).toHaveCount(25)
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    await expect(sightingImages(page)).toHaveCount(0)
    const asked = watchThumbnails(page)
    await page.reload()
    await expect(page.getByRole('note').filter({ hasText: /^Image hidden$/ })).toHaveCount(25)
    await expect(page.getByRole('switch', { name: 'Show images' })).toHaveAttribute('aria-checked', 'false')
    expect(asked, 'the next page asks for no thumbnail').toEqual([])
  })

  test('a thumbnail shows as loading until it arrives, then as loaded', async ({ page }) => {
    let release = () => {}
    const arrived = new Promise<void>((resolve) => (release = resolve))
    await page.route(
      (url) => thumbnailKeyOf(url.toString()) !== null,
      async (route) => {
        await arrived
        await route.continue()
      },
    )
    const reply = nextSearchReply(page)
    await page.goto('/search?make=Canon')
    const shown = (await reply).results.slice(0, 25)
    const images = sightingImages(page)
    // Every image is asked for, the onion-hosted ones too: they fail only when the service has none.
    await expect(images).toHaveCount(shown.length)
    await expect(images.first()).toHaveAttribute('aria-busy', 'true')
    expect(await images.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0)
    release()
    await expect(images).toHaveCount(shown.filter((item) => !isOnion(item.url)).length)
    // Pictures load as they come near the window (loading="lazy"): each is brought into view, as a reader scrolls.
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded()
      await expect(image).toHaveAttribute('aria-busy', 'false')
    }
    const widths = await images.evaluateAll((all) => all.map((img) => (img as HTMLImageElement).naturalWidth))
    expect(widths.every((width) => width > 0)).toBe(true)
  })

  test('a thumbnail that cannot be had says Failed to load, and the others still load', async ({ page }) => {
    const { results } = await searchApi(page, 'make=Canon&resultSize=25')
    const broken = results.find((item) => !isOnion(item.url))!
    await page.route(
      (url) => thumbnailKeyOf(url.toString()) === broken.id,
      (route) => route.fulfill({ status: 502, body: 'upstream failed' }),
    )
    await page.goto('/search?make=Canon')
    await expect(rowOf(page, broken.id).getByRole('note')).toHaveText('Failed to load')
    await expect(rowOf(page, broken.id).getByRole('img')).toHaveCount(0)
    await expect(page.getByRole('note').filter({ hasText: 'Failed to load' })).toHaveCount(1)
    const images = sightingImages(page)
    await expect(images).toHaveCount(results.filter((item) => !isOnion(item.url)).length - 1)
    // Pictures load as they come near the window (loading="lazy"): each is brought into view, as a reader scrolls.
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded()
      await expect(image).toHaveAttribute('aria-busy', 'false')
    }
  })

  test('a sighting hosted on TOR, of which the service has no copy, says Hosted on TOR', async ({ page }) => {
    const asked = watchThumbnails(page)
    const reply = nextSearchReply(page)
    await page.goto('/search?source=tor-crawler')
    const { results, totalResults } = await reply
    expect(totalResults).toBeGreaterThan(0)
    const shown = results.slice(0, 25)
    for (const item of shown) expect(isOnion(item.url), item.url ?? item.id).toBe(true)
    await expect(page.getByRole('note').filter({ hasText: /^Hosted on TOR$/ })).toHaveCount(shown.length)
    await expect(sightingImages(page)).toHaveCount(0)
    await formatChoice(page, 'Gallery').click()
    await expect(page.getByRole('figure').getByRole('note')).toHaveText(Array(shown.length).fill('Hosted on TOR'))
    // Its page too.
    await page.getByRole('figure').first().getByRole('link').click()
    await expect(page.getByRole('region', { name: 'Exif' })).toBeVisible()
    await expect(page.getByRole('note')).toHaveText('Hosted on TOR')
    // Known from the result itself (its address or domain on .onion): none was asked for, so no 404 (issue 15).
    const onion = new Set(shown.map((item) => item.id))
    expect(asked.filter((key) => onion.has(key))).toEqual([])
  })
})

test('a known-abuse sighting shows no image in the list, the gallery, the map popup or its page, and none is asked for', async ({ page }) => {
  test.slow() // an import, then four views, one a map drawn in software
  const username = `flagged${Date.now()}`
  importPhotos([LOCATED_PHOTO], 'standard', ['--domain', 'photos.example', '--username', username])
  const imported = await searchApi(page, `username=${username}`)
  expect(imported.totalResults).toBe(1)
  const { id, location } = imported.results[0]!
  expect(location).not.toBeNull()
  markKnownAbuse(id)
  expect((await searchApi(page, `username=${username}`)).results[0]!.knownChildAbuseImageArachnid).toBe(true)
  const asked = watchThumbnails(page)

  await page.goto(`/search?username=${username}`)
  await expect(rowOf(page, id).getByRole('note')).toHaveText(KNOWN_ABUSE)
  await expect(sightingImages(page)).toHaveCount(0)

  await formatChoice(page, 'Gallery').click()
  await expect(cardOf(page, id).getByRole('note')).toHaveText(KNOWN_ABUSE)
  await expect(sightingImages(page)).toHaveCount(0)

  await page.goto(`/search?username=${username}&format=map&center=${location!.lat},${location!.lon}&zoom=12`)
  const map = page.getByRole('region', { name: 'Map of the results' })
  await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 20_000 })
  const open = page.getByRole('link', { name: 'Open sighting' })
  // The marker is drawn a moment after the map is ready: click its spot, the map's centre, until it answers.
  await expect(async () => {
    await map.click()
    await expect(open).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  const popup = page.getByRole('listitem').filter({ has: open })
  await expect(popup.getByRole('note')).toHaveText(KNOWN_ABUSE)
  await expect(sightingImages(page)).toHaveCount(0)

  // Its marker clicked again keeps the same popup in place (made anew, it would vanish from under the pointer);
  // a click away from the markers closes it, and the marker opens it again.
  await open.evaluate((link) => link.setAttribute('data-first-popup', ''))
  await map.click()
  await expect(open).toHaveAttribute('data-first-popup', '')
  await map.click({ position: { x: 20, y: 20 } })
  await expect(open).toHaveCount(0)
  await expect(async () => {
    await map.click()
    await expect(open).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })

  await open.click()
  await expect(page).toHaveURL((url) => url.pathname === `/sighting/${id}`)
  await expect(page.getByRole('note')).toHaveText(KNOWN_ABUSE)
  await expect(page.getByRole('region', { name: 'Exif' })).toBeVisible()
  // And straight from its address, without the result the search passed along.
  await page.goto(`/sighting/${id}`)
  await expect(page.getByRole('region', { name: 'Exif' })).toBeVisible()
  await expect(page.getByRole('note')).toHaveText(KNOWN_ABUSE)
  await expect(sightingImages(page)).toHaveCount(0)
  expect(asked.filter((key) => key === id)).toEqual([])
})

test('each listed result shows its domain with a letter badge, alike for the same domain, and nothing is fetched from the domain', async ({ page }) => {
  const foreign: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== BASE_URL) foreign.push(request.url())
  })
  const reply = nextSearchReply(page)
  await page.goto('/search?make=Canon&resultSize=100')
  const shown = (await reply).results.slice(0, 100)
  const rows = page.getByRole('table').locator('tbody tr')
  await expect(rows).toHaveCount(shown.length)
  const drawn = await rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const cell = tr.querySelectorAll('td')[4]!
      const badge = cell.querySelector('[aria-hidden="true"]') as HTMLElement | null
      return {
        href: tr.querySelector('a')?.getAttribute('href') ?? null,
        letter: badge?.textContent ?? null,
        colour: badge ? getComputedStyle(badge).backgroundColor : null,
        visible: badge ? badge.getBoundingClientRect().width > 0 : false,
        domain: cell.textContent?.slice(badge?.textContent?.length ?? 0) ?? null,
      }
    }),
  )
  const colours = new Map<string, string>()
  drawn.forEach((row, index) => {
    const item = shown[index]!
    expect(sightingIdOf(row.href)).toBe(item.id)
    expect(item.domain).not.toBeNull()
    expect(row.domain).toBe(item.domain)
    expect(row.visible, item.id).toBe(true)
    const name = item.domain!.toLowerCase().replace(/^www\./, '')
    expect(row.letter, item.domain!).toBe(name.match(/[a-z0-9]/)![0]!.toUpperCase())
    const known = colours.get(item.domain!)
    if (known) expect(row.colour, item.domain!).toBe(known)
    else colours.set(item.domain!, row.colour!)
  })
  expect(colours.size).toBeGreaterThan(1)
  expect(new Set(colours.values()).size).toBeGreaterThan(1)
  expect(foreign).toEqual([])
})

test('each gallery card shows its domain with the same letter badge as the list', async ({ page }) => {
  const reply = nextSearchReply(page)
  await page.goto('/search?make=Canon&format=grid')
  const shown = (await reply).results.slice(0, 25)
  const captions = page.locator('figure figcaption')
  await expect(captions).toHaveCount(shown.filter((item) => item.domain).length)
  const drawn = await captions.evaluateAll((all) =>
    all.map((caption) => ({ letter: caption.querySelector('[aria-hidden="true"]')?.textContent ?? null, text: caption.textContent })),
  )
  drawn.forEach((card, index) => {
    const domain = shown.filter((item) => item.domain)[index]!.domain!
    expect(card.text).toBe(`${card.letter}${domain}`)
    expect(card.letter).toBe(domain.toLowerCase().replace(/^www\./, '').match(/[a-z0-9]/)![0]!.toUpperCase())
  })
})

/** spec-1 §4.5: each group-by sorts by its field descending; missing values last. */
type SortKey = (item: ResultItem) => (string | number | null)[]

const GROUPINGS: readonly { value: string; label: string; key: SortKey }[] = [
  { value: 'camera', label: 'Camera', key: (i: ResultItem) => [i.make, i.model, i.serialNumber] },
  { value: 'dateTimeOriginal', label: 'Date Taken', key: (i: ResultItem) => [i.dateTimeOriginal] },
  { value: 'domain', label: 'Domain', key: (i: ResultItem) => [i.domain] },
  { value: 'dimensions', label: 'Resolution', key: (i: ResultItem) => [i.width, i.height] },
  { value: 'username', label: 'Username', key: (i: ResultItem) => [i.username] },
]

/** Descending, part by part; a missing part sorts after any value. */
function compareDescending(a: readonly (string | number | null)[], b: readonly (string | number | null)[]): number {
  for (let i = 0; i < a.length; i++) {
    const [x, y] = [a[i] ?? null, b[i] ?? null]
    if (x === y) continue
    if (x === null) return 1
    if (y === null) return -1
    return x < y ? 1 : -1
  }
  return 0
}

for (const grouping of GROUPINGS) {
  test(`grouping by ${grouping.label} sorts the results by it, descending, from page 1`, async ({ page }) => {
    await page.goto('/search?make=Canon&page=3')
    await expect(page.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page')
    const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/v1/sightings')
    const reply = nextSearchReply(page)
    await page.getByLabel('Group by').selectOption({ label: grouping.label })
    expect(new URL((await request).url()).searchParams.get('groupBy')).toBe(grouping.value)
    const { results } = await reply
    expect(results.length).toBeGreaterThan(25)
    const keys = results.map(grouping.key)
    for (let i = 1; i < keys.length; i++) {
      expect(compareDescending(keys[i - 1]!, keys[i]!), `${results[i - 1]!.id} before ${results[i]!.id}: ${keys[i - 1]} / ${keys[i]}`).toBeLessThanOrEqual(0)
    }
    // The values differ across the results, so the order says something.
    expect(new Set(keys.map((k) => JSON.stringify(k))).size).toBeGreaterThan(1)
    await expect(page).toHaveURL((url) => url.searchParams.get('groupBy') === grouping.value && (url.searchParams.get('page') ?? '1') === '1')

    // The list shows page 1 of that order under a heading per run of equal values.
    const rows = page.getByRole('table').locator('tbody tr')
    await expect(rows.locator('th')).not.toHaveCount(0)
    const drawn = await rows.evaluateAll((trs) =>
      trs.map((tr): { heading?: string; id?: string } =>
        tr.querySelector('th') ? { heading: tr.textContent ?? '' } : { id: tr.querySelector('a')?.getAttribute('href') ?? '' },
      ),
    )
    const ids = drawn.flatMap((row) => (row.id !== undefined ? [sightingIdOf(row.id)] : []))
    expect(ids).toEqual(results.slice(0, 25).map((item) => item.id))
    let run = 0
    let heading: { text: string; count: number; key: string } | null = null
    for (const [index, row] of drawn.entries()) {
      if (row.heading !== undefined) {
        const found = /^(.+?): (.+) \((\d+)\)$/.exec(row.heading)
        expect(found, row.heading).not.toBeNull()
        expect(found![1]).toBe(grouping.label)
        heading = { text: row.heading, count: Number(found![3]), key: found![2]! }
        run = 0
        continue
      }
      expect(heading, 'a heading comes before the first row').not.toBeNull()
      run += 1
      const next = drawn[index + 1]
      if (!next || next.heading !== undefined) expect(run, heading!.text).toBe(heading!.count)
    }
    if (grouping.value === 'domain' || grouping.value === 'username') {
      const field = grouping.value
      const headings = drawn.flatMap((row) => (row.heading !== undefined ? [/: (.+) \(\d+\)$/.exec(row.heading)![1]!] : []))
      const runs = results.slice(0, 25).map((item) => item[field]!).filter((value, i, all) => i === 0 || all[i - 1] !== value)
      expect(headings).toEqual(runs)
    }
  })
}

test('maplibre-gl is fetched only when a map first shows, and once', async ({ page }) => {
  const chunks = mapChunkPaths()
  expect(chunks.length).toBeGreaterThan(0)
  const fetched: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (chunks.includes(path)) fetched.push(path)
  })
  await page.goto('/search?make=Apple')
  await expect(page.getByRole('table')).toBeVisible()
  await formatChoice(page, 'Gallery').click()
  await expect(page.getByRole('figure')).toHaveCount(25)
  await page.getByRole('figure').first().getByRole('link').click()
  await expect(page.getByRole('region', { name: 'Exif' })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('figure')).toHaveCount(25)
  await page.waitForLoadState('networkidle')
  expect(fetched).toEqual([])

  await page.getByRole('button', { name: 'MAP' }).click()
  await expect(page.getByRole('region', { name: 'Map of the results' })).toHaveAttribute('data-map-ready', 'true', { timeout: 20_000 })
  expect(fetched).toEqual(chunks)
  await formatChoice(page, 'List').click()
  await expect(page.getByRole('table')).toBeVisible()
  await formatChoice(page, 'Map').click()
  await expect(page.getByRole('region', { name: 'Map of the results' })).toHaveAttribute('data-map-ready', 'true', { timeout: 20_000 })
  expect(fetched).toEqual(chunks)
})

test('the result format is kept apart for the search and the similar search', async ({ page }) => {
  await page.goto('/search?make=Apple')
  await expect(formatChoice(page, 'List')).toHaveAttribute('aria-checked', 'true')
  await formatChoice(page, 'Gallery').click()
  await expect(page).toHaveURL((url) => url.searchParams.get('format') === 'grid')

  await page.goto('/similar')
  await page.getByRole('link', { name: 'Try an example hash' }).click()
  // The similar search starts as a gallery, whatever the search chose.
  await expect(formatChoice(page, 'Gallery')).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByRole('figure').first()).toBeVisible()
  await formatChoice(page, 'List').click()
  await expect(page).toHaveURL((url) => url.searchParams.get('format') === 'list')
  const similar = new URL(page.url())
  similar.searchParams.delete('format')
  expect(similar.searchParams.get('hash')).toBeTruthy()

  // Opened again without a format in the address, each keeps its own choice, also across a reload.
  await page.goto('/search?make=Apple')
  await expect(formatChoice(page, 'Gallery')).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByRole('figure').first()).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
  await page.reload()
  await expect(formatChoice(page, 'Gallery')).toHaveAttribute('aria-checked', 'true')

  await page.goto(`${similar.pathname}${similar.search}`)
  await expect(formatChoice(page, 'List')).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByRole('table')).toBeVisible()
  await expect(page.getByRole('figure')).toHaveCount(0)
  await page.reload()
  await expect(formatChoice(page, 'List')).toHaveAttribute('aria-checked', 'true')

  await page.goto('/search?make=Apple')
  await expect(formatChoice(page, 'Gallery')).toHaveAttribute('aria-checked', 'true')
})
