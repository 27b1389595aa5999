// The audit filters' dates (spec-3 §2: YYYY-MM-DD HH:mm in UTC, and ISO 8601): a bound covers the unit it
// is written to, and a date that does not exist is refused.

import t from 'tap'
import { readWrittenTime } from '../../../../../server/api/audit/audit-dates.js'

const iso = (ms: number) => new Date(ms).toISOString()
const read = (text: string) => {
  const time = readWrittenTime(text)
  return time && [iso(time.start), iso(time.end)]
}

t.test('the picker\'s form and ISO 8601, UTC unless a zone is written', async (t) => {
  t.same(read('2026-02-03 10:30'), ['2026-02-03T10:30:00.000Z', '2026-02-03T10:30:59.999Z'])
  t.same(read('2026-02-03T10:30'), ['2026-02-03T10:30:00.000Z', '2026-02-03T10:30:59.999Z'])
  t.same(read('2026-02-03T10:30:15Z'), ['2026-02-03T10:30:15.000Z', '2026-02-03T10:30:15.999Z'])
  t.same(read('2026-02-03T10:30:15.5Z'), ['2026-02-03T10:30:15.500Z', '2026-02-03T10:30:15.500Z'])
  t.same(read('2026-02-03T10:30:00+02:00'), ['2026-02-03T08:30:00.000Z', '2026-02-03T08:30:00.999Z'])
  t.same(read('2026-02-03T10:30:00-0130'), ['2026-02-03T12:00:00.000Z', '2026-02-03T12:00:00.999Z'])
  t.same(read('2026-02-03'), ['2026-02-03T00:00:00.000Z', '2026-02-03T23:59:59.999Z'])
  t.same(read(' 2026-02-03 10:30 '), ['2026-02-03T10:30:00.000Z', '2026-02-03T10:30:59.999Z'])
})

t.test('what is not a real date and time is refused', async (t) => {
  for (const text of ['', 'yesterday', '2026-02-29', '2026-13-01', '2026-02-03 24:00', '2026-02-03 10:60', '2026-02-03 10:30:61', '03/02/2026', '2026-2-3', '2026-02-03T10:30+25:00', '1772531400000']) {
    t.equal(readWrittenTime(text), null, JSON.stringify(text))
  }
})
