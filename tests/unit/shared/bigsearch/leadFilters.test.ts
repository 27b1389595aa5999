// The sighting filters of each BigSearch lead type, in the form GET /v1/sightings reads (spec-2 §4, §5).

import t from 'tap'
import { leadFilters, leadSightingsQuery, leadSightingsRequest } from '../../../../shared/bigsearch/leadFilters.js'
import { filtersFromQuery } from '../../../../shared/search/filters.js'
import type { Lead } from '../../../../shared/api/types/bigsearch.js'

type LeadKey = Pick<Lead, '@type' | 'value'>

/** What the search call reads back from a lead's query: name, operator and value of each filter. */
function readBack(query: URLSearchParams) {
  const { filters, errors } = filtersFromQuery(query)
  return { filters: filters.map((f) => [f.name, f.operator, f.value]), errors }
}

t.test('a CAMERA lead finds make, model and serial number, each with is', async (t) => {
  const lead: LeadKey = { '@type': 'CAMERA', value: { make: 'Canon', model: 'Canon EOS 600D', serialNumber: '083021003817' } }
  const back = readBack(leadSightingsQuery(lead, [], 0, 100))
  t.same(back.errors, [])
  t.same(back.filters, [
    ['make', 'is', 'Canon'],
    ['model', 'is', 'Canon EOS 600D'],
    ['serialNumber', 'is', '083021003817'],
  ])
})

t.test('a CAMERA lead without a body serial uses the internal serial; without either it finds nothing', async (t) => {
  t.same(leadFilters({ '@type': 'CAMERA', value: { make: 'Nikon', model: 'D90', internalSerialNumber: 'ABC123' } }), [
    { name: 'make', operator: 'is', value: 'Nikon' },
    { name: 'model', operator: 'is', value: 'D90' },
    { name: 'internalSerialNumber', operator: 'is', value: 'ABC123' },
  ])
  t.same(leadFilters({ '@type': 'CAMERA', value: { make: 'Nikon', model: 'D90' } }), [])
})

t.test('a CAMERA lead of a serial alone finds the serial alone; a lens lead its lens serial with the make', async (t) => {
  t.same(leadFilters({ '@type': 'CAMERA', value: { serialNumber: 'HLPXEL09018779' } }), [{ name: 'serialNumber', operator: 'is', value: 'HLPXEL09018779' }])
  t.same(leadFilters({ '@type': 'CAMERA', value: { make: 'FLIR', serialNumber: '162682' } }), [
    { name: 'make', operator: 'is', value: 'FLIR' },
    { name: 'serialNumber', operator: 'is', value: '162682' },
  ])
  t.same(leadFilters({ '@type': 'CAMERA', value: { internalSerialNumber: 'S010604030293' } }), [{ name: 'internalSerialNumber', operator: 'is', value: 'S010604030293' }])
  t.same(leadFilters({ '@type': 'CAMERA', value: { make: 'Canon', lensSerialNumber: '0000129324' } }), [
    { name: 'make', operator: 'is', value: 'Canon' },
    { name: 'lensSerialNumber', operator: 'is', value: '0000129324' },
  ])
  const back = readBack(leadSightingsQuery({ '@type': 'CAMERA', value: { lensSerialNumber: '1175627' } }, [], 0, 100))
  t.same(back, { filters: [['lensSerialNumber', 'is', '1175627']], errors: [] }, 'the search reads it back')
})

t.test('quoted-string fields are sent in double quotes, the others as written', async (t) => {
  t.same(leadFilters({ '@type': 'ARTIST', value: { text: 'Jane Doe' } }), [{ name: 'artist', operator: 'is', value: '"Jane Doe"' }])
  t.same(leadFilters({ '@type': 'OWNER_NAME', value: { text: 'J. Doe' } }), [{ name: 'ownerName', operator: 'is', value: '"J. Doe"' }])
  t.same(leadFilters({ '@type': 'COPYRIGHT', value: { text: '© Jane' } }), [{ name: 'copyright', operator: 'is', value: '"© Jane"' }])
  t.same(leadFilters({ '@type': 'SOFTWARE', value: { text: 'GIMP 2.10' } }), [{ name: 'exifSoftware', operator: 'is', value: 'GIMP 2.10' }])
  t.same(leadFilters({ '@type': 'USERNAME', value: { text: 'jdoe' } }), [{ name: 'username', operator: 'is', value: 'jdoe' }])
  t.same(leadFilters({ '@type': 'IMAGE_UNIQUE_ID', value: { text: 'ABCDEF0123' } }), [{ name: 'imageUniqueId', operator: 'is', value: 'ABCDEF0123' }])
  const back = readBack(leadSightingsQuery({ '@type': 'XP_AUTHOR', value: { text: 'Jane - Doe' } }, [], 0, 100))
  t.same(back.filters, [['xpAuthor', 'is', '"Jane - Doe"']], 'a dash in a text value is not a range')
})

