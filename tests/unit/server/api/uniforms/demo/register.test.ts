// The demo register: the same schools for the same seed, in the real towns of the British Isles, with identifiers
// and postcodes in each register's format, the register's test school once, and pictures whose descriptions and
// labels say what their drawings show.

import t from 'tap'
import { UNIFORM_AGE_MAX, UNIFORM_AGE_MIN, UNIFORM_HIDDEN_SCHOOL_ID } from '../../../../../../shared/api/types/constants/uniforms.js'
import { demoSchools, type DemoSchool } from '../../../../../../server/api/uniforms/demo/register.js'
import { EXTERNAL_ID_FORMATS } from '../../../../../../server/api/uniforms/demo/identifiers.js'
import { EIRCODE, UK_POSTCODE } from '../../../../../../server/api/uniforms/demo/postcodes.js'
import { garmentLeaf, isLabelLeaf, labelsOf } from '../../../../../../server/api/uniforms/demo/labelTrees.js'
import type { Country } from '../../../../../../server/api/uniforms/demo/regionAnchors.js'
import { SCHOOL_TYPES } from '../../../../../../server/api/uniforms/demo/schoolTypes.js'

const started = performance.now()
const REGISTER = demoSchools({ count: 3000, seed: 1 })
const generationMs = performance.now() - started
const images = REGISTER.flatMap((school) => school.images.map((image) => ({ school, image })))

const share = (count: number) => count / REGISTER.length

t.test('3,000 schools and their pictures are made in well under a second once the gazetteer is read', async (t) => {
  const again = performance.now()
  demoSchools({ count: 3000, seed: 2 })
  const warmMs = performance.now() - again
  t.comment(`3,000 schools: ${Math.round(generationMs)} ms the first time (reading the gazetteer), ${Math.round(warmMs)} ms after; ${images.length} pictures`)
  t.ok(warmMs < 2000)
  t.ok(images.length > 6000 && images.length < 15000, `${images.length} pictures`)
})

t.test('the same seed gives the same register, another seed another', async (t) => {
  const first = JSON.stringify(demoSchools({ count: 300, seed: 9 }))
  t.equal(JSON.stringify(demoSchools({ count: 300, seed: 9 })), first)
  t.not(JSON.stringify(demoSchools({ count: 300, seed: 10 })), first)
  t.same(demoSchools({ count: 0, seed: 9 }), [])
})

t.test('ids are decimal, unique, and the hidden test school is there once', async (t) => {
  t.equal(REGISTER.length, 3000)
  t.equal(new Set(REGISTER.map((s) => s.id)).size, REGISTER.length)
  t.ok(REGISTER.every((s) => /^[1-9][0-9]*$/.test(s.id)))
  t.equal(REGISTER.filter((s) => s.id === UNIFORM_HIDDEN_SCHOOL_ID).length, 1)
  t.equal(demoSchools({ count: 5, seed: 3 }).filter((s) => s.id === UNIFORM_HIDDEN_SCHOOL_ID).length, 1, 'in a small register too')
  t.same(REGISTER.slice(0, 3).map((s) => s.id), ['1', '2', '3'])
})

t.test("each school's register number is in its country's format and never given twice", async (t) => {
  t.equal(new Set(REGISTER.map((s) => s.externalId)).size, REGISTER.length)
  for (const school of REGISTER) {
    const format = EXTERNAL_ID_FORMATS[school.region[0] as Country]
    if (!format.test(school.externalId)) t.fail(`${school.region[0]}: ${school.externalId}`)
  }
  t.match(REGISTER.find((s) => s.region[0] === 'Northern Ireland')?.externalId, /^\d{3}-\d{4}$/)
  t.match(REGISTER.find((s) => s.region[0] === 'Ireland')?.externalId, /^\d{5}[A-Z]$/)
})

t.test('postcodes are UK postcodes or Eircodes, from the part of the country the school is in', async (t) => {
  for (const school of REGISTER) {
    const format = school.region[0] === 'Ireland' ? EIRCODE : UK_POSTCODE
    if (!format.test(school.postcode)) t.fail(`${school.name}: ${school.postcode}`)
  }
  const outward = (s: DemoSchool) => s.postcode.split(' ')[0]!.replace(/\d+$/, '')
  // Postcode areas and counties do not share borders: a school at the edge of one may be addressed from the next.
  const mostly = (schools: DemoSchool[], areas: string[], what: string) => {
    const inAreas = schools.filter((s) => areas.includes(outward(s))).length
    t.ok(schools.length > 10 && inAreas >= schools.length * 0.95, `${what}: ${inAreas} of ${schools.length}`)
  }
  t.ok(REGISTER.filter((s) => s.region[0] === 'Northern Ireland').every((s) => outward(s) === 'BT'), 'Northern Ireland is BT')
  mostly(REGISTER.filter((s) => s.region[2] === 'Glasgow City'), ['G'], 'Glasgow is G')
  mostly(REGISTER.filter((s) => s.region[2] === 'Greater Manchester'), ['M', 'BL', 'WN', 'OL', 'SK', 'WA'], 'Greater Manchester is M and its neighbours')
  mostly(REGISTER.filter((s) => s.region[1] === 'London'), ['E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC', 'BR', 'CR', 'DA', 'EN', 'HA', 'IG', 'KT', 'RM', 'SM', 'TW', 'UB', 'WD'], 'London has London postcodes')
  t.ok(REGISTER.filter((s) => s.region[2] === 'County Dublin').every((s) => /^(D\d\d|K\d\d|A9\d)/.test(s.postcode)), 'Dublin has Dublin routing keys')
})

