// "Find similar" from a school's page (spec-3 §2): the search tab's link form, images nearest first in the grid;
// the school's other photos of the same garment, taken the same way (on its own, or worn), come right after the
// picture itself, before any other picture.

import { expect, test } from '../support/test.js'
import type { SchoolImage } from '../../../shared/api/types/uniforms.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { openSearchWith, resultsPane, SCHOOL_PAGE_TIMEOUT, searchAfter, shot } from './search-tab.js'

/** The uniform tree's leaf a garment picture carries ("Navy Blazer"), told by the garment's word. */
const garmentLeaf = (image: SchoolImage, garment: string) => image.labelLeafNodes.find((label) => label.endsWith(` ${garment}`)) ?? null

/** The school's photos of one blazer taken the same way, when it has two or more. */
function blazerPhotos(images: readonly SchoolImage[]): SchoolImage[] | null {
  const blazers = images.filter((image) => image.type === 'PRODUCT' && garmentLeaf(image, 'Blazer'))
  for (const one of blazers) {
    const same = blazers.filter((other) => garmentLeaf(other, 'Blazer') === garmentLeaf(one, 'Blazer'))
    if (same.length >= 2) return same
  }
  return null
}

test('Find similar on a blazer shows the school\'s other photos of that blazer right after it, before any other picture', async ({ page }) => {
  // A school with two photos of its blazer on its own, found as a user would.
  const found = await openSearchWith(page, 'uniform-labels=Blazer&view=list&matching-images-only=1')
  const school = found.schools.find((one) => blazerPhotos(one.images) !== null)
  expect(school, 'a school with two photos of its blazer').toBeDefined()
  const [picture, ...others] = blazerPhotos(school!.images)!
  const leaf = garmentLeaf(picture!, 'Blazer')!

  await page.goto(`/uniforms/schools/${school!.id}/images/${picture!.id}`)
  await expect(page.getByRole('heading', { level: 2, name: school!.name })).toBeVisible({ timeout: SCHOOL_PAGE_TIMEOUT })
  const findSimilar = page.getByRole('link', { name: 'Find similar' })
  await expect(findSimilar).toHaveAttribute('href', `/uniforms/search?similar-to-image=${picture!.id}&view=grid&matching-images-only=1`)

  const similar = await searchAfter(page, () => findSimilar.click())
  expect(similar.query.get('similarToImage')).toBe(picture!.id)
  expect(similar.query.get('pagingType')).toBe('IMAGE')
  await expect(page.getByRole('radio', { name: 'Grid' })).toBeChecked()
  await expect(page.getByRole('region', { name: 'Filters in force' }).getByText(`Similar to image ${picture!.id}`)).toBeVisible()

  const ranked = similar.images
  const distances = ranked.map((image) => image.distance ?? Infinity)
  expect(distances).toEqual([...distances].sort((a, b) => a - b))
  const sameBlazer = (image: SchoolImage) => image.schoolId === school!.id && image.type === 'PRODUCT' && garmentLeaf(image, 'Blazer') === leaf && image.id !== picture!.id
  expect(ranked[0]?.id, 'the picture itself first').toBe(picture!.id)
  expect(ranked.filter(sameBlazer).map((image) => image.id).sort(), "the school's other photos of the blazer are found").toEqual(others.map((image) => image.id).sort())
  const next = ranked.slice(1, 1 + others.length)
  const nearest = ranked.slice(0, 6).map((image) => `${image.schoolId}/${image.id} at ${image.distance}`).join(', ')
  expect(next.every(sameBlazer), `right after the picture itself, before any other picture: ${nearest}`).toBe(true)

  // The gallery shows them in that order.
  const shown = resultsPane(page).getByRole('list', { name: 'Images found' }).getByRole('link')
  await expect(shown.first()).toHaveAttribute('href', `/uniforms/schools/${ranked[0]!.schoolId}/images/${ranked[0]!.id}`)
  await expectNoSeriousA11yViolations(page)
  await shot(page, 'hub-similar')
})
