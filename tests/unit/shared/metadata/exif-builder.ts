// Builds small JPEG files with an Exif block of our choosing, for the reader's tests: IFD0, ExifIFD,
// GPS and a maker note laid out as a camera would, or broken on purpose.

export const ASCII = 2
export const SHORT = 3
export const LONG = 4
export const RATIONAL = 5
export const UNDEFINED = 7
export const SSHORT = 8
export const SRATIONAL = 10

export interface Tag {
  tag: number
  type: number
  /** Text (ASCII, NUL added), bytes (UNDEFINED/BYTE) or numbers; rationals as [numerator, denominator] pairs (SRATIONAL's signed). */
  value: string | Uint8Array | number[]
}

const SIZE: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1, 8: 2, 9: 4, 10: 8 }

export class Bytes {
  readonly data: number[] = []
  constructor(readonly little: boolean) {}
  get length(): number { return this.data.length }
  u8(v: number): this { this.data.push(v & 0xff); return this }
  u16(v: number): this { return this.little ? this.u8(v).u8(v >> 8) : this.u8(v >> 8).u8(v) }
  u32(v: number): this { return this.little ? this.u16(v & 0xffff).u16(v >>> 16) : this.u16(v >>> 16).u16(v & 0xffff) }
  ascii(text: string): this { for (const ch of text) this.u8(ch.charCodeAt(0)); return this }
  bytes(values: Uint8Array | number[]): this { for (const v of values) this.u8(v); return this }
  pad(to: number): this { while (this.data.length < to) this.u8(0); return this }
  out(): Uint8Array { return Uint8Array.from(this.data) }
}

function valueBytes(tag: Tag, little: boolean): { count: number; bytes: Uint8Array } {
  const b = new Bytes(little)
  if (typeof tag.value === 'string') {
    b.ascii(tag.value).u8(0)
    return { count: b.length, bytes: b.out() }
  }
  if (tag.value instanceof Uint8Array) return { count: tag.value.length, bytes: tag.value }
  const numbers = tag.value
  const rational = tag.type === RATIONAL || tag.type === SRATIONAL
  if (rational) for (const n of numbers) b.u32(n >>> 0)
  else for (const n of numbers) (SIZE[tag.type] === 2 ? b.u16(n) : SIZE[tag.type] === 4 ? b.u32(n) : b.u8(n))
  return { count: rational ? numbers.length / 2 : numbers.length, bytes: b.out() }
}

/** An IFD at `start` (offsets from the TIFF header, plus base), its long values right after it. */
export function ifd(tags: Tag[], start: number, little: boolean, next = 0, base = 0): Uint8Array {
  const b = new Bytes(little)
  const values = tags.map((tag) => valueBytes(tag, little))
  let valuePos = start + 2 + 12 * tags.length + 4
  const placed: Uint8Array[] = []
  b.u16(tags.length)
  tags.forEach((tag, i) => {
    const { count, bytes } = values[i]!
    b.u16(tag.tag).u16(tag.type).u32(count)
    if (bytes.length <= 4) b.bytes(bytes).pad(b.length + 4 - bytes.length)
    else {
      b.u32(valuePos - base)
      placed.push(bytes)
      valuePos += bytes.length + (bytes.length % 2)
    }
  })
  b.u32(next)
  for (const bytes of placed) b.bytes(bytes).pad(b.length + (bytes.length % 2))
  return b.out()
}

export interface ExifSpec {
  little?: boolean
  ifd0: Tag[]
  exif?: Tag[]
  gps?: Tag[]
  /** The maker note's bytes, given where it will lie in the TIFF block (for notes whose offsets count from the header). */
  makerNote?: (pos: number, little: boolean) => Uint8Array
}

/** A TIFF block: header, IFD0 (with pointers), ExifIFD (with the maker note after it), GPS IFD. */
export function tiffBlock(spec: ExifSpec): Uint8Array {
  const little = spec.little ?? true
  const pointers: Tag[] = []
  if (spec.exif || spec.makerNote) pointers.push({ tag: 0x8769, type: LONG, value: [0] })
  if (spec.gps) pointers.push({ tag: 0x8825, type: LONG, value: [0] })
  const ifd0Tags = [...spec.ifd0, ...pointers]
  const ifd0Size = ifd(ifd0Tags, 8, little).length
  const exifStart = 8 + ifd0Size
  const noteLength = spec.makerNote?.(0, little).length ?? 0
  const exifTags = [...(spec.exif ?? []), ...(spec.makerNote ? [{ tag: 0x927c, type: UNDEFINED, value: new Uint8Array(noteLength) }] : [])]
  const exifSize = ifd(exifTags, exifStart, little).length
  const gpsStart = exifStart + exifSize
  const gpsSize = spec.gps ? ifd(spec.gps, gpsStart, little).length : 0
  const notePos = gpsStart + gpsSize
  const note = spec.makerNote?.(notePos, little)
  // the maker note's value points at notePos
  const exifWithNote = exifTags.map((tag) => (tag.tag === 0x927c ? { ...tag, value: new Uint8Array(note!.length) } : tag))
  for (const pointer of pointers) pointer.value = [pointer.tag === 0x8769 ? exifStart : gpsStart]
  const b = new Bytes(little)
  b.ascii(little ? 'II' : 'MM').u16(42).u32(8)
  b.bytes(ifd(ifd0Tags, 8, little))
  const exifBytes = ifd(exifWithNote, exifStart, little)
  // point the MakerNote entry at the note instead of its placeholder value
  const block = new Bytes(little).bytes(exifBytes)
  const noteEntry = exifWithNote.findIndex((tag) => tag.tag === 0x927c)
  if (noteEntry >= 0) {
    const at = 2 + 12 * noteEntry + 8
    const pos = new Bytes(little).u32(notePos).data
    for (let i = 0; i < 4; i++) block.data[at + i] = pos[i]!
  }
  b.bytes(block.data)
  if (spec.gps) b.bytes(ifd(spec.gps, gpsStart, little))
  if (note) b.bytes(note)
  return b.out()
}

/** A JPEG holding the TIFF block in APP1 (and any other APP segments), with a 1×1 frame header. */
export function jpeg(tiff: Uint8Array | null, extraSegments: Uint8Array[] = []): Uint8Array {
  const b = new Bytes(false)
  b.u8(0xff).u8(0xd8)
  if (tiff) b.u8(0xff).u8(0xe1).u16(tiff.length + 8).ascii('Exif\0\0').bytes(tiff)
  for (const segment of extraSegments) b.u8(0xff).u8(0xe1).u16(segment.length + 2).bytes(segment)
  b.u8(0xff).u8(0xc0).u16(11).u8(8).u16(1).u16(1).u8(1).u8(1).u8(0x11).u8(0)
  b.u8(0xff).u8(0xda).u16(8).u8(1).u8(1).u8(0).u8(0).u8(0x3f).u8(0)
  b.u8(0).u8(0xff).u8(0xd9)
  return b.out()
}

export const text = (tag: number, value: string): Tag => ({ tag, type: ASCII, value })
