// Reads single XMP properties as the literal text they were written with. exifr's own XMP parser turns
// numeric-looking values into numbers, which loses a serial's leading zeros ("022021000319").

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[name] ?? whole
  })
}

function escaped(name: string): string {
  return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * The first value of a property given as `prefix:Name` (any prefix when only Name is given), written
 * either as an attribute or as an element, or as the first item of an rdf:Seq, rdf:Bag or rdf:Alt.
 * Blank values count as absent.
 */
export function xmpText(xmp: string, name: string): string | null {
  const qualified = name.includes(':') ? escaped(name) : `[\\w-]+:${escaped(name)}`
  const attribute = new RegExp(`\\s${qualified}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(xmp)
  const element = new RegExp(`<${qualified}(?:\\s[^>]*)?>([\\s\\S]*?)</${qualified}>`).exec(xmp)
  const found = [attribute?.[1] ?? attribute?.[2], element?.[1]]
  for (const raw of found) {
    if (raw === undefined) continue
    const item = /<rdf:li(?:\s[^>]*)?>([\s\S]*?)<\/rdf:li>/.exec(raw)
    const text = decode((item ? item[1] ?? '' : raw).replace(/<[^>]*>/g, '')).trim()
    if (text) return text
  }
  return null
}

/** XMP writes GPS as "DD,MM.mmmmN" or "DD,MM,SSN"; signed decimal degrees, or null. */
export function xmpCoordinate(value: string | null): number | null {
  const match = value ? /^(\d+(?:\.\d+)?),(\d+(?:\.\d+)?)(?:,(\d+(?:\.\d+)?))?([NSEW])$/i.exec(value.trim()) : null
  if (!match) return null
  const degrees = Number(match[1]) + Number(match[2]) / 60 + Number(match[3] ?? 0) / 3600
  return /[SW]/i.test(match[4] ?? '') ? -degrees : degrees
}
