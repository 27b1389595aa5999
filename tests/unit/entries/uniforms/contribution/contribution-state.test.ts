// A contribution as the screen sends it (spec-3 §3 "Contribution payload", §4 "Contribution", §5, §8): the school
// loaded with its version tag, only the changed fields sent with that tag in if-match, the thanks after; a 412
// shows the conflict message and keeps Submit off; other refusals are only logged; images uploaded are listed.

import t from 'tap'
import { createApiClient } from '../../../../../shared/api/client.js'
import type { School, SchoolImage } from '../../../../../shared/api/types/uniforms.js'
import { uniformCalls } from '../../../../../shared/api/uniforms.js'
import { contributionPayload, draftOf, draftProblems, hasEdits, NOTHING_CHANGED, policyOf, uniformWornOf, WEBSITE_PROBLEM, websiteHref } from '../../../../../entries/uniforms/contribution/contributionDraft.js'
import { createContributionState } from '../../../../../entries/uniforms/contribution/contributionState.js'
import { jsonReply } from '../../../shared/fakeService.js'

const school = (change: Partial<School> = {}): School => ({
  id: '1201',
  name: 'Hillside Academy',
  status: 'OPEN',
  website: 'https://hillside.example.sch.uk',
  postcode: 'LS1 4AP',
  externalId: '107564',
  minAge: 11,
  maxAge: 18,
  uniformWorn: true,
  hasUniformWorn: true,
  location: { latitude: 53.8, longitude: -1.55 },
  hasLocation: true,
  hasWebsite: true,
  acceptedLogoCount: 1,
  acceptedUniformCount: 0,
  schoolType: 'Academy',
  town: 'Leeds',
  region: ['England', 'Yorkshire and the Humber', 'Leeds'],
  images: [],
  ...change,
})

const image = (id: string, type: SchoolImage['type']): SchoolImage => ({
  id,
  schoolId: '1201',
  md5: 'ab'.repeat(16),
  width: 640,
  height: 480,
  labels: [],
  labelLeafNodes: [],
  containsPii: false,
  type,
  accepted: false,
  description: '',
})

interface Sent {
  method: string
  url: string
  ifMatch: string | null
  body: unknown
}

/**
 * The service's contribution calls over one school record: a read gives its version in ETag, a write at another
 * version is refused with 412, a write at the current one applies its fields and moves the version on.
 */
function service(options: { refuseWith?: { status: number; error: string } } = {}) {
  let record = school()
  let version = 1
  const sent: Sent[] = []
  const api = createApiClient({
    justification: () => '',
    onUnauthorized: () => {},
    fetch: async (url, init) => {
      const headers = new Headers(init.headers)
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body instanceof FormData ? Object.fromEntries(init.body) : null
      sent.push({ method: init.method ?? 'GET', url, ifMatch: headers.get('if-match'), body })
      const tag = () => ({ etag: `"v${version}"` })
      if (url.includes('/images')) {
        const form = body as { type: string; file: File }
        if (form.file.name.endsWith('.txt')) return jsonReply({ success: false, error: 'The file is not a JPEG or PNG image.' }, 400)
        return jsonReply({ success: true, data: [image(`i${sent.length}`, form.type === 'logo' ? 'LOGO' : form.type === 'product' ? 'PRODUCT' : 'BODY')] })
      }
      if (init.method === 'POST') {
        if (options.refuseWith) return jsonReply({ success: false, error: options.refuseWith.error }, options.refuseWith.status)
        if (headers.get('if-match') !== `"v${version}"`) return jsonReply({ success: false, error: 'The school changed.' }, 412)
        const change = body as { website?: string; uniformWorn?: boolean | null }
        record = { ...record, ...(change.website !== undefined ? { website: change.website } : {}), ...(change.uniformWorn !== undefined ? { uniformWorn: change.uniformWorn } : {}) }
        version++
        return new Response(JSON.stringify({ success: true, school: record }), { headers: { 'content-type': 'application/json', ...tag() } })
      }
      return new Response(JSON.stringify({ success: true, school: record }), { headers: { 'content-type': 'application/json', ...tag() } })
    },
  })
  return {
    calls: uniformCalls(api),
    sent,
    /** Another contributor's change landing meanwhile. */
    changeElsewhere: () => void version++,
    record: () => record,
  }
}

