// A job's leads merged across its files (spec-2 §3 "Lead", §4): one lead per type and value, its sources,
// its connected leads, the panel's order, and the same result whatever order the files were counted in.

import t from 'tap'
import { exportItem } from '../../../../../../server/api/bigsearch/leads/export-item.js'
import type { ItemLead, ItemLeads } from '../../../../../../server/api/bigsearch/leads/item-leads.js'
import { mergeLeads as merge } from '../../../../../../server/api/bigsearch/leads/merge.js'
import { LEAD_COUNT_CAP, type BigSearchItem, type Lead } from '../../../../../../shared/api/types/bigsearch.js'

const camera: ItemLead = { '@type': 'CAMERA', value: { make: 'Canon', model: 'EOS 600D', serialNumber: 'NO= 123' }, sightings: 40, placeholder: false }
const cameraOtherCase: ItemLead = { ...camera, value: { make: 'CANON', model: 'eos 600d', serialNumber: '123' } }
const md5 = (hash: string, sightings: number): ItemLead => ({ '@type': 'IDENTICAL_IMAGE', value: { hash, hashType: 'MD5' }, sightings, placeholder: false })
const artist: ItemLead = { '@type': 'ARTIST', value: { text: 'Jane Doe' }, sightings: 3, placeholder: false }
const owner: ItemLead = { '@type': 'OWNER_NAME', value: { text: 'unknown' }, sightings: 7, placeholder: true }
const software: ItemLead = { '@type': 'SOFTWARE', value: { text: 'Photoshop' }, sightings: LEAD_COUNT_CAP, placeholder: false }
const nothing: ItemLead = { '@type': 'USERNAME', value: { text: 'nobody' }, sightings: 0, placeholder: false }

const file = (index: number, leads: ItemLead[], md5Hash?: string): { item: BigSearchItem; leads: ItemLeads } => ({
  item: { index, fileName: `IMG_${index}.JPG`, ...(md5Hash ? { duplicates: { md5: md5Hash } } : {}) },
  leads: { leads },
})

const CASE = [
  file(0, [camera, md5('a'.repeat(32), 2), artist, software], 'a'.repeat(32)),
  file(1, [cameraOtherCase, md5('b'.repeat(32), 0), owner], 'b'.repeat(32)),
  file(2, [artist, nothing, software]),
  file(3, []),
]


/** The merged leads as the job stores them, read back. */
function mergeLeads(items: Parameters<typeof merge>[0]): { leads: Lead[]; itemLeads: number[][] } {
  const merged = merge(items)
  return { leads: [...merged.leads].map((lead) => JSON.parse(lead.json) as Lead), itemLeads: merged.itemLeads }
}

t.test('one lead per type and value, text and serials compared as the search compares them', async (t) => {
  const { leads } = mergeLeads(CASE)
  t.same(leads.map((l) => [l['@type'], l.sightings]), [
    ['IDENTICAL_IMAGE', 2], ['CAMERA', 40], ['ARTIST', 3],
    ['IDENTICAL_IMAGE', 0], ['OWNER_NAME', 7], ['USERNAME', 0], ['SOFTWARE', LEAD_COUNT_CAP],
  ], 'major leads, then minor ones (a placeholder is minor), each by its evidence, then majors by fewest sightings and minors by most')
  const merged = leads.find((l) => l['@type'] === 'CAMERA')!
  t.same(merged.value, camera.value, 'the value as the first file wrote it')
  t.same(merged.sources, [
    { index: 0, md5: 'a'.repeat(32), filename: 'IMG_0.JPG' },
    { index: 1, md5: 'b'.repeat(32), filename: 'IMG_1.JPG' },
  ])
  t.equal(leads.find((l) => l['@type'] === 'OWNER_NAME')!.placeholder, true)
  t.equal(merged.placeholder, undefined, 'only a placeholder lead carries the flag')
})

