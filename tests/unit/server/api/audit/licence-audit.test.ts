// GET /v1/licences/{id}/audit and /audit-options (spec-3 §2 audit screen, §3 "Audit entry", §6, §7): who may
// read a licence's audit, whose entries it shows, its filters and paging, bad input, and that reading the
// log never changes it.

import { onEachEngine, settledAuditRows } from '../harness.js'
import t from 'tap'
import { AUDIT_ACTIONS } from '../../../../../shared/audit/actions.js'
import type { AuditEntry, AuditReply } from '../../../../../shared/api/types/audit.js'
import { ALICE, at, auditSetup, BOB, EVE, FEB, FEBRUARY, recordAll, SOLO, STRANGER } from './audit-fixture.js'

const emailsOf = (reply: AuditReply) => reply.data.map((entry: AuditEntry) => entry.userEmail)

onEachEngine(t, 'an auditor of the licence sees its users entries, newest first, with every field', async (t, engine) => {
  const { get, kent } = await auditSetup(t, undefined, engine)
  const res = await get('auditor', `/v1/licences/${kent}/audit?${FEB}`)
  t.equal(res.statusCode, 200)
  const reply = res.json() as AuditReply
  t.same(emailsOf(reply), [ALICE, SOLO, BOB, ALICE], 'Kent users only: not Essex, a stranger or the signed-out')
  t.equal(reply.total, 4)
  t.same(reply.data[2], {
    dateOfEntry: '2026-02-02T09:30:00.000Z',
    userEmail: BOB,
    requestingApp: 'lowside',
    api: 'sightings',
    action: 'search',
    justification: 'case 17',
    details: 'make=Canon',
    successful: true,
    error: null,
  })
  t.same(
    { successful: reply.data[0]!.successful, error: reply.data[0]!.error, requestingApp: reply.data[0]!.requestingApp },
    { successful: false, error: 'Permission Denied.', requestingApp: null },
  )
})

onEachEngine(t, 'the global administrator sees any licence; another licence\'s auditor is refused', async (t, engine) => {
  const { get, kent, essex } = await auditSetup(t, undefined, engine)
  const admin = await get('admin', `/v1/licences/${essex}/audit?${FEB}`)
  t.equal(admin.statusCode, 200)
  t.same(emailsOf(admin.json()), [EVE])
  const other = await get('essexAuditor', `/v1/licences/${kent}/audit?${FEB}`)
  t.equal(other.statusCode, 403)
  t.same(other.json(), { success: false, error: 'Permission Denied.' })
  t.equal((await get('essexAuditor', `/v1/licences/${essex}/audit?${FEB}`)).statusCode, 200, 'their own licence')
  t.equal((await get('stats', `/v1/licences/${kent}/audit?${FEB}`)).statusCode, 403, 'UsageStats is not an audit role')
  t.equal((await get('nobody', `/v1/licences/${kent}/audit-options`)).statusCode, 403)
  const missing = await get('admin', `/v1/licences/999/audit?${FEB}`)
  t.equal(missing.statusCode, 404)
  t.same(missing.json(), { success: false, error: 'This licence could not be found.' })
  t.equal((await get('auditor', `/v1/licences/999/audit?${FEB}`)).statusCode, 403, 'a licence not theirs, existing or not')
})

onEachEngine(t, 'a signed-out caller is told to sign in', async (t, engine) => {
  const { h, kent } = await auditSetup(t, undefined, engine)
  for (const url of [`/v1/licences/${kent}/audit?${FEB}`, `/v1/licences/${kent}/audit-options`, `/v1/licences/${kent}/audit/export?format=csv&${FEB}`]) {
    const res = await h.app.inject({ method: 'GET', url })
    t.equal(res.statusCode, 401, url)
    t.equal(res.json().success, false)
  }
})

