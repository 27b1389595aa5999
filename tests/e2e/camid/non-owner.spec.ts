// Only a query's owner changes it (spec-2 §5 "Only the query owner (matching email) may edit or delete a query's
// reference"): the global administrator sees the Camera ID user's query, with no Edit or Delete, and the service
// refuses the administrator's own calls to rename or delete it (403); the query stays as it was.

import { expect, test } from '../support/test.js'
import { CAMID_NOT_OWNER } from '../../../shared/api/types/camid.js'
import { accountNamed } from '../support/accounts.js'
import { apiAs, freshReference, openQueries, queriesOf, queryRow, submitQuery } from './camid.js'

test('another user sees a query with no edit or delete, and the service refuses their rename and delete', async ({ page, playwright }) => {
  const owner = await apiAs(playwright, accountNamed('camid'))
  const reference = freshReference('owned')
  const query = await submitQuery(owner, reference)

  await openQueries(page, accountNamed('admin'))
  const row = queryRow(page, reference)
  await expect(row).toHaveCount(1)
  await expect(row.getByRole('cell').first()).toHaveText('camid@demo.sightline.example')
  await expect(row.getByRole('link', { name: reference })).toBeVisible()
  await expect(row.getByRole('button')).toHaveCount(0)
  await expect(row.getByRole('textbox')).toHaveCount(0)
  // The owner sees both on the same query.
  const ownersList = await queriesOf(owner)
  expect(ownersList.queries.find((q) => q.id === query.id)?.own).toBe(true)
  const seen = await queriesOf(page.request)
  expect(seen.queries.find((q) => q.id === query.id)?.own).toBe(false)

  const renamed = await page.request.put(`/v1/cameraid/queries/${query.id}/${encodeURIComponent(`${reference} taken`)}`)
  expect(renamed.status()).toBe(403)
  expect(((await renamed.json()) as { error: string }).error).toBe(CAMID_NOT_OWNER)
  const deleted = await page.request.delete(`/v1/cameraid/queries/${query.id}`)
  expect(deleted.status()).toBe(403)
  expect(((await deleted.json()) as { error: string }).error).toBe(CAMID_NOT_OWNER)

  await page.reload()
  await expect(queryRow(page, reference)).toHaveCount(1)
  expect((await queriesOf(owner)).queries.find((q) => q.id === query.id)?.caseId).toBe(reference)

  // A click anywhere on the row but its controls opens the query's hits, as its link does.
  await queryRow(page, reference).getByRole('cell').first().click()
  await expect(page).toHaveURL((url) => url.pathname === `/camid/${query.id}`)
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible()

  // The owner may: it goes, as the test leaves nothing behind.
  expect((await owner.delete(`/v1/cameraid/queries/${query.id}`)).status()).toBe(200)
  await owner.dispose()
})
