// The sighting page's rules (spec-1 §2.7, §4.9, §9): value formats, the groups with their search and
// similar links, the return path and the loading by id.

import t from 'tap'
import type { SightingDetail } from '../../../../shared/api/types/sightings.js'
import { filtersFromQuery } from '../../../../shared/search/filters.js'
import { formatCoordinates } from '../../../../entries/search/sighting/detailFormat.js'
import { formatFilesize } from '../../../../shared/format/fileSize.js'
import { formatTimestamp } from '../../../../shared/format/dates.js'
import { exifEntries } from '../../../../entries/search/sighting/exifEntries.js'
import { detailGroups, mainDetails, searchHrefFor } from '../../../../entries/search/sighting/detailGroups.js'
import { returnPathOf } from '../../../../entries/search/sighting/returnPath.js'
import { createSessionCache } from '../../../../shared/state/sessionCache.js'
import { createSightingQuery } from '../../../../entries/search/sighting/sightingLoad.js'
import { fakeService, jsonReply } from '../../shared/fakeService.js'
import { memoryStorage } from '../../shared/memoryStorage.js'

const ORIGIN = 'https://app.example'

const HASH = Array.from({ length: 144 }, (_, i) => i).join(',')

function sighting(overrides: Partial<SightingDetail> = {}): SightingDetail {
  return {
    id: 'abc', url: 'https://pics.example/a.jpg', source: 'crawler', domain: 'pics.example', username: 'sam', profile: 'https://pics.example/sam',
    dateTimeOriginal: '2019-03-07T14:05:09', dateFirstSeen: '2020-01-02T00:00:00.000Z', dateLastSeen: null,
    make: 'Canon', model: 'EOS 5D', serialNumber: '0123456789', internalSerialNumber: null, lensSerialNumber: '000042',
    cameraName: 'Canon - EOS 5D - 0123456789', dimensions: '4000 x 3000', width: 4000, height: 3000, orientation: 1,
    longestEdge: 4000, shortestEdge: 3000, filesize: 2_453_123, location: { lat: 51.5073509, lon: -0.1277583 }, cell: null,
    photoDNAFullHash: HASH, qtHash: 'ffee', tags: ['beach', 'dog'], knownChildAbuseImageArachnid: false,
    ownerName: null, artist: null, creator: null, copyright: null, copyrightNotice: null, author: null, xpAuthor: null, placeholders: [],
    fileName: 'IMG_0001.JPG', md5: 'd41d8cd98f00b204e9800998ecf8427e', sha1: null, lens: 'EF 24-70mm', lensId: null,
    exifSoftware: null, imageUniqueId: null, barcode: null, instanceId: null, creatorAddress: null, creatorWorkEmail: null,
    exif: { Model: 'EOS 5D', FNumber: 2.8, ISO: [100, 200], Flash: { fired: false } },
    ...overrides,
  }
}

t.test('sizes read in binary units from Bytes to YB', async (t) => {
  t.equal(formatFilesize(0), '0 Bytes')
  t.equal(formatFilesize(1023), '1023 Bytes')
  t.equal(formatFilesize(1024), '1 KB')
  t.equal(formatFilesize(1536), '1.5 KB')
  t.equal(formatFilesize(2_453_123), '2.34 MB')
  t.equal(formatFilesize(1024 ** 8 * 3), '3 YB')
  t.equal(formatFilesize(1024 ** 9), '1024 YB')
})

t.test('timestamps read YYYY-MM-DD HH:mm:ss in UTC, coordinates with 5 decimals', async (t) => {
  t.equal(formatTimestamp('2019-03-07T14:05:09.000Z'), '2019-03-07 14:05:09 UTC')
  t.equal(formatTimestamp('2019-03-07T23:30:00-05:00'), '2019-03-08 04:30:00 UTC')
  t.equal(formatTimestamp(null), '')
  t.equal(formatTimestamp('not a date'), '')
  t.equal(formatCoordinates({ lat: 51.5073509, lon: -0.1277583 }), '51.50735, -0.12776')
})

t.test('every Exif tag is listed in name order, each value as text', async (t) => {
  t.same(
    exifEntries({ Model: 'EOS 5D', FNumber: 2.8, ISO: [100, 200], Flash: { fired: false } }).map((e) => [e.tag, e.text]),
    [
      ['Flash', '{"fired":false}'],
      ['FNumber', '2.8'],
      ['ISO', '100, 200'],
      ['Model', 'EOS 5D'],
    ],
  )
})

t.test('a searchable value links to a search with that one filter, which the search page reads back', async (t) => {
  const href = searchHrefFor('serialNumber', '0123456789')
  t.equal(href, '/search?serialNumber=0123456789')
  const { filters, errors } = filtersFromQuery(new URLSearchParams(href!.split('?')[1]))
  t.same(errors, [])
  t.same(filters, [{ name: 'serialNumber', operator: 'is', value: '0123456789' }])
  t.equal(searchHrefFor('profile', 'x'), null, 'not a filter')
  t.equal(searchHrefFor('dimensions', '4000 x 3000'), null, 'display only')
})

