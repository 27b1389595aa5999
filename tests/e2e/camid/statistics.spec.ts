// Camera ID's statistics (spec-2 §2 "/camid/stats", §8): the three cumulative charts by month, each drawn when its
// count has two months or more and saying 'Not enough data to display graph for this date range.' otherwise, as
// the service's own counts decide; chart.js fetched only on this page; and the two tables of totals per email and
// organisation.
//
// No server of the run is without Camera ID data (the restricted one hides Camera ID; the high-security one has
// the demo's queries too), so the text is met as the demo data gives it: every hit is found this month, so the
// hits chart has one month, while the pictures indexed span years.

import { type Page } from '@playwright/test'
import { expect, test } from '../support/test.js'
import { CAMID_NOT_ENOUGH_DATA, type CamIdMonthlyCounts, type CamIdUserCounts } from '../../../shared/api/types/camid.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { openQueries } from './camid.js'

const CHARTS = [
  ['hits', 'Hits by month'],
  ['queries', 'Queries by month'],
  ['indexed', 'Pictures indexed by month'],
] as const

/** chart.js's own words, which minifying keeps (tests/bench/sizes.mjs tells it by the same). */
const CHART_JS_MARK = "can't acquire context"

/** Whether each script the page loads from now on holds chart.js, read as it arrives (one left behind by a navigation, not). */
function watchScripts(page: Page): Promise<boolean>[] {
  const holds: Promise<boolean>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') holds.push(response.text().then((text) => text.includes(CHART_JS_MARK), () => false))
  })
  return holds
}

const anyHolds = async (holds: readonly Promise<boolean>[]) => (await Promise.all(holds)).some(Boolean)

test('the charts draw where there are months enough and say so where not, and the totals per user are listed', async ({ page }) => {
  const scripts = watchScripts(page)
  await openQueries(page)
  expect(await anyHolds(scripts), 'the queries page loads no chart.js').toBe(false)
  scripts.length = 0

  // The page is judged against the replies it was given: the counts move on while jobs of other tests run.
  const given = new Map<string, Promise<unknown>>()
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (path.startsWith('/v1/cameraid/stats/') && response.status() === 200) given.set(path, response.json())
  })
  const replyTo = async <T,>(path: string): Promise<T> => {
    await expect.poll(() => given.has(path), { message: `the page asks for ${path}` }).toBe(true)
    return (await given.get(path)) as T
  }
  await page.getByRole('navigation', { name: 'Camera ID' }).getByRole('link', { name: 'Statistics' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Camera ID statistics' })).toBeVisible()

  const drawn: string[] = []
  const notEnough: string[] = []
  for (const [count, title] of CHARTS) {
    const { rows } = await replyTo<CamIdMonthlyCounts>(`/v1/cameraid/stats/counts/${count}`)
    const figure = page.getByRole('figure', { name: title })
    const enough = rows.length >= 2 && rows.some((row) => row.count > 0)
    if (enough) {
      // The chart's figures in words for a screen reader: its title, and the count at its highest month.
      const chart = figure.getByRole('img', { name: new RegExp(`^${title}\\. `) })
      await expect(chart).toBeVisible({ timeout: 20_000 })
      await expect(chart).toHaveAccessibleName(new RegExp(`highest ${Math.max(...rows.map((row) => row.count)).toLocaleString('en')}`))
      expect(await chart.evaluate((canvas: HTMLCanvasElement) => canvas.width > 0 && canvas.height > 0)).toBe(true)
      await expect(figure.getByText(CAMID_NOT_ENOUGH_DATA)).toHaveCount(0)
      drawn.push(title)
    } else {
      await expect(figure.getByText(CAMID_NOT_ENOUGH_DATA)).toBeVisible()
      await expect(figure.locator('canvas')).toHaveCount(0)
      notEnough.push(title)
    }
  }
  expect(drawn, 'the pictures indexed span many months').toContain('Pictures indexed by month')
  expect(notEnough, 'the hits are all of this month').toContain('Hits by month')
  expect(await anyHolds(scripts), 'the statistics page loads chart.js').toBe(true)

  for (const [count, title] of [['queries', 'Queries per user'], ['hits', 'Hits per user']] as const) {
    const { rows, totalResults } = await replyTo<CamIdUserCounts>(`/v1/cameraid/stats/counts/${count}/users`)
    const table = page.getByRole('table', { name: title })
    await expect(table.getByRole('columnheader')).toHaveText(['Email', 'Organisation', 'Count'])
    const bodyRows = table.getByRole('row').filter({ has: page.getByRole('rowheader') })
    await expect(bodyRows).toHaveCount(rows.length)
    for (const [i, row] of rows.entries()) {
      await expect(bodyRows.nth(i).getByRole('rowheader')).toHaveText(row.key1)
      await expect(bodyRows.nth(i).getByRole('cell')).toHaveText([row.key2 ?? '', row.count.toLocaleString('en')])
    }
    if (totalResults > 0) await expect(page.getByText(`${totalResults.toLocaleString('en')} ${totalResults === 1 ? 'user' : 'users'}`).first()).toBeVisible()
  }
  await expectNoSeriousA11yViolations(page)
})

// The replies an empty database gives (tests/unit/server/api/camid/camid-routes.test.ts "an empty database answers
// every statistic with no rows"): no server of the run is empty, so they are given to the page as they come.
test('on an empty database every chart says there is not enough data, and the totals are empty', async ({ page }) => {
  await page.route(/\/v1\/cameraid\/stats\/counts\/(queries|hits|indexed)$/, (route) => route.fulfill({ json: { success: true, rows: [] } }))
  await page.route(/\/v1\/cameraid\/stats\/counts\/(queries|hits)\/users/, (route) => route.fulfill({ json: { success: true, rows: [], totalResults: 0 } }))
  await openQueries(page)
  await page.getByRole('navigation', { name: 'Camera ID' }).getByRole('link', { name: 'Statistics' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Camera ID statistics' })).toBeVisible()
  for (const [, title] of CHARTS) {
    const figure = page.getByRole('figure', { name: title })
    await expect(figure.getByText(CAMID_NOT_ENOUGH_DATA)).toBeVisible()
    await expect(figure.locator('canvas')).toHaveCount(0)
  }
  for (const title of ['Queries per user', 'Hits per user']) {
    await expect(page.getByRole('table', { name: title }).getByRole('rowheader')).toHaveCount(0)
  }
  await expectNoSeriousA11yViolations(page)
})
