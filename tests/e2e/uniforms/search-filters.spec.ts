// The Search tab's filters (spec-3 §2, §4, §5): a region and an age range narrow the schools found, each change
// back on page 1; the location rectangle drawn on the map finds only schools inside it; Clear all empties every
// filter; and a reload shows the same search, every control as it was left.

import { expect, test } from '../support/test.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { expectModalDialog, modalDialog, openWith } from '../support/dialogs.js'
import { expectControlsNamed, foundCount, openSearch, openSearchWith, resultsPane, searchAfter, shot } from './search-tab.js'

test('a region, then an age range, narrow the schools found; each change goes back to page 1', async ({ page }) => {
  await openSearch(page)
  const regions = page.getByRole('group', { name: 'Regions' })
  const scotland = await searchAfter(page, () => regions.getByRole('checkbox', { name: 'Scotland' }).check())
  expect(scotland.query.getAll('regions')).toEqual(['Scotland'])
  expect(scotland.totalSchools).toBeGreaterThan(0)
  for (const school of scotland.schools) expect(school.region[0], school.name).toBe('Scotland')

  // On to page 2, then the ages: back to page 1, fewer schools, each taking some pupil aged 5 to 11.
  if (scotland.totalSchools > 50) {
    await searchAfter(page, () => resultsPane(page).getByRole('button', { name: 'Page 2' }).click())
    await expect(page).toHaveURL(/[?&]page=2(&|$)/)
  }
  const youngest = page.getByRole('slider', { name: 'Youngest age' })
  const oldest = page.getByRole('slider', { name: 'Oldest age' })
  const narrowed = await searchAfter(page, async () => {
    await youngest.focus()
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
    await oldest.focus()
    for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowLeft')
  })
  await expect(youngest).toHaveValue('5')
  await expect(oldest).toHaveValue('11')
  expect(narrowed.query.get('minAge')).toBe('5')
  expect(narrowed.query.get('maxAge')).toBe('11')
  expect(narrowed.query.get('page')).toBe('1')
  expect(narrowed.totalSchools).toBeLessThan(scotland.totalSchools)
  for (const school of narrowed.schools) {
    expect(school.region[0]).toBe('Scotland')
    expect(school.minAge <= 11 && school.maxAge >= 5, `${school.name} takes ages ${school.minAge} to ${school.maxAge}`).toBe(true)
  }
  await expect(page).not.toHaveURL(/[?&]page=/)
  await expect(page.getByRole('region', { name: 'Filters in force' }).getByText('Ages 5 to 11')).toBeVisible()

  // Back to the slider's ends: the ages are not set, which is the search made before, shown again without asking.
  await youngest.focus()
  await page.keyboard.press('Home')
  await oldest.focus()
  await page.keyboard.press('End')
  await expect(page).toHaveURL((url) => url.search === '?regions=Scotland')
  await expect(foundCount(page)).toHaveText(`Found ${scotland.totalSchools} schools`)
})

test('the location drawn on the map finds only schools inside it; the dialog holds focus and is axe-clean', async ({ page }) => {
  await openSearch(page)
  const opener = page.getByRole('button', { name: 'Location Draw an area' })
  await expectModalDialog(page, 'hub location', openWith(page, 'hub-location', opener), { opener })

  await opener.click()
  const dialog = modalDialog(page)
  await expect(dialog.getByRole('heading', { name: 'Location' })).toBeVisible()
  const submit = dialog.getByRole('button', { name: 'Submit' })
  await expect(submit).toBeDisabled()
  // The place search keeps to the British Isles: Manchester is the English city.
  await dialog.getByRole('searchbox', { name: 'Place search' }).fill('Manchester')
  await dialog.getByRole('button', { name: 'Find' }).click()
  const places = dialog.getByRole('list', { name: 'Places found' })
  await expect(places.getByRole('button').first()).toContainText('United Kingdom')
  await places.getByRole('button').first().click()

  const map = dialog.getByRole('region', { name: 'Location map: drag to draw the area to search' })
  await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 20_000 })
  await expect(map).toHaveAttribute('data-drawing', 'true')
  const box = (await map.boundingBox())!
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5, { steps: 5 })
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.8, { steps: 5 })
  await page.mouse.up()
  await expect(dialog.getByRole('status').filter({ hasText: /^Area to search: / })).toBeVisible()
  await expect(map).toHaveAttribute('data-rectangle', 'true')
  await expectControlsNamed(page)
  await shot(page, 'hub-location-drawn')

  const reply = await searchAfter(page, () => submit.click())
  await expect(dialog).toBeHidden()
  const [north, east, south, west] = reply.query.get('location')!.split(',').map(Number) as [number, number, number, number]
  expect(north).toBeGreaterThan(south)
  expect(east).toBeGreaterThan(west)
  // Round Manchester: the rectangle is a county's size, and holds it.
  expect(north - south).toBeLessThan(2)
  expect(53.48).toBeGreaterThan(south)
  expect(53.48).toBeLessThan(north)
  expect(reply.totalSchools).toBeGreaterThan(0)
  expect(reply.totalSchools).toBeLessThan(100)
  for (const school of reply.schools) {
    const at = school.location!
    expect(at.latitude >= south && at.latitude <= north && at.longitude >= west && at.longitude <= east, `${school.name} at ${at.latitude},${at.longitude}`).toBe(true)
  }
  await expect(page).toHaveURL(/[?&]location=/)
  await expect(page.getByText(/^Schools within /)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Filters in force' }).getByText('Location: the area drawn on the map')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Map of the location filter' })).toHaveAttribute('data-rectangle', 'true', { timeout: 20_000 })
  await expectNoSeriousA11yViolations(page)
  await shot(page, 'hub-location-filter')
})

