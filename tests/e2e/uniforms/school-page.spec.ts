// A school's page (spec-3 §2, §4 "School image PII flag", §9): the school, its gallery of 50 a page with Show
// more in rows near 300 high, the selected image 300 high; the PII flag raised after a confirmation, and never
// unset, from the page or by the call; the page named, usable by keyboard and axe-clean.

import { expect, test } from '../support/test.js'
import type { School, SchoolImage } from '../../../shared/api/types/uniforms.js'
import { accountNamed } from '../support/accounts.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { expectModalDialog, modalDialog, openWith } from '../support/dialogs.js'
import { expectControlsNamed, openSearch, SCHOOL_PAGE_TIMEOUT, searchCall, shot } from './search-tab.js'

test('the gallery shows 50 images a page with Show more, in rows near 300 high; the chosen image is 300 high', async ({ page }) => {
  await openSearch(page)
  const school = (await searchCall(page, { regions: 'England' })).schools[0]!
  const all = (await (await page.request.get(`/v1/uniforms/schools/${school.id}/images?page=1&resultsPerPage=200`)).json()) as { images: SchoolImage[]; totalImages: number }
  await page.goto(`/uniforms/schools/${school.id}`)
  await expect(page.getByRole('heading', { level: 2, name: school.name })).toBeVisible({ timeout: SCHOOL_PAGE_TIMEOUT })
  const gallery = page.getByRole('list', { name: /^Images/ })
  await expect(gallery.getByRole('img')).toHaveCount(Math.min(50, all.totalImages), { timeout: SCHOOL_PAGE_TIMEOUT })
  const heights = await gallery.getByRole('img').evaluateAll((images) => images.map((img) => img.getBoundingClientRect().height))
  expect(Math.max(...heights)).toBeLessThanOrEqual(300.5)
  expect(Math.max(...heights)).toBeGreaterThan(150)
  if (all.totalImages > 50) {
    await page.getByRole('button', { name: 'Show more' }).click()
    await expect(gallery.getByRole('img')).toHaveCount(Math.min(100, all.totalImages))
  } else {
    await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0)
  }
  await expectNoSeriousA11yViolations(page)
  await expectControlsNamed(page)
  await shot(page, 'hub-school')

  const image = all.images[0]!
  await gallery.getByRole('link').first().click()
  await expect(page).toHaveURL((url) => url.pathname === `/uniforms/schools/${school.id}/images/${image.id}`)
  const chosen = page.getByRole('region', { name: /^(Logo|Uniform photo|Uniform product photo)$/ })
  const shown = chosen.getByRole('img')
  await expect(shown).toBeVisible()
  expect(Math.round((await shown.boundingBox())!.height)).toBe(300)
  await expect(gallery.getByRole('link').first()).toHaveAttribute('aria-current', 'true')
})

test('the PII flag is raised after a confirmation and cannot be unset', async ({ page }) => {
  // A contributor with the search role sees a flagged image still, and so what the page offers for it.
  const account = accountNamed('contributor2')
  await openSearch(page, '', account)
  const found = await searchCall(page, { regions: 'Wales' })
  const school: School = found.schools[found.schools.length - 1]!
  const images = (await (await page.request.get(`/v1/uniforms/schools/${school.id}/images?page=1&resultsPerPage=50`)).json()) as { images: SchoolImage[] }
  const image = images.images.find((one) => !one.containsPii)!
  await page.goto(`/uniforms/schools/${school.id}/images/${image.id}`)
  const flag = page.getByRole('button', { name: 'Flag as personal information' })
  await expect(flag).toBeVisible({ timeout: SCHOOL_PAGE_TIMEOUT })
  await expectModalDialog(page, 'flag image pii', openWith(page, 'flag-pii', flag), { opener: flag })

  // Cancel changes nothing.
  await flag.click()
  await modalDialog(page).getByRole('button', { name: 'Cancel' }).click()
  await expect(flag).toBeVisible()
  let stored = (await (await page.request.get(`/v1/uniforms/schools/${school.id}/images/${image.id}`)).json()) as { image: SchoolImage }
  expect(stored.image.containsPii).toBe(false)

  await flag.click()
  const dialog = modalDialog(page)
  await expect(dialog).toContainText('the flag cannot be removed from this page')
  const [posted] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith(`/images/${image.id}/pii-events`)),
    dialog.getByRole('button', { name: 'Flag as personal information' }).click(),
  ])
  expect(posted.ok()).toBe(true)
  expect(posted.request().postDataJSON()).toEqual({ containsPii: true })
  await expect(page.getByText('This image is flagged as containing personal information.')).toBeVisible()
  await expect(page.getByRole('button', { name: /personal information/ })).toHaveCount(0)

  // Reloaded: still flagged, still nothing to unset it with; and the call refuses to lower it.
  await page.reload()
  await expect(page.getByText('This image is flagged as containing personal information.')).toBeVisible({ timeout: SCHOOL_PAGE_TIMEOUT })
  await expect(page.getByRole('button', { name: /personal information/ })).toHaveCount(0)
  const lowered = await page.request.post(`/v1/uniforms/schools/${school.id}/images/${image.id}/pii-events`, { data: { containsPii: false } })
  expect(lowered.status()).toBe(400)
  stored = (await (await page.request.get(`/v1/uniforms/schools/${school.id}/images/${image.id}`)).json()) as { image: SchoolImage }
  expect(stored.image.containsPii).toBe(true)
  await expectNoSeriousA11yViolations(page)
  await expectControlsNamed(page)
  await shot(page, 'hub-school-pii')
})