t.test('schools are spread over the five countries in proportion to their towns, with a region path each', async (t) => {
  const byCountry = new Map<string, number>()
  for (const school of REGISTER) byCountry.set(school.region[0]!, (byCountry.get(school.region[0]!) ?? 0) + 1)
  t.ok(share(byCountry.get('England')!) > 0.7, 'most in England')
  for (const country of ['Scotland', 'Wales', 'Northern Ireland', 'Ireland']) t.ok(byCountry.get(country)! >= 30, `${country}: ${byCountry.get(country)}`)
  t.ok(REGISTER.every((s) => s.region.length === 3 && s.region.every((part) => part.length > 0)))
  t.ok(share(REGISTER.filter((s) => s.region[1] === 'London').length) > 0.05, 'London has its share')
  t.ok(REGISTER.every((s) => s.town.length > 0))
})

t.test('types, ages, statuses, policies, websites and locations take realistic values', async (t) => {
  for (const school of REGISTER) {
    if (!(SCHOOL_TYPES as readonly string[]).includes(school.schoolType)) t.fail(school.schoolType)
    if (!(school.minAge >= UNIFORM_AGE_MIN && school.minAge < school.maxAge && school.maxAge <= UNIFORM_AGE_MAX)) t.fail(`${school.minAge}–${school.maxAge}`)
  }
  const ofType = (type: string) => REGISTER.filter((s) => s.schoolType === type)
  t.ok(ofType('Primary').every((s) => s.maxAge <= 13 && s.minAge <= 5))
  t.ok(ofType('Secondary').every((s) => s.minAge >= 11 && s.maxAge >= 16))
  t.ok(ofType('Sixth form college').every((s) => s.minAge === 16))
  t.ok(share(ofType('Primary').length) > 0.4, 'most schools are primaries')
  const open = share(REGISTER.filter((s) => s.status === 'OPEN').length)
  t.ok(open > 0.85 && open < 1, `open ${open}`)
  const worn = share(REGISTER.filter((s) => s.uniformWorn === true).length)
  t.ok(worn > 0.6 && REGISTER.some((s) => s.uniformWorn === false) && REGISTER.some((s) => s.uniformWorn === null), `uniform worn ${worn}`)
  const websites = REGISTER.filter((s) => s.website)
  t.ok(share(websites.length) > 0.7 && websites.length < REGISTER.length)
  t.ok(websites.every((s) => /^https:\/\/www\.[a-z0-9-]+\.(sch\.uk|org\.uk|co\.uk|com|ie|ni\.sch\.uk|cymru)$/.test(s.website!)), 'web addresses')
  t.ok(websites.filter((s) => s.region[0] === 'Ireland').every((s) => s.website!.endsWith('.ie')))
  const located = REGISTER.filter((s) => s.location)
  t.ok(located.length < REGISTER.length && share(located.length) > 0.95, 'a few without a location')
  t.ok(located.every((s) => s.location!.latitude > 49.8 && s.location!.latitude < 61 && s.location!.longitude > -11 && s.location!.longitude < 2), 'in the British Isles')
})

