// The easter-egg quiz (spec-3 §2, §4, §5): join, q1, red and tada, the step in the URL; a wrong first answer goes
// back to join with "Nope, sorry.", a wrong colour warns and stays.

import { expect, test } from '../support/test.js'
import { accountNamed } from '../support/accounts.js'
import { signedIn } from '../support/sign-in.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'

test.beforeEach(async ({ page }) => {
  await signedIn(page, accountNamed('investigator'))
})

test('a wrong first answer goes back to join with "Nope, sorry."', async ({ page }) => {
  await page.goto('/egg')
  await page.getByRole('link', { name: 'Join the quiz' }).click()
  await expect(page).toHaveURL(/\/egg\/join$/)
  await expect(page.getByText('Nope, sorry.')).toHaveCount(0)
  await page.getByRole('link', { name: 'Start with the first question' }).click()
  await expect(page).toHaveURL(/\/egg\/q1$/)
  await expectNoSeriousA11yViolations(page)
  await page.getByText('unique across every camera ever made').click()
  await expect(page.getByRole('radio', { name: 'unique across every camera ever made' })).toBeChecked()
  await page.getByRole('button', { name: 'Answer' }).click()
  await expect(page).toHaveURL(/\/egg\/join$/)
  await expect(page.getByRole('alert')).toHaveText('Nope, sorry.')
  await expectNoSeriousA11yViolations(page)
})

test('the right answers lead through red to tada; a wrong colour warns and stays on red', async ({ page }) => {
  await page.goto('/egg/q1')
  // By keyboard: the choices are radio buttons under their question.
  await page.getByRole('radio', { name: 'unique across every camera ever made' }).focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('radio', { name: 'only unique in combination with Make and Model' })).toBeChecked()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/egg\/red$/)

  const colour = page.getByLabel('Red and green light together on a screen make which colour?')
  await colour.fill('orange')
  await colour.press('Enter')
  await expect(page.getByRole('alert')).toContainText('Not quite')
  await expect(page).toHaveURL(/\/egg\/red$/)
  await expectNoSeriousA11yViolations(page)

  await colour.fill('YeLLow')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await colour.press('Enter')
  await expect(page).toHaveURL(/\/egg\/tada$/)
  await expect(page.getByRole('heading', { name: 'Tada!' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
