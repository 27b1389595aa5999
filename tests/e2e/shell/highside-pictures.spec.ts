// A sighting's picture in the high-security build (issue 28 §5): its single /thumb path is decided by the service for
// each caller, as /media is in the standard build. An investigator signed in for an agency's application gets the
// picture; a user who may not see sightings (Camera ID alone) is refused with 403 and no picture, and so is a visitor
// who is not signed in.

import { expect, test } from '../support/test.js'
import { accountNamed } from '../support/accounts.js'
import { signInHighside } from '../support/highside.js'
import { HIGHSIDE_URL } from '../servers.js'

test.use({ baseURL: HIGHSIDE_URL })

test('/thumb serves a picture only to a caller who may see its sighting', async ({ page, browser }) => {
  await signInHighside(page, accountNamed('investigator', 'highside'))
  // A sighting of the server's own data, read as the investigator.
  let picture = ''
  await expect
    .poll(async () => {
      const reply = await page.request.get('/v1/sightings?resultSize=1', { headers: { 'x-requesting-app': 'highside' } })
      picture = reply.ok() ? (((await reply.json()) as { results: { id: string }[] }).results[0]?.id ?? '') : ''
      return picture
    }, { message: 'a sighting on the high-security server', timeout: 60_000 })
    .not.toBe('')
  const seen = await page.request.get(`/thumb/${encodeURIComponent(picture)}?size=200`)
  expect(seen.status()).toBe(200)
  expect(seen.headers()['content-type']).toMatch(/^image\//)

  const other = await browser.newContext({ baseURL: HIGHSIDE_URL })
  const camid = await other.newPage()
  await signInHighside(camid, accountNamed('camid', 'highside'))
  const refused = await camid.request.get(`/thumb/${encodeURIComponent(picture)}?size=200`)
  expect(refused.status()).toBe(403)
  expect(refused.headers()['content-type']).toMatch(/^application\/json/)
  await other.close()

  const signedOut = await browser.newContext({ baseURL: HIGHSIDE_URL })
  expect((await signedOut.request.get(`/thumb/${encodeURIComponent(picture)}?size=200`)).status()).toBe(401)
  await signedOut.close()
})
