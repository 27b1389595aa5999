// Whether an image was found on an onion service: the thumbnail service keeps no copy of those, and the
// page says "Hosted on TOR" instead of "Failed to load" (spec-1 §4.7).

export function isOnionAddress(url: string | null | undefined): boolean {
  if (!url) return false
  try {
    return new URL(url).hostname.toLowerCase().endsWith('.onion')
  } catch {
    return /^[a-z]+:\/\/[^/?#]*\.onion(?::\d+)?(?:[/?#]|$)/i.test(url)
  }
}
