// Takes the Authenticode signature off a Windows program before the extractor is put into it. The signature is
// Node.js's own and covers the program as it was built: once the extractor is added it no longer matches, and a
// program whose signature does not match looks tampered with, where an unsigned one only looks unknown (an
// agency signs its own copy with its own certificate: docs/bigsearch.md "The extractor").

import { readFile, writeFile } from 'node:fs/promises'

/** The security directory: the 5th of the optional header's data directories (PE/COFF specification §4.7). */
const SECURITY_DIRECTORY = 4

/** Where the security directory's entry sits in the file, and the table it names. */
function securityEntry(bytes) {
  if (bytes.toString('latin1', 0, 2) !== 'MZ') throw new Error('not a Windows program: no MZ header')
  const pe = bytes.readUInt32LE(0x3c)
  if (bytes.toString('latin1', pe, pe + 4) !== 'PE\0\0') throw new Error('not a Windows program: no PE header')
  const optional = pe + 24
  const magic = bytes.readUInt16LE(optional)
  if (magic !== 0x20b) throw new Error(`not a 64-bit Windows program (optional header magic ${magic.toString(16)})`)
  const entry = optional + 112 + SECURITY_DIRECTORY * 8
  return { entry, offset: bytes.readUInt32LE(entry), size: bytes.readUInt32LE(entry + 4) }
}

/** Rewrites `path` without its signature; true when there was one. */
export async function removeAuthenticode(path) {
  const bytes = await readFile(path)
  const { entry, offset, size } = securityEntry(bytes)
  if (size === 0) return false
  // The certificate table is not loaded into memory and always ends the file, so cutting it off moves nothing.
  if (offset + size !== bytes.length) throw new Error('the signature does not end the program: left as it is')
  bytes.writeUInt32LE(0, entry)
  bytes.writeUInt32LE(0, entry + 4)
  await writeFile(path, bytes.subarray(0, offset))
  return true
}
