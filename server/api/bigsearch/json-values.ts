// Streams a JSON file from disk and yields the values found at chosen places in it (a list's items, a case's media),
// one at a time, so that memory stays bounded whatever the file's size: stream-json's tokenizer reads it in blocks,
// everything outside the chosen places is skipped as it passes, and each chosen value is built on its own, up to a
// size limit. A file that is not JSON is reported with what is wrong and at which byte.

import { createReadStream } from 'node:fs'
import { StringDecoder } from 'node:string_decoder'
import { getManyValues, isMany, none } from 'stream-chain/defs.js'
import { jsonParser, type Token } from 'stream-json/core/parser.js'
import { jsonVerifier } from 'stream-json/core/utils/verifier.js'
import { notValidJson } from '../../../shared/bigsearch/uploadMessages.js'

export type JsonPath = readonly (string | number)[]

export interface ValuesAtOptions {
  /** Whether the value at this path is one to yield; asked only down to `maxDepth`. */
  select: (path: JsonPath) => boolean
  maxDepth: number
  /** Numbers as their text ('1.00', '123063022888'), as ExifTool's identifiers must be read. */
  numbersAsText?: boolean
  /** The most characters one chosen value may hold (its keys, strings and numbers, one per other token). */
  maxValueChars: number
}

/** A JSON file that cannot be read as the product needs: the message says what and where. */
export class JsonFileError extends Error {}

/** A chosen value larger than maxValueChars; `count` is how many values came before it. */
export class ValueTooLarge extends Error {
  constructor(readonly count: number) {
    super(`value ${count} is larger than the limit`)
  }
}

/** The tokenizer's own error, kept apart from errors of the code that reads the values. */
class TokenizerError extends Error {
  constructor(cause: unknown) {
    super('JSON tokenizer error', { cause })
  }
}

const READ_BLOCK_BYTES = 64 * 1024
const MAX_KEY_CHARS = 10_000

function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true })
  else target[key] = value
}

/** Builds one value from its tokens (the parser streams strings and numbers in chunks, so none is held twice). */
class ValueBuilder {
  private readonly stack: { container: Record<string, unknown> | unknown[]; key: string }[] = []
  private text = ''
  private size = 0
  value: unknown = undefined
  done = false

  constructor(private readonly numbersAsText: boolean, private readonly maxChars: number) {}

  add(token: Token): void {
    if (++this.size > this.maxChars) throw new ValueTooLarge(0)
    switch (token.name) {
      case 'startObject':
        return this.open({})
      case 'startArray':
        return this.open([])
      case 'endObject':
      case 'endArray':
        this.stack.pop()
        if (this.stack.length === 0) this.done = true
        return
      case 'startKey':
      case 'startString':
      case 'startNumber':
        this.text = ''
        return
      case 'stringChunk':
      case 'numberChunk':
        this.size += token.value.length
        if (this.size > this.maxChars) throw new ValueTooLarge(0)
        this.text += token.value
        return
      case 'endKey':
        this.stack[this.stack.length - 1]!.key = this.text
        return
      case 'endString':
        return this.put(this.text)
      case 'endNumber':
        return this.put(this.numbersAsText ? this.text : Number(this.text))
      case 'nullValue':
      case 'trueValue':
      case 'falseValue':
        return this.put(token.value)
      default:
        return
    }
  }

  private open(container: Record<string, unknown> | unknown[]): void {
    this.put(container)
    this.stack.push({ container, key: '' })
  }

  private put(value: unknown): void {
    const top = this.stack[this.stack.length - 1]
    if (!top) {
      this.value = value
      if (typeof value !== 'object' || value === null) this.done = true
    } else if (Array.isArray(top.container)) top.container.push(value)
    else setOwn(top.container, top.key, value)
  }
}

/** Where the document stands: one frame per open object or list, and the path to the value being read. */
class PathTracker {
  private readonly frames: { array: boolean; next: number }[] = []
  readonly path: (string | number)[] = []
  private key = ''

  get depth(): number {
    return this.frames.length
  }

  /** A value starts here: a list counts it. */
  valueStart(): void {
    const top = this.frames[this.frames.length - 1]
    if (top?.array) this.path[this.frames.length - 1] = top.next++
  }

  open(array: boolean): void {
    this.frames.push({ array, next: 0 })
    this.path.push(array ? 0 : '')
  }

  close(): void {
    this.frames.pop()
    this.path.pop()
  }

  keyStart(): void {
    this.key = ''
  }

  keyChunk(text: string): void {
    if (this.key.length < MAX_KEY_CHARS) this.key += text
  }

  keyEnd(): void {
    this.path[this.frames.length - 1] = this.key
  }
}

const VALUE_STARTS = new Set(['startObject', 'startArray', 'startString', 'startNumber', 'nullValue', 'trueValue', 'falseValue'])

