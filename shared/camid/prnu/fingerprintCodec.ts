// The two ways a fingerprint file holds its values (docs/camid-fingerprint.md), both base64 of the centre crop, row
// by row: every value as a little-endian float32, or one sign bit per value (1 = positive), which scores as ±1.

import { decodeBase64, encodeBase64 } from './base64.js'
import { groupedNumber } from '../../format/numbers.js'

export const FINGERPRINT_FORMATS = { float32: 'prnu-float32', sign: 'prnu-sign' } as const
export type FingerprintFormat = (typeof FINGERPRINT_FORMATS)[keyof typeof FINGERPRINT_FORMATS]

export function isFingerprintFormat(value: unknown): value is FingerprintFormat {
  return value === FINGERPRINT_FORMATS.float32 || value === FINGERPRINT_FORMATS.sign
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1

/** Bytes a fingerprint of cropSize takes in a format. */
export function fingerprintBytes(cropSize: number, format: FingerprintFormat): number {
  const values = cropSize * cropSize
  return format === FINGERPRINT_FORMATS.float32 ? values * 4 : Math.ceil(values / 8)
}

function float32Bytes(values: Float32Array): Uint8Array {
  if (LITTLE_ENDIAN) return new Uint8Array(values.buffer, values.byteOffset, values.byteLength)
  const bytes = new Uint8Array(values.length * 4)
  const view = new DataView(bytes.buffer)
  for (let i = 0; i < values.length; i++) view.setFloat32(i * 4, values[i]!, true)
  return bytes
}

function signBytes(values: Float32Array): Uint8Array {
  const bytes = new Uint8Array(Math.ceil(values.length / 8))
  for (let i = 0; i < values.length; i++) if (values[i]! > 0) bytes[i >>> 3]! |= 0x80 >>> (i & 7)
  return bytes
}

/** The base64 text of a fingerprint's values in a format (the sign format keeps only whether each is positive). */
export function encodeFingerprint(values: Float32Array, format: FingerprintFormat): string {
  return encodeBase64(format === FINGERPRINT_FORMATS.float32 ? float32Bytes(values) : signBytes(values))
}

export type Decoded = { ok: true; values: Float32Array } | { ok: false; message: string }

function decodeFloat32(bytes: Uint8Array, cropSize: number): Decoded {
  if (bytes.length % 4 !== 0) return { ok: false, message: `fingerprint: ${groupedNumber(bytes.length)} bytes are not a whole number of float32 values.` }
  const needed = cropSize * cropSize
  if (bytes.length / 4 !== needed) {
    return { ok: false, message: `fingerprint: ${groupedNumber(bytes.length / 4)} values where cropSize ${cropSize} needs ${groupedNumber(needed)}.` }
  }
  const values = new Float32Array(needed)
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  for (let i = 0; i < needed; i++) {
    const value = view.getFloat32(i * 4, true)
    if (!Number.isFinite(value)) return { ok: false, message: `fingerprint: value ${groupedNumber(i + 1)} is ${value}, not a finite number.` }
    values[i] = value
  }
  return { ok: true, values }
}

function decodeSign(bytes: Uint8Array, cropSize: number): Decoded {
  const needed = cropSize * cropSize
  if (bytes.length !== Math.ceil(needed / 8)) {
    return { ok: false, message: `fingerprint: ${groupedNumber(bytes.length * 8)} values where cropSize ${cropSize} needs ${groupedNumber(needed)}.` }
  }
  const values = new Float32Array(needed)
  for (let i = 0; i < needed; i++) values[i] = bytes[i >>> 3]! & (0x80 >>> (i & 7)) ? 1 : -1
  return { ok: true, values }
}

/** The values of a fingerprint's base64 text, checked: base64, the length cropSize and the format need, finite values, some pattern. */
export function decodeFingerprint(text: string, format: FingerprintFormat, cropSize: number): Decoded {
  const bytes = decodeBase64(text)
  if (!bytes) return { ok: false, message: 'fingerprint: not valid base64.' }
  const decoded = format === FINGERPRINT_FORMATS.float32 ? decodeFloat32(bytes, cropSize) : decodeSign(bytes, cropSize)
  if (!decoded.ok) return decoded
  const first = decoded.values[0]
  if (decoded.values.every((value) => value === first)) return { ok: false, message: 'fingerprint: every value is the same, so it holds no pattern.' }
  return decoded
}
