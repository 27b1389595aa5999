// How the sighting page writes its values (spec-1 §9): binary sizes from Bytes to YB, coordinates to 5
// decimals. The service's own timestamps are shared/format/dates.ts's formatTimestamp, the camera's time
// shared/format/cameraTime.ts.

const BINARY_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const

/** "0 Bytes", "1023 Bytes", "1.5 KB", "2.35 MB"; the unit is the largest under which the size is ≥ 1. */
export function formatFilesize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return ''
  let unit = 0
  let size = bytes
  while (size >= 1024 && unit < BINARY_UNITS.length - 1) {
    size /= 1024
    unit++
  }
  const shown = unit === 0 ? String(Math.round(size)) : String(Number(size.toFixed(2)))
  return `${shown} ${BINARY_UNITS[unit]}`
}

/** The day of a time in UTC, as a date filter takes it ("2019-03-07"), or null. */
export function utcDay(iso: string | null): string | null {
  if (!iso) return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10)
}

/** "51.50735, -0.12776". */
export function formatCoordinates(point: { lat: number; lon: number }): string {
  return `${point.lat.toFixed(5)}, ${point.lon.toFixed(5)}`
}
