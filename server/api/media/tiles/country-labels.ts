// Where the basemap writes each country's name (issue 15: place names on the offline map): one point per
// country inside its largest piece of land, with the piece's size so that the map can name large countries
// before small ones when names would overlap.

import type { Feature, FeatureCollection, Point, Polygon, Position } from 'geojson'

/** Twice a ring's signed area in square degrees (shoelace); only its size and sign matter here. */
function ringArea(ring: readonly Position[]): number {
  let sum = 0
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) sum += (ring[j]![0]! - ring[i]![0]!) * (ring[j]![1]! + ring[i]![1]!)
  return sum
}

/** The area-weighted centre of a ring. */
function ringCentroid(ring: readonly Position[]): Position {
  let x = 0
  let y = 0
  let doubled = 0
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x0, y0] = ring[j] as [number, number]
    const [x1, y1] = ring[i] as [number, number]
    const cross = x0 * y1 - x1 * y0
    doubled += cross
    x += (x0 + x1) * cross
    y += (y0 + y1) * cross
  }
  if (doubled === 0) return ring[0]!
  return [x / (3 * doubled), y / (3 * doubled)]
}

/**
 * A point inside a polygon's outer ring, near its centre: along the parallel through the centroid, the
 * middle of the widest stretch that lies inside. A centroid alone can fall outside (a crescent, a bay).
 */
export function labelPoint(polygon: Polygon['coordinates']): Position {
  const ring = polygon[0]!
  const [cx, cy] = ringCentroid(ring) as [number, number]
  const crossings: number[] = []
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x0, y0] = ring[j] as [number, number]
    const [x1, y1] = ring[i] as [number, number]
    if (y0 > cy !== y1 > cy) crossings.push(x0 + ((cy - y0) * (x1 - x0)) / (y1 - y0))
  }
  crossings.sort((a, b) => a - b)
  let best: Position = [cx, cy]
  let widest = -1
  for (let i = 0; i + 1 < crossings.length; i += 2) {
    const width = crossings[i + 1]! - crossings[i]!
    if (width > widest) {
      widest = width
      best = [(crossings[i]! + crossings[i + 1]!) / 2, cy]
    }
  }
  return best
}

/** Each named country's label point, with `area`, its largest piece's size in square degrees. */
export function countryLabels(countries: readonly Feature[]): FeatureCollection<Point> {
  const features: Feature<Point>[] = []
  for (const country of countries) {
    const name = country.properties?.['name']
    const geometry = country.geometry
    if (typeof name !== 'string' || !geometry) continue
    const pieces = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : []
    let largest: Polygon['coordinates'] | null = null
    let area = 0
    for (const piece of pieces) {
      const size = Math.abs(ringArea(piece[0] ?? [])) / 2
      if (size > area) [largest, area] = [piece, size]
    }
    if (!largest) continue
    features.push({ type: 'Feature', properties: { name, area: Math.round(area * 100) / 100 }, geometry: { type: 'Point', coordinates: labelPoint(largest) } })
  }
  return { type: 'FeatureCollection', features }
}
