// The Choose Location dialog's form (spec-1 §2.5, §5): what the user typed, whether Filter may be pressed,
// the filter it makes (lat:lon:distance:unit with 5 decimals, "is" only), and the changes a map click or a
// chosen place make to it.

import { checkLocation, LOCATION_UNITS, parseLocation, UNIT_CODES, type LocationUnit } from '../../../shared/search/location.js'
import type { Filter } from '../../../shared/search/filters.js'
import type { Place } from '../../../shared/api/types/places.js'
import { COORDINATE_DECIMALS, PLACE_RADIUS_METRES, wrapLongitude, type MapCentre } from '../../../shared/map/mapView.js'

export const LOCATION_FILTER = 'location'

export interface LocationForm {
  lat: string
  lon: string
  distance: string
  /** '' until the user picks one: a unit must be chosen (spec-1 §5). */
  unit: LocationUnit | ''
}

export const EMPTY_LOCATION_FORM: LocationForm = { lat: '', lon: '', distance: '', unit: '' }

/** The units the dialog offers, in the spec's order. */
export const OFFERED_UNITS: readonly LocationUnit[] = LOCATION_UNITS

/** What keeps Filter disabled, worded for the user, or null when the form makes a filter. */
export function locationProblem(form: LocationForm): string | null {
  if (form.lat.trim() === '' || form.lon.trim() === '' || form.distance.trim() === '') return 'Enter a latitude, a longitude and a distance.'
  if (form.unit === '') return 'Choose a unit.'
  const check = checkLocation(form.lat, form.lon, form.distance, form.unit)
  return check.ok ? null : `The ${check.error}.`
}

/** The centre the form names, when its latitude and longitude are in range (the map can show it). */
export function formCentre(form: LocationForm): MapCentre | null {
  const check = checkLocation(form.lat, form.lon, '1', 'Meters')
  return check.ok ? { lat: check.location.lat, lon: check.location.lon } : null
}

/** The circle's radius in metres, when the whole form is valid. */
export function formRadiusMetres(form: LocationForm): number | null {
  if (form.unit === '') return null
  const check = checkLocation(form.lat, form.lon, form.distance, form.unit)
  return check.ok ? check.location.radiusMetres : null
}

/** spec-1 §3.4, §5: the filter's value, e.g. 51.50735:-0.12776:10:KILOMETERS. */
export function locationValue(form: LocationForm): string | null {
  if (locationProblem(form) !== null || form.unit === '') return null
  const lat = Number(form.lat).toFixed(COORDINATE_DECIMALS)
  const lon = Number(form.lon).toFixed(COORDINATE_DECIMALS)
  return `${lat}:${lon}:${Number(form.distance)}:${UNIT_CODES[form.unit]}`
}

/** The location filter: "is" only, never excluded (spec-1 §3.4). */
export function locationFilter(form: LocationForm): Filter | null {
  const value = locationValue(form)
  return value === null ? null : { name: LOCATION_FILTER, operator: 'is', value }
}

/** The filters with this location in place of any earlier one (one circle at a time). */
export function withLocation(filters: readonly Filter[], location: Filter): Filter[] {
  return [...filters.filter((f) => f.name !== LOCATION_FILTER), location]
}

/** The form for a location filter in force, so the dialog opens on it; empty when there is none. */
export function formFromFilters(filters: readonly Filter[]): LocationForm {
  const current = filters.find((f) => f.name === LOCATION_FILTER)
  if (!current) return EMPTY_LOCATION_FORM
  const parsed = parseLocation(current.value)
  if (!parsed.ok) return EMPTY_LOCATION_FORM
  const { lat, lon, distance, unit } = parsed.location
  return { lat: String(lat), lon: String(lon), distance: String(distance), unit: (OFFERED_UNITS as readonly string[]).includes(unit) ? unit : '' }
}

/** A click on the map moves the centre (a map panned round the world reports longitudes past ±180); the
 * distance and unit stay as the user set them. */
export function withCentre(form: LocationForm, centre: MapCentre): LocationForm {
  return { ...form, lat: centre.lat.toFixed(COORDINATE_DECIMALS), lon: wrapLongitude(centre.lon).toFixed(COORDINATE_DECIMALS) }
}

/** spec-1 §9: a chosen place becomes the centre, with a 100 m radius. */
export function withPlace(form: LocationForm, place: Pick<Place, 'lat' | 'lon'>): LocationForm {
  return { ...withCentre(form, place), distance: String(PLACE_RADIUS_METRES), unit: 'Meters' }
}
