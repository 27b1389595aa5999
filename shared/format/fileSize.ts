// A file's size as the product writes it (spec-1 §9): binary units from Bytes to YB, at most two decimals; the
// sighting page's file size and the extractor's downloads alike.

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
