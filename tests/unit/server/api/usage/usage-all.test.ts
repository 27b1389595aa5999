// GET /v1/licences/usage/all (spec-3 §2 "Usage - All Licences", §5): the monthly, weekly, active-user,
// user and domain tables over the months before this one, the global administrator only; the excluded
// licence and police-network domains (spec-3 §5).

import t from 'tap'
import type { UsageSummary } from '../../../../../shared/api/types/usage.js'
import { usageSummary } from '../../../../../server/api/usage/summary.js'
import { DEFAULT_USAGE_SETTINGS } from '../../../../../server/api/usage/settings.js'
import { NOW, onEachEngine } from '../harness.js'
import { ALICE, BOB_LOWER, EVE, figures, GHOST, PC_CID, PC_FORCE, SOLO, STRANGER, usageSetup } from './usage-fixture.js'

const summaryOf = async (get: Awaited<ReturnType<typeof usageSetup>>['get'], query = '') => {
  const res = await get('admin', `/v1/licences/usage/all${query}`)
  if (res.statusCode !== 200) throw new Error(res.body)
  return res.json().data as UsageSummary
}

onEachEngine(t, 'the monthly and weekly tables leave out the current month and week', async (t, engine) => {
  const { get } = await usageSetup(t, engine)
  const summary = await summaryOf(get)
  t.equal(summary.from, '2025-03-01T00:00:00.000Z')
  t.equal(summary.to, '2026-03-02T09:00:00.000Z')
  t.same(summary.monthly.map((m) => `${m.year}-${m.month}`).slice(0, 2), ['2025-3', '2025-4'])
  t.equal(summary.monthly.length, 12)
  t.same(summary.monthly.at(-1), {
    year: 2026,
    month: 2,
    // alice, bob, ghost, solo, eve, the stranger and the two police-network addresses.
    activeUsers: 8,
    ...figures({
      numberOfInteractions: 15,
      numberOfSearches: 9,
      numberOfBigSearches: 1,
      numberOfUniformSearches: 1,
      camIdQueries: 1,
      lowside: 8,
      highside: 3,
      griffeyeCS: 1,
      griffeyeDI: 2,
      other: 1,
    }),
  })
  t.same(summary.monthly.at(-2), { year: 2026, month: 1, activeUsers: 1, ...figures({ numberOfInteractions: 1, numberOfSearches: 1, lowside: 1 }) })
  t.equal(summary.weekly[0]!.weekCommencing, '2025-03-03', 'the first week wholly in the window')
  t.equal(summary.weekly.at(-1)!.weekCommencing, '2026-02-23', 'not the week commencing today')
  t.equal(summary.weekly.length, 52)
  const week = summary.weekly.find((w) => w.weekCommencing === '2026-01-26')
  t.same(week, { weekCommencing: '2026-01-26', activeUsers: 2, ...figures({ numberOfInteractions: 2, numberOfSearches: 1, lowside: 2 }) }, 'a week across a month\'s end, whole')
})

