// The Search tab's descriptions (spec-3 §2, §4): a uniform described in words lists first the schools whose
// pictures are drawn that way, asked for once the typing pauses for a second; a logo description the same.

import { expect, test } from '../support/test.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { isSearchReply, openSearch, resultsPane, searchAfter, shot } from './search-tab.js'

test('“navy blazer gold lion” lists first the schools drawn with a navy blazer with a gold lion crest, asked once typing pauses', async ({ page }) => {
  await openSearch(page)
  await expect(resultsPane(page).getByText('Choose a filter to search')).toBeVisible()
  const asked: string[] = []
  page.on('response', (response) => isSearchReply(response) && asked.push(response.url()))

  const field = page.getByRole('textbox', { name: 'Uniform description' })
  const reply = await searchAfter(page, () => field.pressSequentially('navy blazer gold lion', { delay: 40 }))
  expect(reply.query.get('uniformDescription')).toBe('navy blazer gold lion')
  expect(reply.query.get('pagingType')).toBe('SCHOOL')
  expect(asked, 'one search for the whole phrase, made after the pause').toHaveLength(1)
  await expect(page).toHaveURL(/[?&]uniform-description=navy\+blazer\+gold\+lion(&|$)/)

  // The first schools listed have a picture of that very blazer; the list shows them in the service's order.
  const drawnThatWay = reply.schools.map((school) => school.images.some((image) => /navy blazer with a gold lion crest/i.test(image.description)))
  expect(drawnThatWay.slice(0, 2), `${reply.schools[0]!.name} and ${reply.schools[1]!.name} have the blazer`).toEqual([true, true])
  const cards = resultsPane(page).getByRole('article')
  await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(reply.schools[0]!.name)
  await expect(cards.nth(1).getByRole('heading', { level: 3 })).toHaveText(reply.schools[1]!.name)
  await expect(resultsPane(page).getByRole('status').filter({ hasText: /^Found \d[\d,]*\+? schools?$/ })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Filters in force' }).getByText('Uniform description: “navy blazer gold lion”')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await shot(page, 'hub-search-description')
})

test('a logo description finds schools whose badge is drawn that way, and its chip takes it away', async ({ page }) => {
  await openSearch(page)
  await expect(page.getByText('Describe the badge in words, for example')).toBeVisible()
  const reply = await searchAfter(page, () => page.getByRole('textbox', { name: 'Logo description' }).fill('red lion'))
  expect(reply.query.get('logoDescription')).toBe('red lion')
  const first = reply.schools[0]!
  expect(first.images.some((image) => image.type === 'LOGO' || /lion/i.test(image.description)), `${first.name} has a lion`).toBe(true)

  const chips = page.getByRole('region', { name: 'Filters in force' })
  await chips.getByRole('button', { name: 'Remove Logo description: “red lion”' }).click()
  await expect(page.getByRole('textbox', { name: 'Logo description' })).toHaveValue('')
  await expect(chips).toHaveCount(0)
  await expect(resultsPane(page).getByText('Choose a filter to search')).toBeVisible()
  await expect(page).toHaveURL((url) => url.search === '')
})
