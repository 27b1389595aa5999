// A licence sees only the calls made under it (spec-3 §2 audit and usage screens, §6): a licence that gains
// another force's domain does not read that force's past calls, their search terms and justifications, in its
// audit, its audit export, its usage or its usage reports, whatever Email or Domain filter is asked for;
// the calls made once it covers the domain show under both licences.

import t, { type Test } from 'tap'
import { harness, NOW, MINUTE, type Browser, type Harness } from '../server/api/harness.js'
import { addLicensedEntity, createLicence } from '../../../server/api/store/licences.js'
import { recordCall } from '../../../server/api/store/audit.js'
import { JUSTIFICATION_HEADER } from '../../../shared/api/headers.js'
import { EDGE_AUDIT_SECRET_HEADER, EDGE_REFUSALS_PATH } from '../../../server/settings/edge-audit.js'
import type { AuditReply } from '../../../shared/api/types/audit.js'
import type { LicenceUsage } from '../../../shared/api/types/usage.js'

const DAY = 24 * 60 * MINUTE
const YEAR = 365 * DAY
const WESTMARCH_DOMAIN = 'westmarch.pnn.police.uk'
/** The Demo licence's administrator: Admin, Audit and UsageStats in it. */
const DEMO_ADMIN = 'lena@demo.example'
const DEMO_DOMAIN_AUDITOR = 'dora@demo.example'
const DEMO_USER = 'dan@demo.example'
/** Westmarch's investigator, whose past is the other force's. */
const WENDY = `wendy@${WESTMARCH_DOMAIN}`
const WESTMARCH_AUDITOR = `walt@${WESTMARCH_DOMAIN}`
const SEARCH_TERMS = 'serial=WM-4471&make=Canon'
const JUSTIFICATION = 'Operation Heron'
const EDGE_SECRET = 'edge secret of this test, long enough to be one'

const FEB = 'from=2026-02-01%2000:00&to=2026-02-28%2023:59'
const FEB_TO_NOW = 'from=2026-02-01%2000:00&to=2026-03-02%2023:59'

interface Setup {
  h: Harness
  demo: number
  westmarch: number
  get(who: 'demoAdmin' | 'demoDomainAuditor' | 'westmarchAuditor', url: string, headers?: Record<string, string>): ReturnType<Browser['call']>
}

const record = (h: Harness, iso: string, userEmail: string, extra: { action?: string; api?: string } = {}) =>
  recordCall(h.store, {
    at: Date.parse(iso),
    userEmail,
    requestingApp: 'lowside',
    api: extra.api ?? 'sightings',
    action: extra.action ?? 'search',
    justification: userEmail === WENDY ? JUSTIFICATION : null,
    details: userEmail === WENDY ? SEARCH_TERMS : 'make=Nikon',
    success: true,
    error: null,
  })

/**
 * Two licences a year old; Westmarch's investigator and the Demo licence's user work through February; then
 * the Demo licence gains Westmarch's domain, as its administrator asked (a store write: refusing that request
 * is another rule's, and a global administrator may still make it).
 */
