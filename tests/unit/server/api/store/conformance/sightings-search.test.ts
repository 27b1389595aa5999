// The sighting search through the Store on both engines (search.ts, count.ts, positions.ts, similar.ts): one corpus
// of demo sightings written into each, then every kind of filter of the filter language (spec-1 §3.4) — exact
// values, wildcards, negation, words, hashes, dates, sizes, places, exists=, PhotoDNA — and every order, asked of
// both. Each engine must give the same sightings in the same order, the same totals, counts and positions.
// Most queries are chosen from the corpus so that they find something (checked below), so that agreement means
// something.

import t from 'tap'
import { readSearchRequest } from '../../../../../../server/api/search/request.js'
import { countSightings } from '../../../../../../server/api/store/sightings/count.js'
import { nearestPhotoDna } from '../../../../../../server/api/store/sightings/photodna-lookup.js'
import { sightingPositions } from '../../../../../../server/api/store/sightings/positions.js'
import type { NewSighting } from '../../../../../../server/api/store/sightings/rows.js'
import { searchSightings } from '../../../../../../server/api/store/sightings/search.js'
import { HASH_START_LENGTH } from '../../../../../../server/api/store/sightings/search-schema.js'
import { similarSightings } from '../../../../../../server/api/store/sightings/similar.js'
import { writeSightings } from '../../../../../../server/api/store/sightings/write-sightings.js'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import { onEachEngine } from './engines.js'
import { demoSightings, EVERYTHING, vectorOf } from './sightings-given.js'

const DEMO = demoSightings(300)
/** Values the demo leaves out, and ones that test the edges: case, accents, words cut by punctuation, NULLs. */
const AWKWARD: NewSighting[] = [
  EVERYTHING,
  { imageId: 'a1', url: 'https://a.example/1', make: 'CANON', model: 'eos r5', username: 'Zoë.Ångström', tags: ['beach', 'Beach party'], fileName: 'IMG_0001.JPG', barcode: 'AbC123', dateTimeOriginal: Date.UTC(2020, 4, 1, 12), latitude: 51.5074, longitude: -0.1278, photoDna: vectorOf((i) => i * 7 + 4) },
  { imageId: 'a2', url: 'https://a.example/2', make: 'canon', model: 'EOS R5', copyright: '50% off, f_S', artist: 'John Smith-Jones', owner: undefined, dateTimeOriginal: Date.UTC(2020, 4, 1, 12), latitude: 51.51, longitude: -0.13, photoDna: vectorOf((i) => i * 7 + 9) } as NewSighting,
  { imageId: 'a3', url: 'https://a.example/3', tags: ['beach'], barcode: 'abc123', latitude: -33.87, longitude: 179.95, md5: 'D41D8CD98F00B204E9800998ECF8427E', sha1: 'DA39A3EE5E6B4B0D3255BFEF95601890AFD80709' },
  { imageId: 'a4', url: 'https://a.example/4', latitude: -33.87, longitude: -179.95, serialNumber: '0000123', dateTimeOriginal: null },
  { imageId: 'a5', url: 'https://a.example/5', make: 'Ricoh', exifSoftware: 'Ver.1.00 Caf\u00e9' },
]
const CORPUS = [...AWKWARD, ...DEMO]

const pick = <K extends keyof NewSighting>(key: K, at = 0): NonNullable<NewSighting[K]> => DEMO.filter((s) => s[key] != null)[at]![key]!
const enc = encodeURIComponent
const tag = DEMO.find((s) => (s.tags?.length ?? 0) > 0)!.tags![0]!
const located = DEMO.filter((s) => s.latitude != null)
const place = located[3]!
const vector = DEMO.find((s) => s.photoDna)!.photoDna!