onEachEngine(t, 'a DomainAudit holder sees only the addresses at the licence\'s domains', async (t, engine) => {
  const { get, kent } = await auditSetup(t, undefined, engine)
  const res = await get('domainAuditor', `/v1/licences/${kent}/audit?${FEB}`)
  t.equal(res.statusCode, 200)
  t.same(emailsOf(res.json()), [ALICE, BOB, ALICE], 'not the Email entity at another domain')
  const asked = await get('domainAuditor', `/v1/licences/${kent}/audit?${FEB}&email=${SOLO}`)
  t.same(asked.json().data, [], 'asking for that address by name does not widen the reach')
  const options = (await get('domainAuditor', `/v1/licences/${kent}/audit-options`)).json()
  t.same(options.data.domains, ['kent.police.example'])
  t.same(options.data.emails, [ALICE, BOB.toLowerCase()], 'the accounts at the domain')
})

onEachEngine(t, 'filters narrow by email, domain and action, any case; time bounds are inclusive', async (t, engine) => {
  const { get, kent } = await auditSetup(t, undefined, engine)
  const data = async (query: string) => emailsOf((await get('auditor', `/v1/licences/${kent}/audit?${query}`)).json())
  t.same(await data(`${FEB}&email=bob@kent.police.example`), [BOB], 'an address, whatever its case')
  t.same(await data(`${FEB}&email=${EVE}`), [], 'an address that is not the licence\'s')
  t.same(await data(`${FEB}&domain=KENT.police.example`), [ALICE, BOB, ALICE])
  t.same(await data(`${FEB}&domain=mail.example`), [SOLO], 'the domain of an Email entity: that address only')
  t.same(await data(`${FEB}&domain=essex.police.example`), [])
  t.same(await data(`${FEB}&action=search`), [ALICE, BOB])
  t.same(await data(`${FEB}&action=search&domain=kent.police.example&email=${ALICE}`), [ALICE])
  t.same(await data(`${FEB}&email=${ALICE}&domain=mail.example`), [], 'an address outside the domain asked for')
  t.same(await data('from=2026-02-02%2009:30&to=2026-02-03%2010:00'), [SOLO, BOB], 'both bounds kept, to the minute')
  t.same(await data('from=2026-02-02T09:31:00Z&to=2026-02-03T09:59:59Z'), [], 'ISO 8601 bounds')
  t.same(await data('from=2026-02-03&to=2026-02-03'), [SOLO], 'a day covers the whole day')
  t.same(await data('from=2026-02-03T11:00:00%2B01:00&to=2026-02-03T11:00:00%2B01:00'), [SOLO], 'a zone is honoured')
  t.same(await data(`${FEB}&email=&domain=%20&action=`), [ALICE, SOLO, BOB, ALICE], 'blank filters are no filters')
})

onEachEngine(t, 'pages of 25, 50, 100 or 200 run newest first, with the total of every match', async (t, engine) => {
  const rows = Array.from({ length: 60 }, (_, i) => ({ at: at('2026-01-01T00:00:00Z') + i * 60_000, userEmail: ALICE, details: `n${i}` }))
  const { get, kent } = await auditSetup(t, rows, engine)
  const page = async (query: string) => (await get('auditor', `/v1/licences/${kent}/audit?from=2026-01-01%2000:00&to=2026-01-31%2000:00&${query}`)).json() as AuditReply
  const first = await page('')
  t.equal(first.data.length, 25, 'the default page size')
  t.equal(first.total, 60)
  t.equal(first.data[0]!.details, 'n59')
  const third = await page('page=3')
  t.same(third.data.map((e) => e.details), Array.from({ length: 10 }, (_, i) => `n${9 - i}`))
  const big = await page('page=1&resultSize=50')
  t.equal(big.data.length, 50)
  t.equal((await page('page=2&resultSize=50')).data[0]!.details, 'n9')
  t.same((await page('page=4')).data, [], 'past the end: an empty page')
  // Entries in the same millisecond keep the order they were written in.
  const same = await auditSetup(t, [1, 2, 3].map((n) => ({ at: at('2026-01-05T00:00:00Z'), userEmail: ALICE, details: `same${n}` })), engine)
  const tie = (await same.get('auditor', `/v1/licences/${same.kent}/audit?from=2026-01-05&to=2026-01-05`)).json() as AuditReply
  t.same(tie.data.map((e) => e.details), ['same3', 'same2', 'same1'])
})

