// The Hub's search (spec-3 §4 "Uniform search", §5, §7 GET /uniforms/search) against the generator's own truth: the
// register the test stores is the one demoSchools makes, so what each filter should find is known beforehand.

import t from 'tap'
import { UNIFORM_HIDDEN_SCHOOL_ID } from '../../../../../shared/api/types/constants/uniforms.js'
import type { School, SchoolImage } from '../../../../../shared/api/types/uniforms.js'
import { demoSchools, type DemoSchool } from '../../../../../server/api/uniforms/demo/register.js'
import { regionValueOf } from '../../../../../server/api/uniforms/region-value.js'
import {
  AGES_CROSSED,
  LOCATION_INVALID,
  PAGE_INVALID,
  PAGING_TYPE_INVALID,
  RESULTS_PER_PAGE_INVALID,
  SIMILAR_INVALID,
  VIEW_TYPES_INVALID,
  ageInvalid,
  descriptionEmpty,
  labelUnknown,
  regionUnknown,
  viewLabelsInvalid,
} from '../../../../../server/api/uniforms/search-query.js'
import { SCHOOLS, SEARCHER, uniformSetup, type Caller } from './uniforms-fixture.js'
import { onEachEngine } from '../harness.js'

const truth: DemoSchool[] = demoSchools({ count: SCHOOLS, seed: 7 }).filter((s) => s.id !== UNIFORM_HIDDEN_SCHOOL_ID)
const shown = (school: DemoSchool) => school.images.filter((image) => image.accepted && !image.containsPii)
const isUniform = (type: string) => type !== 'LOGO'

interface Found {
  schools: School[]
  images: SchoolImage[]
  totalSchools: number
  totalImages: number
}

