// Client routing inside an area, as a browser meets it: a link to another area is a full page load, and a
// client-side move to a page the edge would refuse shows what the edge shows for that address.

import { type Page } from '@playwright/test'
import { expect, test } from '../support/test.js'
import { RESTRICTED_URL } from '../servers.js'
import { accountNamed } from '../support/accounts.js'
import { signIn } from '../support/sign-in.js'

/** Marks the current document, so a test can tell a full page load (the mark is gone) from client routing. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
}

const sameDocument = (page: Page) => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true)

test('a client-side link to another area makes a full page load, and Back returns', async ({ page }) => {
  await signIn(page, accountNamed('investigator'))
  await expect(page).toHaveURL((url) => url.pathname === '/search')
  // The edge answers an unknown address with the public entry's not-found page.
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: "Sorry, but there's nothing here." })).toBeVisible()
  await markDocument(page)
  const searchEntry = page.waitForRequest((request) => request.resourceType() === 'document' && new URL(request.url()).pathname === '/search')
  await page.getByRole('link', { name: 'Go to search' }).click()
  await searchEntry
  await expect(page).toHaveURL((url) => url.pathname === '/search')
  await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible()
  await expect(page).toHaveTitle('Sightline – Search')
  expect(await sameDocument(page)).toBe(false)
  await page.goBack()
  await expect(page).toHaveURL((url) => url.pathname === '/no/such/page')
  await expect(page.getByRole('heading', { name: "Sorry, but there's nothing here." })).toBeVisible()
})

test('in restricted mode, "Find similar" on a sighting shows the deactivated page the edge answers', async ({ page }) => {
  await signIn(page, accountNamed('investigator', 'restricted'), { origin: RESTRICTED_URL })
  await expect(page).toHaveURL((url) => url.pathname === '/search')
  // A demo sighting with a PhotoDNA hash (the demo data is written in the background on first start).
  let id = ''
  await expect
    .poll(
      async () => {
        const reply = await page.request.get(`${RESTRICTED_URL}/v1/sightings?resultSize=50`)
        const results = reply.ok() ? ((await reply.json()) as { results: { id: string; photoDNAFullHash: string | null }[] }).results : []
        id = results.find((sighting) => sighting.photoDNAFullHash)?.id ?? ''
        return id
      },
      { message: 'a demo sighting with a PhotoDNA hash', timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .not.toBe('')
  await page.goto(`${RESTRICTED_URL}/sighting/${encodeURIComponent(id)}`)
  const findSimilar = page.getByRole('link', { name: 'Find similar' })
  await expect(findSimilar).toBeVisible()
  const similarAddress = await findSimilar.getAttribute('href')
  await markDocument(page)
  await findSimilar.click()

  // Drawn by the search area itself, with no request to the edge.
  await expect(page).toHaveURL((url) => url.pathname === '/similar')
  await expect(page.getByRole('heading', { name: "Sorry, but there's nothing here." })).toBeVisible()
  await expect(page.getByRole('status')).toContainText('deactivated')
  await expect(page.getByRole('heading', { name: 'Similar Search' })).toHaveCount(0)
  await expect(page).toHaveTitle('Sightline – Not found')
  expect(await sameDocument(page)).toBe(true)

  // The edge's own answer for the same address.
  const response = await page.goto(`${RESTRICTED_URL}${similarAddress}`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: "Sorry, but there's nothing here." })).toBeVisible()
  await expect(page.getByRole('status')).toContainText('deactivated')
  await expect(page).toHaveTitle('Sightline – Not found')
})
