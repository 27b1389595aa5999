// Deleting a query (spec-2 §4 "Query deletion"): its owner asks, confirms, sees it going and then the result
// message, which clears after 5 seconds (spec-2 §9) on the page's own clock; the query is gone from the list and
// from the service. A delete the service refuses (the query deleted meanwhile from another session) says 'Query
// could not be deleted.', which also clears after 5 seconds.

import { expect, test } from '../support/test.js'
import { CAMID_DELETE_FAILED } from '../../../shared/api/types/camid.js'
import { freshReference, openQueries, queriesOf, queryRow, submitQuery } from './camid.js'

const isDelete = (url: string, method: string, id: string) => method === 'DELETE' && new URL(url).pathname === `/v1/cameraid/queries/${id}`

test('a deleted query goes from the list, and the message saying so clears after 5 seconds', async ({ page }) => {
  await page.clock.install()
  await openQueries(page)
  const reference = freshReference('deleted')
  const query = await submitQuery(page.request, reference)
  await page.reload()
  const row = queryRow(page, reference)
  await expect(row).toHaveCount(1)

  // Cancel deletes nothing.
  await row.getByRole('button', { name: `Delete ${reference}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete this query?' })
  await expect(dialog).toHaveText(/Delete the query .+\? Its hits are deleted with it\./)
  await expect(dialog).toContainText(reference)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(row).toHaveCount(1)

  // The page's clock stops here, so that only runFor moves it on.
  await page.clock.pauseAt(Date.now() + 1_000)
  await row.getByRole('button', { name: `Delete ${reference}` }).click()
  const deleted = page.waitForResponse((r) => isDelete(r.url(), r.request().method(), query.id))
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
  expect((await deleted).status()).toBe(200)
  const message = page.getByRole('status').filter({ hasText: `Query ${reference} deleted.` })
  await expect(message).toBeVisible()
  await expect(row).toHaveCount(0)
  expect((await queriesOf(page.request)).queries.some((q) => q.id === query.id)).toBe(false)

  await page.clock.runFor(4_900)
  await expect(message).toBeVisible()
  await page.clock.runFor(200)
  await expect(message).toBeHidden()
})

test('a delete the service refuses says the query could not be deleted, for 5 seconds', async ({ page }) => {
  await page.clock.install()
  await openQueries(page)
  const reference = freshReference('gone')
  const query = await submitQuery(page.request, reference)
  await page.reload()
  const row = queryRow(page, reference)
  await expect(row).toHaveCount(1)
  // Deleted from another session while the page still lists it.
  expect((await page.request.delete(`/v1/cameraid/queries/${query.id}`)).status()).toBe(200)

  await page.clock.pauseAt(Date.now() + 1_000)
  await row.getByRole('button', { name: `Delete ${reference}` }).click()
  const refused = page.waitForResponse((r) => isDelete(r.url(), r.request().method(), query.id))
  await page.getByRole('dialog', { name: 'Delete this query?' }).getByRole('button', { name: 'Delete', exact: true }).click()
  expect((await refused).status()).toBe(404)
  const failure = page.getByRole('alert').filter({ hasText: CAMID_DELETE_FAILED })
  await expect(failure).toBeVisible()
  // The list, read again, no longer has it.
  await expect(row).toHaveCount(0)

  await page.clock.runFor(4_900)
  await expect(failure).toBeVisible()
  await page.clock.runFor(200)
  await expect(failure).toBeHidden()
})
