// The location filter (spec-1 §3.4, §5): the value lat:lon:distance:unit, its units and their metre factors.

/** Units the Choose Location dialog offers (spec-1 §5). */
export const LOCATION_UNITS = ['Yards', 'Feet', 'Kilometers', 'Miles', 'Meters'] as const
export type LocationUnit = (typeof LOCATION_UNITS)[number] | 'NauticalMiles'

/** spec-1 §5: metres per unit, for the map circle and the service's radius search. */
export const METRES_PER_UNIT: Readonly<Record<LocationUnit, number>> = {
  Yards: 0.9144,
  Feet: 0.3048,
  Kilometers: 1000,
  NauticalMiles: 1852,
  Miles: 1609.34,
  Meters: 1,
}

export interface LocationValue {
  lat: number
  lon: number
  distance: number
  unit: LocationUnit
  /** The distance in metres. */
  radiusMetres: number
}

export type LocationCheck = { ok: true; location: LocationValue } | { ok: false; error: string }

/**
 * spec-1 §5: the unit as the filter's value writes it, in the URL and to the service ("lat:lon:1:MILES").
 * The dialog's words (Miles, Kilometers) are for the page only.
 */
export const UNIT_CODES: Readonly<Record<LocationUnit, string>> = {
  Yards: 'YARDS',
  Feet: 'FEET',
  Kilometers: 'KILOMETERS',
  NauticalMiles: 'NAUTICAL_MILES',
  Miles: 'MILES',
  Meters: 'METERS',
}

/** A unit's name without case or separators, so MILES, Miles and NAUTICAL_MILES all read. */
const unitKey = (name: string) => name.trim().toLowerCase().replace(/[\s_-]+/g, '')

const UNIT_BY_KEY = new Map<string, LocationUnit>((Object.keys(METRES_PER_UNIT) as LocationUnit[]).map((u) => [unitKey(u), u]))

/** The unit for its name in any case ("MILES" in the spec's form, "Miles" in older links), or null. */
export function locationUnit(name: string): LocationUnit | null {
  return UNIT_BY_KEY.get(unitKey(name)) ?? null
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/

/** spec-1 §5: latitude -90..90, longitude -180..180, distance an integer above 0, a unit chosen. */
export function checkLocation(lat: string, lon: string, distance: string, unit: string): LocationCheck {
  if (!NUMBER.test(lat.trim()) || Math.abs(Number(lat)) > 90) return { ok: false, error: 'latitude must be between -90 and 90' }
  if (!NUMBER.test(lon.trim()) || Math.abs(Number(lon)) > 180) return { ok: false, error: 'longitude must be between -180 and 180' }
  if (!/^\d+$/.test(distance.trim()) || Number(distance) <= 0) return { ok: false, error: 'distance must be a whole number above 0' }
  const u = locationUnit(unit)
  if (u === null) return { ok: false, error: `unit must be one of ${LOCATION_UNITS.join(', ')}` }
  const d = Number(distance)
  return { ok: true, location: { lat: Number(lat), lon: Number(lon), distance: d, unit: u, radiusMetres: d * METRES_PER_UNIT[u] } }
}

/** Reads lat:lon:distance:unit. */
export function parseLocation(value: string): LocationCheck {
  const parts = value.split(':')
  if (parts.length !== 4) return { ok: false, error: 'expected latitude:longitude:distance:unit' }
  const [lat, lon, distance, unit] = parts as [string, string, string, string]
  return checkLocation(lat, lon, distance, unit)
}

/** Writes the value with the unit in the spec's form; a map point uses 5 decimals and 1 mile (spec-1 §5). */
export function formatLocation(lat: number, lon: number, distance: number, unit: LocationUnit): string {
  return `${lat}:${lon}:${distance}:${UNIT_CODES[unit]}`
}

/**
 * A location value with its unit in the spec's form, the rest as written ("51.5:-0.1:10:Miles" becomes
 * "51.5:-0.1:10:MILES"); a value that is not a location is returned unchanged, for its check to name.
 */
export function canonicalLocation(value: string): string {
  const parts = value.split(':')
  if (parts.length !== 4) return value
  const unit = locationUnit(parts[3]!)
  return unit === null ? value : [...parts.slice(0, 3), UNIT_CODES[unit]].join(':')
}

/** spec-1 §5: the location filter made from a map point. */
export function locationFromMapPoint(lat: number, lon: number): string {
  return `${lat.toFixed(5)}:${lon.toFixed(5)}:1:MILES`
}
