// The gallery's indicator overlays (spec-1 §2.5): which of these fields a sighting carries, each with a
// short tag for the overlay and its full name for the tooltip and screen readers.

import type { SearchResultItem } from '../../../shared/api/types/sightings.js'

const INDICATORS = [
  { field: 'dateTimeOriginal', short: 'DATE', label: 'Date taken' },
  { field: 'serialNumber', short: 'SN', label: 'Serial number' },
  { field: 'internalSerialNumber', short: 'ISN', label: 'Internal serial number' },
  { field: 'lensSerialNumber', short: 'LSN', label: 'Lens serial number' },
  { field: 'domain', short: 'WEB', label: 'Domain' },
  { field: 'location', short: 'GPS', label: 'Location' },
] as const

export type Indicator = (typeof INDICATORS)[number]

export function indicatorsOf(item: SearchResultItem): Indicator[] {
  return INDICATORS.filter(({ field }) => {
    const value = item[field]
    return value !== null && value !== undefined && value !== ''
  })
}
