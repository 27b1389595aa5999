// The XML form of a fingerprint file: one root element whose child elements hold the fields as text. Read by a small
// strict parser of its own (no DOMParser, which Node lacks): a declaration, comments, one root, children holding text
// (entities and CDATA allowed) and nothing else; no DOCTYPE, so no entity can expand.

export const XML_ROOT = 'cameraIdFingerprint'

const NAME = /^[A-Za-z_][\w.:-]*/
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }

class Reader {
  at = 0
  constructor(readonly text: string) {}

  /** Skips whitespace and comments (and processing instructions such as the declaration when `declarations`). */
  skipMisc(declarations: boolean): boolean {
    for (;;) {
      while (this.at < this.text.length && /\s/.test(this.text[this.at]!)) this.at++
      if (this.text.startsWith('<!--', this.at)) {
        const end = this.text.indexOf('-->', this.at + 4)
        if (end < 0) return false
        this.at = end + 3
      } else if (declarations && this.text.startsWith('<?', this.at)) {
        const end = this.text.indexOf('?>', this.at + 2)
        if (end < 0) return false
        this.at = end + 2
      } else {
        return true
      }
    }
  }

  /** A start tag `<name attr="…">` or `<name/>`: its name and whether it closed itself; null when there is none. */
  startTag(): { name: string; empty: boolean } | null {
    if (this.text[this.at] !== '<') return null
    const name = NAME.exec(this.text.slice(this.at + 1, this.at + 201))?.[0]
    if (!name) return null
    this.at += 1 + name.length
    // Attributes are allowed (a namespace, say) and not read.
    const attributes = /^(?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*\s*(\/?)>/.exec(this.text.slice(this.at, this.at + 2000))
    if (!attributes) return null
    this.at += attributes[0].length
    return { name, empty: attributes[1] === '/' }
  }

  endTag(name: string): boolean {
    const tag = new RegExp(`^</${name.replace(/[.]/g, '\\.')}\\s*>`).exec(this.text.slice(this.at, this.at + name.length + 40))
    if (!tag) return false
    this.at += tag[0].length
    return true
  }

  /** Text up to the next tag, entities and CDATA sections resolved; null when it holds an element or a bad entity. */
  characters(): string | null {
    let out = ''
    for (;;) {
      const next = this.text.indexOf('<', this.at)
      if (next < 0) return null
      const chunk = this.text.slice(this.at, next)
      const resolved = resolveEntities(chunk)
      if (resolved === null) return null
      out += resolved
      this.at = next
      if (!this.text.startsWith('<![CDATA[', this.at)) return out
      const end = this.text.indexOf(']]>', this.at + 9)
      if (end < 0) return null
      out += this.text.slice(this.at + 9, end)
      this.at = end + 3
    }
  }
}

function resolveEntities(text: string): string | null {
  let failed = false
  const out = text.replace(/&([^;]{0,10});?/g, (whole, name: string) => {
    if (!whole.endsWith(';')) return ((failed = true), '')
    if (name in ENTITIES) return ENTITIES[name]!
    const code = name.startsWith('#x') ? parseInt(name.slice(2), 16) : name.startsWith('#') ? parseInt(name.slice(1), 10) : NaN
    if (!Number.isInteger(code) || code < 0 || code > 0x10ffff) return ((failed = true), '')
    return String.fromCodePoint(code)
  })
  return failed ? null : out
}

/** The text of each child element of the one root element, by name; null when the text is not such a document. */
export function parseFieldsXml(text: string): Record<string, string> | null {
  const reader = new Reader(text.replace(/^\uFEFF/, ''))
  if (!reader.skipMisc(true)) return null
  const root = reader.startTag()
  if (!root || root.empty) return null
  const fields: Record<string, string> = {}
  for (;;) {
    if (!reader.skipMisc(false)) return null
    if (reader.endTag(root.name)) break
    const child = reader.startTag()
    if (!child || Object.hasOwn(fields, child.name)) return null
    if (child.empty) {
      fields[child.name] = ''
      continue
    }
    const value = reader.characters()
    if (value === null || !reader.endTag(child.name)) return null
    fields[child.name] = value
  }
  if (!reader.skipMisc(false)) return null
  return reader.at === reader.text.length ? fields : null
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** An XML document of one root element with a child element per field, in the order given. */
export function writeFieldsXml(fields: [string, string][]): string {
  const children = fields.map(([name, value]) => `  <${name}>${escapeText(value)}</${name}>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${XML_ROOT}>\n${children.join('\n')}\n</${XML_ROOT}>\n`
}
