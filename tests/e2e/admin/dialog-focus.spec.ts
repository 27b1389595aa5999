// The admin area's dialogs hold the keyboard (issue 30 §10): a new application's form and the credentials
// it shows next, the question before applications are deleted, the questions before an email or domain is
// removed from a licence and before a role is withdrawn from it, and the justification asked before an audit
// export and a usage report. Each takes focus, keeps Tab and Shift+Tab among its own controls, holds the page
// still, reads clean to axe-core and, on Escape, closes and gives focus back to the control that opened it.

import { type Page } from '@playwright/test'
import { expect, test } from '../support/test.js'
import { accountNamed } from '../support/accounts.js'
import { expectModalDialog, openWith } from '../support/dialogs.js'
import { signIn } from '../support/sign-in.js'

/** A name no other test or run has used. */
const fresh = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`

test.beforeEach(async ({ page }) => {
  // A sign-in hashes a password, and every dialog is tabbed round twice and read whole by axe-core.
  test.slow()
  await signIn(page, accountNamed('admin'))
  await page.waitForURL((url) => url.pathname !== '/login')
})

/** The Demo licence's id, as the signed-in global admin lists it. */
async function demoLicenceId(page: Page): Promise<number> {
  const listed = (await (await page.request.get('/v1/licences')).json()) as { licences: { id: number; name: string }[] }
  const demo = listed.licences.find((licence) => licence.name === 'Demo licence')
  expect(demo, 'the demo service has its Demo licence').toBeDefined()
  return demo!.id
}

test('a new application’s form, its credentials and the question before it is deleted hold focus', async ({ page }) => {
  await page.goto('/applications')
  await expect(page.getByRole('table', { name: 'Applications' })).toBeVisible()
  const create = page.getByRole('button', { name: 'New application' })
  await expectModalDialog(page, 'new application', openWith(page, 'new-application', create), { opener: create })

  // The credentials come next in the same dialog: Escape leaves them too, with focus back on New application.
  const name = `Dialog tool ${fresh()}`
  await expectModalDialog(
    page,
    'new application',
    async () => {
      await create.click()
      const form = page.getByRole('dialog', { name: 'New application' })
      await form.getByLabel('Name').fill(name)
      await form.getByLabel('Description').fill('Made to check the dialog holds focus.')
      await form.getByLabel('Callback URL').fill('https://tool.example/callback')
      await form.getByRole('button', { name: 'Create application' }).click()
      await expect(page.getByRole('dialog', { name: `${name} created` })).toBeVisible()
      if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/dialog-application-created.png` })
    },
    { opener: create },
  )

  const row = page.getByRole('table', { name: 'Applications' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) })
  await expect(row).toHaveCount(1)
  await page.getByRole('checkbox', { name: `Select ${name}`, exact: true }).check()
  const remove = page.getByRole('group', { name: 'Selected applications' }).getByRole('button', { name: 'Delete', exact: true })
  await expectModalDialog(page, 'delete application', openWith(page, 'delete-application', remove), { opener: remove })
  // Escape deleted nothing; confirming does, so the test leaves no application behind.
  await expect(row).toHaveCount(1)
  await remove.click()
  await page.getByRole('dialog', { name: 'Delete application' }).getByRole('button', { name: 'Delete application' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Deleted 1 application.' })).toBeVisible()
  await expect(row).toHaveCount(0)
})

test('the questions before an email is removed from a licence and before a role is withdrawn hold focus', async ({ page }) => {
  const stamp = fresh()
  const name = `E2E dialogs ${stamp}`
  const email = `kept.${stamp}@force.example`
  const made = await page.request.post('/v1/licences', { data: { name, maxSeats: 2, expiresAt: '2031-12-31' } })
  expect(made.status()).toBe(200)
  const id = ((await made.json()) as { licence: { id: number } }).licence.id
  expect((await page.request.post(`/v1/licences/${id}/available-roles/MetadataSearch`)).status()).toBe(200)
  expect((await page.request.post(`/v1/licences/${id}/entities`, { data: { type: 'Email', value: email } })).status()).toBe(200)
  await page.goto(`/licences/${id}`)
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()

  const remove = page
    .getByRole('table', { name: 'Emails and domains on this licence' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: email, exact: true }) })
    .getByRole('button', { name: `Remove ${email}` })
  await expectModalDialog(page, 'remove from licence', openWith(page, 'remove-from-licence', remove), { opener: remove })
  await expect(remove, 'Escape removed nothing').toBeVisible()

  // The same screen's other question, drawn by the same file: clearing an offered role asks before withdrawing it.
  const offered = page.getByRole('group', { name: 'Roles offered on this licence' }).getByRole('checkbox', { name: 'MetadataSearch', exact: true })
  await expectModalDialog(page, 'remove from licence', openWith(page, 'withdraw-role', offered), { opener: offered })
  await expect(offered, 'Escape withdrew nothing').toBeChecked()
})

test('the justification asked before an audit export holds focus', async ({ page }) => {
  const id = await demoLicenceId(page)
  await page.goto(`/licences/${id}/audit`)
  await expect(page.getByRole('heading', { name: 'Audit', level: 1 })).toBeVisible()
  // Every entry of the last 30 days: the results and the export buttons show once filters are submitted.
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ')
  await page.getByRole('textbox', { name: 'From' }).fill(day(Date.now() - 30 * 24 * 3_600_000))
  await page.getByRole('textbox', { name: 'To' }).fill(day(Date.now() + 3_600_000))
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('table', { name: 'Audit entries' })).toBeVisible()
  const exportCsv = page.getByRole('button', { name: 'Export as CSV' })
  await expectModalDialog(page, 'audit export justification', openWith(page, 'audit-export-justification', exportCsv), { opener: exportCsv })
})

test('the justification asked before a usage report holds focus', async ({ page }) => {
  const id = await demoLicenceId(page)
  await page.goto(`/licences/${id}/usage`)
  // The usage drawn first: the page then holds its charts and users below the range, as a person finds it.
  await expect(page.getByRole('region', { name: 'Users', exact: true })).toBeVisible()
  const download = page.getByRole('region', { name: 'Reports' }).getByRole('button', { name: 'Download PDF' })
  await expect(download).toBeEnabled()
  await expectModalDialog(page, 'usage export justification', openWith(page, 'usage-export-justification', download), { opener: download })
})
