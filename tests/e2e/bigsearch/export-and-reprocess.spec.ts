// A finished job's export and reprocess (spec-2 §2 "Leads panel", §4 "BigSearch job", §6): Export asks for a
// justification and downloads the job's data, which uploaded again gives the same leads; Reprocess is offered
// once results finished over 7 days ago and for a job in ERROR.

import { readFileSync } from 'node:fs'
import { type Page } from '@playwright/test'
import { expect, test } from '../support/test.js'
import type { Lead } from '../../../shared/api/types/bigsearch.js'
import { LAST_ACTIVITY_KEY } from '../../../shared/session/inactivity.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { readyForCases, uploadAndComplete, vicsCase } from '../support/bigsearch.js'

const DAY_MS = 24 * 60 * 60 * 1000

test.beforeEach(async ({ page }) => {
  // An upload, a job and a list of some 200 leads with axe-core reads: three times a step's usual time on two shared cores.
  test.slow()
  await readyForCases(page)
})

/**
 * A job's leads as comparable text: type and value. Not their counts: the other worker's tests import the
 * same camera's pictures into this server (once per worker), so a count may grow between two jobs.
 */
async function leadsOf(page: Page, jobId: string): Promise<string[]> {
  const reply = await page.request.get(`/v1/bigsearch/leads/${jobId}`)
  expect(reply.ok()).toBe(true)
  const { leads } = (await reply.json()) as { leads: Lead[] }
  return leads.map((lead) => JSON.stringify([lead['@type'], lead.value])).sort()
}

test('Export asks for a justification and downloads a file that, uploaded again, gives the same leads', async ({ page }) => {
  const jobId = await uploadAndComplete(page, 'case.json', vicsCase())
  await page.getByRole('button', { name: 'Options' }).click()
  await page.getByRole('menuitem', { name: 'Export' }).click()
  const dialog = page.getByRole('dialog', { name: 'Justification' })
  const give = dialog.getByRole('button', { name: 'Export' })
  await dialog.getByLabel('Your justification').fill('ab')
  await expect(give).toBeDisabled()
  await dialog.getByLabel('Your justification').fill('Case 2024/117: export for the case file')
  await expectNoSeriousA11yViolations(page)
  const download = page.waitForEvent('download')
  await give.click()
  const file = await (await download).path()
  const exported = JSON.parse(readFileSync(file, 'utf8')) as unknown[]
  expect(Array.isArray(exported)).toBe(true)
  expect(exported.length).toBeGreaterThan(0)

  const againId = await uploadAndComplete(page, 'case-export.json', readFileSync(file, 'utf8'))
  expect(againId).not.toBe(jobId)
  expect(await leadsOf(page, againId)).toEqual(await leadsOf(page, jobId))
})

test('results over 7 days old offer Reprocess', async ({ page }) => {
  const jobId = await uploadAndComplete(page, 'case.json', vicsCase())
  await expect(page.getByText('Results are over 7 days old')).toHaveCount(0)
  // The browser's clock moved 8 days on, the service's status as it is. The last-activity record goes first: kept
  // at today's time, a clock 8 days on would rightly end the session for inactivity (spec-1 §4.3) before the
  // screen is drawn; a page with no record yet starts counting afresh.
  await page.evaluate((key) => sessionStorage.removeItem(key), LAST_ACTIVITY_KEY)
  await page.clock.install({ time: Date.now() + 8 * DAY_MS })
  await page.goto(`/bigsearch/${jobId}`)
  await expect(page.getByText('Results are over 7 days old')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Reprocess' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('a job in ERROR shows its message with Retry, Reprocess and Cancel', async ({ page }) => {
  const jobId = await uploadAndComplete(page, 'case.json', vicsCase())
  // The service's own status of this job, turned to ERROR on its way to the page.
  await page.route(`**/v1/bigsearch/status/${jobId}`, async (route) => {
    const reply = await route.fetch()
    const status = (await reply.json()) as Record<string, unknown>
    await route.fulfill({ response: reply, json: { ...status, status: 'ERROR', statusText: 'The search stopped at item 12.' } })
  })
  await page.goto(`/bigsearch/${jobId}`)
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await expect(page.getByText('The search stopped at item 12.')).toBeVisible()
  await expect(page.getByText('If the problem persists, please contact us for help.')).toBeVisible()
  for (const name of ['Retry', 'Reprocess', 'Cancel']) await expect(page.getByRole('button', { name })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test("a leads call that fails without a message says 'Unknown error' with Retry", async ({ page }) => {
  const jobId = await uploadAndComplete(page, 'case.json', vicsCase())
  let fail = true
  await page.route(`**/v1/bigsearch/leads/${jobId}`, (route) => (fail ? route.fulfill({ status: 500, body: '' }) : route.fallback()))
  await page.goto(`/bigsearch/${jobId}`)
  await expect(page.getByRole('alert').filter({ hasText: 'Unknown error' })).toBeVisible()
  fail = false
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible()
})
