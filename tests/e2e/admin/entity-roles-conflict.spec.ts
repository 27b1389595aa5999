// Two pages of one licence (spec-3 §4 "Licences"): a role changed on the first, then on the second, which
// loaded before that change; the service refuses the second over the version it showed (412), the second
// page says so plainly with a Reload action, and after the reload it shows the first change and may change
// the roles again. The screen showing the refusal passes the accessibility check and is used by keyboard.

import { type Page } from '@playwright/test'
import { expect, test } from '../support/test.js'
import { accountNamed } from '../support/accounts.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { signedIn } from '../support/sign-in.js'

const entitiesTable = (page: Page) => page.getByRole('table', { name: 'Emails and domains on this licence' })
const entityRow = (page: Page, value: string) => entitiesTable(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: value, exact: true }) })
const roleBox = (page: Page, value: string, role: string) => entityRow(page, value).getByRole('checkbox', { name: role, exact: true })

/** A licence offering two roles, with one domain holding neither; made through the service as the global admin. */
async function licenceWithDomain(page: Page, name: string, domain: string): Promise<number> {
  const made = await page.request.post('/v1/licences', { data: { name, maxSeats: 2, expiresAt: '2031-12-31' } })
  expect(made.status()).toBe(200)
  const id = ((await made.json()) as { licence: { id: number } }).licence.id
  for (const role of ['MetadataSearch', 'UsageStats']) expect((await page.request.post(`/v1/licences/${id}/available-roles/${role}`)).status()).toBe(200)
  expect((await page.request.post(`/v1/licences/${id}/entities`, { data: { type: 'Domain', value: domain } })).status()).toBe(200)
  return id
}

test('a role change from a page older than another change is refused, says so, and Reload shows the other change', async ({ page, browser }) => {
  test.slow() // two browsers and an accessibility check
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`
  const name = `E2E conflict ${stamp}`
  const domain = `unit-${stamp}.example`
  await signedIn(page, accountNamed('admin'))
  const id = await licenceWithDomain(page, name, domain)
  const second = await (await browser.newContext()).newPage()
  await signedIn(second, accountNamed('admin'))
  for (const each of [page, second]) {
    await each.goto(`/licences/${id}`)
    await expect(roleBox(each, domain, 'UsageStats')).not.toBeChecked()
  }

  await roleBox(page, domain, 'MetadataSearch').check()
  await expect(page.getByRole('status').filter({ hasText: `MetadataSearch granted to ${domain}.` })).toBeVisible()

  // The second page still shows the domain as it was when it loaded: its change is refused, not laid over the first.
  await roleBox(second, domain, 'UsageStats').focus()
  await second.keyboard.press('Space')
  const notice = second.getByRole('alert').filter({ hasText: `Someone else has changed the roles of ${domain} since this page loaded.` })
  await expect(notice.getByText(`Someone else has changed the roles of ${domain} since this page loaded. Reload to see their change, then try again.`, { exact: true })).toBeVisible()
  await expect(roleBox(second, domain, 'UsageStats')).not.toBeChecked()
  await expect(roleBox(second, domain, 'MetadataSearch')).not.toBeChecked()
  const reload = notice.getByRole('button', { name: 'Reload', exact: true })
  await expect(reload).toBeVisible()
  await expectNoSeriousA11yViolations(second)
  if (process.env.E2E_SHOTS) await second.screenshot({ path: `${process.env.E2E_SHOTS}/entity-roles-conflict.png` })

  // By keyboard: the notice sits above the table, so Shift+Tab from the box just used reaches Reload; Enter presses it.
  for (let i = 0; i < 30 && !(await reload.evaluate((button) => button === document.activeElement)); i++) await second.keyboard.press('Shift+Tab')
  await expect(reload).toBeFocused()
  await second.keyboard.press('Enter')
  await expect(notice).toHaveCount(0)
  await expect(roleBox(second, domain, 'MetadataSearch')).toBeChecked()
  await roleBox(second, domain, 'UsageStats').check()
  await expect(second.getByRole('status').filter({ hasText: `UsageStats granted to ${domain}.` })).toBeVisible()

  await page.reload()
  await expect(roleBox(page, domain, 'MetadataSearch')).toBeChecked()
  await expect(roleBox(page, domain, 'UsageStats')).toBeChecked()
  await second.context().close()
})
