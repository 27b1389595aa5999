// The keyboard in the shell and the search area (issue 30 §10): the skip link is the first Tab stop and
// lands on the page, and every modal dialog of the search area and the shell holds focus, keeps the page
// still and gives focus back when it closes.

import { expect, test } from '../support/test.js'
import { accountNamed } from '../support/accounts.js'
import { expectModalDialog, modalDialog } from '../support/dialogs.js'
import { signedIn, signIn } from '../support/sign-in.js'
import { demoSightingsReady } from '../support/sightings.js'

test('the first Tab reaches a skip link that moves focus past the menu to the page', async ({ page }) => {
  await signedIn(page, accountNamed('investigator'))
  await page.goto('/search')
  await expect(page.getByRole('searchbox', { name: 'Search everything' })).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
  // The next stop is the page's own first control, not the menu.
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true)
  expect(new URL(page.url()).hash, 'the address keeps no hash').toBe('')
})

test.describe('the search area\'s dialogs hold focus', () => {
  test.beforeEach(async ({ page }) => {
    await signedIn(page, accountNamed('investigator'))
    await demoSightingsReady(page.request)
  })

  test('Add Filters, Choose Location and Save Search over a long list of results', async ({ page }) => {
    // Three dialogs, each tabbed round twice and read whole by axe-core.
    test.setTimeout(150_000)
    await page.setViewportSize({ width: 1280, height: 700 })
    await page.goto('/search?make=Canon')
    await expect(page.getByRole('status').filter({ hasText: /results?$/ }).first()).toBeVisible()
    // The page is taller than the window, so a scroll behind a dialog would show.
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true)

    const filter = page.getByRole('button', { name: 'Filter', exact: true })
    await expectModalDialog(page, 'add filters', () => filter.click(), { opener: filter })

    const location = page.getByRole('button', { name: 'Location', exact: true })
    await expectModalDialog(page, 'choose location', () => location.click(), { opener: location })

    const save = page.getByRole('button', { name: 'Save Search' })
    await expectModalDialog(page, 'save search', () => save.click(), { opener: save })
  })

  test('the question before saved searches are deleted', async ({ page }) => {
    const reference = `Dialog focus ${Date.now()}`
    const saved = await page.request.post('/v1/searches', { data: { reference, queryString: 'make=Canon' } })
    expect(saved.ok(), await saved.text()).toBe(true)
    await page.goto('/searches')
    await page.getByRole('checkbox', { name: `Select ${reference}`, exact: true }).check()
    const remove = page.getByRole('button', { name: /^Delete selected \(\d+\)$/ })
    await expectModalDialog(page, 'delete saved searches', () => remove.click(), { opener: remove })
  })
})

test('the justification asked for on sign-in holds focus and cannot be left', async ({ page }) => {
  await signIn(page, accountNamed('justification'))
  await expectModalDialog(page, 'justification on sign-in', async () => {}, { blocking: true })
  await page.keyboard.press('Escape')
  await expect(modalDialog(page)).toBeVisible()
})
