// A lead's count is what the sighting search finds for its filters (spec-2 §4: the grid a lead opens),
// through the service's real routes, on both engines.

import t from 'tap'
import { leadCandidates } from '../../../../../../server/api/bigsearch/leads/candidates.js'
import { findItemLeads } from '../../../../../../server/api/bigsearch/leads/item-leads.js'
import { leadSightingsRequest } from '../../../../../../shared/bigsearch/leadFilters.js'
import { writeSightings } from '../../../../../../server/api/store/sightings/write-sightings.js'
import { harnessOn, NOW, onEachEngine } from '../../harness.js'
import { FULL_ITEM, LEAD_SIGHTINGS, LENS_SERIAL, TRAIL_SERIAL } from './leads-fixture.js'

const INVESTIGATOR = 'ines@police.example'

onEachEngine(t, 'every lead of a file counts what its sighting grid finds', async (t, engine) => {
  const h = await harnessOn(t, engine)
  await writeSightings(h.store, LEAD_SIGHTINGS, NOW)
  await h.addUser({ email: INVESTIGATOR }, ['MetadataSearch'])
  const browser = h.browser()
  await browser.signIn(INVESTIGATOR)
  const leads = (await findItemLeads(h.store, FULL_ITEM)).leads
  t.equal(leads.length, leadCandidates(FULL_ITEM, () => null).length)
  for (const lead of leads) {
    const { path, query } = leadSightingsRequest(lead, [], 0, 100)
    const res = await browser.call({ method: 'GET', url: `/v1${path}?${query}` }, INVESTIGATOR)
    t.equal(res.statusCode, 200, `${lead['@type']}: ${res.body.slice(0, 200)}`)
    t.equal(res.json().totalResults, lead.sightings, `${lead['@type']} counts ${lead.sightings}, as the search finds`)
  }
  t.equal(leads[0]!['@type'], 'CAMERA')
  const camera = new URLSearchParams({ make: 'Canon', model: 'Canon EOS 600D', serialNumber: FULL_ITEM.camera!.serialNumber! })
  const search = await browser.call({ method: 'GET', url: `/v1/sightings?${camera}` }, INVESTIGATOR)
  t.equal(search.json().totalResults, leads[0]!.sightings, 'the CAMERA lead finds what make, model and serialNumber find')
})

onEachEngine(t, 'a connected lead narrows the grid', async (t, engine) => {
  const h = await harnessOn(t, engine)
  await writeSightings(h.store, LEAD_SIGHTINGS, NOW)
  await h.addUser({ email: INVESTIGATOR }, ['MetadataSearch'])
  const browser = h.browser()
  await browser.signIn(INVESTIGATOR)
  const leads = (await findItemLeads(h.store, FULL_ITEM)).leads
  const camera = leads[0]
  const artist = leads.find((lead) => lead['@type'] === 'ARTIST')
  const { path, query } = leadSightingsRequest(camera!, [artist!], 0, 100)
  const res = await browser.call({ method: 'GET', url: `/v1${path}?${query}` }, INVESTIGATOR)
  t.equal(res.json().totalResults, 1, 'the one picture of that camera by that artist')
})

onEachEngine(t, 'a serial-only lead and a lens lead find through the search as many sightings as they count', async (t, engine) => {
  const h = await harnessOn(t, engine)
  await writeSightings(h.store, LEAD_SIGHTINGS, NOW)
  await h.addUser({ email: INVESTIGATOR }, ['MetadataSearch'])
  const browser = h.browser()
  await browser.signIn(INVESTIGATOR)
  const leads = (await findItemLeads(h.store, { index: 0, camera: { serialNumber: TRAIL_SERIAL, lensSerialNumber: LENS_SERIAL } })).leads
  t.same(leads.map((lead) => [lead.value, lead.sightings]), [[{ serialNumber: TRAIL_SERIAL }, 2], [{ lensSerialNumber: LENS_SERIAL }, 3]])
  for (const lead of leads) {
    const { path, query } = leadSightingsRequest(lead, [], 0, 100)
    const res = await browser.call({ method: 'GET', url: `/v1${path}?${query}` }, INVESTIGATOR)
    t.equal(res.json().totalResults, lead.sightings, `${query}`)
  }
})
