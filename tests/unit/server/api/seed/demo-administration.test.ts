// The demo's administration data: a first start with DEMO=1 leaves licences with emails and domains, a user
// trial with its users, an approved and active application, and weeks of audited calls, so that the usage
// calls have figures for every range and the audit call lists entries, read through the real calls.

import t from 'tap'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type Database from 'better-sqlite3'
import { buildApi } from '../../../../../server/api/app.js'
import { storeOnSqlite } from '../../../../../server/api/store/engine/sqlite.js'
import { openDatabase } from '../../../../../server/api/store/db.js'
import { DEMO_ACCOUNTS_FILE, prepareFirstAccounts } from '../../../../../server/api/accounts/first-accounts.js'
import { GRIFFEYE_CS, HISTORY_WEEKS, usageHistory, WEBSITE, type HistoryPerson } from '../../../../../server/api/seed/usage-history.js'
import { auditAction } from '../../../../../shared/audit/actions.js'
import type { LicenceUsage, UsageSummary } from '../../../../../shared/api/types/usage.js'
import { MIGRATIONS, NOW } from '../harness.js'
import { serviceStoreOn } from '../../../../support/service-store.js'

const DAY = 24 * 60 * 60 * 1000
const PUBLIC_URL = 'https://sightline.example.org'

interface Listed {
  id: number
  name: string
  expiresAt: string | null
}

// One demo service for every test: the first start hashes eleven passwords, which takes seconds.
const dataDir = t.testdir()
const db: Database.Database = openDatabase(join(dataDir, 'sightline.db'), MIGRATIONS)
const printed: string[] = []
await prepareFirstAccounts({ store: storeOnSqlite(db) }, { demo: true, firstAdmin: null, publicUrl: PUBLIC_URL, dataDir }, NOW, (line) => printed.push(line))
const app = buildApi({ store: serviceStoreOn(db), now: () => NOW, cookieSecure: false })
t.teardown(() => app.close())

const passwords = new Map(
  readFileSync(join(dataDir, DEMO_ACCOUNTS_FILE), 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => line.split('\t') as [string, string]),
)

/** A signed-in demo account's GET: its reply's JSON, after checking it answered 200. */
async function signedIn(name: string) {
  const email = `${name}@demo.sightline.example`
  const res = await app.inject({ method: 'POST', url: '/v1/authenticate', payload: { username: email, password: passwords.get(email) } })
  if (res.statusCode !== 200) throw new Error(`${email} could not sign in: ${res.body}`)
  const cookie = (res.cookies as { name: string; value: string }[]).map((c) => `${c.name}=${c.value}`).join('; ')
  return async (url: string) => {
    const reply = await app.inject({ method: 'GET', url, headers: { cookie } })
    if (reply.statusCode !== 200) throw new Error(`GET ${url} as ${name}: ${reply.statusCode} ${reply.body}`)
    return reply.json()
  }
}

const admin = await signedIn('admin')
const licences = (await admin('/v1/licences')).licences as Listed[]
const licenceNamed = (name: string) => {
  const found = licences.find((l) => l.name === name)
  if (!found) throw new Error(`no licence ${name}`)
  return found
}

/** Every figure of every user's weeks in a licence's usage, added up. */
function interactions(usage: LicenceUsage): number {
  return usage.monthlyUsageStats.flatMap((m) => m.usageStats.flatMap((u) => u.weeklyUsage)).reduce((sum, w) => sum + w.numberOfInteractions, 0)
}

t.test('licences of forces hold emails and domains with roles, one of them expired', async (t) => {
  t.ok(licences.length >= 4, `${licences.length} licences`)
  const northshire = licenceNamed('Northshire Police')
  const entities = (await admin(`/v1/licences/${northshire.id}/entities`)).entities as { type: string; value: string; roles: string[] }[]
  t.ok(entities.some((e) => e.type === 'Domain' && e.roles.includes('MetadataSearch')), 'a domain holding MetadataSearch')
  t.ok(entities.some((e) => e.type === 'Email' && e.roles.includes('Admin') && e.roles.includes('UsageStats')), 'an address administering it')
  const westmarch = (await admin(`/v1/licences/${licenceNamed('Westmarch Constabulary').id}/entities`)).entities as { roles: string[] }[]
  t.ok(westmarch.some((e) => e.roles.includes('ServiceAccount')), 'a service account')
  const users = (await admin(`/v1/licences/${northshire.id}/users`)).users as string[]
  t.ok(users.length >= 8, `${users.length} users with accounts at the licensed domain and addresses`)
  const pilot = licenceNamed('Harbour Agency pilot')
  t.ok(pilot.expiresAt !== null && Date.parse(pilot.expiresAt) < NOW, 'the pilot has expired')
})

