// The table kit (shared/ui/table) worked from the keyboard, as a screen reader user meets it: a table of
// named column headers, sort buttons, prefix filter boxes and row openers reached by Tab, the state kept
// in the address through a reload, pages and sizes, and the table error with Try Again or Dismiss that
// goes after 10 seconds (spec-1 §9, spec-2 §2, §9, spec-3 §5, §8, §9). The search list is the kit's table.

import { fileURLToPath } from 'node:url'
import { type Locator, type Page } from '@playwright/test'
import { expect, test } from '../support/test.js'
import { openHarness } from '../support/kitHarness.js'
import { accountNamed } from '../support/accounts.js'
import { signedIn } from '../support/sign-in.js'
import { demoSightingsReady } from '../support/sightings.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'

const HARNESS = fileURLToPath(new URL('../support/tableHarness.tsx', import.meta.url))
const PATH = '/__kit/table'

const trials = (page: Page) => page.getByRole('table', { name: 'User trials' })
/** The codes of the rows shown, in order. */
const codes = (table: Locator) => table.getByRole('rowheader').allTextContents()
const params = (page: Page) => new URL(page.url()).searchParams

test('a kit table is sorted, filtered, opened and paged from the keyboard, and its address keeps all of it', async ({ page }) => {
  await openHarness(page, HARNESS, PATH)
  const table = trials(page)
  await expect(table.getByRole('columnheader')).toHaveText(['Details', 'Code', 'Type', 'Users'])
  await expect(table.getByRole('rowheader')).toHaveCount(25)

  // The first stop is the first sort button: Type has none, as it does not sort.
  await page.keyboard.press('Tab')
  await expect(table.getByRole('button', { name: 'Code' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(table.getByRole('columnheader', { name: 'Code' })).toHaveAttribute('aria-sort', 'ascending')
  expect(params(page).getAll('sorted')).toEqual(['code.asc'])
  expect((await codes(table)).slice(0, 2)).toEqual(['Aspen-01', 'Aspen-02'])
  await page.keyboard.press('Enter')
  await expect(table.getByRole('columnheader', { name: 'Code' })).toHaveAttribute('aria-sort', 'descending')
  expect((await codes(table))[0]).toBe('Winter-12')

  await page.keyboard.press('Tab')
  await expect(table.getByRole('button', { name: 'Users' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(table.getByRole('columnheader', { name: 'Users' })).toHaveAttribute('aria-sort', 'ascending')
  await expect(table.getByRole('columnheader', { name: 'Code' })).not.toHaveAttribute('aria-sort', /./)

  // A prefix filter, whatever the case: Aspen holds "sp" but does not start with it.
  await page.keyboard.press('Tab')
  await expect(table.getByRole('searchbox', { name: 'Filter Code' })).toBeFocused()
  await page.keyboard.type('sP')
  await expect(page).toHaveURL((url) => url.searchParams.get('filtered') === 'code.sP')
  const filtered = await codes(table)
  expect(filtered).toHaveLength(25)
  for (const code of filtered) expect(code).toMatch(/^sp/i)
  expect(new Set(filtered.map((code) => code.split('-')[0]))).toEqual(new Set(['Spring', 'SPRINT', 'spire']))

  // Past the second filter box, the first row's opener.
  await page.keyboard.press('Tab')
  await expect(table.getByRole('searchbox', { name: 'Filter Type' })).toBeFocused()
  await page.keyboard.press('Tab')
  const first = filtered[0]!
  const opener = table.getByRole('button', { name: `Details of ${first}` })
  await expect(opener).toBeFocused()
  await expect(opener).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.press('Space')
  await expect(opener).toHaveAttribute('aria-expanded', 'true')
  await expect(table.getByText(new RegExp(`users engaged with ${first}$`))).toBeVisible()
  expect(params(page).getAll('expanded')).toEqual([first])

  // The address is the state: a reload shows the same table.
  await page.reload()
  await expect(table.getByRole('searchbox', { name: 'Filter Code' })).toHaveValue('sP')
  await expect(table.getByRole('columnheader', { name: 'Users' })).toHaveAttribute('aria-sort', 'ascending')
  await expect(table.getByRole('button', { name: `Details of ${first}` })).toHaveAttribute('aria-expanded', 'true')
  // A table's first draw holds its first rows and the rest follow once it is painted (useRowsToDraw.ts).
  await expect(table.getByRole('rowheader')).toHaveText(filtered)

  // 36 rows match: the second page holds the last 11, and a new size starts again at the first page.
  const pages = page.getByRole('navigation', { name: 'Pages' })
  await pages.getByRole('button', { name: 'Next' }).focus()
  await page.keyboard.press('Enter')
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  expect(params(page).get('page')).toBe('2')
  await expect(table.getByRole('rowheader')).toHaveCount(11)
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await expect(pages.getByRole('button', { name: 'Page 1' })).toBeFocused()
  await page.keyboard.press('Enter')
  expect(params(page).get('page')).toBeNull()

  await page.getByLabel('Results per page').focus()
  await page.keyboard.press('ArrowDown')
  await expect(page).toHaveURL((url) => url.searchParams.get('resultSize') === '50' && !url.searchParams.has('page'))
  await expect(table.getByRole('rowheader')).toHaveCount(36)
  await expect(pages).toHaveCount(0)

  // Emptying the filter shows every row again, from the first page.
  await table.getByRole('searchbox', { name: 'Filter Code' }).focus()
  await page.keyboard.press('Control+A')
  await page.keyboard.press('Backspace')
  await expect(page).toHaveURL((url) => !url.searchParams.has('filtered'))
  await expect(table.getByRole('rowheader')).toHaveCount(50)
})

test('a table error offers Try Again and Dismiss from the keyboard, and goes by itself after 10 seconds', async ({ page }) => {
  await page.clock.install()
  await openHarness(page, HARNESS, PATH)
  const alert = page.getByRole('alert')
  const calls = page.getByRole('status')
  /** The harness's call fails; the notice comes after its button, so Tab goes on into the notice. */
  const failTheCall = async () => {
    await page.getByRole('button', { name: 'Fail the call' }).focus()
    await page.keyboard.press('Enter')
    await expect(alert).toHaveText(/^Cannot connect to the server\./)
  }
  await expect(calls).toHaveText('Calls: 1')

  /** Tabs from the Fail button to the notice's button and presses it: the notice goes. */
  const press = async (name: 'Try Again' | 'Dismiss') => {
    await failTheCall()
    for (const stop of ['Try Again', 'Dismiss']) {
      await page.keyboard.press('Tab')
      if (stop === name) break
    }
    await expect(alert.getByRole('button', { name })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(alert).toHaveCount(0)
  }
  await press('Try Again')
  await expect(calls).toHaveText('Calls: 2')
  await press('Dismiss')
  await expect(calls).toHaveText('Calls: 2')

  // The clock stands still from here but for what the test runs of it: on busy cores the real time between the
  // notice showing and the next step would otherwise count towards its ten seconds.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
  await failTheCall()
  await page.clock.runFor(9_900)
  await expect(alert).toBeVisible()
  await page.clock.runFor(200)
  await expect(alert).toHaveCount(0)
})

test('the search list is a kit table whose page size and pages are worked from the keyboard', async ({ page }) => {
  await signedIn(page, accountNamed('investigator'))
  await expect(page).toHaveURL((url) => url.pathname === '/search')
  await demoSightingsReady(page.request)
  await page.goto('/search?make=Canon')
  const table = page.getByRole('table', { name: 'Search results' })
  await expect(table.getByRole('columnheader')).toHaveText(['Image', 'Date Taken', 'Camera', 'Dimensions', 'Domain', 'Username', 'Location'])
  const rows = table.locator('tbody tr')
  await expect(rows).toHaveCount(25)

  await page.getByLabel('Results per page').focus()
  await page.keyboard.press('ArrowDown')
  await expect(page).toHaveURL((url) => url.searchParams.get('resultSize') === '50')
  await expect(rows).toHaveCount(50)

  const pages = page.getByRole('navigation', { name: 'Pages' })
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled()
  await pages.getByRole('button', { name: 'Page 1', exact: true }).focus()
  await page.keyboard.press('Tab')
  await expect(pages.getByRole('button', { name: 'Page 2', exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('resultSize') === '50')
  await expect(pages.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page')
  await pages.getByRole('button', { name: 'Previous' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL((url) => !url.searchParams.has('page'))
})

test('a table wider than its panel is a named region that takes focus, so the keyboard scrolls it; a table that fits adds no tab stop', async ({ page }) => {
  await page.setViewportSize({ width: 220, height: 800 })
  await openHarness(page, HARNESS, PATH)
  const scroller = page.getByRole('region', { name: 'User trials (scrolls sideways)' })
  await expect(scroller).toHaveAttribute('tabindex', '0')
  // Focused, the region scrolls on the arrow key; asked again while the page may still be settling its widths
  // (a region drawn afresh loses the focus the key needs).
  await expect
    .poll(async () => {
      await scroller.focus()
      await page.keyboard.press('ArrowRight')
      return scroller.evaluate((element) => element.scrollLeft)
    })
    .toBeGreaterThan(0)
  await expectNoSeriousA11yViolations(page)

  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(page.getByRole('region', { name: /scrolls sideways/ })).toHaveCount(0)
})
