// Group-by in the list (spec-1 §2.5, §4.5, §5): the six choices, the group field descending, dimensions by
// width then height, and runs of equal headings.

import t from 'tap'
import { GROUP_BY_CHOICES, groupRuns, readGroupBy, sortForGroup } from '../../../../entries/search/results/grouping.js'
import type { SearchResultItem } from '../../../../shared/api/types/sightings.js'

function item(id: string, fields: Partial<SearchResultItem>): SearchResultItem {
  return { id, cameraName: '', dimensions: null, width: null, height: null, domain: null, username: null, dateTimeOriginal: null, ...fields } as SearchResultItem
}

t.test('the list groups by None, Camera, Date Taken, Domain, Resolution or Username', async (t) => {
  t.same(GROUP_BY_CHOICES.map((c) => c.label), ['None', 'Camera', 'Date Taken', 'Domain', 'Resolution', 'Username'])
  t.equal(readGroupBy('domain'), 'domain')
  t.equal(readGroupBy('colour'), 'none')
  t.equal(readGroupBy(null), 'none')
})

t.test('grouping sorts by the group field descending, missing values last', async (t) => {
  const items = [item('a', { domain: 'b.com' }), item('b', { domain: null }), item('c', { domain: 'z.com' }), item('d', { domain: 'b.com' })]
  t.same(sortForGroup(items, 'domain').map((i) => i.id), ['c', 'a', 'd', 'b'])
  t.same(sortForGroup(items, 'none').map((i) => i.id), ['a', 'b', 'c', 'd'], 'no grouping keeps the order given')
})

t.test('resolutions compare width first, then height', async (t) => {
  const items = [
    item('small', { width: 640, height: 480, dimensions: '640 x 480' }),
    item('tall', { width: 4000, height: 6000, dimensions: '4000 x 6000' }),
    item('wide', { width: 4000, height: 3000, dimensions: '4000 x 3000' }),
    item('unknown', {}),
    item('mid', { width: 1024, height: 9999, dimensions: '1024 x 9999' }),
  ]
  t.same(sortForGroup(items, 'dimensions').map((i) => i.id), ['tall', 'wide', 'mid', 'small', 'unknown'])
})

t.test('runs of the same heading form one group; dates group by the day shown', async (t) => {
  const items = [
    item('1', { dateTimeOriginal: '2020-05-01T20:00:00' }),
    item('2', { dateTimeOriginal: '2020-05-01T08:00:00' }),
    item('3', { dateTimeOriginal: '2019-01-02T08:00:00' }),
    item('4', {}),
  ]
  const groups = groupRuns(sortForGroup(items, 'dateTimeOriginal'), 'dateTimeOriginal')
  t.same(groups.map((g) => [g.key, g.items.map((i) => i.id)]), [
    ['01 May, 2020', ['1', '2']],
    ['02 Jan, 2019', ['3']],
    ['Unknown date', ['4']],
  ])
  t.same(groupRuns(items, 'none').length, 1, 'without grouping every result is in one group')
})

t.test('grouping by camera orders by the camera name, descending', async (t) => {
  const items = [item('a', { cameraName: 'Canon - EOS 5D' }), item('b', { cameraName: 'Nikon - D750 - 301' }), item('c', { cameraName: '' })]
  const groups = groupRuns(sortForGroup(items, 'camera'), 'camera')
  t.same(groups.map((g) => g.key), ['Nikon - D750 - 301', 'Canon - EOS 5D', 'Unknown camera'])
})