t.test('the demo accounts keep their licence roles, from the demo licence, which also licenses a domain', async (t) => {
  const demo = licenceNamed('Demo licence')
  const entities = (await admin(`/v1/licences/${demo.id}/entities`)).entities as { type: string; value: string; roles: string[] }[]
  t.same(entities.find((e) => e.value === 'investigator@demo.sightline.example')?.roles, ['MetadataSearch'])
  t.same(entities.find((e) => e.value === 'licence-admin@demo.sightline.example')?.roles, ['Admin', 'Audit', 'DomainAudit', 'UsageStats'])
  t.ok(entities.some((e) => e.type === 'Domain'), 'a domain beside the addresses')
  const ownList = (await (await signedIn('licence-admin'))('/v1/licences')).licences as Listed[]
  t.same(ownList.map((l) => l.name), ['Demo licence'], 'the licence admin sees their licence')
})

t.test('a user trial has a code and users who signed up with it, some verified', async (t) => {
  const trials = (await admin('/v1/trials')).trials as { id: number; code: string }[]
  const trial = trials.find((x) => x.code === 'DEMO-TRIAL')
  t.ok(trial, 'the demo trial')
  const users = (await admin(`/v1/trials/${trial!.id}/users`)).users as { email: string; verificationDate: string | null }[]
  t.ok(users.length >= 3, `${users.length} trial users`)
  t.ok(users.some((u) => u.verificationDate !== null), 'some verified, their trial started')
  t.ok(users.some((u) => u.verificationDate === null), 'one still to verify')
  const trialLicences = licences.filter((l) => l.name.startsWith('Trial DEMO-TRIAL'))
  t.ok(trialLicences.length >= 1, 'a verified trial user has the trial licence')
  t.ok(trialLicences.every((l) => /^Trial DEMO-TRIAL for \S+@\S+$/.test(l.name)), 'each named after the address it covers')
  t.equal(new Set(trialLicences.map((l) => l.name)).size, trialLicences.length, 'no two named alike')
})

t.test('an application is approved and active, and no secret is printed', async (t) => {
  const applications = (await admin('/v1/applications')).applications as { name: string; state: string; approvedBy: { email: string } | null; creator: unknown }[]
  const linker = applications.find((a) => a.name === 'Northshire case linker')
  t.match(linker, { state: 'active', approvedBy: { email: 'admin@demo.sightline.example' }, creator: { email: 'priya.shah@northshire.police.example' } })
  t.ok(applications.some((a) => a.state === 'pending'), 'one waiting for approval')
  t.notOk(printed.some((line) => /secret|slcs_/i.test(line)))
  t.ok(printed.some((line) => /^Demo administration data: .* audit entries/.test(line)), 'the start says what it added')
})

t.test("a licence's usage has figures for year to date, the last 3 and 6 months, a month and a year", async (t) => {
  const northshire = licenceNamed('Northshire Police').id
  const usage = async (query: string) => (await admin(`/v1/licences/${northshire}/usage?${query}`)).data as LicenceUsage
  const yearToDate = await usage('range=yearToDate')
  t.ok(interactions(yearToDate) > 100, `year to date: ${interactions(yearToDate)} interactions`)
  t.ok(yearToDate.monthlyUsageStats.filter((m) => m.usageStats.length > 0).length >= 2, 'January and February')
  t.ok(interactions(await usage('range=last3Months')) > interactions(yearToDate), 'the last 3 months reach back into last year')
  t.ok(interactions(await usage('range=last6Months')) > 0)
  t.ok(interactions(await usage('range=specificMonth&month=2026-01')) > 0)
  t.ok(interactions(await usage('range=specificYear&year=2025')) > 0)
  t.ok(yearToDate.currentLicencedUsers.length >= 8)
  const byLicenceAdmin = (await (await signedIn('licence-admin'))(`/v1/licences/${licenceNamed('Demo licence').id}/usage`)).data as LicenceUsage
  t.ok(interactions(byLicenceAdmin) > 0, "the demo licence's usage, asked by its own licence admin")
})

t.test('the all-licences summary has months, weeks, active users, users and domains, from every channel', async (t) => {
  const summary = (await admin('/v1/licences/usage/all')).data as UsageSummary
  const months = summary.monthly.filter((m) => m.numberOfInteractions > 0)
  t.ok(months.length >= 5, `${months.length} months with calls`)
  t.ok(summary.weekly.filter((w) => w.activeUsers > 0).length >= 20, 'weeks with active users')
  t.ok(summary.activeUsers.filter((l) => l.activeUsers > 0).length >= 4, 'licences with active users')
  t.ok(summary.userActivity.length >= 25, `${summary.userActivity.length} users`)
  const domains = summary.domainActivity.map((d) => d.domain)
  t.ok(domains.includes('westmarch.pnn.police.uk'), 'the force counted under its own domain')
  t.notOk(domains.includes('cid.westmarch.pnn.police.uk'), 'its sub-domain counted under it')
  const totals = summary.monthly.reduce(
    (sum, m) => ({ searches: sum.searches + m.numberOfSearches, lowside: sum.lowside + m.lowside, highside: sum.highside + m.highside, cs: sum.cs + m.griffeyeCS, di: sum.di + m.griffeyeDI, other: sum.other + m.other }),
    { searches: 0, lowside: 0, highside: 0, cs: 0, di: 0, other: 0 },
  )
  t.ok(totals.searches > 0 && totals.highside > 0 && totals.cs > 0 && totals.di > 0 && totals.other > 0, 'searches, and every channel')
  t.ok(totals.lowside > totals.highside + totals.cs + totals.di + totals.other, 'mostly the website')
  t.ok(summary.monthly.some((m) => m.numberOfUniformSearches > 0) && summary.monthly.some((m) => m.camIdQueries > 0 && m.numberOfBigSearches > 0))
})

