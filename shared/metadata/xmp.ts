// Reads single XMP properties as the literal text they were written with, for the importer and the
// browser alike: exifr's XMP parser turns numeric-looking values into numbers, which loses a serial's
// leading zeros ("022021000319").

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[name] ?? whole
  })
}

function escaped(name: string): string {
  return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

export interface XmpProperty {
  /** The property's qualified name as written, e.g. 'aux:SerialNumber'. */
  name: string
  text: string
}

/**
 * The first value of a property given as `prefix:Name` (any prefix when only Name is given), written
 * either as an attribute or as an element, or as the first item of an rdf:Seq, rdf:Bag or rdf:Alt.
 * A blank value is answered as '' (a placeholder, kept); an absent property as null.
 */
export function xmpProperty(xmp: string, name: string): XmpProperty | null {
  const qualified = name.includes(':') ? escaped(name) : `[\\w-]+:${escaped(name)}`
  const attribute = new RegExp(`\\s(${qualified})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(xmp)
  const element = new RegExp(`<(${qualified})(?:\\s[^>]*)?(?:/>|>([\\s\\S]*?)</\\1>)`).exec(xmp)
  const found: [string, string][] = []
  if (attribute) found.push([attribute[1]!, attribute[2] ?? attribute[3] ?? ''])
  if (element) found.push([element[1]!, element[2] ?? ''])
  let blank: XmpProperty | null = null
  for (const [qualifiedName, raw] of found) {
    const item = /<rdf:li(?:\s[^>]*)?>([\s\S]*?)<\/rdf:li>/.exec(raw)
    const text = decode((item ? item[1] ?? '' : raw).replace(/<[^>]*>/g, '')).trim()
    if (text) return { name: qualifiedName, text }
    blank ??= { name: qualifiedName, text: '' }
  }
  return blank
}

export function xmpText(xmp: string, name: string): string | null {
  return xmpProperty(xmp, name)?.text ?? null
}
