// The usage range in the address (spec-3 §4 "Usage range selection"): read, written and sent as the service
// names it, Year to Date by default; the month and year pickers' choices.

import t from 'tap'
import {
  choiceOf,
  coveredText,
  monthChoices,
  monthLabel,
  readRangeChoice,
  usageQueryOf,
  writeRangeChoice,
  yearChoices,
} from '../../../../../entries/admin/usage/usageRange.js'

const NOW = new Date('2026-11-24T11:00:00Z')
const read = (query: string) => readRangeChoice(new URLSearchParams(query), NOW)

t.test('Year to Date is the default, and a range the service does not know is read as it', async (t) => {
  t.same(read(''), { range: 'yearToDate' })
  t.same(read('range=lastWeek'), { range: 'yearToDate' })
  t.same(read('range=last3Months'), { range: 'last3Months' })
})

t.test('a month or year missing or unreadable is the current one', async (t) => {
  t.same(read('range=specificMonth&month=2025-03'), { range: 'specificMonth', month: '2025-03' })
  t.same(read('range=specificMonth'), { range: 'specificMonth', month: '2026-11' })
  t.same(read('range=specificMonth&month=2025-13'), { range: 'specificMonth', month: '2026-11' })
  t.same(read('range=specificYear&year=1999'), { range: 'specificYear', year: '2026' })
  t.same(read('range=specificYear&year=2024'), { range: 'specificYear', year: '2024' })
})

t.test('writing the range keeps the other parameters and leaves the default out', async (t) => {
  const params = new URLSearchParams('range=specificYear&year=2024&sorted=email.asc')
  t.equal(writeRangeChoice(params, { range: 'yearToDate' }).toString(), 'sorted=email.asc')
  t.equal(writeRangeChoice(params, { range: 'specificMonth', month: '2026-02' }).toString(), 'sorted=email.asc&range=specificMonth&month=2026-02')
  t.equal(writeRangeChoice(params, choiceOf('specificYear', NOW)).toString(), 'sorted=email.asc&range=specificYear&year=2026')
})

t.test('the service is sent the range with its month or year only', async (t) => {
  t.same(usageQueryOf({ range: 'last6Months' }), { range: 'last6Months' })
  t.same(usageQueryOf({ range: 'specificMonth', month: '2026-02' }), { range: 'specificMonth', month: '2026-02' })
  t.same(usageQueryOf({ range: 'specificYear', year: '2025' }), { range: 'specificYear', year: '2025' })
})

t.test('the pickers offer recent months and years, newest first, and a chosen older one', async (t) => {
  const months = monthChoices(NOW)
  t.equal(months.length, 36)
  t.same(months[0], { value: '2026-11', label: 'Nov, 2026' })
  t.same(months[1], { value: '2026-10', label: 'Oct, 2026' })
  t.same(months.at(-1), { value: '2023-12', label: 'Dec, 2023' })
  t.same(monthChoices(NOW, '2019-04').at(-1), { value: '2019-04', label: 'Apr, 2019' })
  t.same(yearChoices(NOW).map((y) => y.value), ['2026', '2025', '2024', '2023', '2022', '2021', '2020', '2019', '2018', '2017'])
  t.equal(yearChoices(NOW, '2003').at(-1)?.value, '2003')
  t.equal(monthLabel('2026-01'), 'Jan, 2026')
})

t.test('the range covered is written from its first day to its last', async (t) => {
  t.equal(coveredText('2026-01-01T00:00:00.000Z', '2026-11-24T11:00:00.000Z'), 'From 01 Jan, 2026 to 24 Nov, 2026 (UTC).')
  t.equal(coveredText('2025-02-01T00:00:00.000Z', '2025-03-01T00:00:00.000Z'), 'From 01 Feb, 2025 to 28 Feb, 2025 (UTC).')
  t.equal(coveredText('2027-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'), 'This range has not begun yet.')
})
