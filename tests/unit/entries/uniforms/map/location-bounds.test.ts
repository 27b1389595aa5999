// The Hub's location filter as its bounds string (spec-3 §3: "northEastLat,lng,southWestLat,lng"): written
// with five decimals, read back, and refused when no map could draw it.

import t from 'tap'
import { LOCATION_PATTERN, readLocation, writeLocation } from '../../../../../entries/uniforms/map/locationBounds.js'

t.test('a rectangle is written north-east corner first, then south-west, and read back', async (t) => {
  const text = writeLocation({ north: 55.123456, east: -1.5, south: 53, west: -3.25 })
  t.equal(text, '55.12346,-1.50000,53.00000,-3.25000')
  t.same(readLocation(text), { north: 55.12346, east: -1.5, south: 53, west: -3.25 })
  t.match(text, new RegExp(LOCATION_PATTERN))
})

t.test('nothing, a malformed string, an impossible place or a rectangle with no area reads as none', async (t) => {
  for (const text of ['', 'north', '1,2,3', '1,2,3,4,5', '95,0,50,-1', '55,190,50,-1', '50,1,55,-1', '55,-3,50,-1', '55,1,55,-1']) {
    t.equal(readLocation(text), null, text)
  }
})