t.test('only what changed is sent: the website if changed, the policy if changed (yes true, no false, unknown null), a correction if written', async (t) => {
  const loaded = school()
  t.same(contributionPayload(loaded, draftOf(loaded)), {}, 'nothing changed, nothing sent')
  t.notOk(hasEdits(loaded, draftOf(loaded)))
  t.same(contributionPayload(loaded, { ...draftOf(loaded), correction: '  \n ' }), {}, 'blank corrections are not sent')
  t.same(contributionPayload(loaded, { ...draftOf(loaded), correction: ' Closed in 2024 ' }), { detailCorrection: 'Closed in 2024' })
  t.same(contributionPayload(loaded, { ...draftOf(loaded), website: ' https://hillside.example.sch.uk ' }), {}, 'the same address with spaces is unchanged')
  t.same(contributionPayload(loaded, { ...draftOf(loaded), website: 'https://new.example.org' }), { website: 'https://new.example.org' })
  t.same(contributionPayload(loaded, { ...draftOf(loaded), website: '' }), { website: '' }, 'a website taken away is a change')
  t.same(contributionPayload(loaded, { ...draftOf(loaded), policy: 'no' }), { uniformWorn: false })
  t.same(contributionPayload(loaded, { ...draftOf(loaded), policy: 'unknown' }), { uniformWorn: null })
  t.same(contributionPayload(school({ uniformWorn: null }), { ...draftOf(school({ uniformWorn: null })), policy: 'yes' }), { uniformWorn: true })
  t.same(contributionPayload(school({ website: null }), draftOf(school({ website: null }))), {}, 'no website, left empty')
  t.same([true, false, null].map((worn) => uniformWornOf(policyOf(worn))), [true, false, null], 'the toggle maps both ways')
})

t.test("the website's link-out goes only to a web address", async (t) => {
  t.equal(websiteHref('https://hillside.example.sch.uk/uniform'), 'https://hillside.example.sch.uk/uniform')
  t.equal(websiteHref('www.hillside.sch.uk'), 'https://www.hillside.sch.uk/')
  t.equal(websiteHref('http://hillside.sch.uk:8080/x'), 'http://hillside.sch.uk:8080/x')
  t.equal(websiteHref('https://user:secret@hillside.sch.uk'), null, 'no credentials in an address')
  t.equal(websiteHref('javascript:alert(1)'), null)
  t.equal(websiteHref('mailto:office@hillside.sch.uk'), null)
  t.equal(websiteHref('not a site'), null)
  t.equal(websiteHref('localhost'), null)
  t.equal(websiteHref(''), null)
})

t.test('a changed website must be a web address, or empty for none', async (t) => {
  const loaded = school()
  t.same(draftProblems(loaded, { ...draftOf(loaded), website: 'not a site' }), { website: WEBSITE_PROBLEM })
  t.same(draftProblems(loaded, { ...draftOf(loaded), website: 'www.hillside.sch.uk' }), {})
  t.same(draftProblems(loaded, { ...draftOf(loaded), website: '' }), {})
  t.same(draftProblems(school({ website: 'legacy text' }), draftOf(school({ website: 'legacy text' }))), {}, "the register's own value, left as it was")
})

t.test('Submit with nothing changed sends nothing: it says so, or, with images uploaded, thanks', async (t) => {
  const svc = service()
  const state = createContributionState('1201', svc.calls)
  await state.load()
  const unchanged = draftOf(school())
  t.match(await state.submit(unchanged), { success: false, error: NOTHING_CHANGED })
  t.equal(state.nothingToSend.value, true)
  t.equal(state.sent.value, false)
  await state.upload(new File([new Uint8Array([1])], 'crest.png'), 'crest.png', 'logo')
  t.ok((await state.submit(unchanged)).success)
  t.equal(state.nothingToSend.value, false)
  t.equal(state.sent.value, true)
  t.same(svc.sent.filter((s) => s.url.includes('/contributions/')).map((s) => s.method), ['GET'], 'no contribution sent')
})

