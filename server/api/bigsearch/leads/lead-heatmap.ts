// The heatmap of a location lead (spec-2 §3 "optionally a heatmap (base64 png)"): where the lead's sightings lie in
// the square around its circle, as a small PNG. Only a major lead has one (spec-2 §4 and leadRank.ts: a placeholder
// position, no sightings, or 10,000 and more make none): its sightings are those its count and its grid find
// (lead-sighting-filter.ts), LOCATION_AND_DATE_RANGE's within its date window too, read by the same query that
// counts them (lead-count.ts).
// Cost, measured on the 1,000,000-sighting bench database with the bench's case (10,000 files, a third located):
// 6,900 heatmaps, 0.16 ms each over the count alone (1.1 s of the job), 296 bytes of base64 each (2 MB more in the
// leads reply; 9,999 sightings spread over every cell make 688). The query reads at most 10,000 positions, as many
// rows as the count alone walked.

import type { LeadValue } from '../../../../shared/api/types/bigsearch.js'
import { isMajorLead } from '../../../../shared/bigsearch/leadRank.js'
import { METRES_PER_UNIT } from '../../../../shared/search/location.js'
import type { SightingPosition } from '../../store/sightings/positions.js'
import type { LeadCandidate } from './candidates.js'
import { HEATMAP_CELLS, heatmapCounts, onCircleEdge, type HeatmapCircle } from './heatmap-grid.js'
import { palettePng, type Rgba } from './heatmap-png.js'

/** The lead types a heatmap is drawn for. */
const LOCATED_TYPES: ReadonlySet<string> = new Set(['LOCATION', 'LOCATION_AND_DATE_RANGE'])

/** How many steps the colour ramp has: a cell's step grows with the logarithm of its count. */
export const HEATMAP_LEVELS = 8

/** Palette index 0: an empty cell, fully transparent. */
const EMPTY = 0
/** Palette index 1: the circle's edge, faint, so the reader sees the radius. */
const EDGE = 1
const EDGE_COLOUR: Rgba = [70, 80, 100, 90]

/** Light yellow to dark red (ColorBrewer YlOrRd), more opaque as it warms: the ramp's end points and turns. */
const RAMP_STOPS: readonly Rgba[] = [
  [255, 237, 160, 150],
  [254, 178, 76, 190],
  [240, 59, 32, 225],
  [189, 0, 38, 255],
]

function rampColour(level: number): Rgba {
  const at = ((level - 1) / (HEATMAP_LEVELS - 1)) * (RAMP_STOPS.length - 1)
  const from = RAMP_STOPS[Math.floor(at)]!
  const to = RAMP_STOPS[Math.min(Math.ceil(at), RAMP_STOPS.length - 1)]!
  const share = at - Math.floor(at)
  return from.map((c, i) => Math.round(c + (to[i]! - c) * share)) as unknown as Rgba
}

/** Transparent, the edge, then the ramp's levels 1..HEATMAP_LEVELS at indexes 2.. */
const PALETTE: readonly Rgba[] = [[0, 0, 0, 0], EDGE_COLOUR, ...Array.from({ length: HEATMAP_LEVELS }, (_, i) => rampColour(i + 1))]

/** The palette index of the ramp level a count has, against the fullest cell's. */
export function levelIndex(count: number, most: number): number {
  const level = Math.max(1, Math.ceil((HEATMAP_LEVELS * Math.log1p(count)) / Math.log1p(most)))
  return EDGE + Math.min(level, HEATMAP_LEVELS)
}

/** The picture with no sightings: the edge on a transparent square, the same for every lead. */
const BLANK: Uint8Array = Uint8Array.from({ length: HEATMAP_CELLS * HEATMAP_CELLS }, (_, i) =>
  onCircleEdge(Math.floor(i / HEATMAP_CELLS), i % HEATMAP_CELLS) ? EDGE : EMPTY,
)

/** The heatmap's pixels: a palette index for each cell, its count's level over the edge or the empty square. */
export function heatmapPixels(counts: ReadonlyMap<number, number>): Uint8Array {
  let most = 0
  for (const count of counts.values()) most = Math.max(most, count)
  const pixels = BLANK.slice()
  for (const [at, count] of counts) pixels[at] = levelIndex(count, most)
  return pixels
}

function circleOf(value: LeadValue): HeatmapCircle | null {
  if (!('latitude' in value)) return null
  return { latitude: value.latitude, longitude: value.longitude, radiusMetres: value.distanceInMiles * METRES_PER_UNIT.Miles }
}

/** Whether a heatmap may be drawn for the lead's type: LOCATION and LOCATION_AND_DATE_RANGE. */
export function isLocatedLead(lead: Pick<LeadCandidate, '@type'>): boolean {
  return LOCATED_TYPES.has(lead['@type'])
}

/**
 * The lead's heatmap as base64 PNG (HEATMAP_CELLS px square) from the positions of its sightings (all of them, up
 * to LEAD_COUNT_CAP, as its count reads them), or undefined for a lead that has none: not a location lead, or not
 * major with as many sightings as `positions` holds.
 */
export function leadHeatmap(lead: LeadCandidate, positions: readonly SightingPosition[]): string | undefined {
  if (!isLocatedLead(lead)) return undefined
  if (!isMajorLead({ sightings: positions.length, placeholder: lead.placeholder })) return undefined
  const circle = circleOf(lead.value)
  if (!circle) return undefined
  const pixels = heatmapPixels(heatmapCounts(circle, positions))
  return palettePng(HEATMAP_CELLS, HEATMAP_CELLS, pixels, PALETTE).toString('base64')
}
