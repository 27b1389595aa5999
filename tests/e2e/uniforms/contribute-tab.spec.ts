// The Contribute tab in the browser (spec-3 §2 "Contribute tab", §4, §9): the table of schools with the spec's
// columns, 100 rows at first and 10 to 200 to choose; the Text search handed on a second after typing stops,
// with its help; the Regions tree; the state in the address, kept on reload; Update to a school's contribution
// screen, whose Cancel comes back to the tab as it was. Keyboard and axe-core.

import { expect, test } from '../support/test.js'
import { accountNamed } from '../support/accounts.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { UNIFORM_TEXT_HELP } from '../../../shared/api/types/constants/uniforms.js'
import { contributeSchools, openHubPage } from './contributing.js'

test('the table of schools: its columns, its row counts, the text search after a pause, the address kept on reload', async ({ page }) => {
  await openHubPage(page, accountNamed('contributor'), '/uniforms/contributions')
  const table = page.getByRole('table', { name: 'Schools' })
  await expect(table).toBeVisible({ timeout: 20_000 })
  await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Logos', 'Uniforms', 'Policy', 'Location', 'Website', 'Update'])
  const { schools, totalSchools } = await contributeSchools(page.request)
  expect(totalSchools).toBeGreaterThan(100)
  await expect(table.locator('tbody tr')).toHaveCount(100)
  await expect(table.getByRole('rowheader').first()).toHaveText(schools[0]!.name)
  const sizes = page.getByLabel('Items per page')
  await expect(sizes.locator('option')).toHaveText(['10', '25', '50', '100', '200'])
  await expect(sizes).toHaveValue('100')
  await expectNoSeriousA11yViolations(page)
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/contribute-tab.png`, fullPage: false })

  await sizes.selectOption('10')
  await expect(table.locator('tbody tr')).toHaveCount(10)
  await expect(page).toHaveURL(/resultSize=10/)

  // The text waits for a second's pause: one call for the whole word.
  const wanted = schools[5]!
  const word = wanted.name.split(' ')[0]!
  const text = page.getByRole('searchbox', { name: 'Text' })
  await expect(page.getByText(UNIFORM_TEXT_HELP)).toBeVisible()
  const asked: string[] = []
  page.on('request', (request) => request.url().includes('/v1/uniforms/contributions?') && asked.push(new URL(request.url()).searchParams.get('text') ?? ''))
  await text.pressSequentially(word, { delay: 50 })
  await expect(page).toHaveURL((url) => url.searchParams.get('text') === word)
  await expect(table.getByRole('rowheader').filter({ hasText: wanted.name }).first()).toBeVisible()
  expect(asked).toEqual([word])
  for (const name of await table.getByRole('rowheader').allTextContents()) expect(name.toLowerCase()).toContain(word.toLowerCase())

  // A reload shows the same rows: the address is the state.
  await page.reload()
  await expect(page.getByRole('searchbox', { name: 'Text' })).toHaveValue(word)
  await expect(page.getByLabel('Items per page')).toHaveValue('10')
  await expect(table.getByRole('rowheader').filter({ hasText: wanted.name }).first()).toBeVisible()
})

test('the Regions tree narrows the list to a region; Update opens the school, and Cancel comes back to the tab as it was', async ({ page }) => {
  await openHubPage(page, accountNamed('contributor'), '/uniforms/contributions')
  const table = page.getByRole('table', { name: 'Schools' })
  await expect(table).toBeVisible({ timeout: 20_000 })
  const regions = page.getByRole('group', { name: 'Regions' })
  const first = regions.getByRole('checkbox').first()
  const country = (await first.locator('xpath=..').textContent())!.trim()
  const all = await contributeSchools(page.request)
  await first.check()
  await expect(page).toHaveURL((url) => url.searchParams.has('regions'))
  const value = new URL(page.url()).searchParams.get('regions')!
  const narrowed = await contributeSchools(page.request, { region: value })
  expect(narrowed.totalSchools).toBeLessThan(all.totalSchools)
  await expect(page.getByText(new RegExp(`^${narrowed.totalSchools.toLocaleString('en-GB')} schools?$`))).toBeVisible()
  for (const school of narrowed.schools.slice(0, 5)) expect(school.region[0]).toBe(country)
  await expectNoSeriousA11yViolations(page)

  // Update, by keyboard: the school's contribution screen.
  const school = narrowed.schools[0]!
  const update = table.getByRole('link', { name: `Update ${school.name}` }).first()
  await update.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL((url) => url.pathname === `/uniforms/contributions/${school.id}`)
  await expect(page.getByRole('heading', { level: 2, name: school.name })).toBeVisible()
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/uniforms/contributions' && url.searchParams.get('regions') === value)
  await expect(page.getByRole('group', { name: 'Regions' }).getByRole('checkbox').first()).toBeChecked()
})
