// A JSON object reply read as it arrives, when its list field comes last (the search reply of spec-1 §7,
// server/api/search/reply-json.ts): the fields before the list, then each complete item of the list, so a
// page can show its first results while the rest of a 1,000-result reply is still on its way (issue 15 §9).
// It only ever reports partial values: the whole text, parsed once complete, still decides the reply.

import { BACKSLASH, CLOSE_BRACE, CLOSE_BRACKET, COLON, COMMA, OPEN_BRACE, OPEN_BRACKET, QUOTE } from '../text/json-characters.js'

/** What a streamed read reports: the fields read before the list, and the list's items so far. */
export type PartialObject = Record<string, unknown>

export interface StreamedListOptions {
  /** The name of the list field, the last field of the reply object. */
  field: string
  /** Told of the object read so far, each time the list has grown past the next threshold. */
  onPartial(value: PartialObject): void
  /**
   * The number of items of the first report; each later report waits until the count has doubled, so a slow
   * CPU does not redraw the list on every network chunk.
   */
  firstAt?: number
  /**
   * After the report that reaches this many items the reader stops: the rest of the text is only kept for the
   * whole read, scanned by no one. On a slow phone scanning and parsing a thousand items one by one, and drawing
   * the list again for each report, costs more than it gives: the first pages are what a person looks at first.
   */
  lastAt?: number
}

export interface StreamedListReader {
  /**
   * Reads the next piece of the decoded text; true when it reported. The first report stops the read where
   * it is reached, so that the page can draw its first page before the rest of the text is read: `push('')`
   * reads on.
   */
  push(text: string): boolean
}

/** One page of the search list at its smallest size (spec-1 §9: page sizes from 25). */
export const FIRST_REPORT_AT = 25
/** One page of the search list at its largest size (spec-1 §9: page sizes up to 200). */
export const LAST_REPORT_AT = 200


const isSpace = (code: number) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09

/**
 * 'start' waits for the object's `{`; 'head' reads its fields until the list field's `[`; 'list' reads items;
 * 'over' ignores the rest: the list has ended, or the text is not of that shape, or is a failure.
 */
type Phase = 'start' | 'head' | 'list' | 'over'

export function createStreamedListReader(options: StreamedListOptions): StreamedListReader {
  const firstAt = Math.max(1, options.firstAt ?? FIRST_REPORT_AT)
  const lastAt = Math.max(firstAt, options.lastAt ?? LAST_REPORT_AT)
  let phase: Phase = 'start'
  // The text not yet dropped, and where in it the scan is; `offset` is how much was dropped before it.
  let text = ''
  let at = 0
  // Inside a string, and just after its backslash.
  let inString = false
  let escaped = false
  // Brackets open: in 'head', 1 is the object's own level; in 'list', 0 is the list's own level.
  let depth = 0
  // 'head': where the current top-level string began and whether it stands where a key does.
  let stringStart = -1
  let expectingKey = true
  let lastKey: { name: string; start: number } | null = null
  let afterListKey = false
  // 'list': where the current item began (-1 between items).
  let itemStart = -1
  let leading: PartialObject = {}
  const items: unknown[] = []
  let nextReport = firstAt
  let reportedFirst = false

  const stop = () => {
    phase = 'over'
    text = ''
    at = 0
  }

  /** The fields before the list key, as their own object: `{"a":1,` becomes `{"a":1}`. */
  function readLeading(keyStart: number): boolean {
    const before = text.slice(0, keyStart).trimEnd().replace(/,$/, '')
    try {
      const value = JSON.parse(`${before}}`) as unknown
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
      // spec-1 §7: a reply saying success false is a failure, whatever else it holds.
      if ((value as { success?: unknown }).success === false) return false
      leading = value as PartialObject
      return true
    } catch {
      return false
    }
  }

  function endItem(end: number): boolean {
    if (itemStart < 0) return true
    try {
      items.push(JSON.parse(text.slice(itemStart, end)))
    } catch {
      return false
    }
    itemStart = -1
    return true
  }

  function scanHead(code: number): void {
    if (inString) {
      if (escaped) escaped = false
      else if (code === BACKSLASH) escaped = true
      else if (code === QUOTE) {
        inString = false
        if (depth === 1 && expectingKey) {
          lastKey = { name: JSON.parse(text.slice(stringStart, at + 1)) as string, start: stringStart }
          expectingKey = false
        }
      }
      return
    }
    if (afterListKey && !isSpace(code) && code !== COLON) {
      // The list field holds something other than a list: nothing to read as it arrives.
      if (code !== OPEN_BRACKET) return stop()
      if (!readLeading(lastKey!.start)) return stop()
      phase = 'list'
      depth = 0
      text = text.slice(at + 1)
      at = -1
      return
    }
    if (code === QUOTE) {
      inString = true
      stringStart = at
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) depth++
    else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--
      // The object ended without the list field.
      if (depth === 0) stop()
    } else if (depth === 1 && code === COMMA) expectingKey = true
    else if (depth === 1 && code === COLON) afterListKey = lastKey?.name === options.field
  }

  function scanList(code: number): void {
    if (inString) {
      if (escaped) escaped = false
      else if (code === BACKSLASH) escaped = true
      else if (code === QUOTE) inString = false
      return
    }
    if (isSpace(code)) return
    if (depth === 0 && (code === COMMA || code === CLOSE_BRACKET)) {
      if (!endItem(at)) return stop()
      // The list is complete; the whole text is moments away and decides the reply.
      if (code === CLOSE_BRACKET) stop()
      return
    }
    if (itemStart < 0) itemStart = at
    if (code === QUOTE) inString = true
    else if (code === OPEN_BRACE || code === OPEN_BRACKET) depth++
    else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) depth--
  }

  function report(): boolean {
    if (items.length < nextReport) return false
    while (nextReport <= items.length) nextReport *= 2
    reportedFirst = true
    options.onPartial({ ...leading, [options.field]: items.slice() })
    if (items.length >= lastAt) stop()
    return true
  }

  function push(chunk: string): boolean {
    if (phase === 'over') return false
    text += chunk
    // `phase` is read afresh on each turn: the scan functions change it. The scan stops at the item that
    // reaches the first report: a reply already in arrives as a few large pieces, and reading on through one
    // would keep its first page from the page for as long as the rest of the piece takes to scan and parse.
    // Later reports come once a piece, as the page need not draw more than one a piece.
    for (; at < text.length && (phase as Phase) !== 'over' && (reportedFirst || items.length < firstAt); at++) {
      const code = text.charCodeAt(at)
      if (phase === 'start') {
        if (isSpace(code)) continue
        if (code !== OPEN_BRACE) {
          stop()
          return false
        }
        phase = 'head'
        depth = 1
      } else if (phase === 'head') scanHead(code)
      else scanList(code)
    }
    if (phase !== 'list') return false
    // Keep only the item being read and the text not yet scanned, so the text held stays about a chunk long.
    const keep = itemStart < 0 ? at : itemStart
    text = text.slice(keep)
    at -= keep
    if (itemStart >= 0) itemStart = 0
    return report()
  }

  return { push }
}
