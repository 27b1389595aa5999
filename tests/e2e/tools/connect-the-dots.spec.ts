// Connect The Dots (spec-2 §2, §6): the information page with its button to the deployment's CTD_URL, for the CTD
// role only.

import { expect, test } from '../support/test.js'
import { CTD_ADDRESS } from '../servers.js'
import { accountNamed } from '../support/accounts.js'
import { signedIn } from '../support/sign-in.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'

test('a CTD user opens the page from the menu; its button opens the CTD address in a new tab', async ({ page }) => {
  await signedIn(page, accountNamed('ctd'))
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Connect The Dots' }).click()
  await expect(page).toHaveURL(/\/ctd$/)
  await expect(page.getByRole('heading', { name: 'Connect The Dots' })).toBeVisible()
  const open = page.getByRole('link', { name: 'Open Connect The Dots (opens in a new tab)' })
  await expect(open).toHaveAttribute('href', CTD_ADDRESS)
  await expect(open).toHaveAttribute('target', '_blank')
  await expect(open).toHaveAttribute('rel', /noopener/)
  await open.focus()
  await expect(open).toBeFocused()
  await expectNoSeriousA11yViolations(page)
})

test('a user without the CTD role is refused the page, and no menu offers it', async ({ page }) => {
  await signedIn(page, accountNamed('investigator'))
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Connect The Dots' })).toHaveCount(0)
  await page.goto('/ctd')
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Open Connect The Dots/ })).toHaveCount(0)
})
