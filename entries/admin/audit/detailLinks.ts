// The Details column's text cut into plain runs and links (spec-3 §2: "Details (links open in a new tab)").
// The text is whatever a call's route noted, so only a web address (http or https) becomes a link: a
// javascript: or data: address in it stays text.

export type DetailPart = { text: string } | { text: string; href: string }

const ADDRESS = /https?:\/\/[^\s<>"']+/gi
/** Punctuation that ends a sentence rather than an address: "see https://x.example/a." */
const TRAILING = /[.,;:!?)\]}]+$/

/** The address as a link's href, or null when it does not read as an http(s) URL. */
function webAddress(text: string): string | null {
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

export function detailParts(details: string | null): DetailPart[] {
  if (!details) return []
  const parts: DetailPart[] = []
  let plain = ''
  let at = 0
  for (const match of details.matchAll(ADDRESS)) {
    const address = match[0].replace(TRAILING, '')
    const href = webAddress(address)
    if (href === null) continue
    plain += details.slice(at, match.index)
    if (plain !== '') parts.push({ text: plain })
    plain = ''
    parts.push({ text: address, href })
    at = match.index + address.length
  }
  plain += details.slice(at)
  if (plain !== '') parts.push({ text: plain })
  return parts
}
