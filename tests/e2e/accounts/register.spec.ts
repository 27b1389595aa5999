// A new user registers, verifies by the emailed link and signs in; a user resets a forgotten password
// by the emailed link (spec-1 §7, spec-3 §2 "Verify page", §4 "Verify").

import { type APIRequestContext } from '@playwright/test'
import { expect, test } from '../support/test.js'
import { linkIn, readOutbox, waitForMail } from '../support/outbox.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { fillCredentials, openSignIn } from '../support/sign-in.js'

test('register, verify by the emailed link, then sign in', async ({ page }) => {
  const email = `new.investigator.${Date.now()}@police.example`
  const password = 'correct horse battery staple'
  const seen = readOutbox()
  await page.goto('/register')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Confirm password').fill(password)
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Byron')
  await page.getByLabel('Organisation').fill('Example Police')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/register/verify')
  await expect(page.getByText(email)).toBeVisible()

  // Before verifying, sign-in is refused.
  await openSignIn(page)
  await fillCredentials(page, email, password)
  await expect(page.getByRole('alert')).toContainText('verify your email')

  const mail = await waitForMail(email, /verify/i, seen)
  await page.goto(linkIn(mail, '/verify'))
  // Verified: on to /search, which sends a visitor who is not signed in to sign in.
  await expect(page).toHaveURL((url) => url.pathname === '/login')
  // The sign-in page says the link worked, once.
  await expect(page.getByRole('status').filter({ hasText: 'Your email address is verified: log in to continue.' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await fillCredentials(page, email, password)
  // A new account has no licence: the landing rule's last choice.
  await expect(page).toHaveURL((url) => url.pathname === '/settings')

  // The link works once only.
  const again = await page.request.post('/v1/register/verify', { form: { email, code: new URL(linkIn(mail, '/verify')).searchParams.get('code') ?? '' } })
  expect((await again.json()).result).toBe('ALREADY_VERIFIED')
})

/** A verified account of its own, made through the calls, so that no demo account's password changes. */
async function verifiedAccount(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const email = `forgetful.${Date.now()}@police.example`
  const password = 'the first passphrase 1'
  const seen = readOutbox()
  const registered = await request.post('/v1/register', { form: { email, password } })
  expect(registered.ok()).toBe(true)
  const link = new URL(linkIn(await waitForMail(email, /verify/i, seen), '/verify'))
  const verified = await request.post('/v1/register/verify', {
    form: { email, code: link.searchParams.get('code') ?? '' },
  })
  expect((await verified.json()).result).toBe('VERIFIED')
  return { email, password }
}

test('reset a forgotten password by the emailed link, then sign in with the new one', async ({ page }) => {
  const account = await verifiedAccount(page.request)
  const newPassword = 'a brand new passphrase 42'
  const seen = readOutbox()
  await openSignIn(page)
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/resetpassword')
  await page.getByLabel('Email').fill(account.email)
  await page.getByRole('button', { name: 'Send link' }).click()
  await expect(page.getByText(/we have sent a link/i)).toBeVisible()

  const mail = await waitForMail(account.email, /reset/i, seen)
  await page.goto(linkIn(mail, '/choosepassword'))
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm new password').fill(newPassword)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Your password has been changed.')).toBeVisible()

  await openSignIn(page)
  await fillCredentials(page, account.email, account.password)
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password.')
  await fillCredentials(page, account.email, newPassword)
  await expect(page).toHaveURL((url) => url.pathname === '/settings')
})
