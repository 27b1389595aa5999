// The shell as signed-in users meet it (spec-1 §2.1, §2.2, §4.2–4.4): menus by role, restricted mode,
// the justification dialog, the inactivity limit and signing out.

import { type Page } from '@playwright/test'
import { expect, test } from '../support/test.js'
import { RESTRICTED_URL } from '../servers.js'
import { accountNamed, type DemoAccount } from '../support/accounts.js'
import { expectLanded, signIn } from '../support/sign-in.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { gate } from '../support/gate.js'

async function signInAndLand(page: Page, account: DemoAccount, origin?: string) {
  await signIn(page, account, origin ? { origin } : {})
  await expectLanded(page, account.roles)
}

/** The menu as the user sees it: each group heading with its item labels. */
async function menuOf(page: Page): Promise<Record<string, string[]>> {
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(menu).toBeVisible()
  return menu.evaluate((nav) => {
    const groups: Record<string, string[]> = {}
    for (const section of nav.querySelectorAll('section')) {
      const title = section.querySelector('h2')?.textContent?.trim() ?? ''
      groups[title] = [...section.querySelectorAll('li')].map((li) => li.textContent?.trim() ?? '')
    }
    return groups
  })
}

const ALWAYS = {
  Learn: ['Knowledge Base', 'Courses'],
  Support: ['Chat with us', 'Write to us'],
  Account: ['Settings', 'Licences'],
}

test('the menu of an investigator shows the search tools and nothing of the other roles', async ({ page }) => {
  await signInAndLand(page, accountNamed('investigator'))
  expect(await menuOf(page)).toEqual({
    Search: ['Search Everything', 'Big search', 'Similar Search', 'Saved Searches'],
    ...ALWAYS,
    'Extra Tools': ['ExifExtractor'],
  })
})

test('the menu of the global admin shows Camera ID and the Admin group', async ({ page }) => {
  await signInAndLand(page, accountNamed('admin'))
  expect(await menuOf(page)).toEqual({
    Search: ['Camera ID'],
    ...ALWAYS,
    'Extra Tools': ['ExifExtractor'],
    Admin: ['User Trials'],
  })
})

test('the menu of a Connect The Dots user adds that tool and no search', async ({ page }) => {
  await signInAndLand(page, accountNamed('ctd'))
  expect(await menuOf(page)).toEqual({
    ...ALWAYS,
    'Extra Tools': ['Connect The Dots', 'ExifExtractor'],
  })
})

test('restricted mode shows only the Search group and a version instead of the footer links', async ({ page }) => {
  await signInAndLand(page, accountNamed('investigator', 'restricted'), RESTRICTED_URL)
  expect(await menuOf(page)).toEqual({ Search: ['Search Everything', 'Big search', 'Saved Searches'] })
  await expect(page.getByRole('navigation', { name: 'Footer' })).toHaveCount(0)
  await expect(page.getByText(/^Version /)).toBeVisible()
})

test('the justification dialog blocks until at least 3 characters are set', async ({ page }) => {
  await signInAndLand(page, accountNamed('justification'))
  const dialog = page.getByRole('dialog', { name: 'Justification' })
  await expect(dialog).toBeVisible()
  const set = dialog.getByRole('button', { name: 'Set' })
  const field = dialog.getByRole('textbox')
  await expect(set).toBeDisabled()
  await field.fill('ab')
  await expect(set).toBeDisabled()
  // The page behind cannot be used while the dialog is open: a click on the logo never reaches it.
  await expect(page.getByRole('link', { name: 'Sightline home' }).click({ trial: true, timeout: 1_000 })).rejects.toThrow()
  await field.fill('Case 2026-0142')
  await expect(set).toBeEnabled()
  const call = page.waitForRequest((request) => request.url().includes('/v1/') && !!request.headers()['x-justification'])
  await field.press('Enter')
  await expect(dialog).toHaveCount(0)
  await expect(page.getByLabel('Justification')).toHaveValue('Case 2026-0142')
  // Every call now carries it: the SHOW IMAGES toggle makes one.
  await page.getByRole('switch', { name: 'Show images' }).click()
  expect((await call).headers()['x-justification']).toBe('Case 2026-0142')
})

test('idle for over 30 minutes signs the user out', async ({ page }) => {
  await page.clock.install()
  await signInAndLand(page, accountNamed('investigator'))
  await page.clock.fastForward('31:00')
  await expect(page).toHaveURL((url) => url.pathname === '/login')
  // The edge no longer treats this browser as signed in.
  await page.goto('/search')
  await expect(page).toHaveURL('/login?redirect=%2Fsearch')
})

test('logging out returns to /login and the edge no longer treats the browser as signed in', async ({ page }) => {
  await signInAndLand(page, accountNamed('investigator'))
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Log out' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/login')
  await page.goto('/searches')
  await expect(page).toHaveURL('/login?redirect=%2Fsearches')
  const check = await page.request.get('/v1/authenticate')
  expect((await check.json()).success).toBe(false)
})

