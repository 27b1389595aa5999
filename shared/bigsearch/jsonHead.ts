// The start of a JSON document read as far as it goes: an upload's kind is told from its first bytes (spec-2 §5
// "File-format detection"), before the whole file is read or sent. Objects and lists cut off by the end of the text
// are kept with what they hold so far; a key whose value was cut off is present, with the part read of a string.
// Errors are named as the service's streaming reader names them (stream-json's words), so both say the same.

export interface JsonHead {
  /** What was read; undefined when the text holds no value at all. */
  value: unknown
  /** Whether the text held one whole value (with nothing but white space after it). */
  complete: boolean
  /** The first thing that is not JSON, with its offset in the text; null when the text is JSON as far as it goes. */
  error: { what: string; offset: number } | null
}

/** Deeper than this the head stops reading: no upload format nests so deep, and recursion must stay bounded. */
const MAX_DEPTH = 64

class EndOfText {}
const END = new EndOfText()

class NotJson {
  constructor(readonly what: string, readonly offset: number) {}
}

const LITERALS: ReadonlyArray<readonly [string, unknown]> = [['true', true], ['false', false], ['null', null]]
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y
const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' }

/** Sets a property as JSON.parse does: a '__proto__' key is an own property, never the prototype. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true })
  else target[key] = value
}

class HeadReader {
  pos: number

  constructor(private readonly text: string) {
    this.pos = text.charCodeAt(0) === 0xfeff ? 1 : 0
  }

  skipSpace(): void {
    while (this.pos < this.text.length && ' \t\n\r'.includes(this.text[this.pos]!)) this.pos++
  }

  /** A value, handed to `place` as soon as it exists, so that a container cut off still reaches its parent. */
  value(place: (value: unknown) => void, depth: number): void {
    this.skipSpace()
    if (this.pos >= this.text.length || depth > MAX_DEPTH) throw END
    const c = this.text[this.pos]!
    if (c === '{') return this.object(place, depth)
    if (c === '[') return this.array(place, depth)
    if (c === '"') return place(this.string((partial) => place(partial)))
    for (const [word, literal] of LITERALS) {
      if (this.text.startsWith(word, this.pos)) {
        this.pos += word.length
        return place(literal)
      }
      if (word.startsWith(this.text.slice(this.pos))) throw END
    }
    NUMBER.lastIndex = this.pos
    const number = NUMBER.exec(this.text)
    // A number that reaches the end of the text ('12', '-', '1.') may go on in the rest of the file.
    if (/^[\d.eE+-]{0,30}$/.test(this.text.slice(this.pos + (number?.[0].length ?? 0)))) throw END
    if (!number) throw new NotJson('expected a value', this.pos)
    this.pos += number[0].length
    place(Number(number[0]))
  }

  object(place: (value: unknown) => void, depth: number): void {
    const object: Record<string, unknown> = {}
    place(object)
    this.pos++
    this.skipSpace()
    if (this.text[this.pos] === '}') return void this.pos++
    for (;;) {
      this.skipSpace()
      if (this.pos >= this.text.length) throw END
      if (this.text[this.pos] !== '"') throw new NotJson('expected an object key', this.pos)
      const key = this.string(() => undefined)
      this.skipSpace()
      if (this.pos >= this.text.length) throw END
      if (this.text[this.pos] !== ':') throw new NotJson("expected ':'", this.pos)
      this.pos++
      setOwn(object, key, undefined)
      this.value((value) => setOwn(object, key, value), depth + 1)
      if (this.endOf('}')) return
    }
  }

  array(place: (value: unknown) => void, depth: number): void {
    const array: unknown[] = []
    place(array)
    this.pos++
    this.skipSpace()
    if (this.text[this.pos] === ']') return void this.pos++
    for (;;) {
      const at = array.length
      this.value((value) => (array[at] = value), depth + 1)
      if (this.endOf(']')) return
    }
  }

  /** After a member: true at the closing bracket, false after a comma. */
  endOf(close: '}' | ']'): boolean {
    this.skipSpace()
    if (this.pos >= this.text.length) throw END
    const c = this.text[this.pos]!
    this.pos++
    if (c === close) return true
    if (c === ',') return false
    throw new NotJson("expected ','", this.pos - 1)
  }

  /** A string at the opening quote; when the text ends inside it, `partial` gets what was read. */
  string(partial: (text: string) => void): string {
    let out = ''
    this.pos++
    for (;;) {
      if (this.pos >= this.text.length) {
        partial(out)
        throw END
      }
      const c = this.text[this.pos]!
      if (c === '"') {
        this.pos++
        return out
      }
      if (c === '\\') {
        const next = this.text[this.pos + 1]
        if (next === undefined) {
          this.pos = this.text.length // the text ends inside the escape
          continue
        }
        if (next === 'u') {
          const hex = this.text.slice(this.pos + 2, this.pos + 6)
          if (hex.length < 4 && /^[0-9a-fA-F]*$/.test(hex)) {
            this.pos = this.text.length
            continue
          }
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new NotJson('bad \\u escape in a string', this.pos)
          out += String.fromCharCode(parseInt(hex, 16))
          this.pos += 6
          continue
        }
        const escaped = ESCAPES[next]
        if (escaped === undefined) throw new NotJson('bad escape in a string', this.pos)
        out += escaped
        this.pos += 2
        continue
      }
      if (c < ' ') throw new NotJson('control character in a string', this.pos)
      out += c
      this.pos++
    }
  }
}

/** Reads as much of `text` as is JSON; never throws. */
export function parseHead(text: string): JsonHead {
  const reader = new HeadReader(text)
  let root: unknown = undefined
  try {
    reader.value((value) => (root = value), 0)
    reader.skipSpace()
    if (reader.pos < text.length) return { value: root, complete: false, error: { what: 'unexpected characters', offset: reader.pos } }
    return { value: root, complete: true, error: null }
  } catch (stop) {
    if (stop instanceof NotJson) return { value: root, complete: false, error: { what: stop.what, offset: stop.offset } }
    if (stop === END) return { value: root, complete: false, error: null }
    throw stop
  }
}