t.test('Submit sends the changed fields at the version loaded, in if-match, and the thanks follow', async (t) => {
  const svc = service()
  const state = createContributionState('1201', svc.calls)
  await state.load()
  t.match(state.school.value, { kind: 'loaded', version: '"v1"', school: { name: 'Hillside Academy' } })
  await state.submit({ correction: '', website: 'https://new.example.org', policy: 'unknown' })
  const post = svc.sent.find((s) => s.method === 'POST')
  t.match(post, { url: '/v1/uniforms/contributions/1201', ifMatch: '"v1"', body: { website: 'https://new.example.org', uniformWorn: null } })
  t.same(Object.keys(post?.body as object).sort(), ['uniformWorn', 'website'])
  t.equal(state.sent.value, true)
  t.equal(svc.record().website, 'https://new.example.org')
})

t.test("a stale submit gets the conflict and Submit stays off; the other contributor's change is kept", async (t) => {
  const svc = service()
  const logged = t.capture(console, 'error')
  const state = createContributionState('1201', svc.calls)
  await state.load()
  svc.changeElsewhere()
  await state.submit({ correction: '', website: 'https://stale.example.org', policy: 'yes' })
  t.equal(state.conflict.value, true)
  t.equal(state.sent.value, false)
  t.equal(svc.record().website, 'https://hillside.example.sch.uk')
  const posts = () => svc.sent.filter((s) => s.method === 'POST').length
  t.equal(posts(), 1)
  await state.submit({ correction: '', website: 'https://stale.example.org', policy: 'yes' })
  t.equal(posts(), 1, 'no second submit while the conflict shows')
  t.same(logged(), [], 'the conflict is shown, not logged')
})

t.test('another refusal is only logged, and Submit can be tried again', async (t) => {
  const svc = service({ refuseWith: { status: 500, error: 'Error. 500 Internal Server Error' } })
  const logged = t.capture(console, 'error')
  const state = createContributionState('1201', svc.calls)
  await state.load()
  await state.submit({ correction: 'Renamed', website: '', policy: 'yes' })
  t.equal(state.conflict.value, false)
  t.equal(state.sent.value, false)
  t.notOk(state.submitting.isBusy())
  t.match(logged().map((c) => c.args.join(' ')), [/contribution to school 1201 failed: Error\. 500/])
})

t.test('a failed load is only logged', async (t) => {
  const api = createApiClient({ justification: () => '', fetch: async () => jsonReply({ success: false, error: 'No such school.' }, 404) })
  const logged = t.capture(console, 'error')
  const state = createContributionState('77', uniformCalls(api))
  await state.load()
  t.match(state.school.value, { kind: 'failed', error: 'No such school.' })
  t.match(logged().map((c) => c.args.join(' ')), [/loading school 77 to contribute failed: No such school\./])
})

t.test('images uploaded are listed by the screen with their file names; a refused one is not', async (t) => {
  const svc = service()
  const state = createContributionState('1201', svc.calls)
  const png = new File([new Uint8Array([137, 80, 78, 71])], 'blazer.jpg', { type: 'image/jpeg' })
  t.ok((await state.upload(png, 'blazer.jpg', 'raw')).success)
  t.ok((await state.upload(png, 'crest.png', 'logo')).success)
  const refused = await state.upload(new File(['hello'], 'notes.txt'), 'notes.txt', 'product')
  t.match(refused, { success: false, error: 'The file is not a JPEG or PNG image.' })
  t.same(state.uploaded.value.map((u) => `${u.fileName} ${u.image.type}`), ['blazer.jpg BODY', 'crest.png LOGO'])
  t.match(svc.sent[0], { method: 'POST', url: '/v1/uniforms/schools/1201/images', body: { type: 'raw' } })
})
