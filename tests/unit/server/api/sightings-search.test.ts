// GET /v1/sightings: the filter language of spec-1 §3.4 and §4.5 over a small hand-made set of sightings.

import t from 'tap'
import { assertAudited } from './harness.js'
import { ids, searchSetup } from './search/sightings-fixture.js'

const q = (query: string) => `/v1/sightings?${query}`

t.test('with no filters every sighting comes back, latest taken first, undated last', async (t) => {
  const { h, get } = await searchSetup(t)
  const res = await get(q(''))
  t.equal(res.statusCode, 200)
  t.same(ids(res), ['d1', 'a2', 'a1', 'b1', 'c1'])
  t.equal(res.json().totalResults, 5)
  await assertAudited(t, h)
})

t.test('string filters: is ignores case, is not keeps sightings without the field, repeats all apply', async (t) => {
  const { get } = await searchSetup(t)
  t.same(ids(await get(q('make=canon'))), ['d1', 'a2', 'a1'])
  t.same(ids(await get(q('-make=Canon'))), ['b1', 'c1'])
  t.same(ids(await get(q('serialNumber=0000123'))), ['a2', 'a1'], 'serials are text: leading zeros matter')
  t.same(ids(await get(q('serialNumber=123'))), [])
  t.same(ids(await get(q('-serialNumber=0000123'))), ['d1', 'b1', 'c1'])
  t.same(ids(await get(q('make=Canon&model=Canon+EOS+R5'))), ['d1'])
  t.same(ids(await get(q('make=Canon&-model=Canon+EOS+R5'))), ['a2', 'a1'])
})

t.test('contains and does not contain need allowWildcards; without it * is a plain character', async (t) => {
  const { get } = await searchSetup(t)
  t.same(ids(await get(q('model=*EOS*&allowWildcards=true'))), ['d1', 'a2', 'a1'])
  t.same(ids(await get(q('model=*EOS*'))), [])
  t.same(ids(await get(q('-model=*eos*&allowWildcards=true'))), ['b1', 'c1'])
  t.same(ids(await get(q('username=*sunny*&allowWildcards=true'))), ['a2', 'a1'], 'contains on username')
  t.same(ids(await get(q('username=sunny*&allowWildcards=true'))), ['a1'], 'a wildcard at the end only')
  t.same(ids(await get(q('model=*5*&allowWildcards=true'))), ['d1', 'a2', 'a1', 'b1'], 'short values work without the trigram index')
  t.same(ids(await get(q('copyright=*50%25*&allowWildcards=true'))), ['d1'], '% is a plain character')
  t.same(ids(await get(q('copyright=*f_S*&allowWildcards=true'))), ['d1'], '_ is a plain character')
  t.same(ids(await get(q('copyright=*f.S*&allowWildcards=true'))), [])
})

t.test('barcode alone is case sensitive, also with wildcards', async (t) => {
  const { get } = await searchSetup(t)
  t.same(ids(await get(q('barcode=AbC123'))), ['a1'])
  t.same(ids(await get(q('barcode=*bC1*&allowWildcards=true'))), ['a1'])
  t.same(ids(await get(q('barcode=*bc1*&allowWildcards=true'))), ['b1'])
})

t.test('quoted values of the quoting fields mean the text inside the quotes', async (t) => {
  const { get } = await searchSetup(t)
  t.same(ids(await get(q('artist=%22John+Smith%22'))), ['a1'])
  t.same(ids(await get(q('artist=*%22Curie%22*&allowWildcards=true'))), [])
})

t.test('tags match a whole tag', async (t) => {
  const { get } = await searchSetup(t)
  t.same(ids(await get(q('tags=beach'))), ['d1', 'a1'])
  t.same(ids(await get(q('tags=bea'))), [])
  t.same(ids(await get(q('tags=*ummer*&allowWildcards=true'))), ['a1'])
  t.same(ids(await get(q('-tags=beach'))), ['a2', 'b1', 'c1'])
})

t.test('dates: is a day, between inclusive, before and after strict', async (t) => {
  const { get } = await searchSetup(t)
  t.same(ids(await get(q('dateTimeOriginal=2020-05-01'))), ['a1'])
  t.same(ids(await get(q('dateTimeOriginal=2020-05-01+-+2020-05-02'))), ['a2', 'a1'])
  t.same(ids(await get(q('dateTimeOriginal=+-+2020-05-02'))), ['a1', 'b1'])
  t.same(ids(await get(q('dateTimeOriginal=2020-05-01+-+'))), ['d1', 'a2'])
  t.same(ids(await get(q('dateFirstSeen=2022-03-03'))), ['c1'])
  t.same(ids(await get(q('DateTimeOriginal=2015-07-14'))), ['b1'], 'legacy name')
})

