// Creating and updating applications (spec-3 §3, §5): the reply, the secret shown once and stored only as
// its hash, a clear refusal naming the field for each bad value with nothing changed, the limit of
// applications per creator, and a creator's new address waiting for approval again.

import { sql } from 'kysely'
import t from 'tap'
import { NOW, assertAudited, onEachEngine, snapshotOf } from '../harness.js'
import { hashToken } from '../../../../../server/api/store/passwords.js'
import { APPLICATION_LIMIT_REACHED } from '../../../../../server/api/routes/applications.js'
import { APPLICATION_ADDRESS_MAX, APPLICATION_NAME_MAX, APPLICATIONS_PER_CREATOR } from '../../../../../shared/api/types/applications.js'
import { assertAuditKept, auditSoFar, callers, CREATOR, FORM, reviewed } from './callers.js'

onEachEngine(t, 'a new application is pending, with a public client id and a secret shown in this reply only', async (t, engine) => {
  const c = await callers(t, engine)
  const res = await c.creator.call('POST', '/v1/applications', { ...FORM, name: '  Case linker  ' })
  t.equal(res.statusCode, 200)
  const { application } = res.json()
  t.same(application, {
    id: application.id,
    version: 1,
    name: 'Case linker',
    description: FORM.description,
    callbackURL: FORM.callbackURL,
    postLogoutRedirectUri: FORM.postLogoutRedirectUri,
    clientId: application.clientId,
    creator: { email: CREATOR, organization: 'Metropolitan Police' },
    createdDate: new Date(NOW).toISOString(),
    approvedBy: null,
    state: 'pending',
    clientSecret: application.clientSecret,
  })
  t.match(application.clientId, /^[A-Za-z0-9_-]{20,}$/)
  t.match(application.clientSecret, /^slcs_[A-Za-z0-9_-]{43}$/, 'the client-secret mark, then 32 random bytes, base64url')
  const [stored] = (await sql<Record<string, string>>`SELECT client_id, client_secret_hash FROM applications`.execute(c.h.store.db)).rows as [Record<string, string>]
  t.same(stored, { client_id: application.clientId, client_secret_hash: hashToken(application.clientSecret) }, 'only the hash is kept')

  const second = await c.create(c.creator, { name: 'Second' })
  t.not(second.clientId, application.clientId)
  t.not(second.clientSecret, application.clientSecret)

  const listed = await c.creator.call('GET', '/v1/applications')
  const updated = await c.creator.call('POST', `/v1/applications/${application.id}`, FORM)
  const approved = await c.admin.call('POST', '/v1/applications/approve', await reviewed(c.h, [application.id]))
  for (const later of [listed, updated, approved]) t.notOk(later.body.includes(application.clientSecret), 'never answered again')
  t.notOk(listed.json().applications.some((a: object) => 'clientSecret' in a))
  const rows = await assertAudited(t, c.h)
  t.notOk(JSON.stringify(rows).includes(application.clientSecret), 'never in the audit log')
  t.match(rows.filter((r) => r.action === 'application-create')[0], { details: `application ${application.id} (${application.clientId})` })
})

onEachEngine(t, 'without a post-logout address the application has none', async (t, engine) => {
  const c = await callers(t, engine)
  for (const postLogoutRedirectUri of [undefined, '', '   ', null]) {
    const { name, description, callbackURL } = FORM
    const res = await c.creator.call('POST', '/v1/applications', { name, description, callbackURL, ...(postLogoutRedirectUri === undefined ? {} : { postLogoutRedirectUri }) })
    t.equal(res.json().application.postLogoutRedirectUri, null, JSON.stringify(postLogoutRedirectUri))
  }
  const local = await c.create(c.creator, { callbackURL: 'http://127.0.0.1:8080/cb', postLogoutRedirectUri: 'http://[::1]:8080/bye' })
  t.match(local, { callbackURL: 'http://127.0.0.1:8080/cb', postLogoutRedirectUri: 'http://[::1]:8080/bye' })
  t.match(await c.create(c.creator, { callbackURL: 'http://localhost:3000/cb?tenant=7' }), { callbackURL: 'http://localhost:3000/cb?tenant=7' })
})

