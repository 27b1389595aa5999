// Every screen of the public and search areas, as drawn in the browser, has no serious or critical
// accessibility violation (axe-core), signed out, signed in, and on each guard outcome.

import { expect, test } from '../support/test.js'
import { accountNamed } from '../support/accounts.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { expectLanded, signIn } from '../support/sign-in.js'
import { demoSightingsReady } from '../support/sightings.js'
import { RESTRICTED_URL } from '../servers.js'

test('the signed-out pages: sign-in, registration, password reset and not-found', async ({ page }) => {
  for (const [path, heading] of [
    ['/login', /sign in|log in/i],
    ['/register', /register|create/i],
    ['/resetpassword', /password/i],
    ['/no/such/page', "Sorry, but there's nothing here."],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  }
})

test('the search area: prompt, list, gallery, map, saved searches, similar search and a sighting', async ({ page }) => {
  // Seven screens, each read whole by axe-core: more than one screen's time.
  test.setTimeout(90_000)
  await signIn(page, accountNamed('investigator'))
  await expect(page).toHaveURL((url) => url.pathname === '/search')
  await demoSightingsReady(page.request)
  await expect(page.getByText('Search with...')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  for (const format of ['list', 'grid', 'map']) {
    await page.goto(`/search?make=Canon&format=${format}`)
    await expect(page.getByRole('status').filter({ hasText: /results?$/ }).first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  }
  await page.goto('/search?make=Canon&format=list')
  const firstResult = page.getByRole('link', { name: /sighting/i }).first()
  const href = await firstResult.getAttribute('href')
  await page.goto(href ?? '/search')
  await expect(page.getByRole('heading', { name: 'Sighting' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Dates' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.goto('/searches')
  await expect(page.getByRole('heading').first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.goto('/similar')
  await expect(page.getByRole('heading').first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('the guard outcomes: access denied, and a page deactivated in restricted mode', async ({ page }) => {
  const camid = accountNamed('camid')
  await signIn(page, camid)
  // Landed first: a page asked for while the sign-in still moves the browser on is cut short by it.
  await expectLanded(page, camid.roles)
  await page.goto('/search')
  await expect(page.getByRole('heading').first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.goto(`${RESTRICTED_URL}/camid`)
  await expect(page.getByRole('heading').first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('the check itself fails on a serious violation: a field without a label', async ({ page }) => {
  await page.setContent('<!doctype html><html lang="en"><title>t</title><main><input type="text"></main></html>')
  const outcome = await expectNoSeriousA11yViolations(page).then(() => 'passed', (error: Error) => error.message)
  expect(outcome).toContain('label')
})

test('the check reads the page as it is now when run again on it, and reads inside a frame', async ({ page }) => {
  await page.setContent('<!doctype html><html lang="en"><title>t</title><main><label>Name <input type="text"></label></main></html>')
  await expectNoSeriousA11yViolations(page)
  // The same document, axe-core already in it: the field added since is read.
  await page.locator('main').evaluate((main) => main.insertAdjacentHTML('beforeend', '<input type="text">'))
  expect(await expectNoSeriousA11yViolations(page).then(() => 'passed', (error: Error) => error.message)).toContain('label')
  await page.setContent('<!doctype html><html lang="en"><title>t</title><main><iframe title="form" srcdoc="<!doctype html><html lang=en><title>f</title><input type=text></html>"></iframe></main></html>')
  await expect.poll(() => page.frames().length).toBe(2)
  expect(await expectNoSeriousA11yViolations(page).then(() => 'passed', (error: Error) => error.message)).toContain('label')
})