t.test('sizes with units and edges', async (t) => {
  const { get } = await searchSetup(t)
  t.same(ids(await get(q('filesize=2+MB'))), ['a1'])
  t.same(ids(await get(q('filesize=+-+10+KB'))), ['d1', 'c1'])
  t.same(ids(await get(q('filesize=10KB+-+'))), ['a2', 'a1'])
  t.same(ids(await get(q('filesize=10+KB+-+500+KB'))), ['a2', 'b1'])
  t.same(ids(await get(q('filesize=100+Bytes'))), ['d1'])
  t.same(ids(await get(q('longestEdge=6000'))), ['a2', 'a1'])
  t.same(ids(await get(q('shortestEdge=+-+600'))), ['d1'])
  t.same(ids(await get(q('shortestEdge=600+-+1080'))), ['b1', 'c1'])
})

t.test('location: within the circle only; mustHaveGPS and exists=location keep located sightings', async (t) => {
  const { get } = await searchSetup(t)
  t.same(ids(await get(q('location=51.5074:-0.1278:1:Miles'))), ['a1'])
  t.same(ids(await get(q('location=51.5074:-0.1278:3:Kilometers'))), ['a2', 'a1'])
  t.same(ids(await get(q('location=51.5:-0.12:500:Kilometers'))), ['a2', 'a1', 'b1'])
  t.same(ids(await get(q('location=-33.86:151.2:2000:Yards'))), ['d1'])
  t.same(ids(await get(q('location=-33.8688:-179.9:10:Kilometers'))), [], 'a circle across the antimeridian')
  t.same(ids(await get(q('mustHaveGPS=true'))), ['d1', 'a2', 'a1', 'b1'])
  t.same(ids(await get(q('exists=location&make=Apple'))), [])
})

t.test('free text mentions and does not mention', async (t) => {
  const { get } = await searchSetup(t)
  t.same(ids(await get(q('all=marie'))), ['b1'])
  t.same(ids(await get(q('all=canon+beach'))), ['d1', 'a1'], 'every word must appear')
  t.same(ids(await get(q('all=%22John+Smith%22'))), ['a1'], 'a quoted phrase')
  t.same(ids(await get(q('all=d41d8cd98f00b204e9800998ecf8427e'))), ['a1'], 'a hash value')
  t.same(ids(await get(q('all=sunn'))), [], 'a word matches whole words')
  t.same(ids(await get(q('all=sunn*'))), [], 'without allowWildcards * is no prefix')
  t.same(ids(await get(q('all=sunn*&allowWildcards=true'))), ['a2', 'a1'], 'a prefix with allowWildcards')
  t.same(ids(await get(q('all=nik*&allowWildcards=true'))), ['b1'])
  t.same(ids(await get(q('-all=canon&allowWildcards=true'))), ['b1', 'c1'])
})

t.test('exact-only fields, PhotoDNA is and legacy names', async (t) => {
  const { get } = await searchSetup(t)
  t.same(ids(await get(q('SourceFile=img_0002.jpg'))), ['a2'])
  t.same(ids(await get(q('md5=D41D8CD98F00B204E9800998ECF8427E'))), ['a1'])
  const hash = Array.from({ length: 144 }, (_, i) => (10 + i) % 256).join(',')
  t.same(ids(await get(q(`photoDNAFullHash=${hash}`))), ['a1'])
  t.same(ids(await get(q(`PHOTODNA=${hash}`))), ['a1'])
})

t.test('results carry cameraName, dimensions, ISO dates, location and tags', async (t) => {
  const { get } = await searchSetup(t)
  const [item] = (await get(q('make=Canon&serialNumber=0000123&dateTimeOriginal=2020-05-01'))).json().results
  t.equal(item.cameraName, 'Canon - Canon EOS 5D Mark IV - 0000123 - IX1')
  t.equal(item.dimensions, '6000 x 4000')
  t.equal(item.dateTimeOriginal, '2020-05-01T12:00:00', 'the camera time as written, no Z')
  t.same(item.location, { lat: 51.5074, lon: -0.1278 })
  t.same(item.tags, ['beach', 'summer'])
  t.equal(item.longestEdge, 6000)
  t.equal(item.knownChildAbuseImageArachnid, false)
  t.equal(Buffer.from(item.photoDNAFullHash, 'base64').length, 144)
  const [flagged] = (await get(q('make=Apple'))).json().results
  t.equal(flagged.knownChildAbuseImageArachnid, true)
  t.equal(flagged.cameraName, 'Apple - iPhone 12')
  t.equal(flagged.location, null)
})

