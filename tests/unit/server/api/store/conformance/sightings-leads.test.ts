// A BigSearch file's leads counted through the Store (bigsearch/leads/item-leads.ts findItemLeads) on both engines:
// each kind of lead (camera by any serial source, identical and similar pictures, places, a place on a day, names,
// software, a camera at one second) counts the same sightings on each, as the SQLite tests of the leads expect.

import t from 'tap'
import { findItemLeads } from '../../../../../../server/api/bigsearch/leads/item-leads.js'
import { writeSightings } from '../../../../../../server/api/store/sightings/write-sightings.js'
import { FULL_ITEM, LEAD_SIGHTINGS, LENS_SERIAL, TRAIL_SERIAL } from '../../bigsearch/leads/leads-fixture.js'
import { onEachEngine } from './engines.js'

onEachEngine(t, "each lead of a file counts the sightings it finds", async (t, store) => {
  await writeSightings(store, LEAD_SIGHTINGS, Date.UTC(2026, 2, 2, 9))
  const found = (await findItemLeads(store, FULL_ITEM)).leads.map((l) => [l['@type'], l.sightings, l.placeholder])
  t.same(found, [
    ['CAMERA', 3, false],
    ['CAMERA', 0, true],
    ['IDENTICAL_IMAGE', 2, false],
    ['IDENTICAL_IMAGE', 1, false],
    ['PDNA', 2, false],
    ['LOCATION', 2, false],
    ['LOCATION_AND_DATE_RANGE', 1, false],
    ['ARTIST', 2, false],
    ['OWNER_NAME', 3, true],
    ['SOFTWARE', 0, false],
    ['USERNAME', 1, false],
  ])
  const counts = async (camera: NonNullable<(typeof FULL_ITEM)['camera']>, metadata?: (typeof FULL_ITEM)['metadata']) =>
    (await findItemLeads(store, { index: 0, camera, ...(metadata ? { metadata } : {}) })).leads.map((l) => [l['@type'], l.sightings])
  t.same(await counts({ make: 'Canon', model: 'Canon EOS 600D', serialNumber: ' 083021003817 ' }), [['CAMERA', 3]], 'a serial the maker note holds, trimmed')
  t.same(await counts({ make: 'Nikon', model: 'Canon EOS 600D', serialNumber: '083021003817' }), [['CAMERA', 1]], 'only that make')
  t.same(await counts({ serialNumber: TRAIL_SERIAL }), [['CAMERA', 2]], 'a trail camera that names no make or model')
  t.same(await counts({ lensSerialNumber: LENS_SERIAL }), [['CAMERA', 3]], 'a lens serial alone')
  t.same(await counts({ make: 'apple', model: 'iphone 6' }, { dateTimeOriginal: '2018:01:02 03:04:05' }), [['COMBINED', 2]], 'a camera at one second')
})
