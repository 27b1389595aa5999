// The Hub's search on both engines (spec-3 §4 "Uniform search", §7 GET /uniforms/search): the school conditions, the
// descriptions' tiers (every word in one part first, then spread over the picture, then any word), the labels, the
// kinds and garments shown, the pages of schools and of pictures, and likeness; and on the demo register, the same
// answer from both engines for each kind of search.

import t from 'tap'
import { UNIFORM_HIDDEN_SCHOOL_ID } from '../../../../../../shared/api/types/constants/uniforms.js'
import type { UniformSearchQuery } from '../../../../../../shared/api/types/schemas/uniforms.js'
import { searchSchools, type UniformSearch, type UniformSearchResult } from '../../../../../../server/api/store/uniforms/search.js'
import { partsWithWords } from '../../../../../../server/api/store/uniforms/image-words.js'
import { imageFeaturesOf } from '../../../../../../server/api/store/uniforms/images.js'
import { seedUniformRegister } from '../../../../../../server/api/seed/uniform-register.js'
import { FilterTrees } from '../../../../../../server/api/uniforms/filter-trees.js'
import { uniformSearchOf } from '../../../../../../server/api/uniforms/search-query.js'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import { FEATURE_BYTES, featureDistance } from '../../../../../../server/api/uniforms/features.js'
import { sql } from 'kysely'
import { freshStore, onEachEngine } from './engines.js'
import { aRegister, picture, school } from './uniforms-given.js'

const SEARCHER = { contributor: false }
const CONTRIBUTOR = { contributor: true }

/** A search with nothing set but what `more` says: SCHOOL paging, 10 a page, 3 pictures a school. */
const search = (more: Partial<UniformSearch> = {}): UniformSearch => ({
  text: null,
  regions: [],
  minAge: null,
  maxAge: null,
  bounds: null,
  logoWords: [],
  uniformWords: [],
  logoLabelGroups: [],
  uniformLabelGroups: [],
  similarTo: null,
  viewTypes: [],
  viewLabels: [],
  matchingImagesOnly: false,
  pagingType: 'SCHOOL',
  page: 1,
  perPage: 10,
  imagesPerSchool: 3,
  ...more,
})

/** Features of the measure in use, every byte `value`: the nearer two values, the nearer the pictures. */
const looks = (value: number) => new Uint8Array(FEATURE_BYTES).fill(value)

/** Four schools and their pictures, ids in `ids` by name. */
async function register(store: Store) {
  const [hollinsLogo, hollinsBlazer, hollinsSpread, moorsideLogo, moorsideJumper, oakLogo, oakBlazer, ashtonPii, ashtonWaiting] = await aRegister(
    store,
    [
      school(1, 'Hollins Academy', { minAge: 11, maxAge: 18, location: { latitude: 53.55, longitude: -2.19 } }),
      school(2, 'moorside Primary', { minAge: 4, maxAge: 11, location: { latitude: 53.48, longitude: -2.24 }, region: ['England', 'North West', 'Bolton'] }),
      school(3, 'Oakfield School', { minAge: 11, maxAge: 16, location: null, region: ['Wales', 'Cardiff', 'Cardiff'] }),
      school(4, 'Ashton High', { minAge: 11, maxAge: 16 }),
      school(Number(UNIFORM_HIDDEN_SCHOOL_ID), 'Hidden Test School'),
    ],
    [
      picture(1, 'Navy shield with a gold lion', { type: 'LOGO', labels: ['Shield', 'Lion', 'Gold'], leafLabels: ['Shield', 'Lion', 'Gold'], features: looks(10) }),
      picture(1, 'Navy blazer with a gold lion crest', { labels: ['Blazer', 'Navy Blazer'], leafLabels: ['Navy Blazer'], features: looks(20) }),
      picture(1, 'Navy jumper, worn with a gold tie', { type: 'BODY', labels: ['Cardigan/Jumper', 'Navy Jumper', 'Tie', 'Striped Tie'], leafLabels: ['Navy Jumper', 'Striped Tie'], features: looks(30) }),
      picture(2, 'Red round badge with a white tree', { type: 'LOGO', labels: ['Round', 'Tree', 'Red'], leafLabels: ['Round', 'Tree', 'Red'], features: looks(200) }),
      picture(2, 'Red jumper', { labels: ['Cardigan/Jumper', 'Red Jumper'], leafLabels: ['Red Jumper'], features: looks(190) }),
      picture(3, 'Green shield with a gold lion', { type: 'LOGO', labels: ['Shield', 'Lion', 'Gold'], leafLabels: ['Shield', 'Lion', 'Gold'], features: looks(12) }),
      picture(3, 'Bottle green blazer', { labels: ['Blazer', 'Bottle Green Blazer'], leafLabels: ['Bottle Green Blazer'], features: looks(22) }),
      picture(4, 'Navy blazer with a gold lion crest', { containsPii: true, labels: ['Blazer', 'Navy Blazer'], leafLabels: ['Navy Blazer'], features: looks(20) }),
      picture(4, 'Navy blazer with a gold lion crest', { accepted: false, labels: ['Blazer', 'Navy Blazer'], leafLabels: ['Navy Blazer'], features: looks(21) }),
      picture(Number(UNIFORM_HIDDEN_SCHOOL_ID), 'Navy blazer with a gold lion crest', { features: looks(20) }),
    ],
  )
  return { hollinsLogo, hollinsBlazer, hollinsSpread, moorsideLogo, moorsideJumper, oakLogo, oakBlazer, ashtonPii, ashtonWaiting }
}

