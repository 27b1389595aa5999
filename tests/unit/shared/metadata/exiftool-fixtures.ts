// The real-exif fixtures and ExifTool's reading of them (tests/fixtures/real-exif: MANIFEST.json's
// key fields and raw groups, and exiftool.json for Orientation, which the manifest leaves out), and the
// made ones beside them (tests/fixtures/real-exif-made, named made__*), stored and read the same way.

import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { ExifToolFile } from './agreement.js'

export const FIXTURES = fileURLToPath(new URL('../../../fixtures/real-exif/', import.meta.url))
export const MADE_FIXTURES = fileURLToPath(new URL('../../../fixtures/real-exif-made/', import.meta.url))

interface ManifestFile {
  name: string
  exif: Record<string, unknown> & { raw: Record<string, Record<string, unknown> | null> }
}

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value))

/** exiftool.json's Orientation: EXIF's, else XMP's when it is a number. */
function orientations(folder: string): Map<string, number | null> {
  const files = JSON.parse(readFileSync(`${folder}exiftool.json`, 'utf8')) as Record<string, unknown>[]
  const out = new Map<string, number | null>()
  for (const file of files) {
    const value = file['EXIF:Orientation'] ?? file['XMP:Orientation']
    out.set(String(file.SourceFile), typeof value === 'number' ? value : null)
  }
  return out
}

function filesOf(folder: string): ExifToolFile[] {
  const manifest = JSON.parse(readFileSync(`${folder}MANIFEST.json`, 'utf8')) as { files: ManifestFile[] }
  const orientation = orientations(folder)
  return manifest.files.map(({ name, exif }) => {
    const raw: Record<string, string> = {}
    for (const group of ['serialNumbers', 'people', 'imageUniqueIds']) {
      for (const [tag, value] of Object.entries(exif.raw[group] ?? {})) raw[tag] = String(value).trim()
    }
    const lat = exif.gpsLatitude
    const lon = exif.gpsLongitude
    return {
      name,
      raw,
      expected: {
        make: text(exif.make), model: text(exif.model), serialNumber: text(exif.serialNumber),
        internalSerialNumber: text(exif.internalSerialNumber), lensSerialNumber: text(exif.lensSerialNumber),
        dateTimeOriginal: text(exif.dateTimeOriginal), ownerName: text(exif.ownerName), artist: text(exif.artist),
        copyright: text(exif.copyright), imageUniqueId: text(exif.imageUniqueId), software: text(exif.software),
        gps: typeof lat === 'number' && typeof lon === 'number' ? { latitude: lat, longitude: lon } : null,
        orientation: orientation.get(name) ?? null,
      },
    }
  })
}

/** The 42 real files. */
export function exifToolFiles(): ExifToolFile[] {
  return filesOf(FIXTURES)
}

/** The files made from them: a FLIR position with a West reference, GPS written as text, a Pentax camera-info serial. */
export function madeExifToolFiles(): ExifToolFile[] {
  return filesOf(MADE_FIXTURES)
}

export function fixturePath(name: string): string {
  return `${name.startsWith('made__') ? MADE_FIXTURES : FIXTURES}${name}`
}

export function fixtureBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(fixturePath(name)))
}