onEachEngine(t, 'the total counts at most 10,001, and paging stops at the first 10,000 entries', async (t, engine) => {
  const { h, get, kent } = await auditSetup(t, [], engine)
  await recordAll(h.store, Array.from({ length: 10_050 }, (_, i) => ({ at: at('2026-01-01T00:00:00Z') + i * 1000, userEmail: ALICE })))
  const url = `/v1/licences/${kent}/audit?from=2026-01-01%2000:00&to=2026-01-02%2000:00`
  const last = await get('auditor', `${url}&page=50&resultSize=200`)
  t.equal(last.statusCode, 200)
  t.equal(last.json().total, 10_001, 'shown as 10,000+')
  t.equal(last.json().data.length, 200)
  const beyond = await get('auditor', `${url}&page=51&resultSize=200`)
  t.equal(beyond.statusCode, 400)
  t.match(beyond.json().error, /^page is past the first 10,000 entries/)
})

onEachEngine(t, 'bad input is refused with a message naming the field, and nothing is searched', async (t, engine) => {
  const { get, kent } = await auditSetup(t, undefined, engine)
  const cases: [string, RegExp][] = [
    ['to=2026-02-28%2023:59', /querystring must have required property 'from'/],
    ['from=2026-02-01%2000:00', /querystring must have required property 'to'/],
    ['from=%20&to=2026-02-28%2023:59', /^from is required/],
    ['from=yesterday&to=2026-02-28%2023:59', /^from must be a date and time written YYYY-MM-DD HH:mm/],
    ['from=2026-02-01%2000:00&to=2026-02-30%2000:00', /^to must be a date and time/],
    ['from=2026-02-01%2025:00&to=2026-02-28%2023:59', /^from must be a date and time/],
    ['from=2026-02-10%2000:00&to=2026-02-01%2000:00', /^to must not be before from/],
    [`${FEB}&email=not-an-address`, /^email must be an email address/],
    [`${FEB}&domain=kent police`, /^domain must be a domain name/],
    [`${FEB}&action=drop-tables`, /^action must be one of the audit actions/],
    [`${FEB}&page=0`, /^page must be a whole number/],
    [`${FEB}&page=two`, /^page must be a whole number/],
    [`${FEB}&resultSize=30`, /^resultSize must be one of 25, 50, 100, 200/],
    [`${FEB}&resultSize=-25`, /^resultSize must be one of/],
    [`${FEB}&emial=${ALICE}`, /querystring must NOT have additional properties: emial/],
    [`${FEB}&email=${'a'.repeat(250)}@x.example`, /querystring\/email must NOT have more than 254 characters/],
  ]
  for (const [query, message] of cases) {
    const res = await get('auditor', `/v1/licences/${kent}/audit?${query}`)
    t.equal(res.statusCode, 400, query)
    t.equal(res.json().success, false)
    t.match(res.json().error, message, query)
  }
  const badId = await get('admin', `/v1/licences/kent/audit?${FEB}`)
  t.equal(badId.statusCode, 400)
  t.match(badId.json().error, /params\/id must match pattern/)
  const extra = await get('auditor', `/v1/licences/${kent}/audit-options?x=1`)
  t.equal(extra.statusCode, 200, 'the options take no parameters and ignore what a tool adds')
})

onEachEngine(t, 'the options list the licence\'s addresses, domains and every action with its api and name', async (t, engine) => {
  const { get, kent } = await auditSetup(t, undefined, engine)
  const res = await get('auditor', `/v1/licences/${kent}/audit-options`)
  t.equal(res.statusCode, 200)
  const { emails, domains, actions } = res.json().data
  t.same(domains, ['audit.example', 'kent.police.example', 'mail.example'])
  t.same(emails, ['ada@audit.example', ALICE, BOB.toLowerCase(), 'dom@audit.example', SOLO, 'stan@audit.example'])
  t.equal(actions.length, AUDIT_ACTIONS.length)
  t.same(actions.find((a: { action: string }) => a.action === 'licence-audit-export'), { action: 'licence-audit-export', api: 'licences', displayName: 'Export audit' })
})

