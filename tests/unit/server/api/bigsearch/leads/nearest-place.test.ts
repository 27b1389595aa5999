// A location lead's locationName: the nearest city of the offline gazetteer, or none far from every city.

import t from 'tap'
import { nearestPlaceName } from '../../../../../../server/api/bigsearch/leads/nearest-place.js'

t.test('a position is named by its nearest city and country', async (t) => {
  t.equal(nearestPlaceName(51.5074, -0.1278), 'London, United Kingdom')
  t.equal(nearestPlaceName(48.8566, 2.3522), 'Paris, France')
  t.equal(nearestPlaceName(48.8584, 2.2945), 'Neuilly-sur-Seine, France', 'the nearest place, however small')
  t.equal(nearestPlaceName(-33.8688, 151.2093), 'Sydney, Australia')
})

t.test('a position far from every city has no name', async (t) => {
  t.equal(nearestPlaceName(0, -30), null, 'the middle of the Atlantic')
  t.equal(nearestPlaceName(-85, 0), null, 'the South Pole plateau')
})

t.test('a position beside the antimeridian finds a city across it', async (t) => {
  const name = nearestPlaceName(-17.8, 179.99)
  t.ok(name === null || name.endsWith('Fiji'), `${name}`)
  t.match(nearestPlaceName(64.73, 177.51) ?? '', /Russia/, 'Anadyr, far east')
})
