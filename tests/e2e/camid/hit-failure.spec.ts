// A hit's sightings that cannot be loaded (spec-2 §4 "Opening a hit's sources", §8, §9): the failure shows in a
// snackbar for 5 seconds, and the page then returns to /camid. Here the hit named in the address does not exist,
// which the service answers with a 404; Back to it shows the same, timed on the page's own clock.

import { expect, test } from '../support/test.js'
import { CAMID_HIT_NOT_FOUND } from '../../../shared/api/types/camid.js'
import { freshReference, openQueries, submitQuery } from './camid.js'

const MISSING_HIT = '999999999'

test('a hit whose sightings cannot be loaded says so for 5 seconds, then the page returns to the queries', async ({ page }) => {
  await page.clock.install()
  await openQueries(page)
  const query = await submitQuery(page.request, freshReference('no hit'))
  const hitPage = (url: URL) => url.pathname === `/camid/${query.id}` && url.searchParams.get('hit') === MISSING_HIT
  const queriesPage = (url: URL) => url.pathname === '/camid' && url.search === ''
  const snackbar = page.getByRole('alert').filter({ hasText: `The sightings of this hit could not be loaded: ${CAMID_HIT_NOT_FOUND}` })

  // A read refused as busy (503) is made again by the page's client: the answer is the one that follows.
  const asked = page.waitForResponse((r) => new URL(r.url()).pathname === `/v1/cameraid/hits/${MISSING_HIT}/sightings` && r.status() !== 503)
  await page.goto(`/camid/${query.id}?hit=${MISSING_HIT}`)
  expect((await asked).status()).toBe(404)
  await expect(snackbar).toBeVisible()
  await expect(page).toHaveURL(queriesPage, { timeout: 15_000 })

  // Back to the hit, the page's clock stopped so that only runFor moves it on (the page's code is loaded by now).
  await page.clock.pauseAt(Date.now() + 1_000)
  await page.goBack()
  await expect(page).toHaveURL(hitPage)
  await expect(snackbar).toBeVisible()
  await page.clock.runFor(4_900)
  await expect(snackbar).toBeVisible()
  await expect(page).toHaveURL(hitPage)
  await page.clock.runFor(200)
  await expect(page).toHaveURL(queriesPage)
  await expect(page.getByRole('table', { name: 'Active Queries' })).toBeVisible()
  expect((await page.request.delete(`/v1/cameraid/queries/${query.id}`)).status()).toBe(200)
})
