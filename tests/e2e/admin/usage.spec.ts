// Usage (spec-3 §2, §4 "Usage range selection", §6, §7, §8): a licence's usage screen draws its charts for
// every range and says when a range has too little to draw; its reports download with the licence's users,
// or only its current ones; "Usage - All Licences" shows its tables and "Show current users only" changes
// them; a UsageStats holder of one licence is refused another's usage.
//
// Each test makes its own licence and writes weeks of its users' calls into the audit log, which usage is
// counted from (support/usageHistory.ts).

import { readFile } from 'node:fs/promises'
import { type Locator, type Page } from '@playwright/test'
import { expect, test } from '../support/test.js'
import Papa from 'papaparse'
import { accountNamed } from '../support/accounts.js'
import { gate } from '../support/gate.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { signIn } from '../support/sign-in.js'
import { DAY_MS, writePastCalls, type PastCall } from '../support/usageHistory.js'

const NOT_ENOUGH_DATA = 'Not enough data to display graph for this date range.'
const NO_USAGE = 'Usage data could not be found'
const LINE_CHARTS = ['Interactions and searches per week', 'Active users per week']
const CHANNEL_CHART = 'Interactions per channel'

/** A name no other test or run has used. */
const fresh = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`

interface UsageLicence {
  id: number
  name: string
  /** An Email entity of the licence: a current user. */
  alice: string
  /** At the licence's Domain entity, with no account: a user of the licence, not a current one. */
  bob: string
  /** At a domain no licence covers. */
  carol: string
  calls: PastCall[]
}

/**
 * Sixty weeks of calls back from now: Alice searches on the website every week (and on odd weeks queries
 * Camera ID through Griffeye CS), Bob searches through Griffeye DI every other week, Carol once a week for
 * ten weeks.
 */
function pastCallsOf(alice: string, bob: string, carol: string, now: number): PastCall[] {
  const calls: PastCall[] = []
  const search = (email: string, at: number, requestingApp: string) => calls.push({ email, at, api: 'sightings', action: 'search', requestingApp })
  for (let week = 0; week < 60; week++) {
    // Today's calls a minute ago, the others on the same weekday of earlier weeks: one day in each week.
    const at = now - 60_000 - week * 7 * DAY_MS
    for (let n = 0; n <= week % 3; n++) search(alice, at + n, 'lowside')
    if (week % 2 === 1) calls.push({ email: alice, at: at + 10, api: 'camid', action: 'camid-query', requestingApp: 'griffeye-cs' })
    if (week % 2 === 0) for (let n = 0; n < 2; n++) search(bob, at + 20 + n, 'Griffeye DI')
    if (week < 10) search(carol, at + 30, 'lowside')
  }
  return calls
}

/** As the signed-in global admin: a licence of an email and a domain, and its users' weeks of calls. */
async function licenceWithHistory(page: Page): Promise<UsageLicence> {
  const stamp = fresh()
  const domain = `usage-${stamp}.example`
  const name = `E2E usage ${stamp}`
  const made = await page.request.post('/v1/licences', { data: { name, maxSeats: 5, expiresAt: '2031-12-31' } })
  expect(made.status()).toBe(200)
  const id = ((await made.json()) as { licence: { id: number } }).licence.id
  const alice = `alice.${stamp}@${domain}`
  for (const value of [alice, domain]) {
    const added = await page.request.post(`/v1/licences/${id}/entities`, { data: { type: value.includes('@') ? 'Email' : 'Domain', value } })
    expect(added.status()).toBe(200)
  }
  // A usage call first: the days gone by are counted before the history goes in.
  expect((await page.request.get(`/v1/licences/${id}/usage`)).status()).toBe(200)
  const bob = `bob.${stamp}@${domain}`
  const carol = `carol.${stamp}@elsewhere-${stamp}.example`
  const calls = pastCallsOf(alice, bob, carol, Date.now())
  await writePastCalls(calls)
  return { id, name, alice, bob, carol, calls }
}

/** Signs in and waits for the landing page, however long sign-in takes on a busy machine. */
async function signInAs(page: Page, name: string) {
  await signIn(page, accountNamed(name))
  await page.waitForURL((url) => url.pathname !== '/login')
}

const signInAsAdmin = (page: Page) => signInAs(page, 'admin')

const chart = (page: Page, title: string) => page.getByRole('figure', { name: title })

/** A chart drawn: its canvas is named by the figures in words, and chart.js has painted on it. */
async function expectDrawn(figure: Locator, title: string) {
  const canvas = figure.getByRole('img')
  await expect(canvas).toHaveAccessibleName(new RegExp(`^${title}\\. .+: [\\d,]+ in all, highest [\\d,]+`))
  // The first chart of a page waits for chart.js to arrive.
  await expect
    .poll(
      () =>
        canvas.evaluate((element: HTMLCanvasElement) => {
          const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height)
          let painted = 0
          for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) painted++
          return painted
        }),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(500)
}

async function expectNotEnough(figure: Locator) {
  await expect(figure.getByText(NOT_ENOUGH_DATA)).toBeVisible()
  await expect(figure.getByRole('img')).toHaveCount(0)
}

/** The line charts need two weeks of the range; the channel chart needs a call. */
async function expectCharts(page: Page, { lines, channels }: { lines: boolean; channels: boolean }) {
  for (const title of LINE_CHARTS) await (lines ? expectDrawn(chart(page, title), title) : expectNotEnough(chart(page, title)))
  await (channels ? expectDrawn(chart(page, CHANNEL_CHART), CHANNEL_CHART) : expectNotEnough(chart(page, CHANNEL_CHART)))
}

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users of this licence' })
const rangeBox = (page: Page) => page.getByRole('combobox', { name: 'Date range' })

/** The Monday (UTC) of a time's week, ms. */
const mondayOf = (ms: number) => {
  const day = Math.floor(ms / DAY_MS)
  return (day - ((day + 3) % 7)) * DAY_MS
}

test.describe('the global admin', () => {
  test('a licence’s usage draws its charts for each range; a range without usage has not enough data', async ({ page }) => {
    test.slow() // five ranges, each drawn
    await signInAsAdmin(page)
    const licence = await licenceWithHistory(page)
    const now = new Date()
    const year = now.getUTCFullYear()
    await page.goto(`/licences/${licence.id}/usage`)
    await expect(page.getByRole('heading', { name: `Usage - ${licence.name}`, level: 1 })).toBeVisible()

    // Year to Date is the default. It has two weeks unless the year's first week is this one.
    await expect(rangeBox(page)).toHaveValue('yearToDate')
    await expect(usersTable(page).getByRole('rowheader')).toHaveText([licence.alice, licence.bob])
    await expectCharts(page, { lines: mondayOf(Date.UTC(year, 0, 1)) !== mondayOf(now.getTime()), channels: true })
    await expectNoSeriousA11yViolations(page)

    for (const range of ['Last 3 Months', 'Last 6 Months']) {
      await rangeBox(page).selectOption({ label: range })
      await expect(page).toHaveURL(/range=last[36]Months/)
      await expectCharts(page, { lines: true, channels: true })
    }

    // Last month, whole: its figures are the calls the licence's users made in it.
    await rangeBox(page).selectOption({ label: 'Specific Month' })
    const month = new Date(Date.UTC(year, now.getUTCMonth() - 1, 1))
    const monthValue = month.toISOString().slice(0, 7)
    await page.getByLabel('Month').selectOption(monthValue)
    await expect(page).toHaveURL(new RegExp(`range=specificMonth&month=${monthValue}`))
    const inMonth = licence.calls.filter((c) => c.email !== licence.carol && c.at >= month.getTime() && c.at < Date.UTC(year, now.getUTCMonth(), 1))
    await expectCharts(page, { lines: true, channels: true })
    await expect(chart(page, CHANNEL_CHART).getByRole('img')).toHaveAccessibleName(new RegExp(`^${CHANNEL_CHART}\\. Interactions: ${inMonth.length} in all,`))
    const aliceRow = usersTable(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: licence.alice }) })
    await expect(aliceRow.getByRole('cell').nth(0)).toHaveText('Yes')
    await expect(aliceRow.getByRole('cell').nth(3)).toHaveText(String(inMonth.filter((c) => c.email === licence.alice).length))

    await rangeBox(page).selectOption({ label: 'Specific Year' })
    await page.getByLabel('Year').selectOption(String(year - 1))
    await expect(page).toHaveURL(new RegExp(`range=specificYear&year=${year - 1}`))
    await expectCharts(page, { lines: true, channels: true })

    // A year before the history: nothing to draw, and no users.
    await page.getByLabel('Year').selectOption(String(year - 5))
    await expectCharts(page, { lines: false, channels: false })
    await expect(usersTable(page).getByText(NO_USAGE)).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // The range is the address: a reload draws the same.
    await page.reload()
    await expect(page.getByLabel('Year')).toHaveValue(String(year - 5))
    await expect(usersTable(page).getByText(NO_USAGE)).toBeVisible()
  })

  test('a usage report downloads with the licence’s users, and only the current ones when asked', async ({ page }) => {
    test.slow() // weeks of history, and three files
    await signInAsAdmin(page)
    const licence = await licenceWithHistory(page)
    await page.goto(`/licences/${licence.id}/usage`)
    const reports = page.getByRole('region', { name: 'Reports' })
    await reports.getByLabel('Report').selectOption({ label: 'Users and their activity' })

    // A report is an export: the first asks for a justification, the next offer it again (spec-1 §5).
    const download = async (button: string) => {
      await reports.getByRole('button', { name: button }).click()
      const dialog = page.getByRole('dialog', { name: 'Justification' })
      const field = dialog.getByRole('textbox', { name: 'Your justification' })
      if ((await field.inputValue()) === '') await field.fill('Quarterly usage review')
      const [file] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: button }).click()])
      return file
    }
    const csvRows = async (file: Awaited<ReturnType<typeof download>>) => {
      const text = await readFile((await file.path())!, 'utf8')
      return Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true }).data.filter((row) => row['Email']?.includes('@'))
    }

    const every = await download('Download CSV')
    expect(every.suggestedFilename()).toMatch(/activeUsers.*\.csv$/)
    const everyRows = await csvRows(every)
    expect(everyRows.map((row) => [row['Email'], row['Licensed now']])).toEqual([
      [licence.alice, 'Yes'],
      [licence.bob, 'No'],
    ])

    await reports.getByLabel('Current users only').check()
    const current = await csvRows(await download('Download CSV'))
    expect(current.map((row) => row['Email'])).toEqual([licence.alice])

    const pdf = await download('Download PDF')
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/)
    expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-')
  })

  test('a usage report asks for a justification of 3 to 1,000 characters, and sends it with the download', async ({ page }) => {
    await signInAsAdmin(page)
    const licence = await licenceWithHistory(page)
    await page.goto(`/licences/${licence.id}/usage`)
    const reports = page.getByRole('region', { name: 'Reports' })
    await reports.getByRole('button', { name: 'Download PDF' }).click()
    const dialog = page.getByRole('dialog', { name: 'Justification' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('A report is recorded in the audit log with your justification')).toBeVisible()
    const field = dialog.getByRole('textbox', { name: 'Your justification' })
    const give = dialog.getByRole('button', { name: 'Download PDF' })
    await expect(give).toBeDisabled()
    await field.fill('ab')
    await expect(give).toBeDisabled()
    await expectNoSeriousA11yViolations(page)
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/usage-report-justification.png` })

    // Cancel downloads nothing; the next report asks again.
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toHaveCount(0)
    await reports.getByRole('button', { name: 'Download CSV' }).click()
    await field.fill('Licence review 2026-Q1')
    const sent = page.waitForRequest((request) => request.url().includes(`/v1/licences/${licence.id}/usage/report/`))
    const [file] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download CSV' }).click()])
    expect((await sent).headers()['x-justification']).toBe('Licence review 2026-Q1')
    expect(file.suggestedFilename()).toMatch(/summary.*\.csv$/)
    await expect(dialog).toHaveCount(0)
  })

  test('Usage - All Licences shows its tables, and Show current users only leaves out the unlicensed', async ({ page }) => {
    test.slow() // weeks of history, five tables and an accessibility check of them
    await signInAsAdmin(page)
    const licence = await licenceWithHistory(page)
    await page.goto('/licences')
    await page.getByRole('link', { name: 'Usage - All Licences' }).click()
    await expect(page).toHaveURL(/\/licences\/usage$/)
    await expect(page.getByRole('heading', { name: 'Usage - All Licences', level: 1 })).toBeVisible()
    for (const table of ['Monthly', 'Weekly', 'Active users', 'User activity', 'Domain activity']) {
      await expect(page.getByRole('table', { name: table })).toBeVisible()
    }

    const licences = page.getByRole('table', { name: 'Active users' })
    await licences.getByRole('searchbox', { name: 'Filter Licence' }).fill(licence.name)
    await expect(page).toHaveURL(/licences\.filtered=licence\./)
    const licenceRow = licences.getByRole('row').filter({ has: page.getByRole('rowheader', { name: licence.name }) })
    // Licensed users: Alice's address; Bob has no account at the domain. Active: both of them.
    await expect(licenceRow.getByRole('cell')).toHaveText(['1', '2', /\d\d \w\w\w, \d{4}/])

    const users = page.getByRole('table', { name: 'User activity' })
    const stamp = licence.alice.slice('alice.'.length, licence.alice.indexOf('@'))
    for (const name of ['bob', 'carol']) {
      await users.getByRole('searchbox', { name: 'Filter Email' }).fill(`${name}.${stamp}`)
      await expect(users.getByRole('rowheader')).toHaveText([name === 'bob' ? licence.bob : licence.carol])
    }
    await expectNoSeriousA11yViolations(page)

    // Carol's domain has no licence: the toggle leaves her out; Bob's has one, so he stays.
    const toggle = page.getByRole('switch', { name: 'Show current users only' })
    await toggle.check()
    await expect(page).toHaveURL(/currentUsersOnly=true/)
    await expect(users.getByText(NO_USAGE)).toBeVisible()
    await users.getByRole('searchbox', { name: 'Filter Email' }).fill(`bob.${stamp}`)
    await expect(users.getByRole('rowheader')).toHaveText([licence.bob])
    await toggle.uncheck()
    await users.getByRole('searchbox', { name: 'Filter Email' }).fill(`carol.${stamp}`)
    await expect(users.getByRole('rowheader')).toHaveText([licence.carol])
  })

  test('a failed summary says so with Try Again, and a loader shows while it comes', async ({ page }) => {
    await signInAsAdmin(page)
    const summary = gate()
    await page.route('**/v1/licences/usage/all*', async (route) => {
      await summary.passed
      await route.fulfill({ status: 500, json: { success: false, error: 'The usage store is resting.' } })
    })
    await page.goto('/licences/usage')
    await expect(page.getByRole('status').filter({ hasText: 'Loading the usage…' })).toBeVisible()
    summary.open()
    const notice = page.getByRole('alert').filter({ hasText: 'The usage could not be loaded. The usage store is resting.' })
    await expect(notice).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.unroute('**/v1/licences/usage/all*')
    await notice.getByRole('button', { name: 'Try Again' }).click()
    await expect(page.getByRole('table', { name: 'Monthly' })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
  })
})

