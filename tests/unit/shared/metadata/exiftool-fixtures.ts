// The real-exif fixtures and ExifTool's reading of them (tests/fixtures/real-exif: MANIFEST.json's
// key fields and raw groups, and exiftool.json for Orientation, which the manifest leaves out).

import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { ExifToolFile } from './agreement.js'

export const FIXTURES = fileURLToPath(new URL('../../../fixtures/real-exif/', import.meta.url))

interface ManifestFile {
  name: string
  exif: Record<string, unknown> & { raw: Record<string, Record<string, unknown> | null> }
}

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value))

/** exiftool.json's Orientation: EXIF's, else XMP's when it is a number. */
function orientations(): Map<string, number | null> {
  const files = JSON.parse(readFileSync(`${FIXTURES}exiftool.json`, 'utf8')) as Record<string, unknown>[]
  const out = new Map<string, number | null>()
  for (const file of files) {
    const value = file['EXIF:Orientation'] ?? file['XMP:Orientation']
    out.set(String(file.SourceFile), typeof value === 'number' ? value : null)
  }
  return out
}

export function exifToolFiles(): ExifToolFile[] {
  const manifest = JSON.parse(readFileSync(`${FIXTURES}MANIFEST.json`, 'utf8')) as { files: ManifestFile[] }
  const orientation = orientations()
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

export function fixtureBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(`${FIXTURES}${name}`))
}