async function search(call: Caller, query: string): Promise<Found> {
  const res = await call('GET', `/v1/uniforms/search?${query}`)
  if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`)
  return res.json().data as Found
}

/** Every school the search finds, page after page (SCHOOL paging, 200 a page). */
async function allSchools(call: Caller, query: string): Promise<School[]> {
  const schools: School[] = []
  for (let page = 1; ; page++) {
    const found = await search(call, `${query}&pagingType=SCHOOL&resultsPerPage=200&page=${page}`)
    schools.push(...found.schools)
    if (schools.length >= found.totalSchools || found.schools.length === 0) return schools
  }
}

const ids = (schools: { id: string }[]) => schools.map((s) => s.id).sort()

onEachEngine(t, 'the school filters: region, age range, map rectangle, name or URN, and the hidden school never', async (t, engine) => {
  const { as } = await uniformSetup(t, { engine })
  const call = as(SEARCHER)

  const region = truth[0]!.region
  const country = regionValueOf(region.slice(0, 1))
  const inCountry = await allSchools(call, `regions=${encodeURIComponent(country)}`)
  t.same(ids(inCountry), ids(truth.filter((s) => s.region[0] === region[0])), `the schools of ${country}`)
  const area = regionValueOf(region)
  const inArea = await allSchools(call, `regions=${encodeURIComponent(area)}`)
  t.same(ids(inArea), ids(truth.filter((s) => regionValueOf(s.region) === area)), `the schools of ${area}`)
  t.ok(inArea.length <= inCountry.length, 'an area narrows its country')

  const teens = await allSchools(call, 'minAge=11&maxAge=16')
  t.same(ids(teens), ids(truth.filter((s) => s.maxAge >= 11 && s.minAge <= 16)), 'ages overlapping 11-16')
  t.ok(teens.length > 0 && teens.length < truth.length, 'some schools, not all')
  const extremes = await search(call, 'minAge=2&maxAge=19&text=school&pagingType=SCHOOL')
  const unset = await search(call, 'text=school&pagingType=SCHOOL')
  t.equal(extremes.totalSchools, unset.totalSchools, '2 and 19 are the same as unset')

  const located = truth.filter((s) => s.location)
  const middle = located[Math.floor(located.length / 2)]!.location!
  const box = { north: middle.latitude + 1.5, east: middle.longitude + 2, south: middle.latitude - 1.5, west: middle.longitude - 2 }
  const inBox = await allSchools(call, `location=${box.north},${box.east},${box.south},${box.west}`)
  const expected = located.filter((s) => s.location!.latitude <= box.north && s.location!.latitude >= box.south && s.location!.longitude <= box.east && s.location!.longitude >= box.west)
  t.same(ids(inBox), ids(expected), 'exactly the schools inside the rectangle')
  t.ok(inBox.every((s) => s.hasLocation))

  const named = truth[3]!
  const word = named.name.split(' ')[0]!.slice(1, 4).toUpperCase()
  const byPart = await allSchools(call, `text=${encodeURIComponent(word)}`)
  t.same(ids(byPart), ids(truth.filter((s) => [s.name, s.postcode, s.externalId].some((v) => v.toLowerCase().includes(word.toLowerCase())))), `part of a word, any case: ${word}`)
  const exact = await allSchools(call, `text=${encodeURIComponent(`"${named.name}"`)}`)
  t.ok(exact.some((s) => s.id === named.id), 'a quoted name finds its school')
  t.ok(exact.every((s) => s.name.toLowerCase().includes(named.name.toLowerCase())), 'and only schools with the whole phrase')
  const byUrn = await allSchools(call, `text=${encodeURIComponent(named.externalId)}`)
  t.ok(byUrn.some((s) => s.id === named.id), 'the URN finds its school')

  const hidden = demoSchools({ count: SCHOOLS, seed: 7 }).find((s) => s.id === UNIFORM_HIDDEN_SCHOOL_ID)!
  const forHidden = await allSchools(call, `text=${encodeURIComponent(`"${hidden.name}"`)}`)
  t.notOk(forHidden.some((s) => s.id === UNIFORM_HIDDEN_SCHOOL_ID), 'the hidden school is never found')
  t.equal((await call('GET', `/v1/uniforms/schools/${UNIFORM_HIDDEN_SCHOOL_ID}`)).statusCode, 404)
})

onEachEngine(t, 'a description finds the schools drawn that way first; labels, kinds and garments narrow the pictures', async (t, engine) => {
  const { as } = await uniformSetup(t, { engine })
  const call = as(SEARCHER)
  const words = ['navy', 'blazer', 'gold', 'lion']
  // One garment described with every word: "Navy blazer with a gold lion crest", the part before a comma.
  const saysAll = (text: string) => words.every((w) => text.toLowerCase().includes(w))
  const drawnSo = truth.filter((s) => shown(s).some((i) => isUniform(i.type) && i.description.split(',').some(saysAll)))
  const spreadOver = truth.filter((s) => !drawnSo.includes(s) && shown(s).some((i) => isUniform(i.type) && saysAll(`${i.description} ${i.labels.join(' ')}`)))
  t.ok(drawnSo.length > 0, 'the register has schools with a navy blazer and a gold lion')
  const found = await search(call, 'uniformDescription=navy%20blazer%20gold%20lion&pagingType=SCHOOL&resultsPerPage=200')
  t.same(ids(found.schools.slice(0, drawnSo.length)), ids(drawnSo), 'the schools with a navy blazer with a gold lion crest come first')
  t.same(ids(found.schools.slice(drawnSo.length)), ids(spreadOver), 'then those whose pictures have the words on several garments, and no others')
  const matching = await search(call, 'uniformDescription=navy%20blazer%20gold%20lion&pagingType=SCHOOL&resultsPerPage=10&matchingImagesOnly=true')
  for (const school of matching.schools) t.ok(school.images.every((i) => isUniform(i.type)), `${school.name}: only its matching uniform pictures`)

  const lions = await allSchools(call, 'logoLabels=Lion')
  t.same(ids(lions), ids(truth.filter((s) => shown(s).some((i) => i.type === 'LOGO' && i.labelLeafNodes.includes('Lion')))), 'schools with a lion on a logo')
  const logos = await search(call, 'text=school&viewTypes=LOGO&pagingType=IMAGE&resultsPerPage=200')
  t.ok(logos.images.length > 0 && logos.images.every((i) => i.type === 'LOGO'), 'Logos shows logos only')
  const blazers = await search(call, 'text=school&viewTypes=UNIFORM&viewLabels=Blazer&pagingType=IMAGE&resultsPerPage=200')
  t.ok(blazers.images.length > 0 && blazers.images.every((i) => isUniform(i.type) && i.labels.includes('Blazer')), 'the Blazer garment shows blazers only')
  t.ok(blazers.images.every((i) => blazers.schools.some((s) => s.id === i.schoolId)), "each picture's school comes with it")
  const pageTwo = await search(call, 'text=school&viewTypes=UNIFORM&pagingType=IMAGE&resultsPerPage=10&page=2')
  const pageOne = await search(call, 'text=school&viewTypes=UNIFORM&pagingType=IMAGE&resultsPerPage=10&page=1')
  t.equal(pageOne.images.length, 10)
  t.notOk(pageTwo.images.some((i) => pageOne.images.some((j) => j.id === i.id)), 'pages do not overlap')
  t.equal(pageOne.totalImages, pageTwo.totalImages)
})

onEachEngine(t, "similar to a picture: that school's other photos of the same garment come first, nearest first", async (t, engine) => {
  const { as } = await uniformSetup(t, { engine })
  const call = as(SEARCHER)
  // Each uniform photo with the school's other photos of the same garment and the same kind (laid flat, or worn):
  // a flat photo and a worn one of one blazer look less alike than two schools' flat navy blazers.
  const photos: SchoolImage[] = []
  for (let page = 1; ; page++) {
    const found = await search(call, `text=school&viewTypes=UNIFORM&pagingType=IMAGE&resultsPerPage=200&page=${page}`)
    photos.push(...found.images)
    if (photos.length >= found.totalImages || found.images.length === 0) break
  }
  const garmentOf = (image: SchoolImage) => `${image.schoolId}/${image.type}/${image.labelLeafNodes[0]}`
  const probes = photos.filter((image) => photos.some((other) => other.id !== image.id && garmentOf(other) === garmentOf(image)))
  t.ok(probes.length >= 40, `${probes.length} photos with a sibling of the same garment`)
  const ranks: number[] = []
  let pictures = 0
  // Laid flat, a garment is the whole picture: its school's other flat photos of it should come before any picture
  // of another garment (another kind or colour, or a logo).
  let flat = 0
  let flatBeforeOthers = 0
  for (const probe of probes) {
    const near = await search(call, `similarToImage=${probe.id}&pagingType=IMAGE&resultsPerPage=50`)
    pictures = near.totalImages
    if (near.images[0]?.id !== probe.id || near.images[0]?.distance !== 0) t.fail(`photo ${probe.id} is not first, at distance 0`)
    const distances = near.images.map((i) => i.distance!)
    if (distances.some((d, i) => i > 0 && d < distances[i - 1]!)) t.fail(`photo ${probe.id}: not nearest first`)
    const siblingRanks = photos
      .filter((other) => other.id !== probe.id && garmentOf(other) === garmentOf(probe))
      .map((sibling) => near.images.findIndex((i) => i.id === sibling.id))
      .map((rank) => (rank === -1 ? Infinity : rank))
    ranks.push(...siblingRanks)
    if (probe.type === 'PRODUCT') {
      flat++
      const otherGarment = near.images.findIndex((i) => i.type === 'LOGO' || i.labelLeafNodes[0] !== probe.labelLeafNodes[0])
      if (Math.max(...siblingRanks) < (otherGarment === -1 ? Infinity : otherGarment)) flatBeforeOthers++
    }
  }
  ranks.sort((a, b) => a - b)
  const share = (k: number) => ranks.filter((rank) => rank <= k).length / ranks.length
  const median = ranks[Math.floor(ranks.length / 2)]!
  t.comment(`same garment: median rank ${median} of ${pictures} pictures; ${(share(1) * 100).toFixed(0)}% first after the photo itself, ${(share(5) * 100).toFixed(0)}% in the first 5, ${(share(49) * 100).toFixed(0)}% on the first page`)
  t.comment(`laid flat: the school's other photos before any other garment for ${flatBeforeOthers} of ${flat}`)
  t.equal(median, 1, 'the median sibling comes right after the photo itself (chance: half the register)')
  t.ok(share(5) >= 0.9, 'nine in ten within the first five')
  t.ok(share(49) >= 0.99, 'all but a few on the first page of 50')
  t.ok(flatBeforeOthers >= flat * 0.9, 'laid flat, nine in ten before any picture of another garment')
})

