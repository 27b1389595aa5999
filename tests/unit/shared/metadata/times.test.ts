// Issue 12 §2: times as the camera wrote them, the offset beside them, and GPS time as UTC.

import t from 'tap'
import { gpsDateTime, iptcTime, localTime, normaliseOffset, offsetFromMinutes, splitOffset } from '../../../../shared/metadata/times.js'

t.test('a written time keeps its wall clock; a trailing zone is taken off and kept apart', async (t) => {
  t.same(splitOffset('2008-05-04T16:47:24+09:00'), { written: '2008-05-04T16:47:24', offset: '+09:00' })
  t.same(splitOffset('2016:06:27 15:29:42.041-0400'), { written: '2016:06:27 15:29:42.041', offset: '-04:00' })
  t.same(splitOffset('2008-12-07T17:35:52Z'), { written: '2008-12-07T17:35:52', offset: '+00:00' })
  t.same(splitOffset('2018:07:25 16:34:23'), { written: '2018:07:25 16:34:23', offset: null })
  t.same(splitOffset('2002-06-20'), { written: '2002-06-20', offset: null }, 'a date alone has no zone')
})

t.test('the wall clock in one form for comparing, and no time for zeros or blanks', async (t) => {
  t.equal(localTime('2018:07:25 16:34:23'), '2018-07-25T16:34:23')
  t.equal(localTime('2008-05-04T16:47:24.69'), '2008-05-04T16:47:24.69')
  t.equal(localTime('2038:05:05 01:29:24'), '2038-05-05T01:29:24', 'a clock set wrong is still what it says')
  t.equal(localTime('0000:00:00 00:00:00'), null)
  t.equal(localTime('    :  :     :  :  '), null)
  t.equal(localTime(''), null)
})

t.test('offsets are written one way', async (t) => {
  t.equal(normaliseOffset('+0200'), '+02:00')
  t.equal(normaliseOffset('Z'), '+00:00')
  t.equal(normaliseOffset('+25:00'), null)
  t.equal(offsetFromMinutes(-300), '-05:00')
  t.equal(offsetFromMinutes(345), '+05:45')
})

t.test('GPS date and time stamps make one UTC time; IPTC date and time make one written time', async (t) => {
  t.equal(gpsDateTime('2008:10:23', [14, 27, 7.24]), '2008-10-23T14:27:07.24Z')
  t.equal(gpsDateTime('2018:07:25', [14, 34, 23]), '2018-07-25T14:34:23Z')
  t.equal(gpsDateTime(undefined, [14, 34, 23]), null, 'a time without its date is no moment')
  t.same(iptcTime('20150611', '102926+0200'), { written: '2015-06-11T10:29:26', offset: '+02:00' })
  t.same(iptcTime('20020620', undefined), { written: '2002-06-20', offset: null })
})
