// The heatmap of a location lead (spec-2 §3 "optionally a heatmap (base64 png)"): a decodable PNG of the square
// around the lead's circle, north up, coloured exactly in the cells its sightings lie in, the circle's edge faint,
// and none for a lead that is not a major location lead.

import t from 'tap'
import { Jimp } from 'jimp'
import type { LeadCandidate } from '../../../../../../server/api/bigsearch/leads/candidates.js'
import { cellOf, HEATMAP_CELLS, onCircleEdge } from '../../../../../../server/api/bigsearch/leads/heatmap-grid.js'
import { leadHeatmap, levelIndex } from '../../../../../../server/api/bigsearch/leads/lead-heatmap.js'
import { METRES_PER_DEGREE } from '../../../../../../server/api/search/geo.js'
import { LEAD_COUNT_CAP } from '../../../../../../shared/api/types/bigsearch.js'
import { METRES_PER_UNIT } from '../../../../../../shared/search/location.js'

const CENTRE = { latitude: 53.8008, longitude: -1.5491 }
const LEAD: LeadCandidate = { '@type': 'LOCATION', value: { ...CENTRE, locationName: 'Leeds, United Kingdom', distanceInMiles: 1 }, placeholder: false }

/** A place `north` and `east` metres from the centre. */
function moved(north: number, east: number, from = CENTRE) {
  return {
    latitude: from.latitude + north / METRES_PER_DEGREE,
    longitude: from.longitude + east / (METRES_PER_DEGREE * Math.cos((from.latitude * Math.PI) / 180)),
  }
}

async function decoded(base64: string) {
  const image = await Jimp.read(Buffer.from(base64, 'base64'))
  const { width, height, data } = image.bitmap
  const pixel = (row: number, column: number) => [...data.subarray((row * width + column) * 4, (row * width + column) * 4 + 4)]
  return { width, height, pixel }
}

t.test('a known set of positions colours exactly their cells, north up, in a decodable PNG of the right size', async (t) => {
  // Three at the centre, one 1 km north, one 1 km east: the square is 2 miles (3,219 m) across in 32 cells.
  const positions = [CENTRE, CENTRE, CENTRE, moved(1000, 0), moved(0, 1000)]
  const heatmap = leadHeatmap(LEAD, positions)
  t.type(heatmap, 'string')
  const { width, height, pixel } = await decoded(heatmap!)
  t.same([width, height], [HEATMAP_CELLS, HEATMAP_CELLS])
  const coloured = new Map<string, number[]>()
  for (let row = 0; row < height; row++) {
    for (let column = 0; column < width; column++) {
      const [r, g, b, a] = pixel(row, column)
      if (onCircleEdge(row, column) && `${[r, g, b]}` === '70,80,100') continue
      if (a! > 0) coloured.set(`${row},${column}`, [r!, g!, b!, a!])
    }
  }
  t.same([...coloured.keys()].sort(), ['16,16', '16,25', '6,16'], 'the centre, 10 cells up (north) and 9 to the right (east)')
  t.ok(coloured.get('16,16')![3]! > coloured.get('6,16')![3]!, 'the fuller cell is more opaque')
  t.ok(coloured.get('16,16')![1]! < coloured.get('6,16')![1]!, 'and warmer (less green)')
  t.same(pixel(0, 0), [0, 0, 0, 0], 'an empty cell off the edge is transparent')
})

t.test('the circle is drawn faintly where it has no sightings, so the reader sees the radius', async (t) => {
  const { pixel } = await decoded(leadHeatmap(LEAD, [CENTRE])!)
  const edge = []
  for (let row = 0; row < HEATMAP_CELLS; row++) for (let column = 0; column < HEATMAP_CELLS; column++) if (onCircleEdge(row, column)) edge.push(pixel(row, column))
  t.ok(edge.length > 75, `${edge.length} cells on the edge`)
  t.ok(edge.every(([, , , a]) => a! > 0 && a! < 128), 'every edge cell is drawn, and faint')
  t.ok(pixel(15, 0)[3]! > 0 && pixel(16, 0)[3]! > 0 && pixel(0, 15)[3]! > 0, 'the square is 2 × the radius across: the edge touches its sides')
  t.same(pixel(8, 0)[3], 0, 'and leaves them further from the middle')
})

t.test('a LOCATION_AND_DATE_RANGE lead has a heatmap alike; the place of a cell follows the lead, not the first sighting', async (t) => {
  const lead: LeadCandidate = { '@type': 'LOCATION_AND_DATE_RANGE', value: { ...LEAD.value, startAt: '2020-01-01T00:00:00', endAt: '2020-01-03T00:00:00' }, placeholder: false }
  const { pixel } = await decoded(leadHeatmap(lead, [moved(-1000, -1000)])!)
  t.ok(pixel(25, 6)[3]! > 0, 'south-west of the centre is below and to the left')
})

t.test('no heatmap for a lead that is not a major location lead', async (t) => {
  t.equal(leadHeatmap(LEAD, []), undefined, 'no sightings')
  t.equal(leadHeatmap(LEAD, Array.from({ length: LEAD_COUNT_CAP }, () => CENTRE)), undefined, '10,000 and more sightings')
  t.equal(leadHeatmap({ ...LEAD, placeholder: true, value: { ...LEAD.value, latitude: 0, longitude: 0 } }, [{ latitude: 0, longitude: 0 }]), undefined, 'a placeholder position')
  t.equal(leadHeatmap({ '@type': 'ARTIST', value: { text: 'Jane Doe' }, placeholder: false }, [CENTRE]), undefined, 'not a location lead')
  t.type(leadHeatmap(LEAD, Array.from({ length: LEAD_COUNT_CAP - 1 }, () => CENTRE)), 'string', '9,999 sightings is still major')
})

t.test('a cell is found across the antimeridian and on the square edge, and outside it is none', async (t) => {
  const radiusMetres = METRES_PER_UNIT.Miles
  const circle = { latitude: 0, longitude: 179.999, radiusMetres }
  t.same(cellOf(circle, { latitude: 0, longitude: -179.999 }), { row: 16, column: 18 }, '222 m east (2 cells), past 180°')
  const leeds = { ...CENTRE, radiusMetres }
  t.same(cellOf(leeds, moved(0, radiusMetres)), { row: 16, column: HEATMAP_CELLS - 1 }, 'on the east edge: the last cell')
  t.equal(cellOf(leeds, moved(0, radiusMetres + 100)), null)
})

t.test('a cell’s colour grows with its count against the fullest cell', async (t) => {
  t.equal(levelIndex(1, 1), levelIndex(500, 500), 'the fullest cell is the hottest whatever its count')
  t.ok(levelIndex(1, 500) < levelIndex(20, 500))
  t.ok(levelIndex(20, 500) < levelIndex(500, 500))
  t.equal(levelIndex(1, 500), 2, 'one sighting is the first step of the ramp')
})