t.test('group-by sorts by the group field descending, then latest first', async (t) => {
  const { get } = await searchSetup(t)
  t.same(ids(await get(q('groupBy=camera'))), ['b1', 'd1', 'a2', 'a1', 'c1'])
  t.same(ids(await get(q('groupBy=domain'))), ['c1', 'd1', 'a1', 'b1', 'a2'])
  t.same(ids(await get(q('groupBy=username'))), ['d1', 'a1', 'b1', 'a2', 'c1'])
  t.same(ids(await get(q('groupBy=dimensions'))), ['a1', 'a2', 'c1', 'b1', 'd1'])
  t.same(ids(await get(q('groupBy=nonsense'))), ['d1', 'a2', 'a1', 'b1', 'c1'])
})

t.test('page and resultSize page through; totalResults counts all matches', async (t) => {
  const { get } = await searchSetup(t)
  const first = await get(q('page=1&resultSize=2'))
  t.same(ids(first), ['d1', 'a2'])
  t.equal(first.json().totalResults, 5)
  t.same(ids(await get(q('page=3&resultSize=2'))), ['c1'])
  t.same(ids(await get(q('page=4&resultSize=2'))), [])
  for (const bad of ['page=0', 'page=x', 'resultSize=1001', 'resultSize=0']) {
    const res = await get(q(bad))
    t.equal(res.statusCode, 400, bad)
    t.match(res.json().error, /must be a whole number from 1 to/)
  }
})

t.test('a short page gives the total from its own length; a page past the end still counts', async (t) => {
  const { get } = await searchSetup(t)
  const total = async (query: string) => ((await get(q(query))).json() as { totalResults: number }).totalResults
  t.equal(await total('page=3&resultSize=2'), 5, 'the last, short page')
  t.equal(await total('page=9&resultSize=2'), 5, 'past the end')
  t.equal(await total('make=Canon&resultSize=25'), 3, 'a first page of all matches')
  t.equal(await total('make=Sony'), 0, 'none')
})

t.test('a malformed filter is refused with a message that names it', async (t) => {
  const { h, get } = await searchSetup(t)
  const cases: [string, RegExp][] = [
    ['dateTimeOriginal=yesterday', /^The filter dateTimeOriginal is not valid: "yesterday" is not a date/],
    ['filesize=big', /^The filter filesize is not valid: "big" is not a size/],
    ['location=100:0:1:Miles', /^The filter location is not valid: latitude/],
    ['-location=1:1:1:Miles', /^The filter location is not valid: it cannot be excluded/],
    ['colour=red', /^The filter colour is not valid: there is no such filter/],
    ['photoDNAFullHash=1,2,3', /^The filter photoDNAFullHash is not valid: it is not a PhotoDNA hash/],
    ['all=%40%40', /^The filter all is not valid: it has no words/],
    ['dimensions=1+x+2', /^The filter dimensions is not valid/],
    ['exists=colour', /^The filter exists is not valid/],
  ]
  for (const [query, message] of cases) {
    const res = await get(q(query))
    t.equal(res.statusCode, 400, query)
    t.equal(res.json().success, false)
    t.match(res.json().error, message, query)
  }
  await assertAudited(t, h)
})

t.test('search-state and marketing parameters are ignored', async (t) => {
  const { get } = await searchSetup(t)
  t.same(ids(await get(q('make=Apple&firstLogin=true&utm_source=x&format=grid&zoom=3&center=1,2&paliscope=1&map'))), ['c1'])
})

t.test('a filter by a placeholder value returns its rows with a notice naming the placeholder', async (t) => {
  const { get } = await searchSetup(t)
  const zeros = (await get(q('serialNumber=0000000'))).json() as { notices?: { field: string; value: string; reason: string; message: string }[] }
  t.same(zeros.notices?.map((n) => [n.field, n.value, n.reason]), [['serialNumber', '0000000', 'all zeros']])
  t.match(zeros.notices?.[0]?.message, /"0000000" in Serial Number is a placeholder \(all zeros\).*need not come from one camera or lens/)
  const owner = (await get(q('ownerName=Unknown&imageUniqueId=A'))).json() as { notices?: { field: string; reason: string }[] }
  t.same(owner.notices?.map((n) => [n.field, n.reason]), [['ownerName', 'generic word'], ['imageUniqueId', 'too short']])
  t.notOk('notices' in (await get(q('serialNumber=0000123'))).json(), 'a real serial has no notice')
  t.notOk('notices' in (await get(q('-serialNumber=0000000'))).json(), 'excluding a placeholder links nothing')
  t.notOk('notices' in (await get(q('make=unknown'))).json(), 'make is no identity')
})
