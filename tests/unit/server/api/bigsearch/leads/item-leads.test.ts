// Each lead of a file counted against the sightings (spec-2 §3, §9): the same sightings the search finds,
// capped at 10,000, each distinct lead counted once per job.

import t from 'tap'
import { findItemLeads } from '../../../../../../server/api/bigsearch/leads/item-leads.js'
import { countLead, jobLeadCountCache, LEAD_COUNTS_KEPT, type LeadCount } from '../../../../../../server/api/bigsearch/leads/lead-count.js'
import { insertSightings } from '../../../../../../server/api/store/sightings/rows.js'
import { LEAD_COUNT_CAP } from '../../../../../../shared/api/types/bigsearch.js'
import { testDatabase } from '../../store/test-db.js'
import { FULL_ITEM, insertLeadSightings, LENS_SERIAL, TRAIL_SERIAL } from './leads-fixture.js'

t.test('each lead of a file counts the sightings it finds', async (t) => {
  const db = testDatabase(t)
  insertLeadSightings(db)
  const found = findItemLeads(db, FULL_ITEM).leads.map((l) => [l['@type'], l.sightings, l.placeholder])
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
})

t.test('a camera lead counts a serial the maker note holds, and only that make and model', async (t) => {
  const db = testDatabase(t)
  insertLeadSightings(db)
  const count = (serialNumber: string, make = 'Canon') =>
    findItemLeads(db, { index: 0, camera: { make, model: 'Canon EOS 600D', serialNumber } }).leads[0]!.sightings
  t.equal(count('083021003817'), 3)
  t.equal(count(' 083021003817 '), 3, 'trimmed')
  t.equal(count('999999999'), 1)
  t.equal(count('083021003817', 'Nikon'), 1)
  t.equal(count('123'), 0)
})

t.test('a serial alone counts every sighting of that serial; with a make or model, only those that name them', async (t) => {
  const db = testDatabase(t)
  insertLeadSightings(db)
  const counts = (camera: NonNullable<Parameters<typeof findItemLeads>[1]['camera']>) =>
    findItemLeads(db, { index: 0, camera }).leads.map((l) => [l['@type'], l.sightings])
  t.same(counts({ serialNumber: TRAIL_SERIAL }), [['CAMERA', 2]], 'a trail camera that names no make or model')
  t.same(counts({ make: 'RECONYX', model: 'HF2 PRO COVERT', serialNumber: TRAIL_SERIAL }), [['CAMERA', 1]])
  t.same(counts({ make: 'Canon', model: 'Canon EOS R5', lensSerialNumber: LENS_SERIAL }), [['CAMERA', 2]], 'a lens on either Canon body')
  t.same(counts({ lensSerialNumber: LENS_SERIAL }), [['CAMERA', 3]], 'a lens serial alone')
})

t.test('a COMBINED lead counts the same camera model at the same second', async (t) => {
  const db = testDatabase(t)
  insertLeadSightings(db)
  const leads = findItemLeads(db, { index: 0, camera: { make: 'apple', model: 'iphone 6' }, metadata: { dateTimeOriginal: '2018:01:02 03:04:05' } }).leads
  t.same(leads.map((l) => [l['@type'], l.sightings]), [['COMBINED', 2]])
})

t.test('a count stops at LEAD_COUNT_CAP', async (t) => {
  const db = testDatabase(t)
  insertSightings(db, Array.from({ length: LEAD_COUNT_CAP + 5 }, (_, i) => ({ url: `https://x.example/${i}`, exifSoftware: 'Adobe Photoshop' })), 0)
  const leads = findItemLeads(db, { index: 0, metadata: { software: 'adobe photoshop' } }).leads
  t.same(leads.map((l) => [l['@type'], l.sightings]), [['SOFTWARE', LEAD_COUNT_CAP]])
})

t.test('a job counts each distinct lead once, whatever the case of its value', async (t) => {
  const db = testDatabase(t)
  insertLeadSightings(db)
  const cache = new Map<string, LeadCount>()
  findItemLeads(db, FULL_ITEM, cache)
  const size = cache.size
  t.equal(size, 11)
  findItemLeads(db, { ...FULL_ITEM, index: 1, metadata: { artist: 'JANE DOE' } }, cache)
  t.equal(cache.size, size, 'the second file added no count')
  // A count in the cache is what the job counted before: a later sighting does not change a running job's leads.
  insertSightings(db, [{ url: 'https://late.example/1', artist: 'Jane Doe' }], 0)
  t.equal(countLead(db, { '@type': 'ARTIST', value: { text: 'jane doe' }, placeholder: false }, cache).sightings, 2)
  t.equal(countLead(db, { '@type': 'ARTIST', value: { text: 'jane doe' }, placeholder: false }).sightings, 3)
})

t.test("a job's cache keeps the most recently used counts up to its bound, so a case of a million files fits the engine's heap", async (t) => {
  const cache = jobLeadCountCache()
  cache.set('camera', { sightings: 12 })
  for (let i = 0; i < LEAD_COUNTS_KEPT; i++) {
    cache.set(`md5 ${i}`, { sightings: 1 })
    // A lead many files share is used again and again: it stays.
    if (i % 1000 === 0) t.equal(cache.get('camera')?.sightings, 12)
  }
  t.equal(cache.get('camera')?.sightings, 12)
  t.equal(cache.get('md5 0'), undefined, "the file's own lead used longest ago went")
  t.equal(cache.get(`md5 ${LEAD_COUNTS_KEPT - 1}`)?.sightings, 1)
})
