// Days as the admin screens show them (spec-3 §9: DD MMM, YYYY), read in UTC.

import t from 'tap'
import { formatDay, isoDay } from '../../../../shared/format/dates.js'

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
