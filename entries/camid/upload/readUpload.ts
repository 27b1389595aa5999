// A chosen fingerprint file read in the browser (spec-2 §5 "Fingerprint upload"): by its name and type, with the
// one reader the service checks uploads with, so that a refusal ('Unrecognised file type: {type}', 'Invalid
// format: …', or a field named with what is wrong with it) shows before anything is sent.

import type { FingerprintData } from '../../../shared/api/types/camid.js'
import { readFingerprintFile } from '../../../shared/camid/prnu/fingerprintFile.js'
import { fingerprintDataOf } from '../fingerprintData.js'

/** A fingerprint read and ready to send: the name of its file and its fields. */
export interface ReadFingerprint {
  fileName: string
  data: FingerprintData
}

export type UploadRead = { ok: true; data: FingerprintData } | { ok: false; message: string }

export async function readUpload(file: File): Promise<UploadRead> {
  const text = await file.text().catch(() => null)
  if (text === null) return { ok: false, message: `${file.name} could not be read.` }
  const read = readFingerprintFile({ name: file.name, type: file.type, text })
  return read.ok ? { ok: true, data: fingerprintDataOf(read.file) } : { ok: false, message: read.message }
}
