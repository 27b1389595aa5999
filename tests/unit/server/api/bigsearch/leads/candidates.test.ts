// The candidate leads of one file of a case (spec-2 §3 "Lead types").

import t from 'tap'
import { leadCandidates, secondTaken } from '../../../../../../server/api/bigsearch/leads/candidates.js'
import type { BigSearchItem } from '../../../../../../shared/api/types/bigsearch.js'
import { FULL_ITEM, LONDON, MD5, SERIAL, SHA1 } from './leads-fixture.js'

const noPlace = () => null
const types = (item: BigSearchItem) => leadCandidates(item, noPlace).map((c) => c['@type'])

t.test('a file gives its camera, hashes, place, place and time, and metadata leads, in that order', async (t) => {
  const candidates = leadCandidates(FULL_ITEM, () => 'London, United Kingdom')
  t.same(candidates.map((c) => c['@type']), [
    'CAMERA', 'CAMERA', 'IDENTICAL_IMAGE', 'IDENTICAL_IMAGE', 'PDNA', 'LOCATION', 'LOCATION_AND_DATE_RANGE', 'ARTIST', 'OWNER_NAME', 'SOFTWARE', 'USERNAME',
  ])
  t.same(candidates[0]!.value, { make: 'Canon', model: 'Canon EOS 600D', serialNumber: SERIAL }, 'the body serial, not the internal one')
  t.same([candidates[1]!.value, candidates[1]!.placeholder], [{ make: 'Canon', lensSerialNumber: '0000000000' }, true], 'the lens, an all-zero serial')
  t.same(candidates[2]!.value, { hash: MD5, hashType: 'MD5' })
  t.same(candidates[3]!.value, { hash: SHA1, hashType: 'SHA1' })
  t.same(candidates[5]!.value, { ...LONDON, locationName: 'London, United Kingdom', distanceInMiles: 1 })
  t.same(candidates[6]!.value, {
    ...LONDON, locationName: 'London, United Kingdom', distanceInMiles: 1, startAt: '2020-05-01T12:00:00', endAt: '2020-05-03T12:00:00',
  }, 'a day either side of the time as written, its offset left out')
})

t.test('a camera lead needs a serial: the internal serial serves when there is no body serial', async (t) => {
  const internal = leadCandidates({ index: 0, camera: { make: 'Nikon', model: 'D90', internalSerialNumber: ' ABC123 ' } }, noPlace)
  t.same(internal.map((c) => [c['@type'], c.value]), [['CAMERA', { make: 'Nikon', model: 'D90', internalSerialNumber: 'ABC123' }]])
  t.same(types({ index: 0, camera: { make: 'Nikon', model: 'D90' } }), [], 'no serial and no time, no lead')
})

t.test('a serial alone links pictures: a file that names no make or model still gives its serial a camera lead', async (t) => {
  const values = (camera: BigSearchItem['camera']) => leadCandidates({ index: 0, camera }, noPlace).map((c) => [c['@type'], c.value, c.placeholder])
  t.same(values({ serialNumber: ' HLPXEL09018779 ' }), [['CAMERA', { serialNumber: 'HLPXEL09018779' }, false]], 'a trail camera that names no make or model')
  t.same(values({ make: 'FLIR', serialNumber: '162682' }), [['CAMERA', { make: 'FLIR', serialNumber: '162682' }, false]], 'a make and no model')
  t.same(values({ model: 'iPhone 11', serialNumber: 'F17X' }), [['CAMERA', { model: 'iPhone 11', serialNumber: 'F17X' }, false]], 'a model and no make')
  t.same(values({ make: ' ', model: '', internalSerialNumber: 'S010604030293' }), [['CAMERA', { internalSerialNumber: 'S010604030293' }, false]], 'an internal serial alone')
  t.same(values({ serialNumber: '0000000' }), [['CAMERA', { serialNumber: '0000000' }, true]], 'a placeholder serial alone is kept and marked')
})

