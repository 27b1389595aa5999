// How the sighting page writes its values (spec-1 §9): coordinates to 5 decimals. Sizes are
// shared/format/fileSize.ts's, the service's own timestamps shared/format/dates.ts's formatTimestamp, the camera's
// time shared/format/cameraTime.ts.

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
