// Which place names the map writes, and where (issue 15): countries at world and continent scale, and
// cities from the largest down as the map comes closer, the same cities whose dots the basemap draws. The
// basemap has no glyphs for text in the map itself, so the names are written by the page over it; larger
// places go first and a name that would overlap one already written is left out.

export interface PlaceCandidate {
  name: string
  kind: 'country' | 'city'
  lon: number
  lat: number
  /** A country's size (square degrees) or a city's population: the larger is named first. */
  size: number
}

export interface PlacedLabel extends PlaceCandidate {
  /** The label's box on the map, in pixels from its top left. */
  box: Box
}

interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

/** Countries are named up to this zoom; closer in, the cities say where the map is. */
export const COUNTRY_MAX_ZOOM = 7
/** The fewest people a named city has at each zoom: as the basemap's dots (basemap-style.ts). */
export function cityMinPopulation(zoom: number): number {
  return zoom < 4 ? 2_000_000 : zoom < 6 ? 500_000 : 100_000
}
/** At most this many names at once: a map to read, not a list. */
export const MAX_LABELS = 60

/** The box a name takes, from its length: the page's label font is about this wide per letter. */
const LETTER_WIDTH = { country: 8.5, city: 7.5 }
const LINE_HEIGHT = 16
/** A city's name starts this far right of its dot. */
export const CITY_OFFSET = 6
/** Space kept clear round each name. */
const MARGIN = 4

export function labelBox(kind: PlaceCandidate['kind'], name: string, x: number, y: number): Box {
  const width = name.length * LETTER_WIDTH[kind]
  const left = kind === 'city' ? x + CITY_OFFSET : x - width / 2
  return { left, top: y - LINE_HEIGHT / 2, right: left + width, bottom: y + LINE_HEIGHT / 2 }
}

const overlaps = (a: Box, b: Box) => a.left < b.right + MARGIN && b.left < a.right + MARGIN && a.top < b.bottom + MARGIN && b.top < a.bottom + MARGIN

/**
 * The names to write at this zoom on a map `width` × `height` pixels, given where each place falls on it.
 * Countries come before cities (at the scales both show, a country's name says more), each kind from the
 * largest down; the same place given twice (tiles overlap at their edges) is named once.
 */
export function chooseLabels(
  candidates: readonly PlaceCandidate[],
  zoom: number,
  project: (lon: number, lat: number) => { x: number; y: number },
  width: number,
  height: number,
): PlacedLabel[] {
  const minPopulation = cityMinPopulation(zoom)
  const wanted = candidates
    .filter((place) => (place.kind === 'country' ? zoom <= COUNTRY_MAX_ZOOM : place.size >= minPopulation))
    .sort((a, b) => (a.kind === b.kind ? b.size - a.size : a.kind === 'country' ? -1 : 1))
  const placed: PlacedLabel[] = []
  const seen = new Set<string>()
  for (const place of wanted) {
    if (placed.length >= MAX_LABELS) break
    const key = `${place.kind}:${place.name}:${Math.round(place.lon * 10)}:${Math.round(place.lat * 10)}`
    if (seen.has(key)) continue
    seen.add(key)
    const { x, y } = project(place.lon, place.lat)
    const box = labelBox(place.kind, place.name, x, y)
    if (box.left < 0 || box.top < 0 || box.right > width || box.bottom > height) continue
    if (placed.some((other) => overlaps(box, other.box))) continue
    placed.push({ ...place, box })
  }
  return placed
}