/** Bad values of each field, and the words the refusal must hold to name it. */
const BAD_FIELDS: [string, Record<string, unknown>, RegExp][] = [
  ['no name', { name: undefined }, /name/],
  ['a blank name', { name: '   ' }, /^The name is required\.$/],
  ['a name too long', { name: 'n'.repeat(APPLICATION_NAME_MAX + 1) }, /body\/name must NOT have more than 100 characters/],
  ['a name on two lines', { name: 'Case\nlinker' }, /^The name must be one line of text\.$/],
  ['a name that is no text', { name: 42 }, /body\/name must be string/],
  ['no description', { description: undefined }, /description/],
  ['a blank description', { description: '' }, /^The description is required\.$/],
  ['a description too long', { description: 'd'.repeat(1001) }, /body\/description must NOT have more than 1000 characters/],
  ['a description with a control character', { description: 'bell \u0007' }, /^The description must be text/],
  ['no callbackURL', { callbackURL: undefined }, /callbackURL/],
  ['a blank callbackURL', { callbackURL: ' ' }, /^The callbackURL is required\.$/],
  ['a callbackURL too long', { callbackURL: `https://a.example/${'x'.repeat(APPLICATION_ADDRESS_MAX)}` }, /body\/callbackURL must NOT have more/],
  ['a relative callbackURL', { callbackURL: '/callback' }, /^The callbackURL must be a full address/],
  ['a callbackURL without //', { callbackURL: 'https:cases.example/cb' }, /^The callbackURL must be a full address/],
  ['a plain http callbackURL', { callbackURL: 'http://cases.example/cb' }, /^The callbackURL must be an https address/],
  ['http to a host that looks local', { callbackURL: 'http://localhost.evil.example/cb' }, /^The callbackURL must be an https address/],
  ['another scheme', { callbackURL: 'javascript:alert(1)' }, /^The callbackURL must be a full address/],
  ['a custom scheme', { callbackURL: 'myapp://callback' }, /^The callbackURL must be an https address/],
  ['a fragment', { callbackURL: 'https://cases.example/cb#top' }, /^The callbackURL must not contain a fragment/],
  ['an empty fragment', { callbackURL: 'https://cases.example/cb#' }, /^The callbackURL must not contain a fragment/],
  ['credentials', { callbackURL: 'https://user:pw@cases.example/cb' }, /^The callbackURL must not contain a user name or password/],
  ['an empty user', { callbackURL: 'https://@cases.example/cb' }, /^The callbackURL must not contain a user name or password/],
  ['a local-looking user', { callbackURL: 'http://localhost@evil.example/cb' }, /^The callbackURL must (be an https address|not contain a user)/],
  ['a tab', { callbackURL: 'https://cases.exa\tmple/cb' }, /^The callbackURL must not contain spaces/],
  ['a backslash', { callbackURL: 'https://cases.example\\@evil.example/cb' }, /^The callbackURL must not contain spaces, control characters or backslashes/],
  ['a callbackURL that is no text', { callbackURL: ['https://a.example'] }, /body\/callbackURL must be string/],
  ['a plain http post-logout address', { postLogoutRedirectUri: 'http://cases.example/bye' }, /^The postLogoutRedirectUri must be an https address/],
  ['a post-logout address with a fragment', { postLogoutRedirectUri: 'https://cases.example/bye#x' }, /^The postLogoutRedirectUri must not contain a fragment/],
  ['a post-logout address with credentials', { postLogoutRedirectUri: 'https://a:b@cases.example/bye' }, /^The postLogoutRedirectUri must not contain a user/],
  ['a relative post-logout address', { postLogoutRedirectUri: '//evil.example' }, /^The postLogoutRedirectUri must be a full address/],
  ['an unknown field', { state: 'active' }, /additional properties: state/],
]

