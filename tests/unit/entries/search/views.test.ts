// The rules of the result views: dates as DD MMM, YYYY, the gallery sizing of spec-1 §9, the domain badge
// drawn instead of a favicon, and the format remembered per search.

import t from 'tap'
import { formatWrittenDay } from '../../../../shared/format/dates.js'
import { displayedSize, justifiedRows, ROW_HEIGHT, UNKNOWN_SIZE } from '../../../../entries/search/results/gallerySizing.js'
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

const landscape = { width: 300, height: 200, orientation: 1 }
const portrait = { width: 200, height: 300, orientation: 1 }
const rowWidthOf = (row: { width: number }[], gap: number) => row.reduce((sum, size) => sum + size.width, 0) + gap * (row.length - 1)

t.test('the gallery rows but the last fill the width exactly at one height each, no higher than the aimed height', async (t) => {
  const pictures = [landscape, portrait, landscape, { width: 4000, height: 3000, orientation: 6 }, landscape, portrait, landscape, { width: null, height: null, orientation: null }, landscape]
  const rows = justifiedRows(pictures, 1000, 12)
  t.equal(rows.flat().length, pictures.length, 'every picture is placed once, in order')
  t.ok(rows.length > 1)
  for (const row of rows.slice(0, -1)) {
    t.equal(rowWidthOf(row, 12), 1000)
    t.equal(new Set(row.map((size) => size.height)).size, 1, 'one height across the row')
    t.ok(row[0]!.height <= ROW_HEIGHT && row[0]!.height > ROW_HEIGHT / 2)
  }
  const last = rows.at(-1)!
  t.ok(last.every((size) => size.height === ROW_HEIGHT), 'the last row is not stretched')
  t.ok(rowWidthOf(last, 12) <= 1000)
})

t.test('each picture keeps its aspect ratio, turned when its orientation is above 4', async (t) => {
  const turned = { width: 4000, height: 3000, orientation: 6 }
  const rows = justifiedRows([landscape, turned, landscape, portrait, landscape, landscape, portrait], 900, 10)
  const sizes = rows.flat()
  const ratios = [1.5, 0.75, 1.5, 2 / 3, 1.5, 1.5, 2 / 3]
  sizes.forEach((size, index) => t.ok(Math.abs(size.width / size.height - ratios[index]!) < 0.05, `picture ${index}: ${size.width}x${size.height}`))
})

t.test('a picture alone on its page keeps the lone-image rule, made narrower only to fit', async (t) => {
  t.same(justifiedRows([{ width: 4000, height: 3000, orientation: 1 }], 1000, 12), [[{ width: 500, height: 375 }]])
  t.same(justifiedRows([{ width: 800, height: 300, orientation: 5 }], 1000, 12), [[{ width: 150, height: 400 }]])
  t.same(justifiedRows([{ width: 640, height: 400, orientation: 1 }], 320, 12), [[{ width: 320, height: 200 }]])
})

t.test('a panorama makes its row lower, still filling the width, and the row after it starts afresh', async (t) => {
  const rows = justifiedRows([landscape, { width: 4000, height: 400, orientation: 1 }, landscape], 1000, 12)
  t.equal(rows.length, 2)
  t.equal(rowWidthOf(rows[0]!, 12), 1000)
  t.equal(rows[0]![0]!.height, Math.round(988 / 11.5))
  t.same(rows[1], [{ width: 300, height: ROW_HEIGHT }])
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