const schoolIds = (result: UniformSearchResult) => result.schools.map(({ school }) => school.id)
const cards = (result: UniformSearchResult) => result.schools.map(({ school, images }) => [school.id, images.map((i) => i.id)])

onEachEngine(t, 'the school conditions: by name whatever its case, narrowed by text, region, ages and the map', async (t, store) => {
  await register(store)
  const all = await searchSchools(store, search(), SEARCHER)
  t.same(schoolIds(all), [4, 1, 2, 3], 'by name whatever its case; the hidden school never')
  t.same([all.totalSchools, all.totalImages], [4, 7])
  t.same(schoolIds(await searchSchools(store, search({ text: { words: ['SCHOOL'], phrases: [] } }), SEARCHER)), [3])
  t.same(schoolIds(await searchSchools(store, search({ regions: ['England > North West'] }), SEARCHER)), [4, 1, 2])
  t.same(schoolIds(await searchSchools(store, search({ minAge: 17 }), SEARCHER)), [1], 'an age range overlapping 17 and up')
  t.same(schoolIds(await searchSchools(store, search({ maxAge: 5 }), SEARCHER)), [2])
  const bounds = { north: 53.6, east: -2.1, south: 53.5, west: -2.3 }
  t.same(schoolIds(await searchSchools(store, search({ bounds }), SEARCHER)), [1], 'inside the rectangle; a school with no place never')
  t.same(cards(await searchSchools(store, search({ perPage: 2, page: 2 }), SEARCHER)), [[2, [4, 5]], [3, [6, 7]]], 'the second page of two')
})

onEachEngine(t, 'a description: every word in one part first, then spread over the picture, then any word', async (t, store) => {
  const ids = await register(store)
  const tiers = await searchSchools(store, search({ uniformWords: ['navy', 'gold'] }), SEARCHER)
  t.same(schoolIds(tiers), [1], 'Hollins: its blazer says both in one part; Ashton’s are not a searcher’s to see')
  t.same(tiers.schools[0]!.images.map((i) => i.id), [ids.hollinsBlazer, ids.hollinsSpread, ids.hollinsLogo], 'matching pictures first, best first')
  const byImage = await searchSchools(store, search({ uniformWords: ['navy', 'gold'], pagingType: 'IMAGE' }), CONTRIBUTOR)
  t.same(byImage.images.map((i) => i.id), [ids.hollinsBlazer, ids.ashtonPii, ids.ashtonWaiting, ids.hollinsSpread], 'one part, then spread over')
  t.equal(byImage.totalImages, 4)
  const anyWord = await searchSchools(store, search({ uniformWords: ['bottle', 'red'], pagingType: 'IMAGE' }), SEARCHER)
  t.same(anyWord.images.map((i) => i.id).sort(), [ids.moorsideJumper, ids.oakBlazer].sort(), 'no picture has both: any')
  const logo = await searchSchools(store, search({ logoWords: ['lion'], uniformWords: ['blazer'] }), SEARCHER)
  t.same(schoolIds(logo).sort(), [1, 3], 'a logo for the logo words and a uniform for the uniform words')
  const only = await searchSchools(store, search({ uniformWords: ['jumper'], matchingImagesOnly: true }), SEARCHER)
  t.same(cards(only), [[1, [ids.hollinsSpread]], [2, [ids.moorsideJumper]]].sort(), 'only the matching pictures')
})

