// A fingerprint made from photos as a file: in either of the two formats the matcher reads (every value, or one
// sign bit per value, a thirty-second of the size), as .json or .xml, or as the data of the upload call.

import type { FingerprintData } from '../../../shared/api/types/camid.js'
import { FINGERPRINT_ALGORITHM, FINGERPRINT_FORMATS, writeFingerprintFile, type FingerprintFile, type FingerprintFormat } from '../../../shared/camid/prnu/fingerprintFile.js'
import { fingerprintDataOf } from '../fingerprintData.js'
import type { MadeFingerprint } from './messages.js'

export type MadeFormat = FingerprintFormat
export type FileKind = 'json' | 'xml'

export const FORMAT_CHOICES: readonly { value: MadeFormat; label: string }[] = [
  { value: FINGERPRINT_FORMATS.float32, label: 'Full precision (float32)' },
  { value: FINGERPRINT_FORMATS.sign, label: 'Compact (one sign bit per value)' },
]

export const FILE_KINDS: readonly { value: FileKind; label: string }[] = [
  { value: 'json', label: 'JSON (.json)' },
  { value: 'xml', label: 'XML (.xml)' },
]

const MIME: Readonly<Record<FileKind, string>> = { json: 'application/json', xml: 'application/xml' }

function fileOf(made: MadeFingerprint, format: MadeFormat): FingerprintFile {
  return {
    format,
    resolution: { width: made.width, height: made.height },
    cropSize: made.cropSize,
    density: made.pictures,
    algorithm: FINGERPRINT_ALGORITHM,
    fingerprint: made.fingerprint,
  }
}

/** "fingerprint-1600x1200-6-photos.json": what it is of, so that two saved files are told apart. */
export const madeFileName = (made: MadeFingerprint, kind: FileKind) => `fingerprint-${made.width}x${made.height}-${made.pictures}-photos.${kind}`

export function madeFile(made: MadeFingerprint, format: MadeFormat, kind: FileKind): { file: File; fileName: string } {
  const fileName = madeFileName(made, kind)
  return { file: new File([writeFingerprintFile(fileOf(made, format), { as: kind })], fileName, { type: MIME[kind] }), fileName }
}

export const madeData = (made: MadeFingerprint, format: MadeFormat): FingerprintData => fingerprintDataOf(fileOf(made, format))
