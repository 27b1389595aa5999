// Reads the standard parts with exifr (IFD0, Exif, GPS, IPTC, XMP), as tag-ID maps and the XMP packet
// as written: exifr's own XMP parser turns numeric-looking values into numbers and so loses a serial's
// leading zeros ("022021000319"), so XMP is read as text (xmp.ts), as the importer did.

import exifr from 'exifr'
import type { TagMap } from './exif-ifds.js'
import type { Problems } from './problems.js'

export interface StandardBlocks {
  ifd0: TagMap | null
  /** The thumbnail's IFD: only its Orientation is used, when IFD0 has none (Adobe Bridge). */
  ifd1: TagMap | null
  exif: TagMap | null
  gps: TagMap | null
  /** IPTC datasets by number (80 By-line, 116 CopyrightNotice, …). */
  iptc: Map<number, unknown> | null
  xmp: string | null
}

const OPTIONS = {
  tiff: true, exif: true, gps: true, interop: false, ifd1: true, iptc: true,
  xmp: { parse: false, multiSegment: true },
  // Maker notes are ours (makernotes/); exifr would only hand over their raw bytes.
  makerNote: false, userComment: false,
  mergeOutput: false,
  // Dates and codes as written, tags by number: revived dates would depend on the machine's time zone.
  reviveValues: false, translateValues: false, translateKeys: false, sanitize: false,
}

function tagMap(block: unknown): TagMap | null {
  if (!block || typeof block !== 'object') return null
  const out: TagMap = new Map()
  for (const [key, value] of Object.entries(block as Record<string, unknown>)) {
    const tag = Number(key)
    if (!Number.isInteger(tag)) continue
    if (typeof value === 'string' || typeof value === 'number' || value instanceof Uint8Array) out.set(tag, value)
    else if (Array.isArray(value) && value.every((n) => typeof n === 'number')) out.set(tag, value as number[])
  }
  return out.size ? out : null
}

function numbered(block: unknown): Map<number, unknown> | null {
  if (!block || typeof block !== 'object') return null
  const out = new Map<number, unknown>()
  for (const [key, value] of Object.entries(block as Record<string, unknown>)) if (Number.isInteger(Number(key))) out.set(Number(key), value)
  return out.size ? out : null
}

/** What exifr reads; a block it refuses is null, with its reason among the problems. */
export async function readStandardBlocks(bytes: Uint8Array, problems: Problems): Promise<StandardBlocks> {
  let output: Record<string, unknown> = {}
  try {
    output = ((await exifr.parse(bytes, OPTIONS)) ?? {}) as Record<string, unknown>
  } catch (error) {
    problems.add(`exifr: ${error instanceof Error ? error.message : String(error)}`)
  }
  const errors = output.errors
  if (Array.isArray(errors)) for (const error of errors) problems.add(`exifr: ${error instanceof Error ? error.message : String(error)}`)
  return {
    ifd0: tagMap(output.ifd0),
    ifd1: tagMap(output.ifd1),
    exif: tagMap(output.exif),
    gps: tagMap(output.gps),
    iptc: numbered(output.iptc),
    xmp: typeof output.xmp === 'string' ? output.xmp : null,
  }
}

