// The optimal resolutions (spec-2 §2 "/camid/resolutions", §9): the service's list split into six columns, read
// down each column in the service's order, each item its longest and shortest edge, with the star-rating rules.

import { expect, test } from '../support/test.js'
import { CAMID_RESOLUTION_COLUMNS, type CamIdResolutionList } from '../../../shared/api/types/camid.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { openQueries } from './camid.js'

test('the optimal resolutions show in six columns, in the service’s order, with the star rules', async ({ page }) => {
  await openQueries(page)
  // The page is judged against the reply it was given: the counts, and so the order, move on while pictures are
  // indexed, and each of the service's processes counts them anew each minute.
  const given = page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/cameraid/resolutions' && response.status() === 200)
  await page.getByRole('navigation', { name: 'Camera ID' }).getByRole('link', { name: 'Resolutions' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/camid/resolutions')
  await expect(page.getByRole('heading', { level: 1, name: 'Optimal resolutions' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Camera ID' }).getByRole('link', { name: 'Resolutions' })).toHaveAttribute('aria-current', 'page')

  const { items } = (await (await given).json()) as CamIdResolutionList
  expect(items.length).toBeGreaterThan(CAMID_RESOLUTION_COLUMNS)
  const group = page.getByRole('group', { name: 'Optimal resolutions' })
  const columns = group.getByRole('list')
  await expect(columns).toHaveCount(CAMID_RESOLUTION_COLUMNS)
  const perColumn = Math.ceil(items.length / CAMID_RESOLUTION_COLUMNS)
  const shown: string[] = []
  for (let i = 0; i < CAMID_RESOLUTION_COLUMNS; i++) {
    const column = group.getByRole('list', { name: `Optimal resolutions, column ${i + 1}` })
    const texts = await column.getByRole('listitem').allTextContents()
    expect(texts.length, `column ${i + 1}`).toBeLessThanOrEqual(perColumn)
    shown.push(...texts)
  }
  expect(shown).toEqual(items.map((item) => `${item.longestEdge} x ${item.shortestEdge}`))

  // Six columns side by side: each list starts further right than the one before, on one line.
  const boxes = await columns.evaluateAll((lists) => lists.map((list) => list.getBoundingClientRect()).map(({ left, top }) => ({ left, top })))
  for (let i = 1; i < boxes.length; i++) {
    expect(boxes[i]!.left).toBeGreaterThan(boxes[i - 1]!.left)
    expect(boxes[i]!.top).toBe(boxes[0]!.top)
  }

  const rules = page.getByRole('region', { name: 'Star ratings' })
  await expect(rules).toContainText('divided by 10 and rounded, at most 5')
  await expect(rules).toContainText('5 stars need a fingerprint made from at least 5 images, at one of the optimal resolutions below.')
  await expectNoSeriousA11yViolations(page)
})
