// The location chip's words (issue 15): "within 10 miles of Manchester" from the gazetteer's name for the
// centre; "a point near" a place a way off; the coordinates when no name is known.

import t from 'tap'
import { locationPhrase, distanceText } from '../../../../entries/search/location/locationChip.js'
import { parseLocation } from '../../../../shared/search/location.js'

const manchester = parseLocation('53.48095:-2.23743:10:MILES')
if (!manchester.ok) throw new Error(manchester.error)

t.test('a centre at a place reads within the distance of the place', async (t) => {
  t.equal(locationPhrase(manchester.location, { name: 'Manchester', distanceMetres: 0 }), 'within 10 miles of Manchester')
})

t.test('a place a way off is near, and no name gives the coordinates', async (t) => {
  t.equal(locationPhrase(manchester.location, { name: 'Bolton', distanceMetres: 12_000 }), 'within 10 miles of a point near Bolton')
  t.equal(locationPhrase(manchester.location, null), 'within 10 miles of 53.48095, -2.23743')
})

t.test('the unit in words, one or many', async (t) => {
  t.equal(distanceText(1, 'Miles'), '1 mile')
  t.equal(distanceText(1, 'Feet'), '1 foot')
  t.equal(distanceText(100, 'Meters'), '100 meters')
  t.equal(distanceText(2500, 'Yards'), '2,500 yards')
  t.equal(distanceText(3, 'Kilometers'), '3 kilometers')
})
