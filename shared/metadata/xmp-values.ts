// The fields held in XMP, read as the properties were written (xmp.ts), and in IPTC: the names
// ExifTool reads for the XMP group, with a prefix only where the name alone would be ambiguous.

import type { Candidates, TextField } from './candidates.js'
import { coordinateFromText, type Axis } from './coordinates.js'
import { localTime, splitOffset } from './times.js'
import { xmpProperty } from './xmp.js'

/** Properties in order of preference within XMP. */
const XMP_TEXT: [TextField, string[]][] = [
  ['make', ['tiff:Make', 'Make']],
  ['model', ['tiff:Model', 'Model']],
  ['serialNumber', ['SerialNumber', 'BodySerialNumber']], // aux:SerialNumber, exifEX:BodySerialNumber
  ['internalSerialNumber', ['InternalSerialNumber']],
  ['lensSerialNumber', ['LensSerialNumber']], // aux:, exifEX:
  ['lensModel', ['LensModel', 'aux:Lens']],
  ['lensId', ['aux:LensID']],
  ['ownerName', ['OwnerName', 'CameraOwnerName']], // aux:OwnerName, exifEX:CameraOwnerName
  ['artist', ['tiff:Artist', 'Artist', 'dc:creator']], // GIMP writes exif:Artist
  ['creator', ['dc:creator']],
  ['creatorEmail', ['CiEmailWork']], // Iptc4xmpCore:CreatorContactInfo
  ['creatorAddress', ['CiAdrExtadr']],
  ['copyright', ['dc:rights', 'Copyright']], // GIMP writes exif:Copyright
  ['software', ['CreatorTool', 'Software']], // xmp:CreatorTool (xap: in older files)
  ['imageUniqueId', ['ImageUniqueID']],
  ['instanceId', ['InstanceID']], // xmpMM:InstanceID; stEvt:instanceID (history entries) differs in case
]

/**
 * exif:GPSLatitude and exif:GPSLongitude: "DD,MM.mmmmN", "DD,MM,SSN" or signed decimal degrees; the
 * hemisphere written with the value, else a separate GPSLatitudeRef/GPSLongitudeRef that some writers add.
 */
function xmpCoordinate(xmp: string, name: 'GPSLatitude' | 'GPSLongitude', axis: Axis): number | null {
  const value = xmpProperty(xmp, name)?.text
  return value ? coordinateFromText(value, xmpProperty(xmp, `${name}Ref`)?.text, axis) : null
}

export function addXmpValues(c: Candidates, xmp: string): void {
  for (const [name, properties] of XMP_TEXT) {
    const read = new Set<string>()
    for (const property of properties) {
      const found = xmpProperty(xmp, property)
      if (!found || read.has(found.name)) continue
      read.add(found.name)
      c.addText(name, found.text, 'xmp', `XMP ${found.name}`)
    }
  }
  const original = xmpProperty(xmp, 'DateTimeOriginal') // exif:DateTimeOriginal
  if (original) {
    const { written, offset } = splitOffset(original.text)
    const time = c.addText('dateTimeOriginal', written, 'xmp', `XMP ${original.name}`)
    c.addOffset(offset, 'xmp', `XMP ${original.name}`, time)
  }
  // When the content was created, set by people and their software: not the shutter's time.
  const created = xmpProperty(xmp, 'photoshop:DateCreated')
  if (created) c.addText('dateCreated', splitOffset(created.text).written, 'xmp', `XMP ${created.name}`)
  const latitude = xmpCoordinate(xmp, 'GPSLatitude', 'latitude')
  const longitude = xmpCoordinate(xmp, 'GPSLongitude', 'longitude')
  if (latitude !== null && longitude !== null) c.addPosition({ latitude, longitude }, 'xmp', 'XMP exif:GPSLatitude/GPSLongitude')
  const gpsTime = xmpProperty(xmp, 'exif:GPSTimeStamp')
  if (gpsTime) {
    const { written, offset } = splitOffset(gpsTime.text)
    const utc = localTime(written)
    if (offset === '+00:00' && utc) c.addText('gpsDateTime', `${utc}Z`, 'xmp', `XMP ${gpsTime.name}`)
  }
  const orientation = xmpProperty(xmp, 'tiff:Orientation')
  if (orientation && /^[1-8]$/.test(orientation.text)) c.addNumber('orientation', Number(orientation.text), 'xmp', `XMP ${orientation.name}`)
}
