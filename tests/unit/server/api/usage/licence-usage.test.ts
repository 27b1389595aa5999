// GET /v1/licences/{id}/usage (spec-3 §3 "Usage statistics per licence", §4 "Usage range selection", §6):
// each user's weekly usage records per month, figures counted from the audit log, and who may see them.

import { onEachEngine, settledAuditRows } from '../harness.js'
import { sql } from 'kysely'
import t from 'tap'
import type { LicenceUsage } from '../../../../../shared/api/types/usage.js'
import { ALICE, BOB_LOWER, figures, GHOST, SOLO, usageSetup } from './usage-fixture.js'
import { record, at } from '../audit/audit-fixture.js'

const FEBRUARY = 'range=specificMonth&month=2026-02'

onEachEngine(t, 'a month of a licence: each user\'s weeks, with activity, kinds of search and channels', async (t, engine) => {
  const { get, kent } = await usageSetup(t, engine)
  const res = await get('stats', `/v1/licences/${kent}/usage?${FEBRUARY}`)
  t.equal(res.statusCode, 200)
  const data = res.json().data as LicenceUsage
  t.equal(data.from, '2026-02-01T00:00:00.000Z')
  t.equal(data.to, '2026-03-01T00:00:00.000Z')
  t.equal(data.monthlyUsageStats.length, 1)
  const [february] = data.monthlyUsageStats
  t.same([february!.year, february!.month], [2026, 2])
  t.same(february!.usageStats.map((u) => u.email), [ALICE, BOB_LOWER, GHOST, SOLO], 'the licence\'s users with calls, any case, sorted')
  const alice = february!.usageStats[0]!
  t.same(alice.weeklyUsage, [
    // Sunday 1 February belongs to the week commencing Monday 26 January.
    { weekCommencing: '2026-01-26', activeDays: 1, ...figures({ numberOfInteractions: 1, lowside: 1 }) },
    {
      weekCommencing: '2026-02-02',
      // 2, 3, 4 and 8 February (23:59:59.999 on the 3rd is still the 3rd); the refused call counts for nothing.
      activeDays: 4,
      ...figures({
        numberOfInteractions: 6,
        numberOfSearches: 2,
        numberOfBigSearches: 1,
        numberOfUniformSearches: 1,
        camIdQueries: 1,
        lowside: 2,
        highside: 1,
        griffeyeCS: 1,
        griffeyeDI: 1,
        other: 1,
      }),
    },
    // Midnight on Monday 9 February opens a new week; a similar search is a search.
    { weekCommencing: '2026-02-09', activeDays: 1, ...figures({ numberOfInteractions: 1, numberOfSearches: 1, lowside: 1 }) },
  ])
  t.equal(alice.lastActiveDate, '2026-02-09')
  t.same(february!.usageStats[1], {
    email: BOB_LOWER,
    weeklyUsage: [{ weekCommencing: '2026-02-02', activeDays: 1, ...figures({ numberOfInteractions: 1, griffeyeDI: 1 }) }],
    lastActiveDate: '2026-02-02',
  })
  t.same(data.currentLicencedUsers, ['ada@audit.example', ALICE, BOB_LOWER, 'dom@audit.example', SOLO, 'stan@audit.example'])
})

onEachEngine(t, 'year to date, the default: every month so far; a week across a month\'s end counts in each its days', async (t, engine) => {
  const { get, kent } = await usageSetup(t, engine)
  const data = (await get('stats', `/v1/licences/${kent}/usage`)).json().data as LicenceUsage
  t.equal(data.from, '2026-01-01T00:00:00.000Z')
  t.equal(data.to, '2026-03-02T09:00:00.000Z')
  t.same(data.monthlyUsageStats.map((m) => [m.year, m.month]), [[2026, 1], [2026, 2], [2026, 3]])
  const [january, february, march] = data.monthlyUsageStats
  t.same(january!.usageStats, [
    { email: BOB_LOWER, weeklyUsage: [{ weekCommencing: '2026-01-26', activeDays: 1, ...figures({ numberOfInteractions: 1, numberOfSearches: 1, lowside: 1 }) }], lastActiveDate: '2026-01-31' },
  ])
  t.equal(february!.usageStats[0]!.weeklyUsage[0]!.weekCommencing, '2026-01-26', 'the same week, its February day')
  t.same(march!.usageStats.map((u) => u.email), [ALICE], 'today\'s calls so far')
  t.same(march!.usageStats[0]!.weeklyUsage, [{ weekCommencing: '2026-03-02', activeDays: 1, ...figures({ numberOfInteractions: 1, numberOfSearches: 1, lowside: 1 }) }])
})

