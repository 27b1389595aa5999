// The raw tags the sighting page lists (Exif, GPS and IPTC by exifr's tag names, values as written),
// kept with each imported sighting. The fields it searches come from the metadata reader instead.

import exifr from 'exifr'

type Tags = Record<string, unknown>

const PARSE_OPTIONS = {
  tiff: true, exif: true, gps: true, interop: false, ifd1: false, iptc: true, xmp: false,
  makerNote: false, userComment: false,
  mergeOutput: false,
  // Dates and codes as written: revived dates would depend on the machine's time zone.
  reviveValues: false, translateValues: false, translateKeys: true, sanitize: true,
}

/** The tags as JSON can hold them: binary values as hex, dates as ISO text. */
function jsonSafe(tags: Tags): Tags {
  const out: Tags = {}
  for (const [name, value] of Object.entries(tags)) {
    if (value instanceof Uint8Array) out[name] = Buffer.from(value).toString('hex')
    else if (value instanceof Date) out[name] = Number.isNaN(value.getTime()) ? null : value.toISOString()
    else if (typeof value === 'number' && !Number.isFinite(value)) out[name] = null
    else out[name] = value
  }
  return out
}

/** IFD0, Exif, GPS and IPTC tags merged by name; empty when exifr cannot read them. */
export async function readRawTags(data: Uint8Array): Promise<Tags> {
  let blocks: Record<string, Tags | undefined> = {}
  try {
    blocks = ((await exifr.parse(data, PARSE_OPTIONS)) ?? {}) as Record<string, Tags | undefined>
  } catch {
    // exifr refuses some malformed Exif blocks outright; the reader's fields still come through.
  }
  const { ifd0 = {}, exif = {}, gps = {}, iptc = {} } = blocks
  return jsonSafe({ ...ifd0, ...exif, ...gps, ...iptc })
}