onEachEngine(t, 'reading the audit changes no entry: only each call\'s own entry is added', async (t, engine) => {
  const { h, get, kent } = await auditSetup(t, undefined, engine)
  const before = (await settledAuditRows(h))
  await get('auditor', `/v1/licences/${kent}/audit?${FEB}`)
  await get('auditor', `/v1/licences/${kent}/audit?${FEB}&resultSize=7`)
  await get('domainAuditor', `/v1/licences/${kent}/audit-options`)
  await get('essexAuditor', `/v1/licences/${kent}/audit?${FEB}`)
  await get('auditor', `/v1/licences/${kent}/audit/export?format=csv&${FEB}`, { 'x-justification': 'case 9' })
  const after = (await settledAuditRows(h))
  t.same(after.slice(0, before.length), before, 'every earlier entry as it was')
  t.same(
    after.slice(before.length).map((row) => [row.action, row.success, row.details]),
    [
      ['licence-audit', 1, `licence ${kent}: 2026-02-01T00:00:00.000Z to 2026-02-28T23:59:59.999Z, page 1`],
      ['licence-audit', 0, `licence ${kent}`],
      ['licence-audit-options', 1, `licence ${kent}`],
      ['licence-audit', 0, `licence ${kent}`],
      ['licence-audit-export', 1, `licence ${kent} csv: 2026-02-01T00:00:00.000Z to 2026-02-28T23:59:59.999Z, 4 entries`],
    ],
    'the calls\' own entries, refusals too, with what they asked for',
  )
})

onEachEngine(t, 'the entries of the licence\'s users are found whatever the case they were written in', async (t, engine) => {
  const { get, kent } = await auditSetup(t, [{ at: at('2026-02-10T00:00:00Z'), userEmail: 'SOLO@MAIL.EXAMPLE' }, ...FEBRUARY.slice(0, 1)], engine)
  t.same(emailsOf((await get('auditor', `/v1/licences/${kent}/audit?${FEB}`)).json()), ['SOLO@MAIL.EXAMPLE', ALICE])
  t.notOk(emailsOf((await get('auditor', `/v1/licences/${kent}/audit?${FEB}`)).json()).includes(STRANGER))
})

onEachEngine(t, 'a licence of more than a hundred addresses is paged and counted alike', async (t, engine) => {
  const { h, get, kent } = await auditSetup(t, [], engine)
  const { addLicensedEntity } = await import('../../../../../server/api/store/licences.js')
  const addresses = Array.from({ length: 120 }, (_, i) => `officer${String(i).padStart(3, '0')}@mail.example`)
  for (const address of addresses) await addLicensedEntity(h.store, kent, address, [])
  await recordAll(h.store, [
    ...addresses.map((userEmail, i) => ({ at: at('2026-02-01T00:00:00Z') + i * 60_000, userEmail, action: i % 2 ? 'search' : 'sighting' })),
    { at: at('2026-02-01T00:30:00Z'), userEmail: ALICE },
    { at: at('2026-02-01T00:30:00Z'), userEmail: 'x@other.example' },
  ])
  const page = async (query: string) => (await get('auditor', `/v1/licences/${kent}/audit?${FEB}&${query}`)).json() as AuditReply
  const first = await page('resultSize=50')
  t.equal(first.total, 121, 'the addresses and the domain\'s user, no one else')
  t.same(first.data.slice(0, 2).map((e) => e.userEmail), ['officer119@mail.example', 'officer118@mail.example'])
  const third = await page('resultSize=50&page=3')
  // 89 officers, Alice (written after officer030, at the same minute), officer030..officer021: then the rest.
  t.same(third.data.map((e) => e.userEmail), addresses.slice(0, 21).reverse())
  const searches = await page('action=search&resultSize=100')
  t.equal(searches.total, 61)
  t.ok(searches.data.every((e) => e.action === 'search'))
})