onEachEngine(t, 'the ranges: last 3 and 6 months count back 4 and 7 months from the week\'s start; a year; a month', async (t, engine) => {
  const { get, kent } = await usageSetup(t, engine)
  const bounds = async (query: string) => {
    const { from, to, monthlyUsageStats } = (await get('stats', `/v1/licences/${kent}/usage?${query}`)).json().data as LicenceUsage
    return { from, to, months: monthlyUsageStats.length }
  }
  t.same(await bounds('range=last3Months'), { from: '2025-11-02T00:00:00.000Z', to: '2026-03-02T09:00:00.000Z', months: 5 })
  t.same(await bounds('range=last6Months'), { from: '2025-08-02T00:00:00.000Z', to: '2026-03-02T09:00:00.000Z', months: 8 })
  t.same(await bounds('range=specificYear&year=2025'), { from: '2025-01-01T00:00:00.000Z', to: '2026-01-01T00:00:00.000Z', months: 12 })
  t.same(await bounds('range=specificYear&year=2026'), { from: '2026-01-01T00:00:00.000Z', to: '2026-03-02T09:00:00.000Z', months: 3 })
  t.same(await bounds('range=specificMonth&month=2026-01'), { from: '2026-01-01T00:00:00.000Z', to: '2026-02-01T00:00:00.000Z', months: 1 })
  t.same(await bounds('range=yearToDate'), { from: '2026-01-01T00:00:00.000Z', to: '2026-03-02T09:00:00.000Z', months: 3 })
  const future = await bounds('range=specificMonth&month=2027-01')
  t.same(future, { from: '2027-01-01T00:00:00.000Z', to: '2027-01-01T00:00:00.000Z', months: 1 }, 'a month to come is empty')
})

onEachEngine(t, 'days gone by are counted once; later calls of today are seen as they come', async (t, engine) => {
  const { h, get, kent, as } = await usageSetup(t, engine)
  const first = (await get('stats', `/v1/licences/${kent}/usage`)).json().data as LicenceUsage
  await record(h.store, { at: at('2026-03-02T08:30:00Z'), userEmail: SOLO, action: 'search' })
  const second = (await get('stats', `/v1/licences/${kent}/usage`)).json().data as LicenceUsage
  t.same(second.monthlyUsageStats.slice(0, 2), first.monthlyUsageStats.slice(0, 2), 'January and February as counted')
  t.same(second.monthlyUsageStats[2]!.usageStats.map((u) => u.email), [ALICE, SOLO])
  const counted = Number((await sql<{ n: number }>`SELECT count(*) AS n FROM usage_days_counted`.execute(h.store.db)).rows[0]?.n)
  t.ok(counted > 0, 'the days gone by are in usage_days')
  h.clock.advance(24 * 60 * 60 * 1000)
  // A day on, the session has long been idle: sign in again.
  await as.stats.browser.signIn(as.stats.email)
  const third = (await get('stats', `/v1/licences/${kent}/usage`)).json().data as LicenceUsage
  const march = third.monthlyUsageStats[2]!.usageStats
  t.ok(march.some((u) => u.email === SOLO), 'yesterday, now counted, keeps the call written after the first count')
  t.same(march.find((u) => u.email === ALICE)!.weeklyUsage[0]!.numberOfInteractions, 1, 'and counts it once')
})

