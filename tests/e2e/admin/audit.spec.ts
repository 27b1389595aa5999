// A licence's audit screen (spec-3 §2 "Audit screen", §4 "Audit", §5, §6, §8, §9): a licensed user searches
// with a justification, and an auditor finds those searches by date range, email and action, with the
// justification, on the screen and in the CSV and PDF exports; a search matching nothing says so; failures
// show in a dismissible error bar; a failed call says No with its error; the screen works by keyboard; and a
// licence's Audit holder is refused another licence's audit.

import { readFileSync } from 'node:fs'
import { type Browser, type Locator, type Page } from '@playwright/test'
import { expect, test } from '../support/test.js'
import Papa from 'papaparse'
import { extractText, getDocumentProxy } from 'unpdf'
import { accountNamed } from '../support/accounts.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { signIn } from '../support/sign-in.js'
import { nextAnswer } from '../support/results.js'

/** Signing in hashes a password: on a busy machine running several workers it can take more than 5 seconds. */
const SIGN_IN_WAIT = { timeout: 20_000 }
// Every test signs someone in, which hashes a password, and most sign in two people: slow on a machine that
// several workers share.
test.beforeEach(() => test.slow())

const NO_RESULTS = 'Sorry, there were no results for that query.'
const AUDIT_TIME = /^\d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec), \d{4} @ \d{2}:\d{2}:\d{2}$/

/** A justification no other test or run has used. */
const freshJustification = () => `Case ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`
/** Far wider than its column in the PDF: it must wrap there, never be cut. */
const longJustification = () => `${freshJustification()} ${'reviewing the seized laptop images against the force archive, '.repeat(5)}end of reason`
/** The text with its spaces left out: a wrapped line drops the space it breaks at. */
const unspaced = (text: string) => text.replace(/\s+/g, '')

const two = (n: number) => String(n).padStart(2, '0')
/** A time as the Date Range picker takes it: YYYY-MM-DD HH:mm in UTC. */
function pickerTime(ms: number): string {
  const d = new Date(ms)
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`
}

/** The searches the user made, and when. */
interface Searches {
  user: string
  justification: string
  from: string
  to: string
}

/**
 * The demo user who needs a justification signs in, gives one in the shell's dialog and searches twice,
 * in a browser of their own; the range covers those searches to the minute.
 */
async function searchesWithJustification(browser: Browser, justification = freshJustification()): Promise<Searches> {
  const started = Date.now()
  const account = accountNamed('justification')
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, account)
  const dialog = page.getByRole('dialog', { name: 'Justification' })
  await dialog.getByRole('textbox', { name: 'Your justification' }).fill(justification)
  await dialog.getByRole('textbox', { name: 'Your justification' }).press('Enter')
  await expect(dialog).toHaveCount(0)
  for (const make of ['Canon', 'Apple']) {
    const searched = nextAnswer(page, (r) => new URL(r.url()).pathname === '/v1/sightings' && new URL(r.url()).searchParams.get('make') === make)
    await page.goto(`/search?make=${make}`)
    expect((await searched).ok()).toBe(true)
  }
  await context.close()
  return { user: account.email, justification, from: pickerTime(started - 60_000), to: pickerTime(Date.now() + 60_000) }
}

/** The global admin on the Demo licence's audit screen. */
async function auditAsAdmin(page: Page): Promise<number> {
  await signIn(page, accountNamed('admin'))
  await expect(page).not.toHaveURL(/\/login/, SIGN_IN_WAIT)
  const listed = (await (await page.request.get('/v1/licences')).json()) as { licences: { id: number; name: string }[] }
  const demo = listed.licences.find((l) => l.name === 'Demo licence')
  expect(demo).toBeDefined()
  await page.goto(`/licences/${demo!.id}/audit`)
  await expect(page.getByRole('heading', { name: 'Audit', level: 1 })).toBeVisible()
  return demo!.id
}

interface Filters {
  from: string
  to: string
  email?: string
  action?: string
}

async function submitFilters(page: Page, filters: Filters): Promise<void> {
  await page.getByRole('textbox', { name: 'From' }).fill(filters.from)
  await page.getByRole('textbox', { name: 'To' }).fill(filters.to)
  if (filters.email) await page.getByRole('combobox', { name: 'Email' }).fill(filters.email)
  if (filters.action) await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: filters.action })
  await page.getByRole('button', { name: 'Submit' }).click()
}

/** The user's searches, by the fields that find them. */
const searchFilters = (s: Searches): Filters => ({ from: s.from, to: s.to, email: s.user, action: 'Search' })

const entriesTable = (page: Page) => page.getByRole('table', { name: 'Audit entries' })
const rowsWith = (page: Page, text: string): Locator => entriesTable(page).getByRole('row').filter({ hasText: text })
/**
 * The rows of the user's searches that were answered. On a loaded machine the service may shed a search (503,
 * "The server is busy") that the client then makes again: the refused one is audited too, as unsuccessful.
 */
const answeredRowsWith = (page: Page, text: string): Locator =>
  rowsWith(page, text).filter({ has: page.getByRole('cell', { name: 'Yes', exact: true }) })

/** Exports as CSV or PDF, giving a justification in the dialog; the downloaded file's bytes. */
async function exportWithJustification(page: Page, format: 'CSV' | 'PDF', justification: string): Promise<{ name: string; bytes: Buffer }> {
  await page.getByRole('button', { name: `Export as ${format}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Justification' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Your justification' }).fill(justification)
  const downloaded = page.waitForEvent('download')
  await dialog.getByRole('button', { name: `Export as ${format}` }).click()
  const download = await downloaded
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) }
}

