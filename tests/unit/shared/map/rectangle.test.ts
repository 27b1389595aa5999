// A rectangle drawn on the map (spec-3 §2 Location): the same from its two corners in any order, longitudes
// brought back to ±180, none from a click, and its closed outline.

import t from 'tap'
import { hasArea, rectangleBounds, rectangleCentre, rectangleFromCorners, rectanglePolygon } from '../../../../shared/map/rectangle.js'

t.test('two corners in any order make one rectangle', async (t) => {
  const a = { lat: 55, lon: -3 }
  const b = { lat: 53, lon: -1 }
  const expected = { north: 55, south: 53, east: -1, west: -3 }
  t.same(rectangleFromCorners(a, b), expected)
  t.same(rectangleFromCorners(b, a), expected)
  t.same(rectangleFromCorners({ lat: 53, lon: 357 }, { lat: 55, lon: 359 }), expected, 'a map panned round the world')
  t.same(rectangleCentre(expected), { lat: 54, lon: -2 })
})

t.test('a click, not a drag, has no area', async (t) => {
  t.equal(hasArea(rectangleFromCorners({ lat: 1, lon: 1 }, { lat: 1, lon: 1 })), false)
  t.equal(hasArea(rectangleFromCorners({ lat: 1, lon: 1 }, { lat: 2, lon: 1 })), false)
  t.equal(hasArea(rectangleFromCorners({ lat: 1, lon: 1 }, { lat: 2, lon: 2 })), true)
})

t.test('its outline is closed, round its four corners; its bounds are west-south to east-north', async (t) => {
  const rectangle = { north: 2, south: 1, east: 4, west: 3 }
  t.same(rectanglePolygon(rectangle).geometry.coordinates, [[[3, 2], [4, 2], [4, 1], [3, 1], [3, 2]]])
  t.same(rectangleBounds(rectangle), [[3, 1], [4, 2]])
})