onEachEngine(t, 'every parameter refuses what it cannot be, naming itself', async (t, engine) => {
  const { as } = await uniformSetup(t, { engine, schools: 20 })
  const call = as(SEARCHER)
  const refusals: [string, string][] = [
    ['minAge=1', ageInvalid('minAge')],
    ['maxAge=20', ageInvalid('maxAge')],
    ['minAge=ten', ageInvalid('minAge')],
    ['minAge=14&maxAge=9', AGES_CROSSED],
    ['location=1,2,3', LOCATION_INVALID],
    ['location=50,1,52,-1', LOCATION_INVALID],
    ['location=a,b,c,d', LOCATION_INVALID],
    ['pagingType=PAGE', PAGING_TYPE_INVALID],
    ['page=0', PAGE_INVALID],
    ['page=-2', PAGE_INVALID],
    ['resultsPerPage=7', RESULTS_PER_PAGE_INVALID],
    ['resultsPerPage=500&pagingType=IMAGE', RESULTS_PER_PAGE_INVALID],
    ['viewTypes=HATS', VIEW_TYPES_INVALID],
    ['viewLabels=Hat', viewLabelsInvalid('Hat')],
    ['logoLabels=Unicorn', labelUnknown('logoLabels', 'Unicorn')],
    ['uniformLabels=Lion', labelUnknown('uniformLabels', 'Lion')],
    ['regions=Atlantis', regionUnknown('regions', 'Atlantis')],
    ['similarToImage=abc', SIMILAR_INVALID],
    ['logoDescription=%21%21%21', descriptionEmpty('logoDescription')],
    ['uniformDescription=the%20and%20with', descriptionEmpty('uniformDescription')],
    ['matchingImagesOnly=maybe', 'matchingImagesOnly must be true or false.'],
  ]
  for (const [query, message] of refusals) {
    const res = await call('GET', `/v1/uniforms/search?${query}`)
    t.same([res.statusCode, res.json().error], [400, message], query)
  }
  for (const query of [`text=${'x'.repeat(201)}`, 'colour=navy', `regions=${'a'.repeat(201)}`]) {
    t.equal((await call('GET', `/v1/uniforms/search?${query}`)).statusCode, 400, query.slice(0, 30))
  }
  t.equal((await call('GET', '/v1/uniforms/search?similarToImage=987654321')).statusCode, 404, 'a picture that is not there')
  const map = await search(call, 'text=school&pagingType=SCHOOL&resultsPerPage=500')
  t.ok(map.totalSchools >= map.schools.length, 'the map takes 500 a page')
})