test('an auditor picks a date range and finds a user’s searches with their justification', async ({ page, browser }) => {
  const searches = await searchesWithJustification(browser)
  await auditAsAdmin(page)
  // The Action picker groups the actions by api and shows their display names. Its options are the screen's
  // own call, which may still be on its way when the heading shows: the check waits for them.
  await expect(page.getByRole('combobox', { name: 'Action' }).locator('optgroup[label="sightings"] > option')).toHaveText([
    'Search',
    'View sighting',
    'Similar search',
  ])

  await submitFilters(page, searchFilters(searches))
  await expect(page).toHaveURL(/[?&]from=.*&to=.*&email=.*&action=search/)
  const found = answeredRowsWith(page, searches.justification)
  await expect(found).toHaveCount(2)
  for (const row of await found.all()) {
    await expect(row.getByRole('rowheader')).toHaveText(AUDIT_TIME)
    await expect(row.getByRole('cell')).toHaveText([searches.user, 'lowside', 'sightings', 'Search', searches.justification, /make=(Canon|Apple)/, 'Yes'])
  }
  await expect(found.nth(0).getByRole('cell').nth(5)).toContainText('make=Apple') // newest first
  await expectNoSeriousA11yViolations(page)

  // The address holds the search: a reload shows it again, its filters in the form.
  await page.reload()
  await expect(answeredRowsWith(page, searches.justification)).toHaveCount(2)
  await expect(page.getByRole('combobox', { name: 'Email' })).toHaveValue(searches.user)
})

test('the CSV export holds the user’s searches with their justification', async ({ page, browser }) => {
  const searches = await searchesWithJustification(browser)
  await auditAsAdmin(page)
  await submitFilters(page, searchFilters(searches))
  await expect(answeredRowsWith(page, searches.justification)).toHaveCount(2)
  const listed = await rowsWith(page, searches.justification).count()

  const file = await exportWithJustification(page, 'CSV', 'Quarterly review 7')
  expect(file.name).toMatch(/^audit-Demo-licence-\d{4}-\d{2}-\d{2}\.csv$/)
  const parsed = Papa.parse<Record<string, string>>(file.bytes.toString('utf8'), { header: true, skipEmptyLines: true })
  expect(parsed.errors).toEqual([])
  const all = parsed.data.filter((row) => row['Justification'] === searches.justification)
  expect(all).toHaveLength(listed) // the file holds what the screen listed, a shed and retried search included
  const ours = all.filter((row) => row['Successful'] === 'Yes')
  expect(ours.map((row) => [row['User'], row['Api'], row['Action'], row['Successful']])).toEqual([
    [searches.user, 'sightings', 'search', 'Yes'],
    [searches.user, 'sightings', 'search', 'Yes'],
  ])
  expect(ours.map((row) => row['Details'])).toEqual([expect.stringContaining('make=Apple'), expect.stringContaining('make=Canon')])
  // The filters held: only this user's searches are in the file.
  expect(new Set(parsed.data.map((row) => `${row['User']} ${row['Action']}`))).toEqual(new Set([`${searches.user} search`]))
})

