// Signing in (spec-1 §2.3, §2.4, §4.1, §8): every demo account, the emailed code, the error banner,
// an unreachable server, and which redirects are honoured.

import { type Page } from '@playwright/test'
import { expect, test } from '../support/test.js'
import { UNREACHABLE_URL } from '../servers.js'
import { accountNamed, demoAccounts, type DemoAccount } from '../support/accounts.js'
import { readOutbox, waitForMail } from '../support/outbox.js'
import { expectLanded, fillCredentials, openSignIn, signIn } from '../support/sign-in.js'

const LOGIN_CODE_SUBJECT = /login code/i

/** Reads the newest login code mailed to the account after `seen`, and enters it. */
async function enterMailedCode(page: Page, account: DemoAccount, seen: ReturnType<typeof readOutbox>) {
  const mail = await waitForMail(account.email, LOGIN_CODE_SUBJECT, seen)
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
  expect(code, `a six-digit code in:\n${mail.text}`).toBeTruthy()
  await page.getByLabel('Login code').fill(code as string)
  await page.getByRole('button', { name: 'Log in' }).click()
}

test('every demo account signs in and lands where the landing rule says', async ({ browser }) => {
  // Eleven sign-ins in one test, each a full-cost scrypt and two page loads.
  test.slow()
  const accounts = demoAccounts()
  expect(accounts.length).toBeGreaterThanOrEqual(11)
  for (const account of accounts) {
    await test.step(`${account.email} (${account.roles.join(', ') || 'no licence'})`, async () => {
      const context = await browser.newContext()
      const page = await context.newPage()
      const seen = readOutbox()
      await signIn(page, account)
      if (account.roles.includes('mfa')) await enterMailedCode(page, account, seen)
      await expectLanded(page, account.roles)
      await context.close()
    })
  }
})

test('the account with the emailed code signs in with the code read from the mail', async ({ page }) => {
  const account = accountNamed('mfa')
  const seen = readOutbox()
  await signIn(page, account)
  await expect(page.getByLabel('Login code')).toBeVisible()
  await expect(page).toHaveURL(/\/login/)
  await enterMailedCode(page, account, seen)
  await expect(page).toHaveURL((url) => url.pathname === '/search')
})

test('a wrong password shows the error banner and stays on sign-in', async ({ page }) => {
  const account = accountNamed('camid')
  await openSignIn(page)
  await fillCredentials(page, account.email, `${account.password}-wrong`)
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password.')
  await expect(page).toHaveURL(/\/login/)
})

test('a wrong login code shows the error banner', async ({ page }) => {
  const account = accountNamed('mfa')
  const seen = readOutbox()
  await signIn(page, account)
  await waitForMail(account.email, LOGIN_CODE_SUBJECT, seen)
  await page.getByLabel('Login code').fill('000000')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('alert')).toContainText('The login code is wrong or has expired.')
  await expect(page).toHaveURL(/\/login/)
})

test('with the upstream stopped, sign-in is tried 3 times and then says it cannot connect', async ({ page }) => {
  const attempts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/authenticate') attempts.push(request.url())
  })
  await openSignIn(page, { origin: UNREACHABLE_URL })
  await fillCredentials(page, 'investigator@demo.sightline.example', 'any password at all')
  await expect(page.getByRole('alert')).toHaveText('Cannot connect to the server.')
  expect(attempts).toHaveLength(3)
})

test('a redirect to another site is refused and the user lands on /search', async ({ page }) => {
  await signIn(page, accountNamed('investigator'), { query: `redirect=${encodeURIComponent('https://evil.example/')}` })
  await expect(page).toHaveURL((url) => url.origin !== 'https://evil.example' && url.pathname === '/search')
})

test('a redirect under /sso is honoured', async ({ page }) => {
  await signIn(page, accountNamed('investigator'), { query: `redirect=${encodeURIComponent('/sso/x')}` })
  await expect(page).toHaveURL((url) => url.pathname === '/sso/x')
})
