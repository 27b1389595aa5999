// Bad input on the Hub's calls other than the search (search.test.ts has its own): each refused with 400 (or 404 for
// what is not there) and a message naming what is wrong; the contribute list, a school and its pictures, a picture's
// bytes, the PII flag and the filter options.

import t from 'tap'
import { PAGE_INVALID, RESULTS_PER_PAGE_INVALID, SCHOOL_NOT_FOUND } from '../../../../../server/api/routes/uniforms.js'
import { CONTRIBUTOR, SEARCHER, uniformSetup } from './uniforms-fixture.js'
import { onEachEngine } from '../harness.js'

onEachEngine(t, "the contribute list, a school's pages and a picture refuse what they cannot be", async (t, engine) => {
  const { as } = await uniformSetup(t, { engine, schools: 30 })
  const contributor = as(CONTRIBUTOR)
  const searcher = as(SEARCHER)

  const refusals: [ReturnType<typeof as>, string, number, string | RegExp][] = [
    [contributor, '/v1/uniforms/contributions?page=0', 400, PAGE_INVALID],
    [contributor, '/v1/uniforms/contributions?page=first', 400, PAGE_INVALID],
    [contributor, '/v1/uniforms/contributions?results-per-page=7', 400, RESULTS_PER_PAGE_INVALID],
    [contributor, '/v1/uniforms/contributions?region=Atlantis', 400, 'region: "Atlantis" is not a region.'],
    [contributor, `/v1/uniforms/contributions?text=${'x'.repeat(201)}`, 400, /text/],
    [contributor, '/v1/uniforms/contributions?sort=name', 400, /sort|additional/],
    [searcher, '/v1/uniforms/schools/abc', 400, /schoolId/],
    [searcher, '/v1/uniforms/schools/424242', 404, SCHOOL_NOT_FOUND],
    [searcher, '/v1/uniforms/schools/1/images?page=0', 400, PAGE_INVALID],
    [searcher, '/v1/uniforms/schools/1/images?resultsPerPage=3', 400, /resultsPerPage must be one of/],
    [searcher, '/v1/uniforms/schools/424242/images', 404, SCHOOL_NOT_FOUND],
    [searcher, '/v1/uniforms/schools/1/images/x1', 400, /imageId/],
    [searcher, '/v1/uniforms/schools/1/images/1/content?md5=xyz', 400, /md5/],
    [searcher, `/v1/uniforms/schools/1/images/1/content?md5=${'0'.repeat(32)}`, 404, 'Image not found.'],
  ]
  for (const [call, url, status, message] of refusals) {
    const res = await call('GET', url)
    t.equal(res.statusCode, status, url)
    if (typeof message === 'string') t.equal(res.json().error, message, url)
    else t.match(res.json().error, message, url)
  }

  const image = (await searcher('GET', '/v1/uniforms/search?text=school&pagingType=IMAGE&resultsPerPage=10')).json().data.images[0]
  const pii = `/v1/uniforms/schools/${image.schoolId}/images/${image.id}/pii-events`
  for (const payload of [{}, { containsPii: 'yes' }, { containsPii: true, reason: 'a face' }]) {
    const res = await searcher('POST', pii, { payload })
    t.equal(res.statusCode, 400, JSON.stringify(payload))
    t.match(res.json().error, /containsPii|additional/)
  }
  t.equal((await searcher('POST', `/v1/uniforms/schools/${image.schoolId}/images/424242/pii-events`, { payload: { containsPii: true } })).statusCode, 404)
})

onEachEngine(t, 'the filter options: the label trees, and a region tree of the schools the register holds', async (t, engine) => {
  const { as } = await uniformSetup(t, { engine, schools: 30 })
  const config = (await as(SEARCHER)('GET', '/v1/uniforms/search/config')).json().data
  const tops = (tree: { label: string }[]) => tree.map((node) => node.label)
  t.same(tops(config.uniformLabels).slice(0, 5), ['Blazer', 'Cardigan/Jumper', 'Dress', 'Skirt', 'Tie'], 'the garments first')
  t.same(tops(config.logoLabels), ['Shape', 'Emblem', 'Colour'])
  const schools = (await as(CONTRIBUTOR)('GET', '/v1/uniforms/contributions?results-per-page=50')).json().data.schools as { region: string[] }[]
  const countries = new Set(schools.map((school) => school.region[0]))
  t.same(new Set(tops(config.regions)), countries, "the region tree's countries are those of the schools")
  const contribute = (await as(CONTRIBUTOR)('GET', '/v1/uniforms/contributions/config')).json().data
  t.same(contribute.regions, config.regions, 'the contribute tab has the same regions')
})
