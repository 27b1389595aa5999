// User trials (spec-3 §2, §4, §5, §8): the global admin creates a trial and finds it in the table, whose
// sorting, filter and paging live in the address; each bad value gets its message, and the service's
// refusal shows under the field it names; a trial's users page shows its empty text.

import { type Page } from '@playwright/test'
import { expect, test } from '../support/test.js'
import { accountNamed } from '../support/accounts.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { signIn } from '../support/sign-in.js'

/** A code no other test or run has used. */
const freshCode = (name: string) => `E2E-${name}-${Date.now().toString(36)}`

async function openTrials(page: Page) {
  await page.goto('/trials')
  await expect(page.getByRole('heading', { name: 'User Trials', level: 1 })).toBeVisible()
}

async function fillTrial(page: Page, code: string, from: string, until: string) {
  await page.getByLabel('Code', { exact: true }).fill(code)
  await page.getByLabel('Valid from').fill(from)
  await page.getByLabel('Valid until').fill(until)
}

test.beforeEach(async ({ page }) => {
  await signIn(page, accountNamed('admin'))
  await expect(page).not.toHaveURL(/\/login/)
})

test('the global admin creates a trial and sees it in the table', async ({ page }) => {
  await openTrials(page)
  // spec-3 §5: one month and VICTIM_ID unless the admin says otherwise.
  await expect(page.getByLabel('Trial months')).toHaveValue('1')
  await expect(page.getByLabel('Trial type')).toHaveValue('VICTIM_ID')
  const code = freshCode('create')
  await fillTrial(page, code, '2031-03-01', '2031-03-31')
  await page.getByLabel('Trial type').selectOption('AMPED')
  await page.getByRole('button', { name: 'Create trial' }).click()
  await expect(page.getByRole('status').filter({ hasText: `Trial ${code} created.` })).toBeVisible()

  const table = page.getByRole('table', { name: 'User trials' })
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: code }) })
  await expect(row.getByRole('cell')).toHaveText(['01 Mar, 2031', '31 Mar, 2031', '1', 'AMPED'])
  // The form is ready for the next one, with its defaults back.
  await expect(page.getByLabel('Code', { exact: true })).toHaveValue('')
  await expect(page.getByLabel('Trial months')).toHaveValue('1')

  // The prefix filter and the page size are in the address, so a reload shows the same rows.
  await table.getByRole('searchbox', { name: 'Filter Code' }).fill(code.slice(0, -2).toLowerCase())
  await expect(page).toHaveURL(/filtered=code\./)
  await page.getByLabel('Items per page').selectOption('50')
  await expect(page).toHaveURL(/resultSize=50/)
  await page.reload()
  await expect(page.getByRole('table', { name: 'User trials' }).getByRole('rowheader', { name: code })).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Filter Code' })).toHaveValue(code.slice(0, -2).toLowerCase())
  await page.getByRole('button', { name: 'Valid from' }).click()
  await expect(page).toHaveURL(/sorted=validFrom\.asc/)
  await expectNoSeriousA11yViolations(page)
})

test('a bad value gets its message, and a code already used is refused by the service', async ({ page }) => {
  await openTrials(page)
  const create = page.getByRole('button', { name: 'Create trial' })
  await create.click()
  await expect(page.getByRole('alert').filter({ hasText: 'The trial was not created: correct the fields marked below.' })).toBeVisible()
  await expect(page.getByLabel('Code', { exact: true })).toHaveAccessibleDescription(/Enter a sign-up code\./)
  await expect(page.getByLabel('Valid from')).toHaveAccessibleDescription('Enter the first day the code can be used.')
  await expect(page.getByLabel('Valid until')).toHaveAccessibleDescription('Enter the last day the code can be used.')

  await fillTrial(page, 'not a code!', '2031-05-10', '2031-05-01')
  await page.getByLabel('Trial months').fill('0')
  await expect(page.getByLabel('Code', { exact: true })).toHaveAccessibleDescription(/Use only letters, digits, - and _ in the code\./)
  await expect(page.getByLabel('Valid until')).toHaveAccessibleDescription('The last day must not be before the first day.')
  await expect(page.getByLabel('Trial months')).toHaveAccessibleDescription('Enter a whole number of months from 1 to 24.')
  await expect(page.getByLabel('Code', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expectNoSeriousA11yViolations(page)

  // A code another trial holds passes the form's checks: the service refuses it, and says so at the code.
  const taken = freshCode('taken')
  const made = await page.request.post('/v1/trials', { data: { code: taken, codeValidFrom: '2031-01-01', codeValidUntil: '2031-01-31' } })
  expect(made.status()).toBe(200)
  await fillTrial(page, taken, '2031-05-01', '2031-05-10')
  await page.getByLabel('Trial months').fill('3')
  await create.click()
  await expect(page.getByLabel('Code', { exact: true })).toHaveAccessibleDescription(/This code is already used by another trial\. Choose another code\./)
  await expect(page.getByLabel('Valid until')).not.toHaveAttribute('aria-invalid', 'true')
  // Changing the code clears the service's word on it.
  await page.getByLabel('Code', { exact: true }).fill(`${taken}-2`)
  await expect(page.getByLabel('Code', { exact: true })).not.toHaveAccessibleDescription(/already used/)
})

test("a trial's code opens its users, and the page shows its empty text", async ({ page }) => {
  const code = freshCode('users')
  const made = await page.request.post('/v1/trials', { data: { code, codeValidFrom: '2031-02-01', codeValidUntil: '2031-02-28', trialMonths: 2, trialType: 'OTHER' } })
  expect(made.status()).toBe(200)
  await openTrials(page)
  await page.getByRole('searchbox', { name: 'Filter Code' }).fill(code)
  await page.getByRole('link', { name: code }).click()
  await expect(page).toHaveURL(`/trial?code=${code}`)
  await expect(page.getByRole('heading', { name: `User Trial ${code}`, level: 1 })).toBeVisible()
  await expect(page.getByText('There are no users engaging with this trial at the moment.')).toBeVisible()
  await expect(page.getByRole('table', { name: 'Users of this trial' }).getByRole('columnheader')).toHaveText(['Email', 'Registered', 'Verified', 'Account expires'])
  await expect(page.getByRole('definition')).toHaveText(['01 Feb, 2031', '28 Feb, 2031', '2', 'OTHER'])
  await expectNoSeriousA11yViolations(page)

  // The address alone opens it for the admin: the edge serves the admin area's detail, not the sign-up.
  await page.reload()
  await expect(page.getByText('There are no users engaging with this trial at the moment.')).toBeVisible()
  await page.getByRole('link', { name: 'All user trials' }).click()
  await expect(page).toHaveURL('/trials')
})
