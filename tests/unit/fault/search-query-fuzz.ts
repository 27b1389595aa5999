// Generated search queries for the fault tests: the filter language of spec-1 §3.4 and §4.5 written well
// and badly, from one seed, so that a failure names a query that can be run again.

import { LEGACY_FIELD_NAMES, SEARCH_FIELDS } from '../../../shared/search/fields.js'
import { NON_FILTER_PARAMS } from '../../../shared/search/filters.js'

/** The names every plain JavaScript object answers to: a lookup by one must find nothing. */
export const PROTOTYPE_NAMES: readonly string[] = [
  'constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'propertyIsEnumerable',
  'toLocaleString', '__defineGetter__', '__defineSetter__', '__lookupGetter__', '__lookupSetter__', 'prototype',
]

/** mulberry32: a small seeded generator, the same sequence on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Random = () => number

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!
const int = (random: Random, max: number) => Math.floor(random() * (max + 1))

const FIELD_NAMES = SEARCH_FIELDS.map((f) => f.name)
const LEGACY_NAMES = Object.keys(LEGACY_FIELD_NAMES)
const CONTROL = ['\u0000', '\u0001', '\u0007', '\u0008', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009f']
const ODD_TEXT = [
  '', ' ', '*', '**', '***', '*a*', 'a*b*c', '*.*', '%', '_', '%_%', '\\', '\\*', '[', ']', '[a-z]', '?', '"', '""',
  '"unclosed', "'", ';', '--', "') OR 1=1 --", 'NEAR(a b)', 'a AND b', 'a OR b', 'NOT a', '^a', 'a:b', '-a', '+a',
  '(a', 'a)', '{a}', 'é', 'ß', '日本語', '🙂', '\u202e', '\u0301', '\ufeff', '\ud7ff', '\u2028', ' - ', ' - - ', '-',
  'null', 'undefined', 'NaN', 'Infinity', '-0', '1e309', '0x10', '1'.repeat(400), '9'.repeat(30),
]

/** A value in one of the forms the field's kind reads, or nearly. */
function fieldValue(random: Random, name: string): string {
  switch (name) {
    case 'dateTimeOriginal':
    case 'dateFirstSeen':
    case 'dateLastSeen':
      return pick(random, ['2020-05-01', '2020-05-01 12:00:00', ' - 2020-01-01', '2020-01-01 - ', '2020-01-01 - 2019-01-01', '2020-02-30', '99999-01-01', '2020-05-01T12:00:00.123Z'])
    case 'filesize':
    case 'longestEdge':
    case 'shortestEdge':
      return pick(random, ['100', '2 KB', '1.5MB', ' - 10', '10 - ', '10 - 5', '1 constructor', '1 __proto__', '1 toString', '1 valueof', '0', `${'9'.repeat(400)} KB`, '1 - 9'.repeat(3)])
    case 'location':
      return pick(random, ['51.5:-0.12:1:Miles', '0:0:1:MILES', '90:180:1:Meters', '-90:-180:99999999:Kilometers', `0:0:${'9'.repeat(400)}:Miles`, '1:1:1:constructor', '1:1:1', 'a:b:c:d', '0:179.9999:500:Kilometers'])
    case 'photoDNAFullHash':
      return pick(random, [Array.from({ length: 144 }, (_, i) => i).join(','), 'ab'.repeat(144), 'A'.repeat(192), '1,2,3', '256,'.repeat(143) + '0', 'x'])
    case 'all':
      return pick(random, ['canon', 'canon nikon', '"canon eos"', 'can*', '"a" "b"', '@@', 'a'.repeat(50), Array.from({ length: 300 }, (_, i) => `w${i}`).join(' ')])
    default:
      return pick(random, ['Canon', 'canon', '*EOS*', 'sunny*', '*a*', '*ab*', 'Canon EOS 5D', '"John Smith"', 'pics.example'])
  }
}