t.test("a lens serial links the pictures its lens took, on any body of its make", async (t) => {
  const values = (camera: BigSearchItem['camera']) => leadCandidates({ index: 0, camera }, noPlace).map((c) => c.value)
  t.same(values({ make: 'Nikon', model: 'D90', lensSerialNumber: '123456' }), [{ make: 'Nikon', lensSerialNumber: '123456' }], 'the make, not the body')
  t.same(values({ lensSerialNumber: '1175627' }), [{ lensSerialNumber: '1175627' }], 'a lens serial alone')
  t.same(values({ make: 'FLIR', serialNumber: '162682', lensSerialNumber: '1175627' }), [
    { make: 'FLIR', serialNumber: '162682' }, { make: 'FLIR', lensSerialNumber: '1175627' },
  ], 'the body and its lens, each a lead')
})

t.test('a camera without a serial gives a COMBINED lead by the second it took the picture', async (t) => {
  const combined = leadCandidates({ index: 0, camera: { make: 'Apple', model: 'iPhone 6' }, metadata: { dateTimeOriginal: '2018:01:02 03:04:05.25' } }, noPlace)
  t.same(combined.map((c) => [c['@type'], c.value]), [['COMBINED', { make: 'Apple', model: 'iPhone 6', dateTimeOriginal: '2018-01-02T03:04:05' }]])
  t.same(types({ index: 0, camera: { make: 'Apple', model: 'iPhone 6', serialNumber: 'F2LQ1234' }, metadata: { dateTimeOriginal: '2018-01-02T03:04:05' } }), ['CAMERA'])
  t.same(types({ index: 0, camera: { make: 'Apple', model: 'iPhone 6' }, metadata: { dateTimeOriginal: '2018-01-02' } }), [], 'a day is not a second')
  t.same(types({ index: 0, camera: { make: 'Apple', model: 'iPhone 6' }, metadata: { dateTimeOriginal: '0000:00:00 00:00:00' } }), [], 'no real time')
  t.same(types({ index: 0, camera: { make: 'Apple', model: 'iPhone 6', serialNumber: '0000000' }, metadata: { dateTimeOriginal: '2018-01-02T03:04:05' } }), ['CAMERA', 'COMBINED'], 'a placeholder serial is no serial')
})

t.test('placeholder values are kept and marked', async (t) => {
  const marked = (item: BigSearchItem) => leadCandidates(item, noPlace).map((c) => [c['@type'], c.placeholder])
  t.same(marked({ index: 0, camera: { make: 'Canon', model: 'EOS', serialNumber: '0000000000' } }), [['CAMERA', true]])
  t.same(marked({ index: 0, metadata: { ownerName: 'Unknown', artist: 'Jane Doe', imageUniqueId: '00000000000000000000000000000111' } }), [
    ['ARTIST', false], ['IMAGE_UNIQUE_ID', true], ['OWNER_NAME', true],
  ])
  t.same(marked({ index: 0, location: { latitude: 0, longitude: 0 } }), [['LOCATION', true]])
  t.same(marked({ index: 0, duplicates: { md5: 'D41D8CD98F00B204E9800998ECF8427E' } }), [['IDENTICAL_IMAGE', true]], 'the empty file')
  t.same(marked({ index: 0, metadata: { artist: '   ' } }), [], 'a blank value is no lead at all')
})

t.test('a value the sighting search cannot look up makes no lead', async (t) => {
  t.same(types({ index: 0, metadata: { artist: 'x'.repeat(1999) } }), [], 'quoted, it is longer than a filter value may be')
  t.same(types({ index: 0, metadata: { artist: 'bad\u0001value' } }), [])
  t.same(types({ index: 0, duplicates: { photoDna: '1,2,3' } }), [], 'not a PhotoDNA hash')
})

t.test('the time taken is read to the second as written', async (t) => {
  t.equal(secondTaken('2020-05-02T12:00:00+01:00'), '2020-05-02T12:00:00')
  t.equal(secondTaken('2020:05:02 12:00:00'), '2020-05-02T12:00:00')
  t.equal(secondTaken('2020-05-02T12:00'), null)
  t.equal(secondTaken(undefined), null)
})