async function setup(t: Test): Promise<Setup> {
  const h = harness(t, { edgeAuditSecret: EDGE_SECRET })
  const demo = (await createLicence(h.store, { name: 'Demo licence', maxSeats: 50, expiresAt: NOW + YEAR }, NOW - YEAR)).id
  const westmarch = (await createLicence(h.store, { name: 'Westmarch Constabulary', maxSeats: 50, expiresAt: NOW + YEAR }, NOW - YEAR)).id
  await addLicensedEntity(h.store, westmarch, WESTMARCH_DOMAIN, [])
  await addLicensedEntity(h.store, westmarch, WESTMARCH_AUDITOR, ['Audit', 'UsageStats'])
  await addLicensedEntity(h.store, demo, DEMO_USER, [])
  await addLicensedEntity(h.store, demo, DEMO_ADMIN, ['Admin', 'Audit', 'UsageStats'])
  await addLicensedEntity(h.store, demo, DEMO_DOMAIN_AUDITOR, ['DomainAudit'])
  for (const email of [DEMO_ADMIN, DEMO_DOMAIN_AUDITOR, DEMO_USER, WENDY, WESTMARCH_AUDITOR]) await h.addUser({ email })

  await record(h, '2026-02-02T09:00:00Z', WENDY, { action: 'login', api: 'authenticate' })
  await record(h, '2026-02-02T09:05:00Z', WENDY)
  await record(h, '2026-02-10T14:00:00Z', WENDY)
  await record(h, '2026-02-11T10:00:00Z', DEMO_USER)

  await addLicensedEntity(h.store, demo, WESTMARCH_DOMAIN, [])
  await addLicensedEntity(h.store, demo, 'demo.example', [])

  const browsers = {} as Record<'demoAdmin' | 'demoDomainAuditor' | 'westmarchAuditor', { browser: Browser; email: string }>
  for (const [key, email] of [['demoAdmin', DEMO_ADMIN], ['demoDomainAuditor', DEMO_DOMAIN_AUDITOR], ['westmarchAuditor', WESTMARCH_AUDITOR]] as const) {
    const browser = h.browser()
    const res = await browser.signIn(email)
    if (res.statusCode !== 200) throw new Error(`${email} could not sign in: ${res.body}`)
    browsers[key] = { browser, email }
  }
  return {
    h,
    demo,
    westmarch,
    get: (who, url, headers = {}) => browsers[who].browser.call({ method: 'GET', url, headers }, browsers[who].email),
  }
}

const emailsOf = (reply: AuditReply) => reply.data.map((entry) => entry.userEmail)
const usageEmails = (usage: LicenceUsage) => [...new Set(usage.monthlyUsageStats.flatMap((month) => month.usageStats.map((user) => user.email)))].sort()

t.test("the licence's audit shows none of the other force's past calls, whatever the filters", async (t) => {
  const { get, demo } = await setup(t)
  const audit = async (query: string) => (await get('demoAdmin', `/v1/licences/${demo}/audit?${query}`)).json() as AuditReply
  const all = await audit(FEB)
  t.same(emailsOf(all), [DEMO_USER], "the Demo licence's own calls only")
  t.equal(all.total, 1)
  for (const filter of [`domain=${WESTMARCH_DOMAIN}`, `email=${WENDY}`, `email=${WENDY}&domain=${WESTMARCH_DOMAIN}`, `domain=${WESTMARCH_DOMAIN}&action=search`, 'action=search']) {
    const reply = await audit(`${FEB}&${filter}`)
    t.notOk(emailsOf(reply).includes(WENDY), `${filter}: no call of Westmarch's`)
    t.notMatch(JSON.stringify(reply), new RegExp(`${JUSTIFICATION}|WM-4471`), `${filter}: neither their justification nor their search terms`)
  }
  t.same((await audit(`${FEB}&domain=${WESTMARCH_DOMAIN}`)).total, 0, 'the repro: the other force\'s domain counts nothing')

  const domainAudit = (await get('demoDomainAuditor', `/v1/licences/${demo}/audit?${FEB}&domain=${WESTMARCH_DOMAIN}`)).json() as AuditReply
  t.same([domainAudit.data, domainAudit.total], [[], 0], 'nor for a DomainAudit holder, though the domain is now the licence\'s')
})

t.test("the licence's audit export holds none of the other force's past calls", async (t) => {
  const { get, demo } = await setup(t)
  for (const filter of ['', `&domain=${WESTMARCH_DOMAIN}`, `&email=${WENDY}`]) {
    const res = await get('demoAdmin', `/v1/licences/${demo}/audit/export?format=csv&${FEB}${filter}`, { [JUSTIFICATION_HEADER]: 'licence review' })
    t.equal(res.statusCode, 200)
    t.notMatch(res.body, new RegExp(`wendy@|${JUSTIFICATION}|WM-4471`), `filter "${filter}": no Westmarch call in the file`)
  }
  const own = await get('demoAdmin', `/v1/licences/${demo}/audit/export?format=csv&${FEB}`, { [JUSTIFICATION_HEADER]: 'licence review' })
  t.match(own.body, DEMO_USER, "the licence's own call is in it")
})

