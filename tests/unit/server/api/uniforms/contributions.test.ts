// Contributions (spec-3 §4 "Contribution", §7): a school loaded with its version tag, only the fields that changed
// applied, a stale submit refused with 412 and the spec's message while the change made first is kept, and every
// contribution kept as a record of who changed what.

import t from 'tap'
import { misleadingCharactersMessage } from '../../../../../shared/text/misleading-characters.js'
import { UNIFORM_CONFLICT } from '../../../../../shared/api/types/constants/uniforms.js'
import { contributionsOf } from '../../../../../server/api/store/uniforms/contributions.js'
import { NOTHING_TO_SUBMIT, VERSION_REQUIRED, WEBSITE_INVALID } from '../../../../../server/api/routes/uniforms.js'
import { CONTRIBUTOR, CONTRIBUTOR_2, uniformSetup } from './uniforms-fixture.js'
import { onEachEngine } from '../harness.js'

/** The first school of the contribute list, as a contributor loads it. */
async function firstSchool(call: ReturnType<Awaited<ReturnType<typeof uniformSetup>>['as']>) {
  const list = await call('GET', '/v1/uniforms/contributions?results-per-page=10')
  const id = list.json().data.schools[0].id as string
  const loaded = await call('GET', `/v1/uniforms/contributions/${id}`)
  return { id, loaded }
}

onEachEngine(t, 'two contributors race on one school: exactly one wins, the other gets 412, and the first change is kept', async (t, engine) => {
  const { as, h } = await uniformSetup(t, { engine })
  const first = as(CONTRIBUTOR)
  const second = as(CONTRIBUTOR_2)
  const { id, loaded } = await firstSchool(first)
  t.equal(loaded.statusCode, 200)
  const tag = loaded.headers.etag as string
  t.match(tag, /^"\d+"$/, 'a version tag')
  const again = await second('GET', `/v1/uniforms/contributions/${id}`)
  t.equal(again.headers.etag, tag, 'both load the same version')

  const [a, b] = await Promise.all([
    first('POST', `/v1/uniforms/contributions/${id}`, { payload: { website: 'https://first.example.sch.uk/' }, headers: { 'if-match': tag } }),
    second('POST', `/v1/uniforms/contributions/${id}`, { payload: { website: 'https://second.example.sch.uk/', uniformWorn: false }, headers: { 'if-match': tag } }),
  ])
  const statuses = [a.statusCode, b.statusCode].sort()
  t.same(statuses, [200, 412], 'one applied, one refused')
  const [won, lost] = a.statusCode === 200 ? [a, b] : [b, a]
  t.same(lost.json(), { success: false, error: UNIFORM_CONFLICT })
  t.not(lost.headers.etag, tag, 'the refusal names the version the school is at now')
  const now = await first('GET', `/v1/uniforms/contributions/${id}`)
  t.equal(now.json().school.website, won.json().school.website, 'the winning change is the one kept')
  t.equal(now.headers.etag, won.headers.etag)
  const records = await contributionsOf(h.store, Number(id), 10)
  t.equal(records.length, 1, 'only the applied contribution is recorded')
})

onEachEngine(t, 'only the fields that changed are applied and recorded, with who and the values they replaced', async (t, engine) => {
  const { as, h } = await uniformSetup(t, { engine })
  const call = as(CONTRIBUTOR)
  const { id, loaded } = await firstSchool(call)
  const before = loaded.json().school
  const reply = await call('POST', `/v1/uniforms/contributions/${id}`, {
    payload: { website: before.website ?? '', uniformWorn: before.uniformWorn === true ? false : true, detailCorrection: '  The school moved to Mill Lane in 2025.  ' },
    headers: { 'if-match': loaded.headers.etag as string },
  })
  t.equal(reply.statusCode, 200)
  const after = reply.json().school
  t.equal(after.website, before.website, 'the website sent unchanged stays')
  t.not(after.uniformWorn, before.uniformWorn)
  const [record] = await contributionsOf(h.store, Number(id), 1)
  t.match(record, {
    userEmail: CONTRIBUTOR,
    detailCorrection: 'The school moved to Mill Lane in 2025.',
    uniformWornBefore: before.uniformWorn,
    uniformWornAfter: after.uniformWorn,
    changed: ['uniformWorn', 'detailCorrection'],
  })
  t.equal(after.hasUniformWorn, true)
})

onEachEngine(t, 'a contribution without the version tag, without a change, or with a bad website is refused, naming what is wrong', async (t, engine) => {
  const { as } = await uniformSetup(t, { engine })
  const call = as(CONTRIBUTOR)
  const { id, loaded } = await firstSchool(call)
  const tag = loaded.headers.etag as string
  const post = (payload: object, headers: Record<string, string> = { 'if-match': tag }) =>
    call('POST', `/v1/uniforms/contributions/${id}`, { payload, headers })
  const noTag = await post({ website: 'https://a.example.org/' }, {})
  t.same([noTag.statusCode, noTag.json().error], [428, VERSION_REQUIRED])
  const badTag = await post({ website: 'https://a.example.org/' }, { 'if-match': 'yesterday' })
  t.equal(badTag.statusCode, 428)
  const nothing = await post({ detailCorrection: '   ' })
  t.same([nothing.statusCode, nothing.json().error], [400, NOTHING_TO_SUBMIT])
  for (const detailCorrection of ['Moved\u0000 to Mill Lane', 'Moved to \u202Eenal lliM', 'Moved \uD83D to Mill Lane']) {
    const misleading = await post({ detailCorrection })
    t.same([misleading.statusCode, misleading.json()], [400, { success: false, error: misleadingCharactersMessage('The correction'), field: 'detailCorrection' }], JSON.stringify(detailCorrection))
  }
  for (const website of ['javascript:alert(1)', 'ftp://files.example.org/', 'https://user:pw@school.example.org/', 'not a site', `${'a'.repeat(491)}.org`]) {
    const res = await post({ website })
    t.same([res.statusCode, res.json().error], [400, WEBSITE_INVALID], website.slice(0, 40))
  }
  t.equal((await post({ website: `https://${'a'.repeat(600)}.org/` })).statusCode, 400, "past the schema's length")
  const unknownField = await post({ name: 'Renamed' })
  t.equal(unknownField.statusCode, 400, 'a field the payload does not have')
  const wrongType = await post({ uniformWorn: 'yes' })
  t.equal(wrongType.statusCode, 400, 'uniformWorn is true, false or null')
  const bare = await post({ website: 'school.example.sch.uk' })
  t.equal(bare.json().school.website, 'https://school.example.sch.uk', 'an address without its scheme is taken as https')
  const cleared = await call('POST', `/v1/uniforms/contributions/${id}`, { payload: { website: '' }, headers: { 'if-match': bare.headers.etag as string } })
  t.same([cleared.json().school.website, cleared.json().school.hasWebsite], [null, false], 'empty says the school has none')
  const missing = await call('POST', '/v1/uniforms/contributions/424242', { payload: { website: '' }, headers: { 'if-match': '"1"' } })
  t.equal(missing.statusCode, 404)
})