onEachEngine(t, 'labels: one of each group on one logo; for each garment a uniform carrying one of its labels', async (t, store) => {
  const ids = await register(store)
  t.same(schoolIds(await searchSchools(store, search({ logoLabelGroups: [['Shield'], ['Lion']] }), SEARCHER)), [1, 3])
  t.same(schoolIds(await searchSchools(store, search({ logoLabelGroups: [['Round'], ['Lion']] }), SEARCHER)), [], 'both on one logo')
  t.same(schoolIds(await searchSchools(store, search({ uniformLabelGroups: [['Navy Blazer', 'Bottle Green Blazer']] }), SEARCHER)), [1, 3])
  t.same(schoolIds(await searchSchools(store, search({ uniformLabelGroups: [['Navy Blazer'], ['Striped Tie']] }), SEARCHER)), [1], 'each garment on some uniform')
  const blazers = await searchSchools(store, search({ viewTypes: ['UNIFORM'], viewLabels: ['Blazer'], pagingType: 'IMAGE' }), SEARCHER)
  t.same(blazers.images.map((i) => i.id), [ids.hollinsBlazer, ids.oakBlazer], 'the Blazer garment shows blazers only, by school name')
  t.same(blazers.schools.map(({ school }) => school.id), [1, 3], "each picture's school with it")
  const logos = await searchSchools(store, search({ viewTypes: ['LOGO'], pagingType: 'IMAGE', perPage: 2 }), SEARCHER)
  t.same([logos.images.map((i) => i.id), logos.totalImages], [[ids.hollinsLogo, ids.moorsideLogo], 3], 'logos by school name, a page of two')
})

onEachEngine(t, 'similar to a picture: nearest first, at their distance, a picture of an earlier measure left out', async (t, store) => {
  const ids = await register(store)
  const similarTo = (await imageFeaturesOf(store, ids.hollinsBlazer!, SEARCHER))!
  await sql`UPDATE uniform_images SET features = ${new Uint8Array(8)} WHERE id = ${ids.oakLogo}`.execute(store.db)
  const shown = [ids.hollinsLogo, ids.hollinsBlazer, ids.hollinsSpread, ids.moorsideLogo, ids.moorsideJumper, ids.oakBlazer]
  const distance = new Map(shown.map((id, i) => [id!, featureDistance(similarTo, looks([10, 20, 30, 200, 190, 22][i]!))]))
  const nearest = [...distance].sort(([a, x], [b, y]) => x - y || a - b)
  const near = await searchSchools(store, search({ similarTo, pagingType: 'IMAGE' }), SEARCHER)
  t.same(near.images.map((i) => [i.id, (i as { distance?: number }).distance]), nearest, 'every picture a searcher sees but the unmeasured logo')
  t.equal(nearest[0]![0], ids.hollinsBlazer, 'the picture itself first, at distance 0')
  const schools = await searchSchools(store, search({ similarTo }), SEARCHER)
  const schoolOf = new Map([[ids.hollinsLogo, 1], [ids.hollinsBlazer, 1], [ids.hollinsSpread, 1], [ids.moorsideLogo, 2], [ids.moorsideJumper, 2], [ids.oakBlazer, 3]])
  t.same(schoolIds(schools), [...new Set(nearest.map(([id]) => schoolOf.get(id)))], 'schools by their nearest picture')
})

