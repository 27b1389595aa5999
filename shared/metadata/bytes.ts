// Bounds-checked reads of integers and bytes from a Uint8Array in either byte order: every read past the
// end answers null, so a bogus offset in a file can never throw or read another file's memory.

export class ByteReader {
  readonly bytes: Uint8Array
  private readonly view: DataView

  /** little: Intel ("II") byte order; otherwise Motorola ("MM"). */
  constructor(bytes: Uint8Array, public little: boolean) {
    this.bytes = bytes
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  }

  get length(): number {
    return this.bytes.length
  }

  /** The same bytes read in another byte order. */
  withOrder(little: boolean): ByteReader {
    return new ByteReader(this.bytes, little)
  }

  has(pos: number, size: number): boolean {
    return Number.isInteger(pos) && pos >= 0 && size >= 0 && pos + size <= this.bytes.length
  }

  u8(pos: number): number | null {
    return this.has(pos, 1) ? this.view.getUint8(pos) : null
  }

  u16(pos: number): number | null {
    return this.has(pos, 2) ? this.view.getUint16(pos, this.little) : null
  }

  s16(pos: number): number | null {
    return this.has(pos, 2) ? this.view.getInt16(pos, this.little) : null
  }

  u32(pos: number): number | null {
    return this.has(pos, 4) ? this.view.getUint32(pos, this.little) : null
  }

  s32(pos: number): number | null {
    return this.has(pos, 4) ? this.view.getInt32(pos, this.little) : null
  }

  f32(pos: number): number | null {
    return this.has(pos, 4) ? this.view.getFloat32(pos, this.little) : null
  }

  f64(pos: number): number | null {
    return this.has(pos, 8) ? this.view.getFloat64(pos, this.little) : null
  }

  /** A view (not a copy) of size bytes at pos, or null when they are not all there. */
  slice(pos: number, size: number): Uint8Array | null {
    return this.has(pos, size) ? this.bytes.subarray(pos, pos + size) : null
  }

  /** Whether the bytes at pos spell the given ASCII text. */
  startsWith(pos: number, text: string): boolean {
    if (!this.has(pos, text.length)) return false
    for (let i = 0; i < text.length; i++) if (this.bytes[pos + i] !== text.charCodeAt(i)) return false
    return true
  }
}

/** "II" or "MM" at pos: the TIFF byte-order mark, as little-endian or not; null when neither. */
export function byteOrderAt(bytes: Uint8Array, pos: number): boolean | null {
  const a = bytes[pos]
  const b = bytes[pos + 1]
  if (a === 0x49 && b === 0x49) return true
  if (a === 0x4d && b === 0x4d) return false
  return null
}
