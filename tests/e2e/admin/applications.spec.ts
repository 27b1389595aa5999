// Applications (spec-3 §2, §4, §5, §6, §8): the global admin creates one and sees its secret once, monospaced
// with its underscores drawn, approves another's in bulk, deactivates and deletes with a result per id (the
// refused ones stay selected with their reasons), and cannot approve one changed since the list was loaded; an
// AppCreator finds the panel on the settings page with only their own applications.

import { type Browser, type Page } from '@playwright/test'
import { expect, test } from '../support/test.js'
import { accountNamed } from '../support/accounts.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { signedIn, signIn } from '../support/sign-in.js'
import { expectSecretReadable, glyphWidths } from './secretText.js'

/** The application every demo service starts with, the admin's and already active. */
const DEMO_APPLICATION = 'Demo partner tool'

const stamp = () => Date.now().toString(36)

/** Creates an application through the service as the signed-in user; returns its id. */
async function createThroughService(page: Page, name: string): Promise<number> {
  const reply = await page.request.post('/v1/applications', {
    data: { name, description: `Made by a browser test: ${name}`, callbackURL: 'https://tool.example/callback' },
  })
  expect(reply.status()).toBe(200)
  return ((await reply.json()) as { application: { id: number } }).application.id
}

/**
 * The AppCreator in a browser of their own: no one approves their own application, so the applications the
 * admin approves are theirs. Each test deletes what it made, as the AppCreator's own test lists theirs alone.
 */
async function creatorPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await signedIn(page, accountNamed('appcreator'))
  return page
}

const table = (page: Page) => page.getByRole('table', { name: 'Applications' })
const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) })
const selectBox = (page: Page, name: string) => page.getByRole('checkbox', { name: `Select ${name}`, exact: true })