/** The searches compared on the demo register, as their query strings would ask. */
const QUERIES: UniformSearchQuery[] = [
  {},
  { text: 'school', resultsPerPage: '50' },
  { text: 'ACAD', pagingType: 'IMAGE', resultsPerPage: '50', page: '2' },
  { minAge: '11', maxAge: '16', resultsPerPage: '500' },
  { location: '55,0,51,-4', resultsPerPage: '500' },
  { logoLabels: ['Lion', 'Shield'], resultsPerPage: '50' },
  { uniformLabels: ['Navy Blazer', 'Striped Tie'], pagingType: 'IMAGE', resultsPerPage: '50' },
  { viewTypes: 'UNIFORM', viewLabels: 'Blazer', pagingType: 'IMAGE', resultsPerPage: '50' },
  { viewTypes: 'LOGO', pagingType: 'IMAGE', resultsPerPage: '50', page: '3' },
  { uniformDescription: 'navy blazer gold lion', resultsPerPage: '50' },
  { uniformDescription: 'grey trousers white shirt', pagingType: 'IMAGE', resultsPerPage: '50', matchingImagesOnly: 'true' },
  { logoDescription: 'lion', uniformDescription: 'blazer', resultsPerPage: '50' },
  { uniformDescription: 'emerald unicorn', pagingType: 'IMAGE', resultsPerPage: '50' },
  { uniformDescription: 'navy blazer', resultsPerPage: '50' },
  { uniformDescription: 'grey skirt', pagingType: 'IMAGE', resultsPerPage: '100' },
  { uniformDescription: 'red', pagingType: 'IMAGE', resultsPerPage: '100' },
  { logoDescription: 'gold shield', resultsPerPage: '50' },
  { uniformDescription: 'navy unicorn', pagingType: 'IMAGE', resultsPerPage: '100' },
]

/**
 * What a described search finds, in an order both engines share: its totals, each school with its pictures, and the
 * pictures listed by tier (1: every word in one part of the picture, 2: spread over it, 3: any word). Within a tier
 * each engine ranks by its own measure (bm25; ts_rank by length), which order most pairs alike but not every one.
 */
async function foundByTier(store: Store, query: UniformSearchQuery, result: UniformSearchResult) {
  const words = [query.uniformDescription, query.logoDescription].filter((text) => text !== undefined).join(' ').toLowerCase().split(/\s+/)
  const every = await partsWithWords(store, words, true)
  const tierOf = (id: number) =>
    every.some((row) => row.imageId === id && row.part > 0) ? 1 : every.some((row) => row.imageId === id) ? 2 : 3
  return {
    totals: [result.totalSchools, result.totalImages],
    schools: result.schools.map(({ school, images }) => [school.id, images.map((i) => i.id).sort()]).sort(),
    tiers: result.images.map((i) => tierOf(i.id)),
    byTier: result.images.map((i) => [tierOf(i.id), i.id]).sort(),
  }
}

t.test('on the demo register, both engines give the same answer to each kind of search', async (t) => {
  const stores = { sqlite: await freshStore(t, 'sqlite'), postgres: await freshStore(t, 'postgres') }
  for (const store of Object.values(stores)) await seedUniformRegister(store, { count: 60, seed: 7, now: 1 })
  const answer = async (store: Store, query: UniformSearchQuery, viewer = SEARCHER) => {
    const similarTo = query.similarToImage ? ((await imageFeaturesOf(store, Number(query.similarToImage), viewer)) ?? null) : null
    return searchSchools(store, uniformSearchOf(query, await new FilterTrees(store).all(), similarTo), viewer)
  }
  const queries = [...QUERIES, { similarToImage: '5', pagingType: 'IMAGE', resultsPerPage: '50' }, { similarToImage: '40', resultsPerPage: '25' }]
  let identical = 0
  for (const query of queries) {
    const [a, b] = [await answer(stores.sqlite, query), await answer(stores.postgres, query)]
    const name = JSON.stringify(query)
    t.ok(a.totalSchools > 0 || query.uniformDescription === 'emerald unicorn', `${name}: finds ${a.totalSchools} schools, ${a.totalImages} pictures`)
    if (JSON.stringify(a) === JSON.stringify(b)) identical++
    if (query.uniformDescription === undefined && query.logoDescription === undefined) t.same(b, a, `${name}: the same answer`)
    else t.same(await foundByTier(stores.postgres, query, b), await foundByTier(stores.sqlite, query, a), `${name}: the same pictures, tier by tier`)
  }
  t.comment(`${identical} of ${queries.length} answers identical to the last byte`)
  const regions = (await new FilterTrees(stores.sqlite).all()).regions
  t.same((await new FilterTrees(stores.postgres).all()).regions, regions, 'the same region tree')
})
