// Reads the extractor's downloads as the systems they are for would: a Windows program's headers and resources
// (PE/COFF), a Mac program's headers and segments (Mach-O), and the single-executable blob each carries, so that a
// test can tell a real program with the extractor in it from a file that is only named like one.

/** Node's SEA blob starts with this number (src/node_sea.h kMagic), little-endian. */
export const SEA_BLOB_MAGIC = 0x0143da20
export const SEA_FUSE_FLIPPED = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2:1'

const IMAGE_FILE_MACHINE_AMD64 = 0x8664
const RT_RCDATA = 10

export interface PeFacts {
  machine: number
  /** PE32+ (a 64-bit program). */
  pe32Plus: boolean
  /** The size of the Authenticode certificate table; 0 when unsigned. */
  signatureSize: number
  /** The bytes of the RT_RCDATA resource of that name, or null. */
  rcdata(name: string): Buffer | null
}

export function readPe(bytes: Buffer): PeFacts {
  if (bytes.toString('latin1', 0, 2) !== 'MZ') throw new Error('no MZ header')
  const pe = bytes.readUInt32LE(0x3c)
  if (bytes.toString('latin1', pe, pe + 4) !== 'PE\0\0') throw new Error('no PE header')
  const machine = bytes.readUInt16LE(pe + 4)
  const sectionCount = bytes.readUInt16LE(pe + 6)
  const optional = pe + 24
  const pe32Plus = bytes.readUInt16LE(optional) === 0x20b
  const directory = (index: number) => ({ rva: bytes.readUInt32LE(optional + 112 + index * 8), size: bytes.readUInt32LE(optional + 112 + index * 8 + 4) })
  const sectionsAt = optional + bytes.readUInt16LE(pe + 20)
  const offsetOf = (rva: number) => {
    for (let i = 0; i < sectionCount; i++) {
      const s = sectionsAt + i * 40
      const va = bytes.readUInt32LE(s + 12)
      const span = Math.max(bytes.readUInt32LE(s + 8), bytes.readUInt32LE(s + 16))
      if (rva >= va && rva < va + span) return bytes.readUInt32LE(s + 20) + (rva - va)
    }
    throw new Error(`RVA ${rva} is in no section`)
  }
  const resources = directory(2)
  const base = resources.size ? offsetOf(resources.rva) : -1
  const entries = (at: number) => {
    const count = bytes.readUInt16LE(at + 12) + bytes.readUInt16LE(at + 14)
    return Array.from({ length: count }, (_, i) => {
      const name = bytes.readUInt32LE(at + 16 + i * 8)
      const target = bytes.readUInt32LE(at + 16 + i * 8 + 4)
      const named = (name & 0x80000000) !== 0
      const nameAt = base + (name & 0x7fffffff)
      return {
        id: named ? null : name,
        name: named ? bytes.toString('utf16le', nameAt + 2, nameAt + 2 + bytes.readUInt16LE(nameAt) * 2) : null,
        subdirectory: (target & 0x80000000) !== 0 ? base + (target & 0x7fffffff) : null,
        data: (target & 0x80000000) === 0 ? base + target : null,
      }
    })
  }
  const rcdata = (name: string): Buffer | null => {
    if (base < 0) return null
    const type = entries(base).find((entry) => entry.id === RT_RCDATA)?.subdirectory
    const named = type == null ? undefined : entries(type).find((entry) => entry.name === name)?.subdirectory
    const language = named == null ? undefined : entries(named)[0]?.data
    if (language == null) return null
    const at = offsetOf(bytes.readUInt32LE(language))
    return bytes.subarray(at, at + bytes.readUInt32LE(language + 4))
  }
  return { machine, pe32Plus, signatureSize: directory(4).size, rcdata }
}

export const isX64Windows = (pe: PeFacts) => pe.machine === IMAGE_FILE_MACHINE_AMD64 && pe.pe32Plus

const MH_MAGIC_64 = 0xfeedfacf
const CPU_TYPE_X86_64 = 0x01000007
const LC_SEGMENT_64 = 0x19
const LC_CODE_SIGNATURE = 0x1d

export interface MachOFacts {
  magic: number
  cpuType: number
  segments: string[]
  signed: boolean
  /** The bytes of section `section` of segment `segment`, or null. */
  section(segment: string, section: string): Buffer | null
}

const cString = (bytes: Buffer, at: number, length: number) => bytes.toString('latin1', at, at + length).replace(/\0+$/, '')

export function readMachO(bytes: Buffer): MachOFacts {
  const magic = bytes.readUInt32LE(0)
  if (magic !== MH_MAGIC_64) throw new Error(`not a 64-bit Mach-O (magic ${magic.toString(16)})`)
  const commands = bytes.readUInt32LE(16)
  const segments: string[] = []
  const sections = new Map<string, Buffer>()
  let signed = false
  for (let i = 0, at = 32; i < commands; i++) {
    const command = bytes.readUInt32LE(at)
    if (command === LC_CODE_SIGNATURE) signed = true
    if (command === LC_SEGMENT_64) {
      const segment = cString(bytes, at + 8, 16)
      segments.push(segment)
      for (let s = 0; s < bytes.readUInt32LE(at + 64); s++) {
        const header = at + 72 + s * 80
        const size = Number(bytes.readBigUInt64LE(header + 40))
        const offset = bytes.readUInt32LE(header + 48)
        sections.set(`${segment}/${cString(bytes, header, 16)}`, bytes.subarray(offset, offset + size))
      }
    }
    at += bytes.readUInt32LE(at + 4)
  }
  return { magic, cpuType: bytes.readUInt32LE(4), segments, signed, section: (segment, section) => sections.get(`${segment}/${section}`) ?? null }
}

export const isX64Mac = (macho: MachOFacts) => macho.cpuType === CPU_TYPE_X86_64

/** Whether `blob` is a single-executable blob whose script is the extractor (its usage text and its version). */
export function isExtractorBlob(blob: Buffer | null, version: string): boolean {
  return blob !== null && blob.length > 8 && blob.readUInt32LE(0) === SEA_BLOB_MAGIC && blob.includes('Usage: sightline-extract <folder>') && blob.includes(`"${version}"`)
}