test('from the keyboard, the map\'s view becomes the area; Cancel keeps the filter as it was', async ({ page }) => {
  await openSearch(page)
  await page.getByRole('button', { name: 'Location Draw an area' }).focus()
  await page.keyboard.press('Enter')
  const dialog = modalDialog(page)
  const map = dialog.getByRole('region', { name: 'Location map: drag to draw the area to search' })
  await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 20_000 })
  await dialog.getByRole('button', { name: 'Use the map’s view' }).press('Enter')
  await expect(dialog.getByRole('status').filter({ hasText: /^Area to search: / })).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL((url) => !url.searchParams.has('location'))

  await page.getByRole('button', { name: 'Location Draw an area' }).press('Enter')
  await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 20_000 })
  await dialog.getByRole('button', { name: 'Use the map’s view' }).press('Enter')
  const reply = await searchAfter(page, () => dialog.getByRole('button', { name: 'Submit' }).press('Enter'))
  expect(reply.query.get('location')).toMatch(/^-?\d+\.\d{5},-?\d+\.\d{5},-?\d+\.\d{5},-?\d+\.\d{5}$/)
})

test('a reload shows the whole search as it was left; Clear all empties every filter', async ({ page }) => {
  const query = [
    'text=School',
    'regions=England',
    'uniform-labels=Navy+Blazer,Black+Blazer,Grey+Skirt',
    'min-age=4',
    'max-age=16',
    'view=compact',
    'view-types=UNIFORM',
    'view-labels=Blazer',
    'size=25',
  ].join('&')
  const first = await openSearchWith(page, query)
  expect(first.query.get('pagingType')).toBe('IMAGE')
  expect(first.query.get('resultsPerPage')).toBe('25')
  expect(first.query.getAll('viewLabels')).toEqual(['Blazer'])
  expect(first.totalImages).toBeGreaterThan(0)

  const check = async () => {
    await expect(page.getByRole('searchbox', { name: 'Text' })).toHaveValue('School')
    await expect(page.getByRole('group', { name: 'Regions' }).getByRole('checkbox', { name: 'England' })).toBeChecked()
    await expect(page.getByRole('slider', { name: 'Youngest age' })).toHaveValue('4')
    await expect(page.getByRole('slider', { name: 'Oldest age' })).toHaveValue('16')
    await expect(page.getByRole('radio', { name: 'Compact' })).toBeChecked()
    await expect(page.getByRole('group', { name: 'Filter results by' }).getByRole('checkbox', { name: 'Uniforms' })).toBeChecked()
    await expect(page.getByRole('group', { name: 'Garments' }).getByRole('checkbox', { name: 'Blazer' })).toBeChecked()
    await expect(page.getByLabel('Items per page')).toHaveValue('25')
    const chips = page.getByRole('region', { name: 'Filters in force' }).getByRole('listitem')
    await expect(chips).toHaveText(['Region: England', 'Blazer: Navy Blazer, Black Blazer', 'Skirt: Grey Skirt', 'Text: “School”', 'Ages 4 to 16'].map((t) => new RegExp(`^${t}`)))
  }
  await check()
  const again = await searchAfter(page, () => page.reload())
  expect(again.query.toString()).toBe(first.query.toString())
  await check()

  // Turning Uniforms off takes the garments with it.
  const noGarments = await searchAfter(page, () => page.getByRole('group', { name: 'Filter results by' }).getByRole('checkbox', { name: 'Uniforms' }).uncheck({ force: true }))
  expect(noGarments.query.has('viewLabels')).toBe(false)
  await expect(page.getByRole('group', { name: 'Garments' })).toHaveCount(0)

  await page.getByRole('region', { name: 'Filters in force' }).getByRole('button', { name: 'Clear all' }).click()
  await expect(page).toHaveURL((url) => url.search === '?view=compact&size=25')
  await expect(page.getByRole('searchbox', { name: 'Text' })).toHaveValue('')
  await expect(page.getByRole('slider', { name: 'Youngest age' })).toHaveValue('2')
  await expect(page.getByRole('slider', { name: 'Oldest age' })).toHaveValue('19')
  await expect(resultsPane(page).getByText('Choose a filter to search')).toBeVisible()
})