t.test('the strongest evidence comes first, then the fewest sightings: an identical image and the serials before the names, the software last', async (t) => {
  const text = (type: string, sightings: number): ItemLead => ({ '@type': type as ItemLead['@type'], value: { text: type.toLowerCase() }, sightings, placeholder: false })
  const serial = (value: ItemLead['value'], sightings: number): ItemLead => ({ '@type': 'CAMERA', value, sightings, placeholder: false })
  // Files listed weakest first, so that neither the order given nor the type's name decides.
  const { leads } = mergeLeads([
    file(0, [text('SOFTWARE', 1), text('ARTIST', 1), text('COPYRIGHT', 1), text('INSTANCE_ID', 1), text('USERNAME', 2)]),
    file(1, [
      { '@type': 'LOCATION', value: { latitude: 1, longitude: 2, locationName: null, distanceInMiles: 1 }, sightings: 1, placeholder: false },
      { '@type': 'COMBINED', value: { make: 'Apple', model: 'iPhone 6', dateTimeOriginal: '2018-01-02T03:04:05' }, sightings: 1, placeholder: false },
      { '@type': 'PDNA', value: { photoDna: '1,2,3' }, sightings: 1, placeholder: false },
    ]),
    file(2, [serial({ make: 'Canon', lensSerialNumber: '0000129324' }, 1), serial({ internalSerialNumber: 'S010604030293' }, 1)]),
    file(3, [serial({ serialNumber: 'HLPXEL09018779' }, 5), serial({ make: 'Canon', model: 'Canon EOS 600D', serialNumber: '123063022888' }, 1), md5('c'.repeat(32), 9)]),
  ])
  t.same(leads.map((l) => [l['@type'], l.sightings, Object.keys(l.value).filter((k) => k.endsWith('erialNumber'))[0] ?? '']), [
    ['IDENTICAL_IMAGE', 9, ''],
    ['CAMERA', 1, 'serialNumber'],
    ['CAMERA', 5, 'serialNumber'],
    ['CAMERA', 1, 'internalSerialNumber'],
    ['CAMERA', 1, 'lensSerialNumber'],
    ['INSTANCE_ID', 1, ''],
    ['PDNA', 1, ''],
    ['COMBINED', 1, ''],
    ['ARTIST', 1, ''],
    ['COPYRIGHT', 1, ''],
    ['USERNAME', 2, ''],
    ['LOCATION', 1, ''],
    ['SOFTWARE', 1, ''],
  ])
})

t.test('connected leads are the other leads of the same files, by their index', async (t) => {
  const { leads } = mergeLeads(CASE)
  const at = (type: string, sightings: number) => leads.findIndex((l) => l['@type'] === type && l.sightings === sightings)
  const cameraLead = leads[at('CAMERA', 40)]!
  t.same(cameraLead.connectedLeads, [
    { '@type': 'IDENTICAL_IMAGE', sightings: 2, index: at('IDENTICAL_IMAGE', 2) },
    { '@type': 'ARTIST', sightings: 3, index: at('ARTIST', 3) },
    { '@type': 'IDENTICAL_IMAGE', sightings: 0, index: at('IDENTICAL_IMAGE', 0) },
    { '@type': 'OWNER_NAME', sightings: 7, index: at('OWNER_NAME', 7) },
    { '@type': 'SOFTWARE', sightings: LEAD_COUNT_CAP, index: at('SOFTWARE', LEAD_COUNT_CAP) },
  ])
  t.same(leads[at('USERNAME', 0)]!.connectedLeads.map((c) => c.index), [at('ARTIST', 3), at('SOFTWARE', LEAD_COUNT_CAP)])
  for (const [i, lead] of leads.entries()) {
    for (const c of lead.connectedLeads) {
      t.ok(leads[c.index]!.connectedLeads.some((back) => back.index === i), `${lead['@type']} and ${c['@type']} connect both ways`)
    }
  }
})

t.test('each file gets the indexes of its leads', async (t) => {
  const { leads, itemLeads } = mergeLeads(CASE)
  t.equal(itemLeads.length, 4)
  t.same(itemLeads[3], [])
  t.same(itemLeads[2]!.map((i) => leads[i]!['@type']).sort(), ['ARTIST', 'SOFTWARE', 'USERNAME'])
  t.same(itemLeads[0], [...itemLeads[0]!].sort((a, b) => a - b), 'ascending')
})

t.test('the same files give the same leads in the same order whatever order they come in', async (t) => {
  const expected = mergeLeads(CASE)
  const reversed = [...CASE].reverse()
  const again = mergeLeads(reversed)
  t.same(again.leads, expected.leads)
  t.same(again.itemLeads, [...expected.itemLeads].reverse(), 'itemLeads follow the order given')
  t.same(mergeLeads([CASE[2]!, CASE[0]!, CASE[3]!, CASE[1]!]).leads, expected.leads)
})

t.test('an exported file carries its leads, whether any has sightings, and its score from its major leads', async (t) => {
  const { leads, itemLeads } = mergeLeads(CASE)
  const first = exportItem({ ...CASE[0]!.item, score: 99, leads: [42] }, itemLeads[0]!, leads)
  t.same(first.leads, itemLeads[0])
  t.equal(first.hasMatches, true)
  t.equal(first.score, 1 / Math.log10(40 + 10) + 1 / Math.log10(2 + 10) + 1 / Math.log10(3 + 10), 'the capped SOFTWARE lead adds nothing')
  const quiet = exportItem(CASE[3]!.item, itemLeads[3]!, leads)
  t.same(quiet, { index: 3, fileName: 'IMG_3.JPG', score: 0, hasMatches: false, leads: [] })
})

t.test('the JSON counts its leads, and no leads is an empty list', async (t) => {
  t.equal(merge(CASE).leadCount, mergeLeads(CASE).leads.length)
  t.same(mergeLeads([]), { leads: [], itemLeads: [] })
})
