// The rules of the result views: dates as DD MMM, YYYY, the gallery sizing of spec-1 §9, the domain badge
// drawn instead of a favicon, and the format remembered per search.

import t from 'tap'
import { formatWrittenDay } from '../../../../shared/format/dates.js'
import { displayedSize, UNKNOWN_SIZE } from '../../../../entries/search/results/gallerySizing.js'
import { domainBadge } from '../../../../entries/search/results/domainBadge.js'
import { readFormat, storeFormat } from '../../../../entries/search/results/resultFormat.js'
import { memoryStorage } from '../../shared/memoryStorage.js'

t.test('dates show as DD MMM, YYYY in UTC, and nothing when unknown', async (t) => {
  t.equal(formatWrittenDay('2019-03-07T23:59:00Z'), '07 Mar, 2019')
  t.equal(formatWrittenDay('2021-12-25T00:00:00.000Z'), '25 Dec, 2021')
  // The camera's day as written, whatever zone the browser or the camera is in.
  t.equal(formatWrittenDay('2019-03-08T01:30:00+09:00'), '08 Mar, 2019')
  t.equal(formatWrittenDay('2019-03-07T23:59:59'), '07 Mar, 2019')
  t.equal(formatWrittenDay('2019-13-07T23:59:59'), '')
  t.equal(formatWrittenDay(null), '')
  t.equal(formatWrittenDay('not a date'), '')
})

t.test('a lone image is halved until it is at most 400 high', async (t) => {
  t.same(displayedSize({ width: 4000, height: 3000, orientation: 1 }), { width: 500, height: 375 })
  t.same(displayedSize({ width: 640, height: 400, orientation: null }), { width: 640, height: 400 })
  t.same(displayedSize({ width: 300, height: 801, orientation: 1 }), { width: 75, height: 200 })
})

t.test('an orientation above 4 swaps width and height before sizing', async (t) => {
  t.same(displayedSize({ width: 4000, height: 3000, orientation: 6 }), { width: 188, height: 250 })
  t.same(displayedSize({ width: 800, height: 300, orientation: 5 }), { width: 150, height: 400 })
  t.same(displayedSize({ width: 800, height: 300, orientation: 4 }), { width: 800, height: 300 })
})

t.test('unknown dimensions draw a square tile', async (t) => {
  t.same(displayedSize({ width: null, height: 300, orientation: 1 }), { width: UNKNOWN_SIZE, height: UNKNOWN_SIZE })
  t.same(displayedSize({ width: 0, height: 0, orientation: 1 }), { width: UNKNOWN_SIZE, height: UNKNOWN_SIZE })
})

t.test('a domain is drawn as its first letter, the same colour every time', async (t) => {
  t.same(domainBadge('www.flickr.com').letter, 'F')
  t.equal(domainBadge('flickr.com').hue, domainBadge('www.FLICKR.com').hue)
  t.not(domainBadge('flickr.com').hue, domainBadge('imgur.com').hue)
  t.equal(domainBadge('  ').letter, '?')
})

t.test('the format is remembered separately for search and similar, with their own defaults', async (t) => {
  const storage = memoryStorage()
  t.equal(readFormat('search', storage), 'list')
  t.equal(readFormat('similar', storage), 'grid')
  storeFormat('search', 'grid', storage)
  t.equal(readFormat('search', storage), 'grid')
  t.equal(readFormat('similar', storage), 'grid')
  storeFormat('similar', 'list', storage)
  t.equal(readFormat('similar', storage), 'list')
  t.equal(readFormat('search', storage), 'grid')
  storage.setItem('sightline.format.search', 'poster')
  t.equal(readFormat('search', storage), 'list', 'an unknown stored value falls back to the default')
  t.equal(readFormat('search', null), 'list', 'no storage at all falls back to the default')
})
