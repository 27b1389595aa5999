// The metadata reader (issue 12 §1), one for the server's importer and the browser's extractor: our IFD
// walker for the Exif directories (exifr's where the walker finds none), exifr for IPTC and XMP, our own
// readers for maker notes and FLIR's segment. It reads bytes, never throws on bad input, and answers
// what it could read with a list of problems.

import { Candidates } from './candidates.js'
import { readExifIfds, tagMap, type ExifIfds, type TagMap } from './exif-ifds.js'
import { readStandardBlocks, type StandardBlocks } from './exifr-blocks.js'
import type { Found, MetadataReading } from './fields.js'
import { readFlir } from './flir.js'
import { findSegments, type ImageSegments } from './image-segments.js'
import { addIptcValues } from './iptc-values.js'
import { readMakerNote } from './makernotes/identify.js'
import { Problems } from './problems.js'
import { addExifValues, type ExifBlocks } from './standard-values.js'
import { trimmed } from './text.js'
import { addXmpValues } from './xmp-values.js'

const NO_BLOCKS: StandardBlocks = { ifd0: null, ifd1: null, exif: null, gps: null, iptc: null, xmp: null }

/**
 * The Exif directories, tag by tag: our walker's value for every entry it read, exifr's for the rest
 * (a HEIF file, whose Exif block only exifr finds). exifr stops a directory at its first bad entry and
 * drops the entries after it, or all of IFD0, Exif and GPS for a bad IFD0 entry; the walker skips that
 * one entry, so one quirk never costs its neighbours.
 */
function exifBlocks(standard: StandardBlocks, walked: ExifIfds | null, problems: Problems): ExifBlocks {
  const label = { ifd0: 'IFD0', ifd1: 'IFD1', exif: 'ExifIFD', gps: 'GPS' }
  const merge = (name: 'ifd0' | 'ifd1' | 'exif' | 'gps', ours: TagMap | null): TagMap | null => {
    const theirs = standard[name]
    if (!ours?.size) return theirs
    if (!theirs && name !== 'ifd1') problems.add(`${label[name]}: read by the fallback walker (exifr did not read it)`)
    return new Map([...(theirs ?? []), ...ours])
  }
  return {
    ifd0: merge('ifd0', walked ? tagMap(walked.tiff, walked.ifd0) : null),
    ifd1: merge('ifd1', walked ? tagMap(walked.tiff, walked.ifd1) : null),
    exif: merge('exif', walked ? tagMap(walked.tiff, walked.exif) : null),
    gps: merge('gps', walked ? tagMap(walked.tiff, walked.gps) : null),
  }
}

function makeAndModel(blocks: ExifBlocks): { make: string; model: string } {
  const text = (value: unknown) => (typeof value === 'string' ? trimmed(value) : '')
  return { make: text(blocks.ifd0?.get(0x010f)), model: text(blocks.ifd0?.get(0x0110)) }
}

/** The maker note's values, and whose note it is (null when the file has none). */
function addMakerNote(candidates: Candidates, walked: ExifIfds | null, blocks: ExifBlocks, problems: Problems): MetadataReading['makerNote'] {
  if (!walked?.makerNote) return null
  const { make, model } = makeAndModel(blocks)
  const result = readMakerNote({ tiff: walked.tiff, note: walked.makerNote, make, model, problems })
  if (!result) return { maker: make || 'unknown', read: false }
  for (const { field, value, tag } of result.values) {
    // A note's zone is the camera's setting, not written with any one time.
    if (field === 'dateTimeOriginalOffset') candidates.addOffset(value, 'makernote', tag, null)
    else candidates.addText(field, value, 'makernote', tag)
  }
  return { maker: result.maker, read: result.read }
}

function addFlir(candidates: Candidates, data: Uint8Array, problems: Problems): void {
  const flir = readFlir(data, problems)
  let time: Found<string> | null = null
  for (const { field, value, tag } of flir.values) {
    if (field === 'dateTimeOriginalOffset') candidates.addOffset(value, 'flir', tag, time)
    else {
      const found = candidates.addText(field, value, 'flir', tag)
      if (field === 'dateTimeOriginal') time = found
    }
  }
  candidates.addPosition(flir.gps, 'flir', 'FLIR:GPSLatitude/GPSLongitude')
}

async function read(bytes: Uint8Array, problems: Problems): Promise<MetadataReading> {
  const segments: ImageSegments = findSegments(bytes, problems)
  const walked = segments.tiff ? readExifIfds(segments.tiff, problems) : null
  const standard = segments.format === 'unknown' ? NO_BLOCKS : await readStandardBlocks(bytes, problems)
  const blocks = exifBlocks(standard, walked, problems)
  const candidates = new Candidates()
  addExifValues(candidates, blocks)
  const makerNote = addMakerNote(candidates, walked, blocks, problems)
  if (standard.xmp) addXmpValues(candidates, standard.xmp)
  if (standard.iptc) addIptcValues(candidates, standard.iptc)
  if (segments.flir) addFlir(candidates, segments.flir, problems)
  candidates.addNumber('width', segments.width, 'file', `${segments.format.toUpperCase()} frame`)
  candidates.addNumber('height', segments.height, 'file', `${segments.format.toUpperCase()} frame`)
  return candidates.reading(segments.format, makerNote, problems.all())
}

/**
 * Reads the metadata of an image's bytes: each field's values with their sources, and the value to
 * show. Never rejects: what could not be read is listed in `problems`.
 */
export async function readMetadata(input: Uint8Array | ArrayBuffer): Promise<MetadataReading> {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input)
  const problems = new Problems()
  try {
    return await read(bytes, problems)
  } catch (error) {
    // Every reader checks its offsets; this is the net under a mistake of ours, not a path for bad input.
    problems.add(`reader: ${error instanceof Error ? error.message : String(error)}`)
    return new Candidates().reading('unknown', null, problems.all())
  }
}