/** Query strings of the search call, as the page sends them (shared/search). */
const QUERIES: string[] = [
  '',
  `make=${enc(pick('make'))}`, `make=${enc(pick('make').toUpperCase())}`, `-make=${enc(pick('make'))}`,
  `model=${enc(pick('model'))}`, 'make=canon&-model=eos+r5', `-make=${enc(pick('make'))}&model=${enc(pick('model', 5))}`,
  `model=*${enc(pick('model').slice(1, 4))}*&allowWildcards=true`, `model=*e*&allowWildcards=true`, `-model=*eos*&allowWildcards=true`,
  `username=${enc(pick('username'))}`, `username=*${enc(pick('username').slice(1, 5))}*&allowWildcards=true`, 'username=*ë.Å*&allowWildcards=true',
  `domain=${enc(pick('domain'))}`, `source=${enc(pick('source'))}`, `lens=${enc(pick('lens'))}`, `exifSoftware=*caf*&allowWildcards=true`,
  `fileName=${enc(pick('fileName'))}`, `fileName=${enc(pick('fileName').toLowerCase())}`, 'fileName=IMG*&allowWildcards=true', `fileName=*${enc(pick('fileName').slice(2, 7))}*&allowWildcards=true`,
  `url=${enc(pick('url'))}`,
  `tags=${enc(tag)}`, 'tags=beach', 'tags=BEACH', '-tags=beach', `tags=*${enc(tag.slice(1, 4))}*&allowWildcards=true`, 'tags=bea*&allowWildcards=true',
  'barcode=AbC123', 'barcode=*bC1*&allowWildcards=true', 'barcode=*bc1*&allowWildcards=true',
  'copyright=*50%25*&allowWildcards=true', 'copyright=*f_S*&allowWildcards=true', 'artist=*smith*&allowWildcards=true', `artist=${enc('John Smith-Jones')}`,
  `serialNumber=${enc(pick('serialNumber'))}`, 'serialNumber=0000123', '-serialNumber=0000123', 'serialNumber=NO%3D%2012345678901',
  `serialNumber=${enc(pick('serialNumber').slice(0, 4))}*&allowWildcards=true`, `internalSerialNumber=A1B2`, 'lensSerialNumber=0000C0FFEE',
  `all=${enc(pick('make'))}`, 'all=canon+eos', 'all=%22eos+r5%22', 'all=zoe', 'all=angstrom', 'all=caf*&allowWildcards=true', 'all=smith', 'all=jones', 'all=durand+lyon',
  `all=${enc(pick('username').slice(0, 3))}*&allowWildcards=true`, '-all=canon&allowWildcards=true', 'all=f%C3%AAte',
  'all=d41d8cd98f00b204e9800998ecf8427e', `all=${enc(pick('md5'))}`, `all=${enc(pick('sha1').slice(0, 7))}*&allowWildcards=true`, `all=${enc(pick('qtHash'))}`,
  `md5=${enc(pick('md5').toUpperCase())}`, 'md5=d41d8cd98f00b204e9800998ecf8427e', `sha1=${enc(pick('sha1'))}`, `sha1=${enc(pick('sha1').slice(0, 4))}*&allowWildcards=true`,
  `sha1=${enc(pick('sha1').slice(0, 12).toUpperCase())}*&allowWildcards=true`, `qtHash=${enc(pick('qtHash'))}`, `qtHash=*${enc(pick('qtHash').slice(3, 8))}*&allowWildcards=true`, 'username=nobody-at-all',
  'dateTimeOriginal=2020-05-01', 'dateTimeOriginal=2015-01-01+-+2019-12-31', 'dateTimeOriginal=+-+2016-06-01', 'dateFirstSeen=2019-01-01+-+', 'dateLastSeen=+-+2021-01-01',
  'filesize=+-+1+MB', 'filesize=1+MB+-+3+MB', 'longestEdge=4000+-+', 'shortestEdge=+-+1000',
  `location=${place.latitude}:${place.longitude}:50:Kilometers`, `location=${place.latitude}:${place.longitude}:2000:Kilometers`, 'location=51.5074:-0.1278:1:Miles',
  'location=-33.87:179.9:20:Kilometers', 'location=89.9:0:300:Kilometers',
  'exists=location', 'mustHaveGPS=true', 'exists=serialNumber', 'exists=tags&make=canon', `exists=location&make=${enc(pick('make'))}`,
  `photoDNAFullHash=${enc(Buffer.from(vector).toString('base64'))}`,
  'groupBy=camera', 'groupBy=domain', 'groupBy=username', 'groupBy=dimensions', 'groupBy=camera&exists=location', `groupBy=username&make=${enc(pick('make'))}`,
]
/** Queries expected to find nothing: the rest must each find something. */
const FINDS_NOTHING = new Set(['location=89.9:0:300:Kilometers', 'username=nobody-at-all'])

interface Outcome {
  pages: Record<string, { ids: string[]; total: number; page2: string[] }>
  counts: Record<string, number>
  positions: Record<string, number>
  similar: unknown
}
const outcomes = new Map<string, Outcome>()

const idsOf = (items: string[]) => items.map((item) => (JSON.parse(item) as { id: string }).id)

