// Guarded routes and restricted mode, as a browser meets them.

import { expect, test } from '../support/test.js'
import { RESTRICTED_URL } from '../servers.js'

test('a guarded page sends an unsigned visitor to sign in, keeping the address to return to', async ({ page }) => {
  await page.goto('/searches?page=2')
  await expect(page).toHaveURL('/login?redirect=%2Fsearches%3Fpage%3D2')
  await expect(page).toHaveTitle('Sightline – Sign in')
})

test('the root address leads to search, and so to sign-in', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL('/login?redirect=%2Fsearch')
})

test('restricted mode hides Camera ID as deactivated and still redirects / to /search', async ({ page }) => {
  const response = await page.goto(`${RESTRICTED_URL}/camid`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: "Sorry, but there's nothing here." })).toBeVisible()
  await expect(page.getByRole('status')).toContainText('deactivated')
  await expect(page.getByText(/^Version /)).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Footer' })).toHaveCount(0)
  await page.goto(`${RESTRICTED_URL}/`)
  await expect(page).toHaveURL(`${RESTRICTED_URL}/login?redirect=%2Fsearch`)
})
