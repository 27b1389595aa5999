// Whether an image was found on an onion service: the thumbnail service keeps no copy of those, and the
// page says "Hosted on TOR" instead of "Failed to load" (spec-1 §4.7), known from the result itself (its
// address or its domain), so that no thumbnail is asked for only to be refused (issue 15).

export function isOnionAddress(url: string | null | undefined): boolean {
  if (!url) return false
  try {
    return new URL(url).hostname.toLowerCase().endsWith('.onion')
  } catch {
    return /^[a-z]+:\/\/[^/?#]*\.onion(?::\d+)?(?:[/?#]|$)/i.test(url)
  }
}

/** A result's domain (spec-1 §3.5) on an onion service: "duskgytldkxiuqc6.onion", any case, a port or a dot after it. */
export function isOnionDomain(domain: string | null | undefined): boolean {
  if (!domain) return false
  return /\.onion\.?(?::\d+)?$/i.test(domain.trim())
}

/** Whether a sighting was found on an onion service, by its address or its domain. */
export function isOnionSighting(found: { url?: string | null; domain?: string | null }): boolean {
  return isOnionAddress(found.url) || isOnionDomain(found.domain)
}