t.test("the licence's usage and usage reports count none of the other force's past calls", async (t) => {
  const { get, demo, westmarch } = await setup(t)
  const usage = (await get('demoAdmin', `/v1/licences/${demo}/usage?range=specificMonth&month=2026-02`)).json().data as LicenceUsage
  t.same(usageEmails(usage), [DEMO_USER], "February's users of the Demo licence: its own user only")
  const theirs = (await get('westmarchAuditor', `/v1/licences/${westmarch}/usage?range=specificMonth&month=2026-02`)).json().data as LicenceUsage
  t.same(usageEmails(theirs), [WENDY], "Westmarch's own usage still counts them")

  const report = async (period: string) =>
    (await get('demoAdmin', `/v1/licences/${demo}/usage/report/${period}?format=csv`, { [JUSTIFICATION_HEADER]: 'licence review' })).body
  t.notMatch(await report('user'), 'wendy@', 'no weekly record of Westmarch users')
  const februaryRow = (await report('summary')).split('\n').find((line) => line.startsWith('2026,2,'))
  t.match(februaryRow, /^2026,2,1,1,1,/, 'February: one active user with one interaction, one search')
  const active = (await report('activeUsers')).split('\n').find((line) => line.startsWith(WENDY))
  t.match(active, new RegExp(`^${WENDY},Yes,0,0,`), 'a Westmarch user is licensed now, with no activity under this licence')
})

t.test('calls made once both licences cover the address show under both', async (t) => {
  const { h, get, demo, westmarch } = await setup(t)
  const wendy = h.browser()
  t.equal((await wendy.signIn(WENDY)).statusCode, 200)
  const failed = await h.browser().signIn(WENDY, {}, 'not the password')
  t.equal(failed.json().success, false, 'a failed sign-in naming the address')
  const refused = await h.app.inject({
    method: 'POST',
    url: EDGE_REFUSALS_PATH,
    headers: { [EDGE_AUDIT_SECRET_HEADER]: EDGE_SECRET },
    payload: { method: 'GET', path: '/v1/sightings', status: 400, error: 'Bad request.', userEmail: WENDY, requestingApp: 'lowside', justification: null },
  })
  t.equal(refused.statusCode, 200, 'a call of theirs the edge refused')

  const since = async (who: 'demoAdmin' | 'westmarchAuditor', licence: number) =>
    ((await get(who, `/v1/licences/${licence}/audit?${FEB_TO_NOW}&email=${WENDY}`)).json() as AuditReply).data
      .filter((entry) => Date.parse(entry.dateOfEntry) >= NOW)
      .map((entry) => `${entry.action} ${entry.successful}`)
  const expected = ['edge-refusal false', 'login false', 'login true']
  t.same(await since('demoAdmin', demo), expected, 'under the Demo licence')
  t.same(await since('westmarchAuditor', westmarch), expected, 'and under Westmarch')
  const westmarchFebruary = ((await get('westmarchAuditor', `/v1/licences/${westmarch}/audit?${FEB}`)).json() as AuditReply).total
  t.equal(westmarchFebruary, 3, "Westmarch keeps its own past")

  h.clock.advance(MINUTE)
  const usage = (await get('demoAdmin', `/v1/licences/${demo}/usage`)).json().data as LicenceUsage
  const march = usage.monthlyUsageStats.find((month) => month.month === 3)
  const wendyInMarch = march?.usageStats.find((user) => user.email === WENDY)
  t.equal(wendyInMarch?.weeklyUsage[0]?.numberOfInteractions, 1, "the Demo licence's usage counts the sign-in made under it")
  t.notOk(usage.monthlyUsageStats.find((month) => month.month === 2)?.usageStats.some((user) => user.email === WENDY), 'and not her February')
})