onEachEngine(t, 'each bad value is refused with success:false naming its field, on creation and update, and changes nothing', async (t, engine) => {
  const c = await callers(t, engine)
  const app = await c.create(c.creator)
  const earlier = await auditSoFar(c.h)
  const before = await snapshotOf(c.h.store)
  for (const [name, change, words] of BAD_FIELDS) {
    const form = { ...FORM, ...change }
    for (const url of ['/v1/applications', `/v1/applications/${app.id}`]) {
      const res = await c.creator.call('POST', url, form)
      t.equal(res.statusCode, 400, `${name}: ${url}`)
      t.equal(res.json().success, false, `${name}: ${url}`)
      t.match(res.json().error, words, `${name}: ${url}`)
      t.equal(res.json().field, Object.keys(change)[0], `${name}: ${url} names its field`)
    }
  }
  t.equal(await snapshotOf(c.h.store), before, 'nothing changed')
  await assertAudited(t, c.h)
  await assertAuditKept(t, c.h, earlier)
})

onEachEngine(t, `a creator may have ${APPLICATIONS_PER_CREATOR} applications; the next is refused until one is deleted`, async (t, engine) => {
  const c = await callers(t, engine)
  const made = []
  for (let i = 0; i < APPLICATIONS_PER_CREATOR; i++) made.push(await c.create(c.creator, { name: `Tool ${i}` }))
  const before = await snapshotOf(c.h.store)
  const refused = await c.creator.call('POST', '/v1/applications', FORM)
  t.same([refused.statusCode, refused.json()], [400, { success: false, error: APPLICATION_LIMIT_REACHED }])
  t.equal(await snapshotOf(c.h.store), before, 'nothing changed')
  t.ok(await c.create(c.otherCreator), 'another creator is not held by it')
  await c.creator.call('DELETE', '/v1/applications', { ids: [made[0]!.id] })
  t.ok(await c.create(c.creator), 'a deleted one makes room')
  const rows = await assertAudited(t, c.h)
  t.match(rows.filter((r) => r.action === 'application-create' && r.success === 0), [{ error: APPLICATION_LIMIT_REACHED, details: `name ${FORM.name}` }])
})

onEachEngine(t, 'a creator who moves an approved application\'s addresses sends it back for approval; a new name does not', async (t, engine) => {
  const c = await callers(t, engine)
  const app = await c.create(c.creator)
  await c.admin.call('POST', '/v1/applications/approve', await reviewed(c.h, [app.id]))
  const renamed = await c.creator.call('POST', `/v1/applications/${app.id}`, { ...FORM, name: 'Renamed' })
  t.match(renamed.json().application, { name: 'Renamed', state: 'active', approvedBy: { email: 'root@sightline.example' } })
  const moved = await c.creator.call('POST', `/v1/applications/${app.id}`, { ...FORM, name: 'Renamed', callbackURL: 'https://new.example/cb' })
  t.match(moved.json().application, { callbackURL: 'https://new.example/cb', state: 'pending', approvedBy: null })
  await c.admin.call('POST', '/v1/applications/approve', await reviewed(c.h, [app.id]))
  const signedOutRemoved = await c.creator.call('POST', `/v1/applications/${app.id}`, { ...FORM, callbackURL: 'https://new.example/cb', postLogoutRedirectUri: undefined })
  t.match(signedOutRemoved.json().application, { postLogoutRedirectUri: null, state: 'pending' }, 'removing the post-logout address counts too')
  await c.admin.call('POST', '/v1/applications/approve', await reviewed(c.h, [app.id]))
  const byAdmin = await c.admin.call('POST', `/v1/applications/${app.id}`, { ...FORM, callbackURL: 'https://checked.example/cb' })
  t.match(byAdmin.json().application, { callbackURL: 'https://checked.example/cb', state: 'active' }, 'the administrator\'s own change keeps it approved')
  await assertAudited(t, c.h)
})
