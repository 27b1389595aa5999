// Days and times as the admin screens show them (spec-3 §9: DD MMM, YYYY; audit times with @ HH:mm:ss), read in UTC.

import t from 'tap'
import { formatAuditTime, formatDay, isoDay } from '../../../../shared/format/dates.js'

t.test('a service time shows as its UTC day', async (t) => {
  t.equal(formatDay('2031-03-07T09:15:00.000Z'), '07 Mar, 2031')
  // A valid-until is the last millisecond of its day: still that day.
  t.equal(formatDay('2031-03-31T23:59:59.999Z'), '31 Mar, 2031')
  t.equal(formatDay('2031-12-01T00:30:00+02:00'), '30 Nov, 2031', 'an offset is moved to UTC first')
})

t.test('nothing, or something unreadable, shows as nothing', async (t) => {
  t.equal(formatDay(null), '')
  t.equal(formatDay(''), '')
  t.equal(formatDay('soon'), '')
  t.equal(isoDay('soon'), '')
})

t.test('a time gives the YYYY-MM-DD of its UTC day', async (t) => {
  t.equal(isoDay('2031-03-07T23:59:59.999Z'), '2031-03-07')
})

t.test('an audit time shows as DD MMM, YYYY @ HH:mm:ss in UTC (spec-3 §9)', async (t) => {
  t.equal(formatAuditTime('2026-03-02T09:05:07.890Z'), '02 Mar, 2026 @ 09:05:07')
  t.equal(formatAuditTime('2026-03-02T00:30:00+02:00'), '01 Mar, 2026 @ 22:30:00', 'an offset is moved to UTC first')
  t.equal(formatAuditTime(null), '')
  t.equal(formatAuditTime('later'), '')
})