async function askEverything(store: Store): Promise<Outcome> {
  const outcome: Outcome = { pages: {}, counts: {}, positions: {}, similar: null }
  for (const query of QUERIES) {
    const search = readSearchRequest(new URLSearchParams(query))
    const first = await searchSightings(store, { ...search, page: 1, resultSize: 40 })
    const second = await searchSightings(store, { ...search, page: 2, resultSize: 40 })
    outcome.pages[query] = { ids: idsOf(first.items), total: first.total, page2: idsOf(second.items) }
    outcome.counts[query] = await countSightings(store, search, 7)
    outcome.positions[query] = (await sightingPositions(store, search, 1000)).length
  }
  const similar = await similarSightings(store, vector, 10_000, { page: 1, resultSize: 50 })
  outcome.similar = {
    page: similar.items.map((item) => JSON.parse(item) as { id: string; distance: number }).map((i) => [i.id, i.distance]),
    total: similar.total,
    wide: (await nearestPhotoDna(store, vectorOf((i) => i * 7 + 3), 200_000)).length,
    exact: (await nearestPhotoDna(store, EVERYTHING.photoDna!, 0)).length,
  }
  return outcome
}

onEachEngine(t, 'one corpus, every kind of filter asked', async (t, store) => {
  await writeSightings(store, CORPUS, Date.UTC(2024, 0, 1))
  const outcome = await askEverything(store)
  outcomes.set(store.engine, outcome)
  for (const query of QUERIES) {
    const found = outcome.pages[query]!.total > 0
    if (found === FINDS_NOTHING.has(query)) t.fail(`${query || '(no filter)'} ${found ? 'finds something' : 'finds nothing'}`)
  }
  t.equal(outcome.pages['']!.total, CORPUS.length, 'no filter finds every sighting')
  t.pass(`${QUERIES.length} queries asked`)
})

t.test('both engines give the same sightings in the same order, the same totals, counts, positions and neighbours', async (t) => {
  t.equal(outcomes.size, 2, 'both engines ran')
  const [sqlite, postgres] = [outcomes.get('sqlite')!, outcomes.get('postgres')!]
  for (const query of QUERIES) {
    t.same(postgres.pages[query], sqlite.pages[query], `page: ${query || '(no filter)'}`)
    t.equal(postgres.counts[query], sqlite.counts[query], `count: ${query || '(no filter)'}`)
    t.equal(postgres.positions[query], sqlite.positions[query], `positions: ${query || '(no filter)'}`)
  }
  t.same(postgres.similar, sqlite.similar, 'PhotoDNA neighbours within a distance')
})

// The hashes' indexes hold their first HASH_START_LENGTH characters (migration 032): a value or a prefix is found
// through them, whatever its length beside the start's, and the whole value decides. Expected sightings named here,
// not read off the other engine.
onEachEngine(t, 'a hash is found by its whole value and by its leading characters, shorter or longer than the start its index holds', async (t, store) => {
  const start = 'abcdef0123456789'.slice(0, HASH_START_LENGTH)
  const rest = (digit: string) => digit.repeat(40 - HASH_START_LENGTH)
  const other = `${start.slice(0, -1)}f${rest('1')}`
  await writeSightings(
    store,
    [
      { imageId: 'same', url: 'https://h.example/1', sha1: `${start}${rest('1')}`, md5: `${start}${rest('1')}`.slice(0, 32) },
      { imageId: 'same-in-capitals', url: 'https://h.example/2', sha1: `${start}${rest('1')}`.toUpperCase(), md5: `${start}${rest('1')}`.slice(0, 32).toUpperCase() },
      { imageId: 'same-start', url: 'https://h.example/3', sha1: `${start}${rest('2')}`, md5: `${start}${rest('2')}`.slice(0, 32) },
      { imageId: 'other-start', url: 'https://h.example/4', sha1: other, md5: other.slice(0, 32) },
    ],
    Date.UTC(2024, 0, 1),
  )
  const found = async (query: string) => {
    const page = await searchSightings(store, { ...readSearchRequest(new URLSearchParams(query)), page: 1, resultSize: 40 })
    return idsOf(page.items).sort()
  }
  const wild = (field: string, value: string) => `${field}=${enc(value)}*&allowWildcards=true`
  for (const field of ['sha1', 'md5']) {
    const whole = `${start}${rest('1')}`.slice(0, field === 'md5' ? 32 : 40)
    t.same(await found(`${field}=${whole}`), ['same', 'same-in-capitals'], `${field}: the whole value, in either case`)
    t.same(await found(wild(field, start.slice(0, -1))), ['other-start', 'same', 'same-in-capitals', 'same-start'], `${field}: fewer characters than the start`)
    t.same(await found(wild(field, start)), ['same', 'same-in-capitals', 'same-start'], `${field}: the start's characters`)
    t.same(await found(wild(field, `${start}1`.toUpperCase())), ['same', 'same-in-capitals'], `${field}: more characters than the start, in capitals`)
  }
})
