// The list view's columns (spec-1 §3.5, §9) as drawn: every header over the cells that show its field,
// the grouped list's special widths on the columns they belong to, and a heading over each group.

import t from 'tap'
import { renderToStaticMarkup } from 'react-dom/server'
import { Router } from 'wouter'
import type { SearchResultItem } from '../../../../shared/api/types/sightings.js'
import { ListView } from '../../../../entries/search/components/ListView.js'
import type { GroupBy } from '../../../../entries/search/results/grouping.js'

function item(id: string, overrides: Partial<SearchResultItem> = {}): SearchResultItem {
  return {
    id, url: `https://pics.example/${id}.jpg`, source: null, domain: 'pics.example', username: 'sam', profile: null,
    dateTimeOriginal: '2019-03-07T14:05:09', dateFirstSeen: null, dateLastSeen: null,
    make: 'Canon', model: 'EOS 5D', serialNumber: '0123456789', internalSerialNumber: null, lensSerialNumber: null,
    cameraName: 'Canon - EOS 5D - 0123456789', dimensions: '4000 x 3000', width: 4000, height: 3000, orientation: 1,
    longestEdge: 4000, shortestEdge: 3000, filesize: null, location: { lat: 51.5073509, lon: -0.1277583 }, cell: null,
    photoDNAFullHash: null, qtHash: null, tags: [], knownChildAbuseImageArachnid: false,
    ownerName: null, artist: null, creator: null, copyright: null, copyrightNotice: null, author: null, xpAuthor: null, placeholders: [],
    ...overrides,
  }
}

const render = (items: SearchResultItem[], groupBy: GroupBy) =>
  renderToStaticMarkup(
    <Router ssrPath="/search">
      <ListView items={items} groupBy={groupBy} returnTo="/search?make=Canon" />
    </Router>,
  )

