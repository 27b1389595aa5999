// Where a place is in the region tree of the British Isles (regionAnchors.ts): its country from the gazetteer's
// country and first-level division codes, its area the one anchored nearest to it in that country (in Ireland,
// in its province), and the area's region.

import { AREA_ANCHORS, type AreaAnchor, type Country } from './regionAnchors.js'

export interface GazetteerPlace {
  latitude: number
  longitude: number
  /** ISO 3166 alpha-2: GB or IE. */
  countryCode: string
  /** GeoNames' first-level division: ENG, SCT, WLS, NIR in GB; L, M, C, U (the provinces) in IE. */
  adminCode: string
}

const UK_COUNTRIES: Record<string, Country> = { ENG: 'England', SCT: 'Scotland', WLS: 'Wales', NIR: 'Northern Ireland' }
const PROVINCES: Record<string, string> = { L: 'Leinster', M: 'Munster', C: 'Connacht', U: 'Ulster' }

/** The country a gazetteer place is in, or null outside the five the register covers. */
export function countryOfPlace(countryCode: string, adminCode: string): Country | null {
  if (countryCode === 'IE') return 'Ireland'
  if (countryCode === 'GB') return UK_COUNTRIES[adminCode] ?? null
  return null
}

/** [country, region, area] of the place, or null outside England, Scotland, Wales, Northern Ireland and Ireland. */
export function regionPathOf(place: GazetteerPlace): [Country, string, string] | null {
  const country = countryOfPlace(place.countryCode, place.adminCode)
  if (!country) return null
  const province = country === 'Ireland' ? PROVINCES[place.adminCode] : undefined
  const nearest = nearestAnchor(place.latitude, place.longitude, (anchor) => anchor.country === country && (!province || anchor.region === province))
  return nearest ? [country, nearest.region, nearest.area] : null
}

function nearestAnchor(latitude: number, longitude: number, within: (anchor: AreaAnchor) => boolean): AreaAnchor | null {
  // Degrees of longitude shrink northwards; at these latitudes a flat measure ranks anchors as the globe does.
  const stretch = Math.cos((latitude * Math.PI) / 180)
  let best: AreaAnchor | null = null
  let bestDistance = Infinity
  for (const anchor of AREA_ANCHORS) {
    if (!within(anchor)) continue
    const dLat = anchor.latitude - latitude
    const dLon = (anchor.longitude - longitude) * stretch
    const distance = dLat * dLat + dLon * dLon
    if (distance < bestDistance) {
      bestDistance = distance
      best = anchor
    }
  }
  return best
}
