// Camera ID's remaining messages of spec-2 §8, each met as the product meets it: a finished query without a hit
// says 'There are no hits.'; the resolutions page says 'Cannot retrieve SPN resolutions: {error}' for a reply that
// failed and 'Cannot connect to the server.' when no reply came.

import { expect, test } from '../support/test.js'
import { CAMID_CANNOT_CONNECT, CAMID_NO_HITS, camIdResolutionsFailed } from '../../../shared/api/types/camid.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { freshReference, makeRoomForQueries, openQueries, queriesOf, submitQuery } from './camid.js'

test('a query that has finished without a hit says there are no hits', async ({ page }) => {
  await openQueries(page)
  await makeRoomForQueries(page.request)
  // A fingerprint of a resolution no demo picture has: its job looks at nothing and finishes on its first turn.
  const query = await submitQuery(page.request, freshReference('no hits'))
  await expect
    .poll(async () => (await queriesOf(page.request)).queries.find((q) => q.id === query.id)?.state, { timeout: 120_000, message: 'the job finishes' })
    .toBe('COMPLETE')
  await page.goto(`/camid/${query.id}`)
  await expect(page.getByRole('status').filter({ hasText: CAMID_NO_HITS })).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  expect((await page.request.delete(`/v1/cameraid/queries/${query.id}`)).status()).toBe(200)
})

test('the resolutions page says why it has no list: the reply failed, or none came', async ({ page }) => {
  await openQueries(page)
  await page.route('**/v1/cameraid/resolutions', (route) => route.fulfill({ status: 500, json: { success: false, error: 'the index is being rebuilt' } }))
  await page.goto('/camid/resolutions')
  await expect(page.getByText(camIdResolutionsFailed('the index is being rebuilt'))).toBeVisible()
  await expect(page.getByRole('group', { name: 'Optimal resolutions' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  await page.unroute('**/v1/cameraid/resolutions')
  await page.route('**/v1/cameraid/resolutions', (route) => route.abort('connectionrefused'))
  await page.reload()
  await expect(page.getByText(CAMID_CANNOT_CONNECT)).toBeVisible()
  await expect(page.getByRole('group', { name: 'Optimal resolutions' })).toHaveCount(0)
})