t.test('the main details: location searches 1 mile around the point, tags one by one, known abuse always said', async (t) => {
  const rows = mainDetails(sighting())
  const byLabel = new Map(rows.map((r) => [r.label, r]))
  t.same([...byLabel.keys()], ['URL', 'Location', 'Filesize', 'Username', 'Profile', 'Domain', 'Source', 'Tags', 'Dimensions', 'Known abuse'])
  const location = byLabel.get('Location')!.values[0]!
  t.equal(location.text, '51.50735, -0.12776')
  t.equal(location.searchHref, '/search?location=51.50735%3A-0.12776%3A1%3AMILES')
  t.same(byLabel.get('Tags')!.values.map((v) => v.searchHref), ['/search?tags=beach', '/search?tags=dog'])
  const size = byLabel.get('Filesize')!.values[0]!
  t.same([size.text, size.copy], ['2.34 MB', '2453123'], 'the copy is the exact size')
  t.equal(byLabel.get('Profile')!.values[0]!.searchHref, null)
  t.equal(byLabel.get('Known abuse')!.values[0]!.text, 'No')
  t.equal(byLabel.get('Known abuse')!.values[0]!.copy, null, 'a yes or no has no Copy button')
  t.equal(mainDetails(sighting({ knownChildAbuseImageArachnid: true })).find((r) => r.label === 'Known abuse')!.values[0]!.text, 'Yes')
  const cell = mainDetails(sighting({ cell: { lat: 1, lon: 2 } })).find((r) => r.label === 'Cell')!
  t.equal(cell.values[0]!.searchHref, null, 'the cell tower is not a filter')
})

t.test('the groups: serials, owner, dates by day, hashes with Find similar, camera and file; missing values left out', async (t) => {
  const groups = new Map(detailGroups(sighting()).map((g) => [g.title, g.rows]))
  t.same([...groups.keys()], ['Serial numbers', 'Owner and copyright', 'Dates', 'Similarity hashes', 'Cryptographic hashes', 'Camera', 'File'])
  t.same(groups.get('Serial numbers')!.map((r) => r.label), ['Serial number', 'Lens serial number'])
  const taken = groups.get('Dates')!.find((r) => r.label === 'Date taken')!.values[0]!
  t.same([taken.text, taken.searchHref], ['2019-03-07 14:05:09 camera time', '/search?dateTimeOriginal=2019-03-07'])
  const photoDna = groups.get('Similarity hashes')!.find((r) => r.label === 'PhotoDNA')!
  t.equal(photoDna.similarHref, `/similar?hash=${encodeURIComponent(HASH)}`)
  t.equal(groups.get('Similarity hashes')!.find((r) => r.label === 'QT hash')!.similarHref, undefined)
  t.same(groups.get('Cryptographic hashes')!.map((r) => r.label), ['MD5'])
  t.same(groups.get('File')!.map((r) => r.label), ['File name'], 'the filesize is said once, among the main details')
})

t.test('the return path: the state first, then the query, only to the search pages, else /search', async (t) => {
  t.same(returnPathOf('/search?make=Canon&page=2', null, ORIGIN), { href: '/search?make=Canon&page=2', label: 'Back to results' })
  t.same(returnPathOf(undefined, '/similar?hash=1,2', ORIGIN), { href: '/similar?hash=1,2', label: 'Back to similar results' })
  t.same(returnPathOf('/searches', '/similar', ORIGIN).href, '/searches')
  for (const bad of ['//evil.example/search', '/\\evil.example', 'https://evil.example/search', '/admin', '/searchx', '/%09/evil', 42]) {
    t.same(returnPathOf(bad, null, ORIGIN), { href: '/search', label: 'Back to search' }, String(bad))
  }
})

t.test('a sighting is fetched by id once; afterwards it comes from the session cache', async (t) => {
  const { api, asked } = fakeService(({ url }) =>
    url.endsWith('/missing')
      ? jsonReply({ success: false, error: 'This image could not be found.' }, 404)
      : jsonReply({ success: true, image: sighting({ id: 'a b' }) }),
  )
  const storage = memoryStorage()
  const query = createSightingQuery(api, createSessionCache('s', 5, storage))
  await query.load('a b')
  t.match(query.state.value, { kind: 'loaded', key: 'a b', sighting: { id: 'a b' } })
  t.same(asked, ['/v1/sightings/a%20b'])
  await query.load('missing')
  t.same(query.state.value, { kind: 'failed', key: 'missing', error: 'This image could not be found.' })
  await query.load('a b')
  t.match(query.state.value, { kind: 'loaded', key: 'a b' })
  t.equal(asked.length, 2, 'the second visit asked nothing')
  const anotherPage = createSightingQuery(api, createSessionCache('s', 5, storage))
  await anotherPage.load('a b')
  t.match(anotherPage.state.value, { kind: 'loaded', sighting: { id: 'a b' } }, 'a page loaded anew in the tab reads it from session storage')
  t.equal(asked.length, 2)
  const late = query.load('late')
  await query.load(null)
  await late
  t.same(query.state.value, { kind: 'idle' }, 'leaving cancels the call on its way')
})