test('the PDF export holds the user’s searches with their whole justification, and says when in words', async ({ page, browser }) => {
  const searches = await searchesWithJustification(browser, longJustification())
  await auditAsAdmin(page)
  await submitFilters(page, searchFilters(searches))
  await expect(answeredRowsWith(page, searches.justification)).toHaveCount(2)
  const listed = await rowsWith(page, searches.justification).count()

  const file = await exportWithJustification(page, 'PDF', 'Quarterly review 8')
  expect(file.name).toMatch(/\.pdf$/)
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(file.bytes)), { mergePages: true })
  expect(text).toContain('Audit: Demo licence')
  // The long justification is whole in each row, wrapped over lines, never cut with an ellipsis.
  expect(unspaced(text).split(unspaced(searches.justification)).length - 1).toBe(listed)
  expect(text).not.toMatch(/…|\.\.\./)
  expect(text).toMatch(/make=Canon/)
  expect(text).toMatch(/make=Apple/)
  // The heading's times as people read them, with their zone; none as ISO 8601.
  expect(text).toMatch(/Entries \d{2} \w{3}, \d{4} @ \d{2}:\d{2}:00 UTC to \d{2} \w{3}, \d{4} @ \d{2}:\d{2}:59 UTC/)
  expect(text).toMatch(/Exported \d{2} \w{3}, \d{4} @ \d{2}:\d{2}:\d{2} UTC\./)
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/)
})

test('a search that matches nothing says so; the date range is required', async ({ page }) => {
  await auditAsAdmin(page)
  await submitFilters(page, { from: '2001-01-01 00:00', to: '2001-01-02 00:00' })
  await expect(entriesTable(page).getByRole('cell', { name: NO_RESULTS })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /^0 entries$/ })).toBeVisible()
  // spec-1 §4.5: an address naming a page past the last shows the last, in place of that address.
  const searched = page.url()
  await page.goto(`${searched}&page=5`)
  await expect(page).toHaveURL(searched)
  await expect(entriesTable(page).getByRole('cell', { name: NO_RESULTS })).toBeVisible()

  await page.getByRole('textbox', { name: 'From' }).fill('')
  await page.getByRole('textbox', { name: 'To' }).fill('2001-02-30 10:00')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveAccessibleDescription(/^Enter the start of the date range, as YYYY-MM-DD HH:mm \(UTC\)\./)
  await expect(page.getByRole('textbox', { name: 'To' })).toHaveAccessibleDescription(/^Enter a real date and time/)
  // Nothing new was searched: the address keeps the last search.
  await expect(page).toHaveURL(/from=2001-01-01/)
  await expectNoSeriousA11yViolations(page)
})

test('a failed search and a failed export show in an error bar that can be dismissed', async ({ page }) => {
  await auditAsAdmin(page)
  await page.route(
    (url) => /^\/v1\/licences\/\d+\/audit$/.test(url.pathname),
    (route) => route.fulfill({ status: 500, json: { success: false, error: 'The audit log is resting.' } }),
  )
  await submitFilters(page, { from: '2001-01-01 00:00', to: '2001-01-02 00:00' })
  const bar = page.getByRole('alert').filter({ hasText: 'The audit log is resting.' })
  await expect(bar).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await bar.getByRole('button', { name: 'Dismiss' }).click()
  await expect(bar).toHaveCount(0)

  await page.route(
    (url) => /^\/v1\/licences\/\d+\/audit\/export$/.test(url.pathname),
    (route) => route.fulfill({ status: 503, json: { success: false, error: 'The export is not ready.' } }),
  )
  await page.getByRole('button', { name: 'Export as CSV' }).click()
  await page.getByRole('dialog', { name: 'Justification' }).getByRole('textbox').fill('Quarterly review 9')
  await page.getByRole('dialog', { name: 'Justification' }).getByRole('button', { name: 'Export as CSV' }).click()
  const exportBar = page.getByRole('alert').filter({ hasText: 'The export is not ready.' })
  await expect(exportBar).toBeVisible()
  await exportBar.getByRole('button', { name: 'Dismiss' }).click()
  await expect(exportBar).toHaveCount(0)
})