t.test('names read as school names, many with their town in them', async (t) => {
  t.ok(REGISTER.every((s) => /^[A-Z]/.test(s.name) && s.name.length < 80))
  t.ok(REGISTER.some((s) => /^St [A-Z][a-z]+'s (Catholic|C of E|Church of England|RC) Primary School$/.test(s.name)), 'a church primary')
  t.ok(REGISTER.filter((s) => s.name.includes(s.town)).length > 300, 'town names in names')
  t.ok(REGISTER.some((s) => s.name.endsWith('Grammar School')))
  t.ok(REGISTER.some((s) => /^(Scoil|Gaelscoil|Coláiste) /.test(s.name)), 'Irish names in Ireland')
  t.ok(REGISTER.some((s) => s.name.startsWith('Ysgol ')), 'Welsh names in Wales')
})

t.test('most schools have a logo and uniform photos, some none; most accepted; a few hold personal data', async (t) => {
  const withLogo = REGISTER.filter((s) => s.images.some((i) => i.type === 'LOGO'))
  const uniformCounts = REGISTER.map((s) => s.images.filter((i) => i.type !== 'LOGO').length)
  t.ok(share(withLogo.length) > 0.8)
  t.ok(uniformCounts.filter((n) => n >= 1 && n <= 4).length / REGISTER.length > 0.6)
  t.ok(Math.max(...uniformCounts) <= 4)
  t.ok(REGISTER.some((s) => s.images.length === 0))
  t.ok(REGISTER.filter((s) => s.uniformWorn === false).every((s) => s.images.every((i) => i.type === 'LOGO')), 'no uniform photos where none is worn')
  const accepted = images.filter(({ image }) => image.accepted).length / images.length
  t.ok(accepted > 0.8 && accepted < 0.95, `accepted ${accepted}`)
  const pii = images.filter(({ image }) => image.containsPii)
  t.ok(pii.length >= 20 && pii.length < images.length * 0.05, `${pii.length} with personal data`)
  t.ok(pii.every(({ image }) => image.description.includes("pupil's name label") && image.type !== 'LOGO'))
  t.ok(images.filter(({ image }) => !image.containsPii).every(({ image }) => !image.description.includes('name label')))
  t.ok(images.some(({ image }) => image.type === 'BODY') && images.some(({ image }) => image.type === 'PRODUCT'))
})

t.test("every picture's labels are leaves of the trees with the nodes above them, and say what its drawing shows", async (t) => {
  let checked = 0
  for (const { image } of images) {
    const { drawing, labelLeafNodes, labels, description } = image
    if (!labelLeafNodes.every(isLabelLeaf)) t.fail(`not leaves: ${labelLeafNodes}`)
    t.same(labels, labelsOf(labelLeafNodes).labels)
    const text = description.toLowerCase()
    const garments = drawing.kind === 'product' ? [drawing.garment] : drawing.kind === 'body' ? drawing.outfit : []
    const crests = drawing.kind === 'logo' ? [drawing.crest] : garments.flatMap((g) => (g.crest ? [g.crest] : []))
    const expected = new Set([
      ...garments.map(garmentLeaf),
      ...crests.flatMap((c) => [c.shape, c.emblem, c.emblemColour]),
      ...(drawing.kind === 'logo' ? [drawing.crest.field] : []),
    ])
    t.same(new Set(labelLeafNodes), expected, description)
    for (const leaf of labelLeafNodes) {
      // A crest's shape is in the labels of the garment it is sewn on, not in the garment's words.
      const isShape = crests.some((c) => c.shape === leaf)
      if (isShape && drawing.kind !== 'logo') continue
      if (!text.includes(leaf.toLowerCase())) t.fail(`"${description}" does not say ${leaf}`)
    }
    t.equal(image.type, drawing.kind === 'logo' ? 'LOGO' : drawing.kind === 'product' ? 'PRODUCT' : 'BODY')
    checked++
  }
  t.equal(checked, images.length)
})

t.test('a few schools wear a navy blazer with a gold lion crest, and many other looks are there too', async (t) => {
  const navyLion = REGISTER.filter((s) => s.images.some((i) => /^navy blazer with a gold lion crest/i.test(i.description)))
  t.ok(navyLion.length >= 8 && navyLion.length < 60, `${navyLion.length} schools`)
  t.ok(navyLion.every((s) => s.images.some((i) => i.labelLeafNodes.includes('Navy Blazer') && i.labelLeafNodes.includes('Lion') && i.labelLeafNodes.includes('Gold'))))
  const looks = new Set(images.filter(({ image }) => image.type === 'LOGO').map(({ image }) => image.description.replace(' above a motto scroll', '')))
  t.ok(looks.size > 300, `${looks.size} different badges`)
  const blazers = new Set(images.map(({ image }) => image.description.match(/^(\w+(?: \w+)?) blazer with a (\w+(?: \w+)?) (\w+(?: \w+)?) crest/i)?.[0]).filter(Boolean))
  t.ok(blazers.size > 100, `${blazers.size} different blazers`)
})

t.test('photos of one garment of one school differ in framing, backdrop or pose', async (t) => {
  let pairs = 0
  let identical = 0
  for (const school of REGISTER) {
    const photos = school.images.filter((i) => i.drawing.kind !== 'logo')
    for (let a = 0; a < photos.length; a++) {
      for (let b = a + 1; b < photos.length; b++) {
        if (photos[a]!.description !== photos[b]!.description) continue
        pairs++
        if (JSON.stringify(photos[a]!.drawing) === JSON.stringify(photos[b]!.drawing)) identical++
      }
    }
  }
  t.ok(pairs > 500, `${pairs} pairs of photos of the same garment`)
  t.equal(identical, 0)
})