t.test('the audit call lists entries, with justifications and failed calls with their error', async (t) => {
  const westmarch = licenceNamed('Westmarch Constabulary').id
  const audit = await admin(`/v1/licences/${westmarch}/audit?from=2026-01-01%2000:00&to=2026-03-02%2023:59&resultSize=200`)
  t.ok(audit.total > 100, `${audit.total} entries`)
  const entries = audit.data as { userEmail: string; justification: string | null; successful: boolean; error: string | null; action: string }[]
  t.ok(entries.some((e) => e.action === 'search' && e.justification !== null), 'searches with a justification')
  t.ok(entries.every((e) => e.successful === (e.error === null)), 'an error exactly on each failed entry')
  const signIns = (await admin(`/v1/licences/${licenceNamed('Northshire Police').id}/audit?from=2025-09-01%2000:00&to=2026-03-02%2023:59&action=login&resultSize=200`)).data as { successful: boolean; error: string | null }[]
  t.ok(signIns.some((e) => !e.successful && e.error === 'Incorrect email or password.'), 'some sign-ins failed')
  const own = await (await signedIn('licence-admin'))(`/v1/licences/${licenceNamed('Demo licence').id}/audit?from=2026-02-01%2000:00&to=2026-03-02%2023:59`)
  t.ok(own.total > 0, "the licence admin reads their licence's audit")
})

t.test("each licence's audit and usage show the calls made under it: the expired pilot's until it expired", async (t) => {
  const history = `from=2025-08-01%2000:00&to=2026-03-02%2023:59`
  for (const name of ['Demo licence', 'Northshire Police', 'Westmarch Constabulary', 'Harbour Agency pilot']) {
    const { id, expiresAt } = licenceNamed(name)
    const audit = await admin(`/v1/licences/${id}/audit?${history}&resultSize=200`)
    t.ok(audit.total > 50, `${name}: ${audit.total} entries`)
    const newest = Date.parse((audit.data as { dateOfEntry: string }[])[0]!.dateOfEntry)
    if (expiresAt !== null && Date.parse(expiresAt) < NOW) t.ok(newest < Date.parse(expiresAt), `${name}: none after it expired`)
    t.ok(interactions((await admin(`/v1/licences/${id}/usage?range=last6Months`)).data as LicenceUsage) > 0, `${name}: usage`)
  }
  const recorded = db.prepare('SELECT count(DISTINCT audit_id) FROM audit_licences').pluck().get() as number
  t.ok(recorded > 2_000, `${recorded} calls recorded under a licence`)
})

t.test('every entry is an action of the one list, under its own api, over the weeks of the history', async (t) => {
  const rows = db.prepare('SELECT action, api, min(at) AS first, max(at) AS last FROM audit_log GROUP BY action, api').all() as { action: string; api: string; first: number; last: number }[]
  // Calls made by the test itself are in the log too: those are the service's own.
  t.ok(rows.every((r) => auditAction(r.action)?.api === r.api), 'actions and apis as shared/audit/actions.ts names them')
  const first = Math.min(...rows.map((r) => r.first))
  t.ok(first >= NOW - HISTORY_WEEKS * 7 * DAY - DAY && first < NOW - (HISTORY_WEEKS - 1) * 7 * DAY, 'the history begins 26 weeks back')
  const count = db.prepare('SELECT count(*) FROM audit_log').pluck().get() as number
  t.ok(count > 2_000 && count < 20_000, `${count} entries: weeks of calls, quick to write`)
})

t.test('the history is the same for the same seed and moment, and another seed draws another', async (t) => {
  const people: HistoryPerson[] = [
    { email: 'a@force.example', work: ['search', 'cameraId'], channels: [[WEBSITE, 3], [GRIFFEYE_CS, 1]], activity: 0.5, justifies: true },
    { email: 'b@force.example', work: ['uniformSearch'], channels: [[WEBSITE, 1]], activity: 0.3, busyNow: true },
  ]
  const once = usageHistory(people, NOW, 42)
  t.same(usageHistory(people, NOW, 42), once)
  t.not(JSON.stringify(usageHistory(people, NOW, 7)), JSON.stringify(once))
  t.ok(once.every((e, i) => e.at < NOW && (i === 0 || once[i - 1]!.at <= e.at)), 'oldest first, none after now')
  t.ok(once.some((e) => e.userEmail === 'b@force.example' && e.at > NOW - 60 * 60 * 1000), 'a call in the last hour')
})
