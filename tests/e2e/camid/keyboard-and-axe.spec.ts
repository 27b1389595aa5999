// Every Camera ID page and dialog as a keyboard and a screen reader meet them (issue 31 "zero serious or critical
// axe-core violations on every Camera ID screen"): each page read clean by axe-core with every control named; the
// queries page's Tab order; a query opened with Enter; its reference edited with Enter and put back with Escape;
// and each dialog holding focus, Escape giving it back to its opener.

import { type Page } from '@playwright/test'
import { expect, test } from '../support/test.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { expectModalDialog, openWith } from '../support/dialogs.js'
import { freshReference, openQueries, queriesOf, queryRow, submitQuery } from './camid.js'

/** The name a screen reader gives the focused element, with its role. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const at = document.activeElement as HTMLElement | null
    if (!at) return ''
    const label = at.getAttribute('aria-label') ?? (at.id ? document.querySelector(`label[for="${at.id}"]`)?.textContent : null) ?? at.textContent ?? ''
    return `${at.tagName.toLowerCase()}:${label.trim()}`
  })

/** Every control on the page has a name a screen reader can read. */
async function expectControlsNamed(page: Page): Promise<void> {
  const unnamed = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main a[href], main button, main input, main select, main textarea, [role="dialog"] button, [role="dialog"] input, [role="dialog"] select')]
      .filter((control) => {
        const labelled = control.getAttribute('aria-label') || control.getAttribute('aria-labelledby') || (control as HTMLInputElement).labels?.length
        return !labelled && !(control.textContent ?? '').trim()
      })
      .map((control) => control.outerHTML.slice(0, 120)),
  )
  expect(unnamed).toEqual([])
}

test('the queries page: Tab order, a query opened with Enter, its reference edited by keyboard, all named and axe-clean', async ({ page }) => {
  await openQueries(page)
  const reference = freshReference('keys')
  const query = await submitQuery(page.request, reference)
  await page.reload()
  const row = queryRow(page, reference)
  await expect(row).toHaveCount(1)
  await expectControlsNamed(page)
  await expectNoSeriousA11yViolations(page)

  // From the sub-navigation on: its pages, the two ways to add a query, then the table, row by row.
  const nav = page.getByRole('navigation', { name: 'Camera ID' })
  await nav.getByRole('link', { name: 'Queries' }).focus()
  const order: string[] = []
  for (let i = 0; i < 7; i++) {
    order.push(await focused(page))
    await page.keyboard.press('Tab')
  }
  expect(order.slice(0, 5)).toEqual(['a:Queries', 'a:Resolutions', 'a:Statistics', 'button:Make a fingerprint from photos', 'button:Upload fingerprint'])
  // The first query listed (the newest): its link, then, for its owner, its Edit.
  const [first] = (await queriesOf(page.request)).queries
  expect(order.slice(5)).toEqual([`a:${first!.caseId}`, first!.own ? `button:Edit the reference ${first!.caseId}` : `button:Delete ${first!.caseId}`])

  // Edit, type, Escape: nothing is saved and focus is back on Edit.
  const renames: string[] = []
  page.on('request', (request) => request.method() === 'PUT' && renames.push(request.url()))
  const edit = row.getByRole('button', { name: `Edit the reference ${reference}` })
  await edit.focus()
  await page.keyboard.press('Enter')
  const field = page.getByRole('textbox', { name: `Reference of ${reference}` })
  await expect(field).toBeFocused()
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.type(' changed')
  await page.keyboard.press('Escape')
  await expect(field).toHaveCount(0)
  await expect(edit).toBeFocused()
  // Enter on the unchanged reference saves nothing either.
  await page.keyboard.press('Enter')
  await expect(field).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(field).toHaveCount(0)
  expect(renames).toEqual([])

  // A new reference, saved with Enter: the query and the reference list have it.
  const renamed = `${reference} renamed`
  await edit.press('Enter')
  await field.fill(renamed)
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT')
  await page.keyboard.press('Enter')
  expect((await saved).status()).toBe(200)
  const renamedRow = queryRow(page, renamed)
  await expect(renamedRow.getByRole('link', { name: renamed })).toBeVisible()
  await expect(renamedRow.getByRole('button', { name: `Edit the reference ${renamed}` })).toBeFocused()
  const listed = await queriesOf(page.request)
  expect(listed.queries.find((q) => q.id === query.id)?.caseId).toBe(renamed)
  expect(listed.references).toContain(renamed)
  // The Done button saves as Enter does.
  await renamedRow.getByRole('button', { name: `Edit the reference ${renamed}` }).click()
  await page.getByRole('textbox', { name: `Reference of ${renamed}` }).fill(reference)
  await page.getByRole('table', { name: 'Active Queries' }).getByRole('button', { name: 'Done' }).click()
  await expect(row.getByRole('link', { name: reference })).toBeVisible()

  // Enter on a query's link opens its hits; its page reads clean.
  await row.getByRole('link', { name: reference }).press('Enter')
  await expect(page).toHaveURL((url) => url.pathname === `/camid/${query.id}`)
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible()
  // Its noise matches no picture: no hits, or none yet while its search waits behind others.
  await expect(page.getByRole('status').filter({ hasText: /^(There are no hits\.|The search is still running: its hits show here when it has finished\.)$/ })).toBeVisible()
  await expectControlsNamed(page)
  await expectNoSeriousA11yViolations(page)
  // And back to the list, by the way the page offers.
  await page.getByRole('link', { name: '← All queries' }).press('Enter')
  await expect(page).toHaveURL((url) => url.pathname === '/camid')
  expect((await page.request.delete(`/v1/cameraid/queries/${query.id}`)).status()).toBe(200)
})

test('the resolutions and the statistics read clean, every control named', async ({ page }) => {
  await openQueries(page)
  for (const [path, heading] of [
    ['/camid/resolutions', 'Optimal resolutions'],
    ['/camid/stats', 'Camera ID statistics'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByRole('status')).toHaveCount(0, { timeout: 20_000 })
    await expectControlsNamed(page)
    await expectNoSeriousA11yViolations(page)
  }
})

test('the upload, the fingerprint maker and the question before a delete hold focus', async ({ page }) => {
  await openQueries(page)
  const upload = page.getByRole('button', { name: 'Upload fingerprint' })
  await expectModalDialog(page, 'upload fingerprint', openWith(page, 'upload-fingerprint', upload), { opener: upload })
  const make = page.getByRole('button', { name: 'Make a fingerprint from photos' })
  await expectModalDialog(page, 'make fingerprint', openWith(page, 'make-fingerprint', make), { opener: make })

  const reference = freshReference('dialog')
  const query = await submitQuery(page.request, reference)
  await page.reload()
  const remove = queryRow(page, reference).getByRole('button', { name: `Delete ${reference}` })
  await expectModalDialog(page, 'delete camid query', openWith(page, 'delete-camid-query', remove), { opener: remove })
  // Escape asked nothing of the service: the query is still listed. Then it goes, as the test leaves nothing behind.
  await expect(queryRow(page, reference)).toHaveCount(1)
  expect((await page.request.delete(`/v1/cameraid/queries/${query.id}`)).status()).toBe(200)
})