onEachEngine(t, 'users, domains and licences: activity up to now, police-network domains under their force', async (t, engine) => {
  const { get, kent, essex } = await usageSetup(t, engine)
  const summary = await summaryOf(get)
  const alice = summary.userActivity.find((u) => u.email === ALICE)
  t.same(alice, {
    email: ALICE,
    domain: 'kent.police.example',
    // 1, 2, 3, 4, 8 and 9 February, and today.
    activeDays: 7,
    lastActiveDate: '2026-03-02',
    ...figures({
      numberOfInteractions: 9,
      numberOfSearches: 4,
      numberOfBigSearches: 1,
      numberOfUniformSearches: 1,
      camIdQueries: 1,
      lowside: 5,
      highside: 1,
      griffeyeCS: 1,
      griffeyeDI: 1,
      other: 1,
    }),
  })
  t.same(summary.userActivity.map((u) => u.email), [ALICE, BOB_LOWER, EVE, GHOST, PC_FORCE, PC_CID, STRANGER, SOLO].sort())
  t.notOk(summary.userActivity.some((u) => u.email === 'anonymous'), 'signed-out calls are nobody\'s')
  const police = summary.domainActivity.find((d) => d.domain === 'kent.pnn.police.uk')
  t.same(police, { domain: 'kent.pnn.police.uk', activeUsers: 2, lastActiveDate: '2026-02-12', ...figures({ numberOfInteractions: 2, numberOfSearches: 2, highside: 2 }) })
  t.notOk(summary.domainActivity.some((d) => d.domain === 'cid.kent.pnn.police.uk'), 'the sub-domain is counted under the force')
  t.equal(summary.userActivity.find((u) => u.email === PC_CID)!.domain, 'kent.pnn.police.uk')
  t.same(summary.activeUsers, [
    { licenceId: kent, licenceName: 'Kent Police', licencedUsers: 6, activeUsers: 4, lastActiveDate: '2026-03-02' },
    { licenceId: essex, licenceName: 'Essex Police', licencedUsers: 2, activeUsers: 1, lastActiveDate: '2026-02-02' },
  ])
})

onEachEngine(t, 'current users only: those a current licence covers', async (t, engine) => {
  const { get } = await usageSetup(t, engine)
  const summary = await summaryOf(get, '?currentUsersOnly=true')
  t.same(summary.userActivity.map((u) => u.email), [ALICE, BOB_LOWER, EVE, GHOST, SOLO].sort(), 'not the stranger nor the unlicensed police addresses')
  t.equal(summary.monthly.at(-1)!.activeUsers, 5)
  const all = await summaryOf(get, '?currentUsersOnly=false')
  t.equal(all.userActivity.length, 8)
})

onEachEngine(t, 'the excluded licence\'s users are left out of every table, and the licence itself', async (t, engine) => {
  const { h, essex } = await usageSetup(t, engine)
  const summary = await usageSummary(h.store, {
    currentUsersOnly: false,
    settings: { ...DEFAULT_USAGE_SETTINGS, excludedLicenceId: essex },
    now: NOW,
  })
  t.notOk(summary.userActivity.some((u) => u.email === EVE))
  t.notOk(summary.domainActivity.some((d) => d.domain === 'essex.police.example'))
  t.notOk(summary.activeUsers.some((l) => l.licenceId === essex))
  t.equal(summary.monthly.at(-1)!.activeUsers, 7)
  t.equal(summary.monthly.at(-1)!.numberOfInteractions, 14)
})

onEachEngine(t, 'another police-network suffix is honoured', async (t, engine) => {
  const { h } = await usageSetup(t, engine)
  const summary = await usageSummary(h.store, { currentUsersOnly: false, settings: { excludedLicenceId: null, policeDomainSuffix: 'police.example' }, now: NOW })
  t.ok(summary.domainActivity.some((d) => d.domain === 'kent.police.example'))
  t.ok(summary.domainActivity.some((d) => d.domain === 'cid.kent.pnn.police.uk'), 'the default suffix no longer applies')
})

onEachEngine(t, 'only the global administrator; the static path is not taken for a licence id', async (t, engine) => {
  const { h, get } = await usageSetup(t, engine)
  t.equal((await get('stats', '/v1/licences/usage/all')).statusCode, 403)
  t.equal((await get('auditor', '/v1/licences/usage/all')).statusCode, 403)
  t.equal((await h.app.inject({ method: 'GET', url: '/v1/licences/usage/all' })).statusCode, 401)
  const res = await get('admin', '/v1/licences/usage/all')
  t.equal(res.statusCode, 200)
  t.ok(Array.isArray(res.json().data.monthly), 'the summary, not a licence\'s usage')
  const bad = await get('admin', '/v1/licences/usage/all?currentUsersOnly=yes')
  t.equal(bad.statusCode, 400)
  t.same(bad.json(), { success: false, error: 'currentUsersOnly must be true or false.' })
  const unknown = await get('admin', '/v1/licences/usage/all?range=yearToDate')
  t.match(unknown.json().error, /must NOT have additional properties: range/)
})