test('a refused call says No, with its error on hover, on keyboard focus and to a screen reader', async ({ page, browser }) => {
  const started = Date.now()
  const justification = freshJustification()
  const context = await browser.newContext()
  const user = await context.newPage()
  const account = accountNamed('investigator')
  await signIn(user, account)
  await expect(user).not.toHaveURL(/\/login/, SIGN_IN_WAIT)
  // The trials are the global admin's: the service refuses them, and logs why.
  const refused = await user.request.get('/v1/trials', { headers: { 'x-justification': justification } })
  expect(refused.status()).toBe(403)
  const error = ((await refused.json()) as { error: string }).error
  await context.close()

  await auditAsAdmin(page)
  await submitFilters(page, { from: pickerTime(started - 60_000), to: pickerTime(Date.now() + 60_000), email: account.email, action: 'List trials' })
  const row = rowsWith(page, justification)
  await expect(row).toHaveCount(1)
  const no = row.getByText('No', { exact: true })
  await expect(no).toHaveAccessibleDescription(error)
  const tip = row.getByRole('tooltip')
  await no.hover()
  await expect(tip).toHaveText(error)
  expect((await tip.boundingBox())?.width).toBeGreaterThan(20)
  await page.mouse.move(0, 0)
  await expect.poll(async () => (await tip.boundingBox())?.width).toBeLessThanOrEqual(1)
  await no.focus()
  await expect(no).toBeFocused()
  expect((await tip.boundingBox())?.width).toBeGreaterThan(20)
})

test('the audit screen works by keyboard alone, the export included', async ({ page }) => {
  await auditAsAdmin(page)
  const from = page.getByRole('textbox', { name: 'From' })
  await from.focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('2001-01-01 00:00')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('textbox', { name: 'To' })).toBeFocused()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('2001-01-02 00:00')
  for (const next of ['Email', 'Domain']) {
    await page.keyboard.press('Tab')
    await expect(page.getByRole('combobox', { name: next })).toBeFocused()
  }
  await page.keyboard.press('Tab')
  await expect(page.getByRole('combobox', { name: 'Action' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(entriesTable(page).getByRole('cell', { name: NO_RESULTS })).toBeVisible()

  const exportCsv = page.getByRole('button', { name: 'Export as CSV' })
  await exportCsv.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Justification' })
  await expect(dialog.getByRole('textbox', { name: 'Your justification' })).toBeFocused()
  // Escape leaves the dialog, and the focus goes back to the button.
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(exportCsv).toBeFocused()
  await page.keyboard.press('Enter')
  await page.keyboard.type('Quarterly review 10')
  const downloaded = page.waitForEvent('download')
  await page.keyboard.press('Enter')
  expect((await downloaded).suggestedFilename()).toMatch(/\.csv$/)
  await expect(exportCsv).toBeFocused()
})

test('a licence’s Audit holder opens its audit, and is refused another licence’s', async ({ page, browser }) => {
  await signIn(page, accountNamed('admin'))
  await expect(page).not.toHaveURL(/\/login/, SIGN_IN_WAIT)
  const made = await page.request.post('/v1/licences', { data: { name: `E2E audit ${Date.now().toString(36)}`, maxSeats: 1, expiresAt: '2031-12-31' } })
  expect(made.status()).toBe(200)
  const other = ((await made.json()) as { licence: { id: number } }).licence.id

  // The demo licence's own Admin holds Audit there.
  const context = await browser.newContext()
  const auditor = await context.newPage()
  await signIn(auditor, accountNamed('licence-admin'))
  await expect(auditor).not.toHaveURL(/\/login/, SIGN_IN_WAIT)
  await auditor.goto('/licences')
  await auditor.getByRole('link', { name: 'Audit of Demo licence' }).click()
  await expect(auditor.getByRole('heading', { name: 'Audit', level: 1 })).toBeVisible()

  const denied = await auditor.goto(`/licences/${other}/audit`)
  expect(denied?.status()).toBe(403)
  await expect(auditor.getByRole('heading', { name: 'Access denied', level: 1 })).toBeVisible()
  await context.close()
})