function tokensOf(result: unknown): Token[] {
  if (result === none) return []
  return isMany(result) ? (getManyValues(result) as Token[]) : [result as Token]
}

/** The parser's complaint without its prefix: 'expected a value'. */
function what(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.replace(/^(?:Parser|Verifier) (?:cannot parse input|has expected)(?::\s*)?/, '').replace(/^ERROR at .*?: /, '').trim() || message
}

/**
 * The byte where a file stops being JSON. Read as Latin-1 every byte is one character, so the verifier's offset is
 * the byte's; a UTF-8 byte-order mark is skipped and counted.
 */
async function syntaxErrorAt(path: string): Promise<{ what: string; offset: number } | null> {
  const verify = jsonVerifier()
  let skip = 0
  let first = true
  try {
    for await (const block of createReadStream(path, { encoding: 'latin1', highWaterMark: READ_BLOCK_BYTES })) {
      let text = block as string
      if (first && text.startsWith('\u00ef\u00bb\u00bf')) {
        text = text.slice(3)
        skip = 3
      }
      first = false
      verify(text)
    }
    verify(none as unknown as string) // the end: the verifier checks nothing is left open
    return null
  } catch (error) {
    const offset = (error as { offset?: unknown }).offset
    return { what: what(error).replace(/^Verifier cannot parse input: /, ''), offset: typeof offset === 'number' ? offset + skip : 0 }
  }
}

/** Reports a tokenizer error as the file's JSON problem, with the byte the verifier finds. */
async function jsonProblem(path: string, error: unknown): Promise<JsonFileError> {
  const at = await syntaxErrorAt(path)
  return new JsonFileError(notValidJson(at?.what ?? what(error), at?.offset ?? 0))
}

/** The values at the chosen places of the JSON file at `path`, in the file's order. */
export async function* valuesAt(path: string, options: ValuesAtOptions): AsyncGenerator<{ path: JsonPath; value: unknown }> {
  const parse = jsonParser({ packValues: false, streamValues: true })
  const decoder = new StringDecoder('utf8')
  const tracker = new PathTracker()
  let builder: ValueBuilder | null = null
  let builderPath: JsonPath = []
  let count = 0
  let first = true
  let inKey = false

  const handle = function* (tokens: Token[]): Generator<{ path: JsonPath; value: unknown }> {
    for (const token of tokens) {
      if (builder) {
        try {
          builder.add(token)
        } catch (error) {
          if (error instanceof ValueTooLarge) throw new ValueTooLarge(count)
          throw error
        }
        if (builder.done) {
          const value = builder.value
          builder = null
          count++
          // The builder took the value's closing token: the tracker closes the frame it opened for it.
          if (token.name === 'endObject' || token.name === 'endArray') tracker.close()
          yield { path: builderPath, value }
        } else if (token.name === 'startObject' || token.name === 'startArray') tracker.open(token.name === 'startArray')
        else if (token.name === 'endObject' || token.name === 'endArray') tracker.close()
        continue
      }
      if (VALUE_STARTS.has(token.name)) {
        tracker.valueStart()
        if (tracker.depth <= options.maxDepth && options.select(tracker.path.slice(0, tracker.depth))) {
          builderPath = tracker.path.slice(0, tracker.depth)
          builder = new ValueBuilder(options.numbersAsText ?? false, options.maxValueChars)
          builder.add(token)
          if (token.name === 'startObject' || token.name === 'startArray') tracker.open(token.name === 'startArray')
          if (builder.done) {
            const value = builder.value
            builder = null
            count++
            yield { path: builderPath, value }
          }
          continue
        }
      }
      switch (token.name) {
        case 'startObject':
        case 'startArray':
          tracker.open(token.name === 'startArray')
          break
        case 'endObject':
        case 'endArray':
          tracker.close()
          break
        case 'startKey':
          tracker.keyStart()
          break
        case 'endKey':
          tracker.keyEnd()
          break
        case 'stringChunk':
          // Only a key's chunks are kept, and only while no string value is open (the parser streams both alike).
          if (inKey) tracker.keyChunk(token.value)
          break
      }
      if (token.name === 'startKey') inKey = true
      else if (token.name === 'endKey') inKey = false
    }
  }

  const parseText = (text: string | typeof none): Token[] => {
    try {
      return tokensOf(parse(text as string))
    } catch (error) {
      throw new TokenizerError(error)
    }
  }

  try {
    for await (const block of createReadStream(path, { highWaterMark: READ_BLOCK_BYTES })) {
      let text = decoder.write(block as Buffer)
      if (first && text.charCodeAt(0) === 0xfeff) text = text.slice(1)
      if (text) first = false
      yield* handle(parseText(text))
    }
    yield* handle(parseText(decoder.end()))
    yield* handle(parseText(none))
  } catch (error) {
    if (error instanceof TokenizerError) throw await jsonProblem(path, error.cause)
    throw error
  }
}
