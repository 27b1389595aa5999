// The sighting page's owner and copyright group and its camera time (issue 12, items 2 and 5): who owns and
// made a picture, from the sighting's fields or else its raw tags; the time taken as the camera wrote it.

import t from 'tap'
import type { SightingDetail } from '../../../../shared/api/types/sightings.js'
import { cameraTimeOf } from '../../../../entries/search/sighting/cameraTime.js'
import { detailGroups, PLACEHOLDER_NOTE } from '../../../../entries/search/sighting/detailGroups.js'

const NO_OWNER = {
  ownerName: null, artist: null, creator: null, copyright: null, copyrightNotice: null, author: null, xpAuthor: null,
  creatorAddress: null, creatorWorkEmail: null, placeholders: [],
}

function sighting(overrides: Partial<SightingDetail> = {}): SightingDetail {
  return {
    id: 'abc', url: 'https://pics.example/a.jpg', source: null, domain: null, username: null, profile: null,
    dateTimeOriginal: '2019-03-07T14:05:09', dateFirstSeen: '2020-01-02T00:00:00.000Z', dateLastSeen: null,
    make: null, model: null, serialNumber: null, internalSerialNumber: null, lensSerialNumber: null, cameraName: '',
    dimensions: null, width: null, height: null, orientation: null, longestEdge: null, shortestEdge: null, filesize: null,
    location: null, cell: null, photoDNAFullHash: null, qtHash: null, tags: [], knownChildAbuseImageArachnid: false,
    fileName: null, md5: null, sha1: null, lens: null, lensId: null, exifSoftware: null, imageUniqueId: null, barcode: null,
    instanceId: null, exif: {}, ...NO_OWNER, ...overrides,
  }
}

const group = (s: SightingDetail, title: string) => detailGroups(s).find((g) => g.title === title)!.rows
const xpHex = (text: string) => [...text].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0') + '00').join('') + '0000'

t.test('owner, artist, creator, their email and copyright have a group of their own, each searchable', async (t) => {
  const rows = group(
    sighting({ ownerName: 'Sam Doe', artist: 'S. Doe', creator: 'Sam', creatorWorkEmail: 'sam@example.org', copyright: '© Sam Doe' }),
    'Owner and copyright',
  )
  t.same(rows.map((r) => [r.label, r.values[0]!.text]), [
    ['Owner', 'Sam Doe'],
    ['Artist', 'S. Doe'],
    ['Creator', 'Sam'],
    ['Creator email', 'sam@example.org'],
    ['Copyright', '© Sam Doe'],
  ])
  t.equal(rows[0]!.values[0]!.searchHref, '/search?ownerName=Sam+Doe')
  t.equal(rows[3]!.values[0]!.searchHref, '/search?creatorWorkEmail=sam%40example.org')
})

t.test('a field the reply lacks is read from its raw tag, said so, and not offered as a search', async (t) => {
  const rows = group(
    sighting({ exif: { CameraOwnerName: 'Jo Bloggs', '315': 'J. Bloggs', Copyright: 'Jo 2019', XPAuthor: xpHex('Jo'), CiEmailWork: 'jo@example.org' } }),
    'Owner and copyright',
  )
  t.same(rows.map((r) => [r.label, r.values[0]!.text, r.values[0]!.note, r.values[0]!.searchHref]), [
    ['Owner', 'Jo Bloggs', 'from the CameraOwnerName tag', null],
    ['Artist', 'J. Bloggs', 'from the Artist tag', null],
    ['Creator email', 'jo@example.org', 'from the CiEmailWork tag', null],
    ['XP author', 'Jo', 'from the XPAuthor tag', null],
    ['Copyright', 'Jo 2019', 'from the Copyright tag', null],
  ])
  t.equal(group(sighting({ artist: 'Field', exif: { Artist: 'Tag' } }), 'Owner and copyright')[0]!.values[0]!.text, 'Field', 'the field comes first')
  t.same(group(sighting(), 'Owner and copyright'), [], 'nothing recorded, no rows')
})

t.test('the time taken is the camera clock as written, never UTC; the service times stay UTC', async (t) => {
  const dates = group(sighting(), 'Dates')
  t.same(dates.map((r) => [r.label, r.values[0]!.text, r.values[0]!.searchHref]), [
    ['Date taken', '2019-03-07 14:05:09 camera time', '/search?dateTimeOriginal=2019-03-07'],
    ['First seen', '2020-01-02 00:00:00 UTC', '/search?dateFirstSeen=2020-01-02'],
  ])
  t.same(cameraTimeOf('2019-03-07T23:30:00'), { text: '2019-03-07 23:30:00 camera time', day: '2019-03-07' }, 'never moved to another day')
  t.same(cameraTimeOf('2019-03-07T23:30:00Z'), { text: '2019-03-07 23:30:00 camera time', day: '2019-03-07' }, 'the older replies\' Z is no zone')
  t.equal(cameraTimeOf('2019-03-07T23:30:00+00:00')?.text, '2019-03-07 23:30:00 UTC+00:00', 'a camera that recorded UTC')
  t.same(cameraTimeOf('2019-03-07T23:30'), { text: '2019-03-07 23:30:00 camera time', day: '2019-03-07' }, 'a local time without a zone')
  t.equal(cameraTimeOf(null), null)
  t.equal(cameraTimeOf('yesterday'), null)
})

t.test('the camera time gives its offset when the file recorded one for that time', async (t) => {
  const exif = { DateTimeOriginal: '2019:03:07 14:05:09', OffsetTimeOriginal: '+02:00' }
  t.equal(cameraTimeOf('2019-03-07T14:05:09', exif)?.text, '2019-03-07 14:05:09 UTC+02:00', 'from the raw tag of a sighting stored before offsets were kept')
  t.equal(cameraTimeOf('2019-03-07T14:05:09+02:00')?.text, '2019-03-07 14:05:09 UTC+02:00', 'from the reply')
  t.equal(cameraTimeOf('2019-03-07T14:05:09-0500')?.text, '2019-03-07 14:05:09 UTC-05:00', 'an offset in the reply itself')
  t.equal(
    cameraTimeOf('2019-03-08T10:00:00', exif)?.text,
    '2019-03-08 10:00:00 camera time',
    'an offset recorded for another time (the reply took its time from XMP) is not used',
  )
  t.equal(cameraTimeOf('2019-03-07T14:05:09', { ...exif, OffsetTimeOriginal: '   ' })?.text, '2019-03-07 14:05:09 camera time', 'a blank offset')
})

t.test('a placeholder value is shown, searchable, and marked as linking nothing', async (t) => {
  const s = sighting({ serialNumber: '0000000', ownerName: 'unknown', artist: 'Sam Doe', placeholders: ['serialNumber', 'ownerName'] })
  const serial = group(s, 'Serial numbers')[0]!.values[0]!
  t.same([serial.text, serial.note], ['0000000', PLACEHOLDER_NOTE])
  t.ok(serial.searchHref, 'still searchable: the search says what the value is')
  const owners = group(s, 'Owner and copyright')
  t.same(owners.map((r) => [r.label, r.values[0]!.note]), [['Owner', PLACEHOLDER_NOTE], ['Artist', undefined]])
})
