// The location filter's value and units (spec-1 §5).

import t from 'tap'
import {
  canonicalLocation, checkLocation, formatLocation, locationFromMapPoint, locationUnit, METRES_PER_UNIT, parseLocation, UNIT_CODES,
} from '../../../../shared/search/location.js'

t.test('a value is lat:lon:distance:unit within the limits', async (t) => {
  const r = parseLocation('51.5:-0.12:2:Kilometers')
  t.ok(r.ok)
  if (r.ok) t.same(r.location, { lat: 51.5, lon: -0.12, distance: 2, unit: 'Kilometers', radiusMetres: 2000 })
  t.notOk(parseLocation('91:0:1:Miles').ok)
  t.notOk(parseLocation('0:181:1:Miles').ok)
  t.notOk(parseLocation('0:0:0:Miles').ok)
  t.notOk(parseLocation('0:0:1.5:Miles').ok)
  t.notOk(parseLocation('0:0:1:Furlongs').ok)
  t.notOk(parseLocation('0:0:1').ok)
  t.ok(checkLocation('-90', '180', '1', 'Yards').ok)
})

t.test('a map point gives 5 decimals and 1 mile, and MILES reads as Miles', async (t) => {
  const v = locationFromMapPoint(51.123456, -0.1)
  t.equal(v, '51.12346:-0.10000:1:MILES')
  const r = parseLocation(v)
  t.ok(r.ok && r.location.unit === 'Miles' && r.location.radiusMetres === 1609.34)
})

t.test('metre factors', async (t) => {
  t.same(METRES_PER_UNIT, { Yards: 0.9144, Feet: 0.3048, Kilometers: 1000, NauticalMiles: 1852, Miles: 1609.34, Meters: 1 })
})

t.test('the unit is written in the spec form (MILES, KILOMETERS), and older links with Miles still read', async (t) => {
  t.equal(formatLocation(53.48095, -2.23743, 10, 'Miles'), '53.48095:-2.23743:10:MILES')
  t.equal(formatLocation(1, 2, 3, 'NauticalMiles'), '1:2:3:NAUTICAL_MILES')
  t.equal(canonicalLocation('53.48095:-2.23743:10:Miles'), '53.48095:-2.23743:10:MILES')
  t.equal(canonicalLocation('51.5:-0.1:2:kilometers'), '51.5:-0.1:2:KILOMETERS')
  t.equal(canonicalLocation('51.5:-0.1:2:Furlongs'), '51.5:-0.1:2:Furlongs', 'a unit it does not know stays for the check to name')
  for (const [code, unit] of Object.entries({ YARDS: 'Yards', FEET: 'Feet', KILOMETERS: 'Kilometers', MILES: 'Miles', METERS: 'Meters', NAUTICAL_MILES: 'NauticalMiles' })) {
    const r = parseLocation(`0:0:1:${code}`)
    t.ok(r.ok && r.location.unit === unit, `${code} reads as ${unit}`)
  }
  t.same(Object.values(UNIT_CODES).map((code) => locationUnit(code)), Object.keys(UNIT_CODES))
})
