// The settings page (spec-3 §2, §4): the user's name saved, the unsaved-changes prompt on leaving, and the
// API key rotated, shown monospaced with its underscore seen, after which the new key reads from the service
// with x-api-key.

import { expect, test } from '../support/test.js'
import { accountNamed } from '../support/accounts.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { signIn } from '../support/sign-in.js'
import { expectSecretReadable } from './secretText.js'

test.beforeEach(async ({ page }) => {
  // The camid account: its key and name are changed here, and no other browser test relies on them.
  await signIn(page, accountNamed('camid'))
  await expect(page).not.toHaveURL(/\/login/)
  await page.goto('/settings')
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
})

test('a name change asks before leaving, and is saved', async ({ page }) => {
  const first = page.getByLabel('First name')
  await expect(first).toBeEditable()
  await first.fill(`Sam ${Date.now()}`)
  const asked: string[] = []
  page.once('dialog', (dialog) => {
    asked.push(dialog.message())
    void dialog.dismiss()
  })
  await page.getByRole('link', { name: 'Licences' }).click()
  expect(asked).toEqual(['You have unsaved changes, are you sure you want to leave?'])
  await expect(page).toHaveURL(/\/settings$/)

  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your name was saved.' })).toBeVisible()
  const saved = await first.inputValue()
  await page.reload()
  await expect(page.getByLabel('First name')).toHaveValue(saved)
  await expectNoSeriousA11yViolations(page)
})

test('the API key rotates, and the new key authenticates a GET with x-api-key', async ({ page, playwright }) => {
  await page.getByRole('button', { name: /^(Rotate|Create) API key$/ }).click()
  await expect(page.getByRole('status').filter({ hasText: 'API Key successfully rotated.' })).toBeVisible()
  const key = await page.getByLabel('Your new API key').inputValue()
  expect(key.length).toBeGreaterThan(20)
  // Copied by eye as well as by button: monospaced, the underscore after its 'sl' mark drawn.
  await expectSecretReadable(page.getByLabel('Your new API key'))
  await page.getByRole('region', { name: 'API key' }).screenshot({ path: test.info().outputPath('api-key.png') })
  await expectNoSeriousA11yViolations(page)

  // A client with no cookies: the key alone.
  const client = await playwright.request.newContext({ baseURL: new URL(page.url()).origin })
  const reply = await client.get('/v1/authenticate/api-key', { headers: { 'x-api-key': key } })
  expect(reply.status()).toBe(200)
  const without = await client.get('/v1/authenticate/api-key')
  expect(without.status()).toBe(401)
  await client.dispose()

  // Shown once: the page asked again shows only the key's first characters.
  await page.reload()
  await expect(page.getByLabel('Your API key', { exact: true })).toHaveValue(/…$/)
})
