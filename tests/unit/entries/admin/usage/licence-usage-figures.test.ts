// A licence's usage reply turned into what its screen shows (spec-3 §3): the range's weeks, every one of
// them, with a week split by a month's end added back together; each user's totals; and the charts' data.

import t from 'tap'
import { noUsage, type LicenceUsage, type WeeklyUsage } from '../../../../../shared/api/types/usage.js'
import { hasEnoughData } from '../../../../../shared/charts/chartData.js'
import { hasNoUsage, mondayOf, userFigures, weeklyFigures, weeksOfRange } from '../../../../../entries/admin/usage/licenceUsageFigures.js'
import { activeUsersChart, channelChart, weeklyChart } from '../../../../../entries/admin/usage/usageChartData.js'

const week = (weekCommencing: string, figures: Partial<WeeklyUsage>): WeeklyUsage => ({ ...noUsage(), weekCommencing, activeDays: 1, ...figures })

/** 27 Jan to 10 Feb 2025: the week of 27 Jan runs into February. */
const USAGE: LicenceUsage = {
  from: '2025-01-27T00:00:00.000Z',
  to: '2025-02-11T00:00:00.000Z',
  currentLicencedUsers: ['ann@force.example'],
  monthlyUsageStats: [
    {
      year: 2025,
      month: 1,
      usageStats: [
        { email: 'ann@force.example', lastActiveDate: '2025-01-28', weeklyUsage: [week('2025-01-27', { numberOfInteractions: 3, numberOfSearches: 2, lowside: 3 })] },
      ],
    },
    {
      year: 2025,
      month: 2,
      usageStats: [
        {
          email: 'ann@force.example',
          lastActiveDate: '2025-02-10',
          weeklyUsage: [
            week('2025-01-27', { numberOfInteractions: 2, numberOfSearches: 1, griffeyeCS: 2, activeDays: 2 }),
            week('2025-02-10', { numberOfInteractions: 1, lowside: 1 }),
          ],
        },
        { email: 'ben@force.example', lastActiveDate: '2025-02-01', weeklyUsage: [week('2025-01-27', { numberOfInteractions: 4, camIdQueries: 4, other: 4 })] },
      ],
    },
  ],
}

t.test('weeks commence on Monday, UTC, and a range has every week it touches', async (t) => {
  t.equal(mondayOf(Date.parse('2025-02-02T23:59:59Z')), '2025-01-27', 'a Sunday')
  t.equal(mondayOf(Date.parse('2025-02-03T00:00:00Z')), '2025-02-03', 'a Monday')
  t.same(weeksOfRange(USAGE.from, USAGE.to), ['2025-01-27', '2025-02-03', '2025-02-10'])
  t.same(weeksOfRange('2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'), [], 'an empty range has none')
})

t.test('the weeks add up every user, join the parts of a split week, and keep the weeks nobody used', async (t) => {
  const weeks = weeklyFigures(USAGE)
  t.same(
    weeks.map((w) => [w.weekCommencing, w.activeUsers, w.numberOfInteractions, w.numberOfSearches, w.camIdQueries]),
    [
      ['2025-01-27', 2, 9, 3, 4],
      ['2025-02-03', 0, 0, 0, 0],
      ['2025-02-10', 1, 1, 0, 0],
    ],
  )
})

t.test('each user has their totals, active days, last active day and whether the licence covers them now', async (t) => {
  t.same(
    userFigures(USAGE).map((u) => [u.email, u.licensedNow, u.lastActiveDate, u.activeDays, u.numberOfInteractions, u.numberOfSearches]),
    [
      ['ann@force.example', true, '2025-02-10', 4, 6, 3],
      ['ben@force.example', false, '2025-02-01', 1, 4, 0],
    ],
  )
  t.notOk(hasNoUsage(USAGE))
  t.ok(hasNoUsage({ ...USAGE, monthlyUsageStats: USAGE.monthlyUsageStats.map((m) => ({ ...m, usageStats: [] })) }))
})

t.test('the charts: kinds of call per week, calls per channel, active users per week', async (t) => {
  const weeks = weeklyFigures(USAGE)
  const weekly = weeklyChart(weeks)
  t.same(weekly.labels, ['27 Jan, 2025', '03 Feb, 2025', '10 Feb, 2025'])
  t.same(weekly.series.map((s) => s.label), ['Interactions', 'Searches', 'BigSearches', 'Uniform searches', 'Camera ID queries'])
  t.same(weekly.series[0]?.values, [9, 0, 1])
  t.same(channelChart(weeks), {
    labels: ['Website (lowside)', 'Highside', 'Griffeye CS', 'Griffeye DI', 'Other'],
    series: [{ label: 'Interactions', values: [4, 0, 2, 0, 4] }],
  })
  t.same(activeUsersChart(weeks).series, [{ label: 'Active users', values: [2, 0, 1] }])
})

t.test('a range nobody used, or of one week, has not enough data for the line charts', async (t) => {
  const empty = weeklyFigures({ ...USAGE, monthlyUsageStats: [] })
  t.equal(empty.length, 3)
  t.notOk(hasEnoughData(weeklyChart(empty)))
  t.notOk(hasEnoughData(channelChart(empty)))
  const oneWeek = weeklyFigures({ ...USAGE, to: '2025-01-30T00:00:00.000Z', monthlyUsageStats: USAGE.monthlyUsageStats.slice(0, 1) })
  t.notOk(hasEnoughData(weeklyChart(oneWeek)), 'one week is one point')
  t.ok(hasEnoughData(channelChart(oneWeek)), 'its channels still have bars')
})
