// How the sighting page writes its values (spec-1 §9): binary sizes from Bytes to YB, the service's own
// timestamps as YYYY-MM-DD HH:mm:ss in UTC, coordinates to 5 decimals. The camera's time is cameraTime.ts.

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

const two = (n: number) => String(n).padStart(2, '0')

/** "2019-03-07 14:05:09 UTC"; an empty string for a missing or unreadable time. */
export function formatTimestamp(iso: string | null): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const day = `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`
  return `${day} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} UTC`
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