const text = (html: string) => html.replace(/<[^>]+>/g, '')
const headers = (html: string) => [...html.matchAll(/<th scope="col"[^>]*>(.*?)<\/th>/g)].map((m) => text(m[1]!))
/** Each column's width as drawn ("112px", "12.3%"), null where it has none; [] when the table draws no column widths. */
const widths = (html: string) => [...html.matchAll(/<col( style="width:([\d.]+(?:px|%))")?\/>/g)].map((m) => m[2] ?? null)
/** The body's rows: a group heading as a string, a sighting's row as its cells' html. */
const bodyRows = (html: string) =>
  html
    .split('<tbody>')[1]!
    .split('<tr')
    .slice(1)
    .map((row) => (row.includes('scope="rowgroup"') ? text(row.slice(row.indexOf('>') + 1)) : [...row.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((m) => m[1]!)))

/** One row's cells by the header above them. */
function cellsByHeader(html: string, row: number): Record<string, string> {
  const cells = bodyRows(html)[row]
  if (!Array.isArray(cells)) throw new Error(`row ${row} is a heading`)
  return Object.fromEntries(headers(html).map((header, i) => [header, cells[i] ?? '']))
}

t.test('each header stands over the cells that show its field', async (t) => {
  const html = render([item('a1', { make: 'NIKON CORPORATION', model: 'NIKON D850', serialNumber: '3012345', internalSerialNumber: null, cameraName: 'NIKON CORPORATION - NIKON D850 - 3012345', dimensions: '640 x 480', domain: 'imgs.example', username: 'alex', location: { lat: 1.5, lon: -2.25 } })], 'none')
  t.same(headers(html), ['Image', 'Date Taken', 'Camera', 'Dimensions', 'Domain', 'Username', 'Location'])
  const cells = cellsByHeader(html, 0)
  t.match(cells['Image'], /<a href="\/sighting\/a1">/, 'the picture links to its sighting')
  t.match(cells['Date Taken'], /<a href="\/sighting\/a1">07 Mar, 2019<\/a>/)
  t.equal(text(cells['Camera']!), 'NIKON CORPORATION NIKON D850Serial 3012345', 'the camera named, then its serial on a line of its own')
  t.equal(text(cells['Dimensions']!), '640 x 480')
  t.equal(text(cells['Domain']!), 'Iimgs.example', 'the badge letter, then the domain')
  t.equal(text(cells['Username']!), 'alex')
  t.equal(text(cells['Location']!), '1.50000, -2.25000')
})

t.test('the camera is named once, and each serial shows on its own line, never in the clamped name', async (t) => {
  const cells = cellsByHeader(render([item('a1', { make: 'Canon', model: 'Canon PowerShot S40', serialNumber: '0123456789', internalSerialNumber: 'IX1' })], 'none'), 0)
  const [name, ...serials] = [...cells['Camera']!.matchAll(/<span[^>]*>((?:<span[^>]*>[^<]*<\/span>)?[^<]*)<\/span>/g)].map((m) => text(m[1]!))
  t.equal(name, 'Canon PowerShot S40', 'the make once')
  t.same(serials, ['Serial 0123456789', 'Internal serial IX1'])
  const serialOnly = cellsByHeader(render([item('a2', { make: null, model: null, serialNumber: 'TRAIL-77', cameraName: 'TRAIL-77' })], 'none'), 0)
  t.equal(text(serialOnly['Camera']!), 'Serial TRAIL-77', 'a serial without a camera name still shows')
})

t.test('a grouped list gives each text column its special width (spec-1 §9: 250, 450, 200, 350, 300) as its share of the table', async (t) => {
  const html = render([item('a1'), item('a2')], 'camera')
  const byHeader = Object.fromEntries(headers(html).map((header, i) => [header, widths(html)[i]]))
  t.same(byHeader, { Image: '112px', 'Date Taken': '12.3%', Camera: '22.1%', Dimensions: '9.8%', Domain: '17.2%', Username: '14.7%', Location: null })
  const shares = ['Date Taken', 'Camera', 'Dimensions', 'Domain', 'Username'].map((header) => parseFloat(byHeader[header]!))
  ;[250, 450, 200, 350, 300].forEach((width, i) => t.ok(Math.abs(shares[i]! / shares[0]! - width / 250) < 0.02, `${width} keeps its proportion`))
  t.ok(shares.reduce((a, b) => a + b) < 80, 'room is left for the thumbnail and Location')
})

t.test('a long value wraps and ends in an ellipsis, its whole text kept in its title and its cell', async (t) => {
  const onion = 'duskgytldkxiuqc6duskgytldkxiuqc6duskgytldkxiuqc6duskgytldkxiuqc6.onion'
  const name = 'a-username-without-any-space-that-runs-on-and-on-and-on-and-on'
  const cells = cellsByHeader(render([item('a1', { domain: onion, username: name })], 'none'), 0)
  t.match(cells['Domain'], `<span title="${onion}">${onion}</span>`)
  t.match(cells['Username'], new RegExp(`<span title="${name}"[^>]*>${name}</span>`))
})

t.test('an ungrouped list lets its text columns size themselves; the thumbnail keeps its width', async (t) => {
  const html = render([item('a1')], 'none')
  t.same(widths(html), ['112px', null, null, null, null, null, null])
})

t.test('a grouped list puts a heading naming the group and its size over each run', async (t) => {
  const items = [item('a1', { cameraName: 'Nikon' }), item('a2', { cameraName: 'Nikon' }), item('a3', { cameraName: 'Canon' })]
  const rows = bodyRows(render(items, 'camera'))
  t.equal(rows.length, 5)
  t.equal(rows[0], 'Camera: Nikon (2)')
  t.equal(rows[3], 'Camera: Canon (1)')
  t.same([rows[1], rows[2], rows[4]].map((cells) => (cells as string[]).length), [7, 7, 7])
  t.match((rows[4] as string[])[1], /href="\/sighting\/a3"/)
  t.notOk(bodyRows(render(items, 'none')).some((row) => typeof row === 'string'), 'no headings when not grouped')
})

t.test('a similar search\'s list shows each result\'s distance in a column after the picture', async (t) => {
  const distances = new Map([['a1', 0], ['a2', 1234.4]])
  const html = renderToStaticMarkup(
    <Router ssrPath="/similar">
      <ListView items={[item('a1'), item('a2')]} groupBy="none" returnTo="/similar" distanceOf={(i) => distances.get(i.id) ?? null} />
    </Router>,
  )
  t.same(headers(html).slice(0, 3), ['Image', 'Distance', 'Date Taken'])
  t.equal(text(cellsByHeader(html, 0)['Distance']!), '0 (same picture)')
  t.equal(text(cellsByHeader(html, 1)['Distance']!), '1,234')
  t.notOk(headers(render([item('a1')], 'none')).includes('Distance'), 'the main search has no distance')
})