test('a sign-out the service did not confirm says the user is still signed in, and Try Again signs out', async ({ page }) => {
  await signInAndLand(page, accountNamed('investigator'))
  await page.route('**/v1/logout', (route) => route.fulfill({ status: 500, json: { success: false, error: 'Something went wrong.' } }))
  await page.goto('/logout')
  await expect(page.getByRole('alert')).toContainText('You are still signed in: signing out failed. Something went wrong.')
  expect(new URL(page.url()).pathname).toBe('/logout')
  await expectNoSeriousA11yViolations(page)
  await page.unroute('**/v1/logout')
  await page.getByRole('button', { name: 'Try Again' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/login')
  await page.goto('/searches')
  await expect(page).toHaveURL('/login?redirect=%2Fsearches')
})

test('the sign-out page sends no page-view event, and a session already gone there still ends at sign-in', async ({ page }) => {
  await signInAndLand(page, accountNamed('investigator'))
  await page.waitForLoadState('networkidle')
  const events: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/v1/metrics/user')) events.push(new URL(page.url()).pathname)
  })
  // The service answers the sign-out as it does when the session has already ended.
  await page.route('**/v1/logout', (route) => route.fulfill({ status: 401, json: { success: false, error: 'Your session has ended. Please sign in again.' } }))
  await page.goto('/logout')
  await expect(page).toHaveURL((url) => url.pathname === '/login' && !url.search.includes('logout'))
  expect(events.filter((path) => path === '/logout'), 'no page-view event from the sign-out page').toEqual([])
  // The sign-in page's own calls may still be on their way as the test ends: the context is closed without them.
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})

test('a page sends its page-view event and checks its session once it is drawn; a session gone by then leads to sign-in', async ({ page, request }) => {
  await signInAndLand(page, accountNamed('investigator'))
  // The landing page's own calls are done before the page under test is opened.
  await page.waitForLoadState('networkidle')
  // Whether the page had drawn anything when each call went out (shared/shell/mountArea.tsx), noted by the page
  // as it sends each call, in the tab's sessionStorage: read once the page has left for sign-in, never from a route
  // handler, which on a busy machine may run after the page it would read has gone.
  await page.addInitScript(() => {
    const send = window.fetch
    window.fetch = (input, init) => {
      const sent: [string, string, boolean][] = JSON.parse(sessionStorage.getItem('sent-calls') ?? '[]')
      sent.push([location.pathname, String(input instanceof Request ? input.url : input), (document.getElementById('root')?.childElementCount ?? 0) > 0])
      sessionStorage.setItem('sent-calls', JSON.stringify(sent))
      return send(input, init)
    }
  })
  const events: unknown[] = []
  const pageViewSeen = gate()
  await page.route('**/v1/metrics/user', async (route) => {
    events.push(route.request().postDataJSON())
    pageViewSeen.open()
    await route.continue()
  })
  await page.route('**/v1/authenticate', async (route) => {
    if (route.request().method() !== 'GET') return route.continue()
    // The page leaves on this answer: the page-view event, which goes out with the check, is let through first
    // (or, should it never come, the expectations below say so).
    await Promise.race([pageViewSeen.passed, new Promise((resolve) => setTimeout(resolve, 30_000))])
    // The session ended after the edge served the page: the answer a browser without one gets, asked for by a
    // request context that holds no cookie.
    await route.fulfill({ response: await request.get('/v1/authenticate') })
  })
  await page.goto('/searches')
  await expect(page).toHaveURL(/\/login/, { timeout: 40_000 })
  expect(events).toContainEqual({ type: 'page', event: 'page-view', properties: { section: 'Saved Searches' } })
  // Read once the sign-in page stands: it may still be replacing the page it came from as its address shows.
  let sent: [string, string, boolean][] = []
  await expect(async () => {
    sent = await page.evaluate(() => JSON.parse(sessionStorage.getItem('sent-calls') ?? '[]'))
  }).toPass()
  const drawnWhenSent = (call: string) => sent.find(([path, url]) => path === '/searches' && url.includes(call))?.[2]
  expect({ pageView: drawnWhenSent('/v1/metrics/user'), sessionCheck: drawnWhenSent('/v1/authenticate') }).toEqual({ pageView: true, sessionCheck: true })
  // The sign-in page checks the session too: its answer may still be on its way as the test ends.
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})

test('"Chat with us" opens the chat panel, with no file to wait for: a message reaches support and the panel closes', async ({ page }) => {
  await signInAndLand(page, accountNamed('investigator'))
  // The panel is part of the area's first load (shared/shell/ChatPanelSlot.ts): once the page's later parts are
  // in, opening it asks for no file.
  await page.waitForLoadState('networkidle')
  const scripts: string[] = []
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()))
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Chat with us' }).click()
  const chat = page.getByRole('dialog', { name: 'Chat with us' })
  await expect(chat).toBeVisible()
  // The area's later parts, fetched when the page is first idle, may still be on their way on a busy machine:
  // none of the files asked for meanwhile is the chat's.
  for (const script of scripts) expect(await (await page.request.get(script)).text(), script).not.toContain('reached our support team')
  await expectNoSeriousA11yViolations(page)
  await chat.getByLabel('Message').fill('The map will not open on this case.')
  await chat.getByRole('button', { name: 'Send' }).click()
  const conversation = chat.getByRole('log', { name: 'Conversation' })
  await expect(conversation).toContainText('The map will not open on this case.')
  await expect(conversation).toContainText('your message has reached our support team')
  await chat.getByRole('button', { name: 'Close chat' }).press('Enter')
  await expect(chat).toHaveCount(0)
})
