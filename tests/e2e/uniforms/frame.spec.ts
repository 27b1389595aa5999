// The Hub's frame in the browser (spec-3 §2 "Hub frame", §4 "Uniform terms", §6): a user new to the Hub sees only
// the disclaimer until Accept, which opens the tabs and holds on the next page load; a user with neither Hub role
// is turned away; a contributor without the search role has only the Contribute tab. Each read clean by axe-core.

import { expect, test } from '../support/test.js'
import { accountNamed } from '../support/accounts.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { signedIn } from '../support/sign-in.js'
import { openHubPage } from './contributing.js'

test('a new UniformSearch user sees only the disclaimer until Accept', async ({ page }) => {
  await signedIn(page, accountNamed('uniforms-new'))
  await expect(page).toHaveURL((url) => url.pathname === '/uniforms/search')
  await expect(page.getByRole('heading', { level: 1, name: 'Uniform Intelligence Hub' })).toBeVisible()
  await expect(page.getByText('In partnership with Global Emancipation Network')).toBeVisible()
  const disclaimer = page.getByRole('region', { name: 'Disclaimer' })
  await expect(disclaimer).toContainText('coverage of schools, uniforms and logos is incomplete')
  await expect(disclaimer).toContainText("verified by other means, such as the school's own website, before any action is taken")
  await expect(disclaimer).toContainText('report any inaccuracies to')
  await expect(disclaimer.getByRole('link')).toHaveAttribute('href', /^mailto:.+@/)
  // Only the disclaimer: no tabs, no filters, no results.
  await expect(page.getByRole('navigation', { name: 'Uniform Intelligence Hub' })).toHaveCount(0)
  await expect(page.locator('main').getByRole('textbox')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/hub-disclaimer.png`, fullPage: true })

  await disclaimer.getByRole('button', { name: 'Accept' }).click()
  await expect(disclaimer).toHaveCount(0)
  const tabs = page.getByRole('navigation', { name: 'Uniform Intelligence Hub' })
  await expect(tabs.getByRole('link')).toHaveText(['Search'])
  await expect(tabs.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page')

  // Accepted once, for good: the next load opens past the disclaimer.
  await page.reload()
  await expect(page.getByRole('navigation', { name: 'Uniform Intelligence Hub' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Disclaimer' })).toHaveCount(0)
  const me = (await (await page.request.get('/v1/authenticate')).json()) as { user: { acceptedUniformTerms: boolean } }
  expect(me.user.acceptedUniformTerms).toBe(true)
})

test('a user with neither Hub role is turned away from every Hub page', async ({ page }) => {
  await signedIn(page, accountNamed('investigator'))
  for (const path of ['/uniforms', '/uniforms/search', '/uniforms/contributions', '/uniforms/contributions/1']) {
    const reply = await page.goto(path)
    expect(reply?.status(), path).toBe(403)
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Uniform Intelligence Hub' })).toHaveCount(0)
  }
  await expectNoSeriousA11yViolations(page)
  // The calls too: the service refuses the terms and the lists.
  expect((await page.request.post('/v1/uniforms/terms', { data: {} })).status()).toBe(403)
  expect((await page.request.get('/v1/uniforms/contributions?page=1&results-per-page=10')).status()).toBe(403)
})

test('a contributor without the search role has the Contribute tab alone, marked as the page', async ({ page }) => {
  await openHubPage(page, accountNamed('contributor'), '/uniforms')
  await expect(page).toHaveURL((url) => url.pathname === '/uniforms/contributions')
  const tabs = page.getByRole('navigation', { name: 'Uniform Intelligence Hub' })
  await expect(tabs.getByRole('link')).toHaveText(['Contribute'])
  await expect(tabs.getByRole('link', { name: 'Contribute' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('region', { name: 'Disclaimer' })).toHaveCount(0)
  await expect(page.getByRole('table', { name: 'Schools' })).toBeVisible({ timeout: 20_000 })
  await expectNoSeriousA11yViolations(page)
})
