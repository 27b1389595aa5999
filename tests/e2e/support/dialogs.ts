// What every modal dialog owes the keyboard, checked in the browser: focus inside it once open, Tab and
// Shift+Tab going round its own controls and never to the page behind, the page not scrolling under it,
// and (for one the user may leave) Escape closing it with focus back on what opened it.
//
// DIALOG_SITES names every place in the product that draws a modal dialog; a unit test
// (tests/unit/build/dialog-coverage.test.ts) fails when a file draws one that is not listed here, or a
// listed one that no browser test passes to expectModalDialog.

import { expect, type Locator, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './axe.js'
import { FOCUSABLE } from '../../../shared/ui/modalFocus.js'

export const DIALOG_SITES = {
  'add filters': 'entries/search/components/AddFiltersDialog.tsx',
  'choose location': 'entries/search/location/ChooseLocationDialog.tsx',
  'save search': 'entries/search/saved/SaveSearchDialog.tsx',
  'delete saved searches': 'entries/search/saved/DeleteSearchesDialog.tsx',
  'justification on sign-in': 'shared/shell/ShellFrame.tsx',
  'lead sighting': 'entries/bigsearch/components/SightingDialog.tsx',
  'lead sources': 'entries/bigsearch/components/LeadSourcesDialog.tsx',
  'lead export justification': 'entries/bigsearch/components/LeadsMenu.tsx',
  'delete job': 'entries/bigsearch/jobs/JobList.tsx',
  'upload fingerprint': 'entries/camid/upload/UploadDialog.tsx',
  'make fingerprint': 'entries/camid/fingerprint/MakeFingerprintDialog.tsx',
  'delete camid query': 'entries/camid/queries/QueriesScreen.tsx',
  'new application': 'entries/admin/applications/ApplicationFormDialog.tsx',
  'delete application': 'entries/admin/applications/ApplicationsPanel.tsx',
  'remove from licence': 'entries/admin/licences/LicenceDetailScreen.tsx',
  'audit export justification': 'entries/admin/audit/ExportButtons.tsx',
  'usage export justification': 'entries/admin/usage/UsageReports.tsx',
  'contribution step help': 'entries/uniforms/contribution/StepHelpDialog.tsx',
  'upload school images': 'entries/uniforms/contribution/UploadImagesDialog.tsx',
  'hub location': 'entries/uniforms/map/LocationDialog.tsx',
  'flag image pii': 'entries/uniforms/school/SelectedImage.tsx',
} as const

export type DialogSite = keyof typeof DIALOG_SITES

/** The open modal dialog. */
export const modalDialog = (page: Page): Locator => page.locator('[role="dialog"][aria-modal="true"]').last()

/** Clicks the opener and waits for the dialog; with E2E_SHOTS set, a picture of it is kept under this name. */
export function openWith(page: Page, shot: string, opener: Locator, before?: () => Promise<void>) {
  return async () => {
    await before?.()
    await opener.click()
    await expect(modalDialog(page)).toBeVisible()
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/dialog-${shot}.png` })
  }
}

/** Whether a page.evaluate failed because the page was navigating: the page then has no dialog yet, asked again. */
const navigatedAway = (err: unknown) => err instanceof Error && /Execution context was destroyed|navigat/i.test(err.message)

/** Whether focus is inside the topmost modal dialog; false while the page is still navigating (a sign-in's landing). */
const focusInDialog = (page: Page) =>
  page
    .evaluate(() => {
      const dialogs = document.querySelectorAll('[role="dialog"][aria-modal="true"]')
      const top = dialogs[dialogs.length - 1]
      return !!top && !!document.activeElement && top.contains(document.activeElement)
    })
    .catch((err: unknown) => {
      if (navigatedAway(err)) return false
      throw err
    })

/** A name for the focused element, to say where focus went. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const at = document.activeElement
    return at ? `${at.tagName.toLowerCase()} "${(at.getAttribute('aria-label') ?? at.textContent ?? '').trim().slice(0, 40)}"` : 'nothing'
  })

interface Options {
  /** The control that opens the dialog; it gets focus back when the dialog closes. */
  opener?: Locator
  /** A blocking dialog (no way out but its form) is not closed by Escape. */
  blocking?: boolean
}

/**
 * Opens a dialog with `open`, then checks it holds focus: 2 rounds of Tab over its controls and one of
 * Shift+Tab never leave it, a wheel over the page does not scroll it, axe-core finds nothing serious, and
 * (unless blocking) Escape closes it and focus returns to the opener.
 */
export async function expectModalDialog(page: Page, site: DialogSite, open: () => Promise<void>, options: Options = {}): Promise<void> {
  await open()
  const dialog = modalDialog(page)
  await expect(dialog, `${site}: the dialog opens`).toBeVisible()
  await expect.poll(() => focusInDialog(page), { message: `${site}: focus moves into the dialog` }).toBe(true)
  const stops = await dialog.evaluate((panel) => panel.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])').length)
  for (const key of ['Tab', 'Shift+Tab']) {
    const presses = key === 'Tab' ? stops * 2 + 2 : stops + 2
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key)
      expect(await focusInDialog(page), `${site}: after ${i + 1} × ${key}, focus is on ${await focusedName(page)}`).toBe(true)
    }
  }
  // The round is the dialog's own controls in order: from the first, Shift+Tab reaches the last, and as many
  // Tabs as it has controls come back to the first.
  // A map in the dialog adds its own controls once it has loaded.
  await expect(dialog.getByText('Loading map...'), `${site}: the dialog's content is drawn`).toHaveCount(0, { timeout: 20_000 })
  const round = await dialog.evaluate((panel, focusable) => {
    const stops = [...panel.querySelectorAll<HTMLElement>(focusable)].filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0)
    stops[0]?.focus()
    stops.forEach((element, i) => element.setAttribute('data-tab-stop', String(i)))
    return stops.length
  }, FOCUSABLE)
  const at = () => page.evaluate(() => document.activeElement?.getAttribute('data-tab-stop') ?? null)
  if (round > 1) {
    await page.keyboard.press('Shift+Tab')
    expect(await at(), `${site}: Shift+Tab from the first control goes to the last`).toBe(String(round - 1))
    await page.keyboard.press('Tab')
    for (let i = 0; i < round; i++) await page.keyboard.press('Tab')
    expect(await at(), `${site}: ${round} Tabs go round the dialog's ${round} controls`).toBe('0')
  }

  const scrolled = await page.evaluate(() => window.scrollY)
  await page.mouse.move(5, 300)
  await page.mouse.wheel(0, 600)
  await page.waitForTimeout(100)
  expect(await page.evaluate(() => window.scrollY), `${site}: the page behind does not scroll`).toBe(scrolled)
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow), `${site}: the page is held still`).toBe('hidden')
  await expectNoSeriousA11yViolations(page)
  if (options.blocking) return
  await page.keyboard.press('Escape')
  await expect(dialog, `${site}: Escape closes the dialog`).toBeHidden()
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow), `${site}: the page scrolls again`).not.toBe('hidden')
  if (options.opener) await expect(options.opener, `${site}: focus returns to the opener`).toBeFocused()
}