test.describe('the global admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, accountNamed('admin'))
    await expect(page).not.toHaveURL(/\/login/)
  })

  test('creates an application and sees its secret once', async ({ page, context }) => {
    test.slow() // a long flow, with three accessibility checks
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/applications')
    await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible()
    await expect(rowOf(page, DEMO_APPLICATION)).toBeVisible()
    await page.getByRole('button', { name: 'New application' }).click()
    const dialog = page.getByRole('dialog', { name: 'New application' })
    await expect(dialog.getByLabel('Name')).toBeFocused()

    // spec-3 §5: name, description and callback URL are required; the addresses must be safe to send users to.
    await dialog.getByRole('button', { name: 'Create application' }).click()
    await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription("Enter the application's name.")
    await expect(dialog.getByLabel('Description')).toHaveAccessibleDescription('Describe what the application does.')
    await expect(dialog.getByLabel('Callback URL')).toHaveAccessibleDescription(/^Enter the callback URL\./)
    const name = `Case tool ${stamp()}`
    await dialog.getByLabel('Name').fill(name)
    await dialog.getByLabel('Description').fill('Links case files to Sightline searches.')
    await dialog.getByLabel('Callback URL').fill('http://tool.example/callback')
    await expect(dialog.getByLabel('Callback URL')).toHaveAccessibleDescription(/^Use an https address \(http only to 127\.0\.0\.1, \[::1\] or localhost\)\./)
    await dialog.getByLabel('Callback URL').fill('https://tool.example/callback')
    await dialog.getByLabel('Post-logout redirect URI (optional)').fill('http://localhost:8080/signed-out')
    await expectNoSeriousA11yViolations(page)
    await dialog.getByRole('button', { name: 'Create application' }).click()

    const created = page.getByRole('dialog', { name: `${name} created` })
    await expect(created.getByText('Copy the client secret now: it will not be shown again.')).toBeVisible()
    const secret = await created.getByRole('textbox', { name: 'Client secret' }).inputValue()
    const clientId = await created.getByRole('textbox', { name: 'Client ID' }).inputValue()
    expect(secret.length).toBeGreaterThan(20)
    // Copied by eye as well as by button: monospaced, the underscore after its 'slcs' mark drawn.
    await expectSecretReadable(created.getByRole('textbox', { name: 'Client secret' }))
    expect((await glyphWidths(created.getByRole('textbox', { name: 'Client ID' }))).narrow).toBeCloseTo(
      (await glyphWidths(created.getByRole('textbox', { name: 'Client ID' }))).wide,
      1,
    )
    await created.screenshot({ path: test.info().outputPath('application-credentials.png') })
    await created.getByRole('button', { name: 'Copy client secret' }).click()
    await expect(created.getByRole('button', { name: 'Copy client secret' })).toHaveText('Copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret)
    await expectNoSeriousA11yViolations(page)
    await created.getByRole('button', { name: 'Done' }).click()
    await expect(page.getByRole('button', { name: 'New application' })).toBeFocused()

    const row = rowOf(page, name)
    await expect(row).toContainText(clientId)
    await expect(row).toContainText('Pending approval')
    const { narrow, wide } = await glyphWidths(row.getByText(clientId, { exact: true }))
    expect(narrow, 'the client id in the list is monospaced too').toBeCloseTo(wide, 1)
    await expect(page.getByText(secret)).toHaveCount(0)
    // Reloading shows it no more: the service keeps only its hash.
    await page.reload()
    await expect(rowOf(page, name)).toContainText(clientId)
    expect(await page.content()).not.toContain(secret)
    await expectNoSeriousA11yViolations(page)
  })

  test('approves in bulk, deactivates and deletes, with a result per id', async ({ page, browser }) => {
    test.slow() // a long flow, with two accessibility checks
    const name = `Bulk tool ${stamp()}`
    const gone = `Gone tool ${stamp()}`
    const creator = await creatorPage(browser)
    await createThroughService(creator, name)
    const goneId = await createThroughService(creator, gone)
    await creator.context().close()
    await page.goto('/applications')
    await expect(rowOf(page, name)).toContainText('Pending approval')

    // The pending one is approved; the demo one, active already, is refused and stays selected.
    await selectBox(page, name).check()
    await selectBox(page, DEMO_APPLICATION).check()
    await expect(page.getByText('2 selected')).toBeVisible()
    await page.getByRole('button', { name: 'Approve', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Approved 1 application.' })).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: `1 application could not be approved: ${DEMO_APPLICATION} (id ` })).toContainText(
      'This application is already approved.',
    )
    await expect(rowOf(page, name)).toContainText('Active')
    await expect(rowOf(page, name)).toContainText(accountNamed('admin').email)
    await expect(rowOf(page, DEMO_APPLICATION)).toContainText('This application is already approved.')
    await expect(selectBox(page, name)).not.toBeChecked()
    await expect(selectBox(page, DEMO_APPLICATION)).toBeChecked()
    await expectNoSeriousA11yViolations(page)

    // Deactivated: the demo one is unselected first, so that other tests keep it active.
    await selectBox(page, DEMO_APPLICATION).uncheck()
    await selectBox(page, name).check()
    await page.getByRole('button', { name: 'Deactivate', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Deactivated 1 application.' })).toBeVisible()
    await expect(rowOf(page, name)).toContainText('Inactive')
    await page.reload()
    await expect(rowOf(page, name)).toContainText('Inactive')

    // One of the two is deleted elsewhere meanwhile: that id is refused as not found, and stays selected.
    await selectBox(page, name).check()
    await selectBox(page, gone).check()
    const elsewhere = await page.request.delete('/v1/applications', { data: { ids: [goneId] } })
    expect(elsewhere.status()).toBe(200)
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete applications' })
    await expect(confirm).toHaveAccessibleDescription(/^Delete 2 applications\?/)
    await expectNoSeriousA11yViolations(page)
    await confirm.getByRole('button', { name: 'Delete 2 applications' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Deleted 1 application.' })).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: `1 application could not be deleted: ${gone} (id ${goneId}): This application could not be found.` })).toBeVisible()
    await expect(rowOf(page, name)).toHaveCount(0)
    await expect(selectBox(page, gone)).toBeChecked()
    await expect(rowOf(page, gone)).toContainText('This application could not be found.')
    await expect(page.getByText('1 selected')).toBeVisible()
  })

  test('does not approve an application its creator changed after the list was loaded', async ({ page, browser }) => {
    const name = `Changed tool ${stamp()}`
    const creator = await creatorPage(browser)
    const id = await createThroughService(creator, name)
    await page.goto('/applications')
    await expect(rowOf(page, name)).toContainText('https://tool.example/callback')

    // spec-3 §4: the callback the admin sees is the one approved; a new one, sent meanwhile, waits for review.
    const moved = await creator.request.post(`/v1/applications/${id}`, {
      data: { name, description: `Made by a browser test: ${name}`, callbackURL: 'https://elsewhere.example/callback' },
    })
    expect(moved.status()).toBe(200)
    await creator.context().close()
    await selectBox(page, name).check()
    await page.getByRole('button', { name: 'Approve', exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: `1 application could not be approved: ${name} (id ${id})` })).toContainText(
      'This application has changed since you reviewed it',
    )
    await expect(rowOf(page, name)).toContainText('Pending approval')

    await page.reload()
    await expect(rowOf(page, name)).toContainText('https://elsewhere.example/callback')
    await selectBox(page, name).check()
    await page.getByRole('button', { name: 'Approve', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Approved 1 application.' })).toBeVisible()
    expect((await page.request.delete('/v1/applications', { data: { ids: [id] } })).status()).toBe(200)
  })
})

test.describe('an AppCreator', () => {
  test('sees the panel on /settings with only their own applications', async ({ page }) => {
    test.slow() // a long flow, with two accessibility checks
    await signIn(page, accountNamed('appcreator'))
    await expect(page).not.toHaveURL(/\/login/)
    await page.goto('/settings')
    const panel = page.getByRole('region', { name: 'Applications' })
    await expect(panel).toBeVisible()
    const name = `Creator tool ${stamp()}`
    await panel.getByRole('button', { name: 'New application' }).click()
    const dialog = page.getByRole('dialog', { name: 'New application' })
    await dialog.getByLabel('Name').fill(name)
    await dialog.getByLabel('Description').fill('A creator’s own tool.')
    await dialog.getByLabel('Callback URL').fill('http://127.0.0.1:9000/callback')
    await dialog.getByRole('button', { name: 'Create application' }).click()
    await page.getByRole('dialog', { name: `${name} created` }).getByRole('button', { name: 'Done' }).click()

    await expect(rowOf(page, name)).toContainText(accountNamed('appcreator').email)
    // Only their own: the admin's demo application is not listed, and approving is the admin's alone.
    await expect(rowOf(page, DEMO_APPLICATION)).toHaveCount(0)
    await expect(table(page).getByRole('rowheader')).toHaveText([name])
    await expect(panel.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0)
    await expect(panel.getByRole('button', { name: 'Activate', exact: true })).toBeDisabled()
    await expectNoSeriousA11yViolations(page)

    // Editing: the form starts from the application's fields.
    await page.getByRole('button', { name: `Edit ${name}` }).click()
    const edit = page.getByRole('dialog', { name: `Edit ${name}` })
    await expect(edit.getByLabel('Callback URL')).toHaveValue('http://127.0.0.1:9000/callback')
    await edit.getByLabel('Description').fill('A creator’s own tool, renamed.')
    await edit.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('status').filter({ hasText: `Application ${name} saved.` })).toBeVisible()
    await expect(rowOf(page, name)).toContainText('renamed')

    // The page of its own holds the same panel.
    await page.goto('/applications')
    await expect(page.getByRole('heading', { name: 'Your applications' })).toBeVisible()
    await expect(table(page).getByRole('rowheader')).toHaveText([name])
    await expectNoSeriousA11yViolations(page)
  })

  test('is the only one besides the admin: an investigator has no panel', async ({ page }) => {
    await signIn(page, accountNamed('investigator'))
    await expect(page).not.toHaveURL(/\/login/)
    await page.goto('/settings')
    await expect(page.getByRole('region', { name: 'API key' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Applications' })).toHaveCount(0)
  })
})
