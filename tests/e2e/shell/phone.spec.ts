// On a phone (issue 30 §11): the menu drawer starts closed whatever the desktop setting says, opens and
// closes for the page only, and the result list shows each camera's serial whole.

import { expect, test } from '../support/test.js'
import type { SearchReply } from '../../../shared/api/types/sightings.js'
import { accountNamed } from '../support/accounts.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { signedIn } from '../support/sign-in.js'
import { demoSightingsReady } from '../support/sightings.js'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

const menu = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main menu' })

test('the menu starts closed on a phone, though the desktop setting keeps it open, and opens for the page only', async ({ page }) => {
  await signedIn(page, accountNamed('investigator'))
  // The desktop setting is on: the demo investigator's menu shows on a wide screen.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/search?make=Canon')
  await expect(menu(page)).toBeVisible()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/search?make=Canon')
  await expect(page.getByRole('status').filter({ hasText: /results?$/ }).first()).toBeVisible()
  const button = page.getByRole('button', { name: 'Menu' })
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(menu(page)).toHaveCount(0)
  await page.screenshot({ path: test.info().outputPath('phone-menu-closed.png') })

  await button.click()
  await expect(menu(page)).toBeVisible()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await page.screenshot({ path: test.info().outputPath('phone-menu-open.png') })
  await page.keyboard.press('Escape')
  await expect(menu(page)).toHaveCount(0)

  // Opening it on the phone changed nothing kept: the next page starts closed again, and the setting is on.
  await button.click()
  await expect(menu(page)).toBeVisible()
  await page.goto('/searches')
  await expect(page.getByRole('heading').first()).toBeVisible()
  await expect(menu(page)).toHaveCount(0)
  // Turned back to a wide screen, the page follows the kept setting again.
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(menu(page)).toBeVisible()
})

test('the list on a phone shows the serial of each camera whole', async ({ page }) => {
  await signedIn(page, accountNamed('investigator'))
  await demoSightingsReady(page.request)
  const found = (await (await page.request.get('/v1/sightings?make=Canon&exists=serialNumber&resultSize=200')).json()) as SearchReply
  const withSerial = found.results.find((r) => r.serialNumber && r.model)
  expect(withSerial, 'a Canon with a serial in the demo data').toBeTruthy()
  const serial = withSerial!.serialNumber!
  await page.goto(`/search?serialNumber=${encodeURIComponent(serial)}&format=list`)
  const table = page.getByRole('table', { name: 'Search results' })
  await expect(table).toBeVisible()
  const cell = table.getByText(serial, { exact: false }).first()
  await cell.scrollIntoViewIfNeeded()
  await expect(cell).toBeInViewport({ ratio: 1 })
  // Whole: the text is not cut by an ellipsis or hidden past the cell's edge.
  expect(await cell.evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1)).toBe(true)
  await page.screenshot({ path: test.info().outputPath('phone-list.png'), fullPage: false })
  await expectNoSeriousA11yViolations(page)
})
