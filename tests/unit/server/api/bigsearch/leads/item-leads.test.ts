// Each lead of a file counted against the sightings (spec-2 §3, §9): the same sightings the search finds,
// capped at 10,000, each distinct lead counted once per job, on both engines (each kind of lead is counted on both in
// store/conformance/sightings-leads.test.ts).

import t from 'tap'
import { findItemLeads } from '../../../../../../server/api/bigsearch/leads/item-leads.js'
import { countLead, jobLeadCountCache, LEAD_COUNTS_KEPT, type LeadCount } from '../../../../../../server/api/bigsearch/leads/lead-count.js'
import { writeSightings } from '../../../../../../server/api/store/sightings/write-sightings.js'
import { LEAD_COUNT_CAP } from '../../../../../../shared/api/types/bigsearch.js'
import { onEachEngine } from '../../store/conformance/engines.js'
import { FULL_ITEM, LEAD_SIGHTINGS, LENS_SERIAL, TRAIL_SERIAL } from './leads-fixture.js'
import { NOW } from '../../harness.js'

onEachEngine(t, 'a camera lead counts a serial the maker note holds, and only that make and model', async (t, store) => {
  await writeSightings(store, LEAD_SIGHTINGS, NOW)
  const count = async (serialNumber: string, make = 'Canon') =>
    (await findItemLeads(store, { index: 0, camera: { make, model: 'Canon EOS 600D', serialNumber } })).leads[0]!.sightings
  t.equal(await count('083021003817'), 3)
  t.equal(await count(' 083021003817 '), 3, 'trimmed')
  t.equal(await count('999999999'), 1)
  t.equal(await count('083021003817', 'Nikon'), 1)
  t.equal(await count('123'), 0)
})

onEachEngine(t, 'a serial alone counts every sighting of that serial; with a make or model, only those that name them', async (t, store) => {
  await writeSightings(store, LEAD_SIGHTINGS, NOW)
  const counts = async (camera: NonNullable<Parameters<typeof findItemLeads>[1]['camera']>) =>
    (await findItemLeads(store, { index: 0, camera })).leads.map((l) => [l['@type'], l.sightings])
  t.same(await counts({ serialNumber: TRAIL_SERIAL }), [['CAMERA', 2]], 'a trail camera that names no make or model')
  t.same(await counts({ make: 'RECONYX', model: 'HF2 PRO COVERT', serialNumber: TRAIL_SERIAL }), [['CAMERA', 1]])
  t.same(await counts({ make: 'Canon', model: 'Canon EOS R5', lensSerialNumber: LENS_SERIAL }), [['CAMERA', 2]], 'a lens on either Canon body')
  t.same(await counts({ lensSerialNumber: LENS_SERIAL }), [['CAMERA', 3]], 'a lens serial alone')
})

onEachEngine(t, 'a count stops at LEAD_COUNT_CAP', async (t, store) => {
  await writeSightings(store, Array.from({ length: LEAD_COUNT_CAP + 5 }, (_, i) => ({ url: `https://x.example/${i}`, exifSoftware: 'Adobe Photoshop' })), 0)
  const leads = (await findItemLeads(store, { index: 0, metadata: { software: 'adobe photoshop' } })).leads
  t.same(leads.map((l) => [l['@type'], l.sightings]), [['SOFTWARE', LEAD_COUNT_CAP]])
})

onEachEngine(t, 'a job counts each distinct lead once, whatever the case of its value', async (t, store) => {
  await writeSightings(store, LEAD_SIGHTINGS, NOW)
  const cache = new Map<string, LeadCount>()
  await findItemLeads(store, FULL_ITEM, cache)
  const size = cache.size
  t.equal(size, 11)
  await findItemLeads(store, { ...FULL_ITEM, index: 1, metadata: { artist: 'JANE DOE' } }, cache)
  t.equal(cache.size, size, 'the second file added no count')
  // A count in the cache is what the job counted before: a later sighting does not change a running job's leads.
  await writeSightings(store, [{ url: 'https://late.example/1', artist: 'Jane Doe' }], 0)
  t.equal((await countLead(store, { '@type': 'ARTIST', value: { text: 'jane doe' }, placeholder: false }, cache)).sightings, 2)
  t.equal((await countLead(store, { '@type': 'ARTIST', value: { text: 'jane doe' }, placeholder: false })).sightings, 3)
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
