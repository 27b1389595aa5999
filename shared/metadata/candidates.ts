// Collects the values found for each field, from whatever source, and turns them into the reading's
// fields: text trimmed, placeholders marked, values ordered by source, and the offset chosen to go
// with the time that is shown.

import { field, type Field, type FieldName, type Found, type GpsPosition, type MetadataReading, type Source } from './fields.js'
import { placeholderReason, type PlaceholderReason, type ValueKind } from './placeholders.js'
import { trimmed } from './text.js'
import { localTime } from './times.js'

export type TextField = Exclude<FieldName, 'gps' | 'orientation' | 'width' | 'height' | 'dateTimeOriginalOffset'>
export type NumberField = 'orientation' | 'width' | 'height'

const KIND: Record<TextField, ValueKind> = {
  make: 'text', model: 'text', serialNumber: 'serial', internalSerialNumber: 'serial', lensSerialNumber: 'serial',
  lensModel: 'text', lensId: 'text', dateTimeOriginal: 'time', dateCreated: 'time', gpsDateTime: 'time',
  ownerName: 'person', artist: 'person', creator: 'person', creatorEmail: 'text', creatorAddress: 'text',
  copyright: 'person', software: 'text', imageUniqueId: 'id', instanceId: 'id',
  xpTitle: 'text', xpComment: 'text', xpAuthor: 'person', xpKeywords: 'text', xpSubject: 'text',
}

/** Issue 12 §1: the Exif value, else the maker note's, else XMP's; then IPTC and FLIR's segment. */
const SOURCE_ORDER: Source[] = ['exif', 'makernote', 'xmp', 'iptc', 'flir', 'file']
/** A picture's size is what its frame header says; tags only claim one. */
const SIZE_ORDER: Source[] = ['file', 'exif', 'makernote', 'xmp', 'iptc', 'flir']

/** An offset found in the file: with the time it was written with, or (null) a camera's zone setting. */
interface OffsetFound extends Found<string> {
  withTime: Found<string> | null
}

function ordered<F extends Found<unknown>>(values: F[], order: Source[]): F[] {
  return values.map((found, index) => ({ found, index }))
    .sort((a, b) => order.indexOf(a.found.source) - order.indexOf(b.found.source) || a.index - b.index)
    .map(({ found }) => found)
}

function timePlaceholder(value: string): PlaceholderReason | null {
  if (!value.trim()) return 'blank'
  return localTime(value) === null && !/T\d{2}:\d{2}(:\d{2})?(\.\d+)?Z$/.test(value) ? 'no real date' : null
}

export class Candidates {
  private readonly text = new Map<TextField, Found<string>[]>()
  private readonly numbers = new Map<NumberField, Found<number>[]>()
  private readonly positions: Found<GpsPosition>[] = []
  private readonly offsets: OffsetFound[] = []

  private found<T>(value: T, source: Source, tag: string, placeholder: PlaceholderReason | null): Found<T> {
    return placeholder ? { value, source, tag, placeholder } : { value, source, tag }
  }

  /** A text value as written; strings are trimmed, and a value that is no text at all is ignored. */
  addText(name: TextField, value: string | null | undefined, source: Source, tag: string): Found<string> | null {
    if (typeof value !== 'string') return null
    const text = trimmed(value)
    const kind = KIND[name]
    const reason = kind === 'time' ? timePlaceholder(text) : placeholderReason(kind, text)
    const found = this.found(text, source, tag, reason)
    this.text.set(name, [...(this.text.get(name) ?? []), found])
    return found
  }

  addNumber(name: NumberField, value: number | null | undefined, source: Source, tag: string): void {
    if (typeof value !== 'number' || !Number.isFinite(value)) return
    this.numbers.set(name, [...(this.numbers.get(name) ?? []), this.found(value, source, tag, null)])
  }

  addPosition(position: GpsPosition | null, source: Source, tag: string): void {
    if (!position || !(Math.abs(position.latitude) <= 90) || !(Math.abs(position.longitude) <= 180)) return
    const zero = position.latitude === 0 && position.longitude === 0
    this.positions.push(this.found(position, source, tag, zero ? 'zero position' : null))
  }

  /** A zone offset: written with a time (pass the Found that addText gave for it) or set in the camera. */
  addOffset(offset: string | null, source: Source, tag: string, withTime: Found<string> | null): void {
    if (offset) this.offsets.push({ value: offset, source, tag, withTime })
  }

  /**
   * The offsets in order of trust for the time shown: one written with that very value, then one
   * written with the same time elsewhere in the file (XMP's copy of an Exif time), then the camera's
   * zone setting; offsets written with other times last.
   */
  private offsetField(time: Field<string>): Field<string> {
    const shown = time.values.find((found) => found.value === time.value && found.source === time.source && found.tag === time.tag)
    const shownLocal = localTime(time.value)
    const rank = (offset: OffsetFound) => {
      if (!offset.withTime) return 2
      if (offset.withTime === shown) return 0
      return shownLocal !== null && localTime(offset.withTime.value) === shownLocal ? 1 : 3
    }
    const sorted = ordered(this.offsets, SOURCE_ORDER).map((offset, index) => ({ offset, index }))
      .sort((a, b) => rank(a.offset) - rank(b.offset) || a.index - b.index)
    const values = sorted.map(({ offset }) => ({ value: offset.value, source: offset.source, tag: offset.tag }))
    const chosen = time.value === null ? undefined : sorted.find(({ offset }) => rank(offset) < 3)?.offset
    return { value: chosen?.value ?? null, source: chosen?.source ?? null, tag: chosen?.tag ?? null, placeholder: null, values }
  }

  private textField(name: TextField): Field<string> {
    return field(ordered(this.text.get(name) ?? [], SOURCE_ORDER))
  }

  private numberField(name: NumberField): Field<number> {
    return field(ordered(this.numbers.get(name) ?? [], name === 'orientation' ? SOURCE_ORDER : SIZE_ORDER))
  }

  reading(format: MetadataReading['format'], makerNote: MetadataReading['makerNote'], problems: string[]): MetadataReading {
    const dateTimeOriginal = this.textField('dateTimeOriginal')
    return {
      format,
      make: this.textField('make'),
      model: this.textField('model'),
      serialNumber: this.textField('serialNumber'),
      internalSerialNumber: this.textField('internalSerialNumber'),
      lensSerialNumber: this.textField('lensSerialNumber'),
      lensModel: this.textField('lensModel'),
      lensId: this.textField('lensId'),
      dateTimeOriginal,
      dateTimeOriginalOffset: this.offsetField(dateTimeOriginal),
      dateCreated: this.textField('dateCreated'),
      gps: field(ordered(this.positions, SOURCE_ORDER)),
      gpsDateTime: this.textField('gpsDateTime'),
      ownerName: this.textField('ownerName'),
      artist: this.textField('artist'),
      creator: this.textField('creator'),
      creatorEmail: this.textField('creatorEmail'),
      creatorAddress: this.textField('creatorAddress'),
      copyright: this.textField('copyright'),
      software: this.textField('software'),
      imageUniqueId: this.textField('imageUniqueId'),
      instanceId: this.textField('instanceId'),
      orientation: this.numberField('orientation'),
      width: this.numberField('width'),
      height: this.numberField('height'),
      xpTitle: this.textField('xpTitle'),
      xpComment: this.textField('xpComment'),
      xpAuthor: this.textField('xpAuthor'),
      xpKeywords: this.textField('xpKeywords'),
      xpSubject: this.textField('xpSubject'),
      makerNote,
      problems,
    }
  }
}

