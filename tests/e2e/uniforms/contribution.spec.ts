// The contribution screen in the browser (spec-3 §2 "Contribution screen", §4 "Contribution", §8): a contributor
// changes a school's website and uniform policy and is thanked; a second contributor who opened the school before
// that change gets the conflict message on Submit, with Submit then off, and the first change stays. The screen's
// details, its steps' help, its keyboard use and axe-core's reading; leaving with edits asks first.

import { expect, test } from '../support/test.js'
import { accountNamed } from '../support/accounts.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { expectModalDialog, openWith } from '../support/dialogs.js'
import { UNIFORM_CONFLICT } from '../../../shared/api/types/constants/uniforms.js'
import { contributeSchools, contributionOf, freshWebsite, openHubPage } from './contributing.js'

const shot = async (page: import('@playwright/test').Page, name: string) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true })
}

test("a contributor changes a website and the uniform policy; a second contributor's stale submit gets the conflict and the first change is kept", async ({ page, browser }) => {
  await openHubPage(page, accountNamed('contributor'), '/uniforms/contributions')
  // A school of the second page of names, which the other tests leave alone.
  const { schools } = await contributeSchools(page.request, { page: '2', 'results-per-page': '25' })
  const school = schools[3]!
  const before = await contributionOf(page.request, school.id)

  // The second contributor opens the same school first, at the version before the change.
  const otherContext = await browser.newContext()
  const other = await otherContext.newPage()
  await openHubPage(other, accountNamed('contributor2'), `/uniforms/contributions/${school.id}`)
  await expect(other.getByRole('heading', { level: 2, name: school.name })).toBeVisible()

  await page.goto(`/uniforms/contributions/${school.id}`)
  await expect(page.getByRole('heading', { level: 2, name: school.name })).toBeVisible()
  const details = page.getByRole('region', { name: 'Details' })
  await expect(details).toContainText(school.schoolType)
  await expect(details).toContainText(`${school.minAge}–${school.maxAge}`)
  await expect(details).toContainText(school.postcode)
  await expect(details).toContainText(school.externalId)
  const steps = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })
  await expect(steps.getByRole('heading', { level: 3 })).toHaveText(['General', 'Website', 'Uniform policy', 'Images', 'Submit'])
  await expect(page.getByLabel('Corrections')).toHaveAttribute('rows', '4')

  const website = freshWebsite('first')
  await page.getByRole('textbox', { name: 'Website' }).fill(website)
  await expect(page.getByRole('link', { name: 'Open the website in a new tab' })).toHaveAttribute('href', website)
  const policy = page.getByRole('group', { name: /distinctive clothing defined by a dress code or uniform policy/ })
  const wanted = before.school.uniformWorn === false ? 'Yes' : 'No'
  await policy.getByRole('radio', { name: wanted, exact: true }).check()
  await shot(page, 'contribution-edited')
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes(`/v1/uniforms/contributions/${school.id}`))
  await page.getByRole('button', { name: 'Submit', exact: true }).click()
  const request = await sent
  expect(request.headers()['if-match']).toBe(before.version)
  expect(request.postDataJSON()).toEqual({ website, uniformWorn: wanted === 'Yes' })
  // A write waits its turn on a busy machine (the client asks again when the service sheds it).
  await expect(page.getByRole('heading', { level: 2, name: 'Thanks for helping!' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Your submission is now being reviewed.')).toBeVisible()
  await expect(page.getByText('You can come back at any time to contribute again.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await shot(page, 'contribution-thanks')

  // The second contributor's change, made at the old version, meets the conflict; Submit stays off after it.
  await other.getByRole('group', { name: /distinctive clothing/ }).getByRole('radio', { name: 'Unknown', exact: true }).check()
  await other.getByRole('textbox', { name: 'Website' }).fill(freshWebsite('second'))
  await other.getByRole('button', { name: 'Submit', exact: true }).click()
  await expect(other.getByRole('alert').filter({ hasText: UNIFORM_CONFLICT })).toBeVisible({ timeout: 30_000 })
  await expect(other.getByRole('button', { name: 'Submit', exact: true })).toBeDisabled()
  await expect(other.getByRole('heading', { name: 'Thanks for helping!' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(other)
  await shot(other, 'contribution-conflict')

  const after = await contributionOf(page.request, school.id)
  expect(after.school.website).toBe(website)
  expect(after.school.uniformWorn).toBe(wanted === 'Yes')
  expect(after.version).not.toBe(before.version)

  // Back goes to the Contribute tab.
  await page.getByRole('link', { name: 'Back' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/uniforms/contributions')
  await expect(page.getByRole('table', { name: 'Schools' })).toBeVisible()
  await otherContext.close()
})

test('each step has its help; the screen is named, usable by keyboard and axe-clean; leaving with edits asks first', async ({ page }) => {
  await openHubPage(page, accountNamed('contributor'), '/uniforms/contributions')
  const { schools } = await contributeSchools(page.request, { page: '3', 'results-per-page': '25' })
  const school = schools[0]!
  await page.goto(`/uniforms/contributions/${school.id}`)
  await expect(page.getByRole('heading', { level: 2, name: school.name })).toBeVisible()
  // The Location map, drawn once its library has come.
  const location = page.getByRole('region', { name: 'Location' })
  await expect(location.getByRole('region', { name: `Map of where ${school.name} is` })).toBeVisible()
  await expect(location.getByText('Loading map...')).toHaveCount(0, { timeout: 20_000 })
  await expectNoSeriousA11yViolations(page)
  await shot(page, 'contribution-screen')

  for (const step of ['General', 'Website', 'Uniform policy', 'Images', 'Submit']) {
    await expect(page.getByRole('button', { name: `Help on ${step}` })).toBeVisible()
  }
  const help = page.getByRole('button', { name: 'Help on Uniform policy' })
  await expectModalDialog(page, 'contribution step help', openWith(page, 'contribution-help', help), { opener: help })

  // The policy toggle is a group of radios that arrow keys move through.
  const policy = page.getByRole('group', { name: /distinctive clothing/ })
  const checked = policy.getByRole('radio', { checked: true })
  await checked.focus()
  const first = await checked.getAttribute('value')
  await page.keyboard.press('ArrowRight')
  await expect(policy.getByRole('radio', { checked: true })).not.toHaveAttribute('value', first!)
  await expect(page.getByRole('radio', { checked: true })).toBeFocused()

  // An edit not sent: Cancel asks, and staying keeps the screen.
  await page.getByLabel('Corrections').fill('The school moved to a new site in 2024.')
  let asked = ''
  page.once('dialog', (dialog) => {
    asked = dialog.message()
    void dialog.dismiss()
  })
  await page.getByRole('link', { name: 'Cancel' }).click()
  expect(asked).toBe('You have unsaved changes, are you sure you want to leave?')
  await expect(page).toHaveURL((url) => url.pathname === `/uniforms/contributions/${school.id}`)
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/uniforms/contributions')
})

test('a website that is no web address is marked and nothing is sent; Submit with nothing changed says so', async ({ page }) => {
  await openHubPage(page, accountNamed('contributor'), '/uniforms/contributions')
  const { schools } = await contributeSchools(page.request, { page: '3', 'results-per-page': '25' })
  const school = schools[1]!
  await page.goto(`/uniforms/contributions/${school.id}`)
  await expect(page.getByRole('heading', { level: 2, name: school.name })).toBeVisible()
  const posts: string[] = []
  page.on('request', (request) => request.method() === 'POST' && request.url().includes('/v1/uniforms/contributions/') && posts.push(request.url()))

  await page.getByRole('button', { name: 'Submit', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Nothing to submit yet' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Website' }).fill('javascript:alert(1)')
  await expect(page.getByRole('link', { name: 'Open the website in a new tab' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Submit', exact: true }).click()
  await expect(page.getByText('Enter the address of a website')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Website' })).toHaveAttribute('aria-invalid', 'true')
  await expectNoSeriousA11yViolations(page)
  expect(posts).toEqual([])
})
