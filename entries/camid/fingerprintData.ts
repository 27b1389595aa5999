// A fingerprint as the upload call carries it (FingerprintData: the file's fields, its values as base64), from
// the fingerprint as it was read or made: written by the one writer the file format has, so that what is sent
// is what a saved .json file would hold.

import type { FingerprintData } from '../../shared/api/types/camid.js'
import { writeFingerprintFile, type FingerprintFile } from '../../shared/camid/prnu/fingerprintFile.js'

export function fingerprintDataOf(file: FingerprintFile): FingerprintData {
  return JSON.parse(writeFingerprintFile(file, { as: 'json' })) as FingerprintData
}
