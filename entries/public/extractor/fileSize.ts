// A download's size as the page shows it: megabytes with one decimal, as the programs are tens of megabytes.

export function fileSize(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} kB`
  return `${(bytes / 1_000_000).toFixed(1)} MB`
}