function value(random: Random, name: string): string {
  const r = random()
  if (r < 0.45) return fieldValue(random, name)
  if (r < 0.7) return pick(random, ODD_TEXT)
  if (r < 0.8) return `${fieldValue(random, name)}${pick(random, CONTROL)}${pick(random, ODD_TEXT)}`
  if (r < 0.86) return pick(random, PROTOTYPE_NAMES)
  if (r < 0.92) return pick(random, ['a', '*a', 'ab*', '%', 'x y ']).repeat(1 + int(random, 700))
  return Array.from({ length: 1 + int(random, 8) }, () => pick(random, ODD_TEXT)).join(pick(random, ['', '*', ' ', ':', ',']))
}

function name(random: Random): string {
  const r = random()
  const base =
    r < 0.5 ? pick(random, FIELD_NAMES)
    : r < 0.62 ? pick(random, LEGACY_NAMES)
    : r < 0.67 ? pick(random, LEGACY_NAMES).toUpperCase()
    : r < 0.8 ? pick(random, PROTOTYPE_NAMES)
    : r < 0.88 ? pick(random, [...NON_FILTER_PARAMS])
    : r < 0.94 ? pick(random, ODD_TEXT)
    : `${pick(random, FIELD_NAMES)}${pick(random, CONTROL)}`
  return random() < 0.2 ? `-${base}` : base
}

/** The documented limit of filters in one search, written out so that the queries straddle it as documented. */
const FILTER_LIMIT = 100

/** How many filters one query carries: mostly a few, sometimes around the limit, now and then a flood. */
function filterCount(random: Random): number {
  const r = random()
  if (r < 0.8) return 1 + int(random, 4)
  if (r < 0.95) return FILTER_LIMIT - 3 + int(random, 6)
  return 200 + int(random, 1000)
}

/** Percent-encodes a query part, now and then leaving a broken escape or a raw character in it. */
function encode(random: Random, text: string): string {
  const r = random()
  if (r < 0.03) return `${encodeURIComponent(text)}%${pick(random, ['', 'z', 'zz', 'E0', 'E0%A4', 'C0%80', 'ED%A0%80', '00'])}`
  if (r < 0.06) return text.replace(/[&=#\s]/g, '')
  return encodeURIComponent(text)
}

/** A filter the service should run: a searchable field, a value in its form, excluded when it may be. */
function wellFormedFilter(random: Random): [string, string] {
  const field = pick(random, SEARCH_FIELDS.filter((f) => f.kind !== 'display'))
  const key = field.excludable && random() < 0.3 ? `-${field.name}` : field.name
  return [key, fieldValue(random, field.name)]
}

/** One generated query string (without the leading `?`); about a third are well formed. */
export function generatedQuery(random: Random): string {
  const wellFormed = random() < 0.35
  const filter = (): [string, string] => {
    if (wellFormed) return wellFormedFilter(random)
    const key = name(random)
    return [key, value(random, key.replace(/^-/, ''))]
  }
  const parts: string[] = []
  const count = filterCount(random)
  // A flood repeats a handful of filters, as a script would.
  const pool = count > 10 ? Array.from({ length: 5 }, filter) : null
  for (let i = 0; i < count; i++) {
    const [key, raw] = pool ? pick(random, pool) : filter()
    parts.push(`${encode(random, key)}=${encode(random, raw)}`)
  }
  if (random() < 0.5) parts.push('allowWildcards=true')
  if (random() < 0.1) parts.push(`groupBy=${encode(random, pick(random, ['camera', 'domain', 'constructor', '__proto__', 'x']))}`)
  if (random() < 0.1) parts.push(`exists=${encode(random, pick(random, ['location', 'make', 'constructor', 'toString', 'x']))}`)
  if (random() < 0.1) parts.push(`page=${pick(random, ['1', '2', '0', '-1', 'constructor', '9'.repeat(30)])}`)
  if (random() < 0.1) parts.push(`resultSize=${pick(random, ['1', '1000', '1001', 'x'])}`)
  if (random() < 0.05) parts.push('mustHaveGPS=true')
  return parts.join('&')
}
