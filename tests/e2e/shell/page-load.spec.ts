// An area's bundle loads and renders in a real browser, under the strict Content-Security-Policy.

import { expect, test } from '../support/test.js'

test('the sign-in page loads the public bundle and renders with its styles', async ({ page }) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  const response = await page.goto('/login')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle('Sightline – Sign in')
  await expect(page.getByRole('link', { name: 'Sightline home' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Terms' })).toBeVisible()
  // styled-components' style tags carry the page's nonce, so the policy lets them apply.
  const background = await page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(background).toBe('rgb(15, 76, 129)')
  expect(problems).toEqual([])
})

test('an unknown address shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: "Sorry, but there's nothing here." })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to search' })).toHaveAttribute('href', '/search')
})