test('a UsageStats holder sees their licence’s usage and is refused another licence’s', async ({ page, browser }) => {
  test.slow() // two browsers
  await signInAsAdmin(page)
  const made = await page.request.post('/v1/licences', { data: { name: `E2E other ${fresh()}`, maxSeats: 1, expiresAt: '2031-12-31' } })
  const other = ((await made.json()) as { licence: { id: number } }).licence.id
  const listed = (await (await page.request.get('/v1/licences')).json()) as { licences: { id: number; name: string }[] }
  const demo = listed.licences.find((l) => l.name === 'Demo licence')!

  const context = await browser.newContext()
  const holder = await context.newPage()
  await signInAs(holder, 'licence-admin')
  await holder.goto('/licences')
  await holder.getByRole('link', { name: 'Usage of Demo licence' }).click()
  await expect(holder).toHaveURL(`/licences/${demo.id}/usage`)
  await expect(holder.getByRole('heading', { name: 'Usage - Demo licence', level: 1 })).toBeVisible()
  await expect(holder.getByRole('table', { name: 'Users of this licence' })).toBeVisible()

  await holder.goto(`/licences/${other}/usage`)
  await expect(holder.getByRole('heading', { name: 'Access denied', level: 1 })).toBeVisible()
  expect((await holder.request.get(`/v1/licences/${other}/usage`)).status()).toBe(403)
  // Only the global admin sees every licence's usage.
  await holder.goto('/licences/usage')
  await expect(holder.getByRole('heading', { name: 'Access denied', level: 1 })).toBeVisible()
  await context.close()
})