t.test('an IDENTICAL_IMAGE lead finds by its hash type', async (t) => {
  t.same(leadFilters({ '@type': 'IDENTICAL_IMAGE', value: { hash: 'a'.repeat(32), hashType: 'MD5' } }), [{ name: 'md5', operator: 'is', value: 'a'.repeat(32) }])
  t.same(leadFilters({ '@type': 'IDENTICAL_IMAGE', value: { hash: 'b'.repeat(40), hashType: 'SHA1' } }), [{ name: 'sha1', operator: 'is', value: 'b'.repeat(40) }])
})

t.test('a LOCATION lead is lat:lon:distance:MILES without exponents', async (t) => {
  const lead: LeadKey = { '@type': 'LOCATION', value: { latitude: 51.5, longitude: -0.0000001, locationName: 'London', distanceInMiles: 1 } }
  const back = readBack(leadSightingsQuery(lead, [], 0, 100))
  t.same(back.errors, [])
  t.same(back.filters, [['location', 'is', '51.5:-0:1:MILES']])
})

t.test('a LOCATION_AND_DATE_RANGE lead adds the window of times taken as a between range', async (t) => {
  const lead: LeadKey = {
    '@type': 'LOCATION_AND_DATE_RANGE',
    value: { latitude: 48.8584, longitude: 2.2945, locationName: 'Paris', distanceInMiles: 1, startAt: '2019-06-01T12:00:00', endAt: '2019-06-03T12:00:00' },
  }
  const back = readBack(leadSightingsQuery(lead, [], 0, 100))
  t.same(back.errors, [])
  t.same(back.filters, [
    ['location', 'is', '48.8584:2.2945:1:MILES'],
    ['dateTimeOriginal', 'between', '2019-06-01 12:00:00 - 2019-06-03 12:00:00'],
  ])
})

t.test('a COMBINED lead is make, model and the second the picture was taken', async (t) => {
  const back = readBack(leadSightingsQuery({ '@type': 'COMBINED', value: { make: 'Apple', model: 'iPhone 6', dateTimeOriginal: '2018-01-02T03:04:05+02:00' } }, [], 0, 100))
  t.same(back.errors, [])
  t.same(back.filters, [
    ['make', 'is', 'Apple'],
    ['model', 'is', 'iPhone 6'],
    ['dateTimeOriginal', 'is', '2018-01-02 03:04:05'],
  ])
})

t.test('an unknown lead type, or a value of the wrong shape, finds nothing', async (t) => {
  t.same(leadFilters({ '@type': 'SOMETHING_NEW', value: { text: 'x' } }), [])
  t.same(leadFilters({ '@type': 'ARTIST', value: { hash: 'a', hashType: 'MD5' } }), [])
})

t.test('connected leads add their filters; page is 1-based and resultSize the page size', async (t) => {
  const lead: LeadKey = { '@type': 'CAMERA', value: { make: 'Canon', model: 'EOS', serialNumber: '123' } }
  const q = leadSightingsQuery(lead, [{ '@type': 'ARTIST', value: { text: 'Jane' } }], 2, 200)
  t.equal(q.get('page'), '3')
  t.equal(q.get('resultSize'), '200')
  t.equal(q.get('artist'), '"Jane"')
  t.equal(q.get('allowWildcards'), null, 'no wildcards: every lead filter is an exact one')
})

t.test('a PDNA lead pages through the similar search; the others through the sighting search', async (t) => {
  const hash = Array.from({ length: 144 }, (_, i) => i % 256).join(',')
  const pdna = leadSightingsRequest({ '@type': 'PDNA', value: { photoDna: hash } }, [], 1, 100)
  t.equal(pdna.path, `/sightings/similar/pdna/full/${encodeURIComponent(hash)}`)
  t.equal(pdna.query.toString(), 'page=2&resultSize=100')
  const camera = leadSightingsRequest({ '@type': 'USERNAME', value: { text: 'jdoe' } }, [], 0, 100)
  t.equal(camera.path, '/sightings')
  t.equal(camera.query.get('username'), 'jdoe')
})
