// The results map (issue 30 §12): it reaches down to the window's bottom and no further, its fitted view
// holds every located result without a scroll, and each cluster of markers says how many it holds.

import { expect, test } from '../support/test.js'
import { accountNamed } from '../support/accounts.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { nextSearchReply } from '../support/results.js'
import { signedIn } from '../support/sign-in.js'
import { demoSightingsReady } from '../support/sightings.js'
import { busiestWindow } from '../../../shared/map/bestView.js'
import { FIT_PADDING } from '../../../shared/map/fitView.js'
import { MIN_ZOOM } from '../../../shared/map/mapView.js'

test('the map fits the window and its results, and counts each cluster', async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1280, height: 720 })
  await signedIn(page, accountNamed('investigator'))
  await demoSightingsReady(page.request)
  const reply = nextSearchReply(page)
  await page.goto('/search?make=Canon&format=map')
  const located = (await reply).results.filter((r) => r.location).length
  expect(located, 'the demo data has Canon pictures with a place').toBeGreaterThan(20)
  const map = page.getByRole('region', { name: 'Map of the results' })
  await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 20_000 })

  const box = (await map.boundingBox())!
  expect(box.y + box.height, 'the map ends inside the window').toBeLessThanOrEqual(720)
  expect(box.height, 'and is still a usable map').toBeGreaterThanOrEqual(320)

  // The Canon pictures lie round the world, wider than the map shows at its farthest zoom (spec-1 §9: 3):
  // the view holds at least as many as the busiest window of its size, said in words for those who
  // cannot see the canvas.
  const canvas = (await map.locator('canvas').boundingBox())!
  const busiest = busiestWindow((await reply).results, MIN_ZOOM, canvas.width - 2 * FIT_PADDING, canvas.height - 2 * FIT_PADDING)!
  const summary = page.getByRole('status').filter({ hasText: /^In view:/ })
  await expect(summary).toHaveText(new RegExp(` of ${located.toLocaleString('en-GB')} located results`), { timeout: 15_000 })
  await expect(map).toHaveAttribute('aria-describedby', (await summary.getAttribute('id'))!)
  const shownInView = async () => Number(/^In view: ([\d,]+)/.exec((await summary.textContent()) ?? '')?.[1]?.replace(/,/g, ''))
  await page.screenshot({ path: test.info().outputPath('results-map-first.png') })
  await expect.poll(shownInView, { message: 'the busiest window of the map\'s size', timeout: 15_000 }).toBeGreaterThanOrEqual(busiest.count)
  const inView = await shownInView()

  // Each cluster carries its count, drawn over its circle; together with the lone markers
  // they account for every result in view.
  const counts = page.locator('.cluster-counts span')
  await expect(counts.first()).toBeVisible()
  const numbers = (await counts.allTextContents()).map((text) => Number(text.replace(/,/g, '')))
  expect(numbers.every((n) => n >= 2)).toBe(true)
  const alone = Number(/and ([\d,]+) alone/.exec((await summary.textContent()) ?? '')?.[1]?.replace(/,/g, ''))
  expect(numbers.reduce((a, b) => a + b, 0) + alone).toBe(inView)
  for (const label of await counts.all()) {
    const at = (await label.boundingBox())!
    // Over its circle, which may sit on the map's edge: its middle is on the map.
    const [x, y] = [at.x + at.width / 2, at.y + at.height / 2]
    expect(x >= box.x && x <= box.x + box.width && y >= box.y && y <= box.y + box.height).toBe(true)
  }
  await page.screenshot({ path: test.info().outputPath('results-map.png') })
  await expectNoSeriousA11yViolations(page)

  // Results that fit are all in view: the pictures of one country.
  const near = nextSearchReply(page)
  await page.goto('/search?make=Canon&format=map&location=' + encodeURIComponent('51.5:-1.5:400:Kilometers'))
  const nearLocated = (await near).results.filter((r) => r.location).length
  expect(nearLocated).toBeGreaterThan(1)
  await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 20_000 })
  await expect(summary).toHaveText(new RegExp(`^In view: ${nearLocated} of ${nearLocated} located results`), { timeout: 15_000 })
  await page.screenshot({ path: test.info().outputPath('results-map-near.png') })
})