onEachEngine(t, 'a day counted under other rules is counted again', async (t, engine) => {
  const { h, get, kent } = await usageSetup(t, engine)
  const first = (await get('stats', `/v1/licences/${kent}/usage?${FEBRUARY}`)).json().data as LicenceUsage
  // As if the day had been counted before a change of what counts as what.
  const day = Date.UTC(2026, 1, 2) / (24 * 60 * 60 * 1000)
  await sql`UPDATE usage_days SET interactions = 999, searches = 0 WHERE day = ${day}`.execute(h.store.db)
  await sql`UPDATE usage_days_counted SET rules = 'older rules' WHERE day = ${day}`.execute(h.store.db)
  const again = (await get('stats', `/v1/licences/${kent}/usage?${FEBRUARY}`)).json().data as LicenceUsage
  t.same(again.monthlyUsageStats, first.monthlyUsageStats)
  t.equal(Number((await sql<{ n: number }>`SELECT count(*) AS n FROM usage_days_counted WHERE rules = 'older rules'`.execute(h.store.db)).rows[0]?.n), 0)
})

onEachEngine(t, 'who may see a licence\'s usage: UsageStats in it or the global administrator', async (t, engine) => {
  const { h, get, kent, essex } = await usageSetup(t, engine)
  t.equal((await get('admin', `/v1/licences/${essex}/usage`)).statusCode, 200)
  t.equal((await get('stats', `/v1/licences/${essex}/usage`)).statusCode, 403, 'UsageStats in another licence')
  t.equal((await get('auditor', `/v1/licences/${kent}/usage`)).statusCode, 403, 'Audit is not UsageStats')
  t.equal((await get('nobody', `/v1/licences/${kent}/usage`)).statusCode, 403)
  t.equal((await h.app.inject({ method: 'GET', url: `/v1/licences/${kent}/usage` })).statusCode, 401)
  t.equal((await get('admin', '/v1/licences/999/usage')).statusCode, 404)
  const essexUsage = (await get('admin', `/v1/licences/${essex}/usage?${FEBRUARY}`)).json().data as LicenceUsage
  t.same(essexUsage.monthlyUsageStats[0]!.usageStats.map((u) => u.email), ['eve@essex.police.example'])
})

onEachEngine(t, 'bad input is refused naming the field', async (t, engine) => {
  const { get, kent } = await usageSetup(t, engine)
  const cases: [string, RegExp][] = [
    ['range=lastWeek', /^range must be one of specificMonth, last3Months, last6Months, yearToDate, specificYear/],
    ['range=specificMonth', /^month must be a month written YYYY-MM/],
    ['range=specificMonth&month=2026-13', /^month must be a month written YYYY-MM/],
    ['range=specificMonth&month=Feb', /^month must be a month/],
    ['range=specificYear', /^year must be a year written YYYY/],
    ['range=specificYear&year=26', /^year must be a year/],
    ['month=2026-02', /^month is read only with range=specificMonth/],
    ['range=specificMonth&month=2026-02&year=2026', /^year is read only with range=specificYear/],
    ['range=yearToDate&from=2026-01-01', /must NOT have additional properties: from/],
  ]
  for (const [query, message] of cases) {
    const res = await get('stats', `/v1/licences/${kent}/usage?${query}`)
    t.equal(res.statusCode, 400, query)
    t.equal(res.json().success, false)
    t.match(res.json().error, message, query)
  }
})

onEachEngine(t, 'reading usage leaves every audit entry as it was', async (t, engine) => {
  const { h, get, kent } = await usageSetup(t, engine)
  const before = (await settledAuditRows(h))
  await get('stats', `/v1/licences/${kent}/usage`)
  await get('stats', `/v1/licences/${kent}/usage?range=bad`)
  await get('admin', '/v1/licences/usage/all')
  await get('stats', `/v1/licences/${kent}/usage/report/summary`)
  const after = (await settledAuditRows(h))
  t.same(after.slice(0, before.length), before)
  t.same(after.slice(before.length).map((r) => [r.action, r.success]), [
    ['licence-usage', 1],
    ['licence-usage', 0],
    ['licence-usage-all', 1],
    ['licence-usage-report', 1],
  ])
})
