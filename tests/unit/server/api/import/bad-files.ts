// A folder of the files issue 12 §4 names, made in a test's own temp folder: two real pictures, a PNG
// named .jpg, a JPEG with a bogus Exif offset, a link to a real picture outside the folder, and files
// that are no usable picture, each with the line the importer must print for it.

import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Jimp } from 'jimp'
import { FIXTURES } from '../../../shared/metadata/exiftool-fixtures.js'

const CANON = join(FIXTURES, 'exifr__canon-dslr.jpg')
const NIKON = join(FIXTURES, 'exifsamples__DSCN0010.jpg')
/** The picture the folder's symlink points at; the importer names its real path, links resolved. */
export const OLYMPUS = join(FIXTURES, 'mdx__Olympus_PEN_E-P3.jpg')

/** The same JPEG with the TIFF header's IFD0 offset pointing far past the end of its Exif block. */
function withBogusExifOffset(jpeg: Buffer): Buffer {
  const copy = Buffer.from(jpeg)
  const tiff = copy.indexOf('Exif\0\0', 0, 'latin1') + 6
  const little = copy.toString('latin1', tiff, tiff + 2) === 'II'
  if (little) copy.writeUInt32LE(0x7ffffff0, tiff + 4)
  else copy.writeUInt32BE(0x7ffffff0, tiff + 4)
  return copy
}

/** The usable pictures makeBadFolder writes, in name order. */
export const PICTURES = ['bogus-exif.jpg', 'canon.jpg', 'drawing.jpg', 'link-to-olympus.jpg', 'nikon.JPEG']

/**
 * Writes every bad file into `folder`, and with `pictures` the usable pictures too; answers the line
 * each refused file must get (after 'refused   '), in name order.
 */
export async function makeBadFolder(folder: string, pictures: boolean): Promise<string[]> {
  mkdirSync(folder, { recursive: true })
  const canon = readFileSync(CANON)
  // Cut inside the image data: every segment is whole, the end marker is missing.
  const cutInData = canon.subarray(0, canon.length - 5000)
  writeFileSync(join(folder, 'empty.jpg'), '')
  writeFileSync(join(folder, 'notes.jpg'), 'Case notes: pictures to follow.\n')
  writeFileSync(join(folder, 'truncated-in-header.jpg'), canon.subarray(0, 3000))
  writeFileSync(join(folder, 'truncated-in-data.jpg'), cutInData)
  writeFileSync(join(folder, 'garbage-after-start.jpg'), Buffer.concat([Buffer.from([0xff, 0xd8]), Buffer.from('not a segment at all')]))
  symlinkSync('nowhere.jpg', join(folder, 'broken-link.jpg'))
  mkdirSync(join(folder, 'subfolder'))
  if (pictures) {
    writeFileSync(join(folder, 'canon.jpg'), canon)
    writeFileSync(join(folder, 'nikon.JPEG'), readFileSync(NIKON))
    const png = await new Jimp({ width: 6, height: 4, color: 0x336699ff }).getBuffer('image/png')
    writeFileSync(join(folder, 'drawing.jpg'), png)
    writeFileSync(join(folder, 'bogus-exif.jpg'), withBogusExifOffset(readFileSync(NIKON)))
    symlinkSync(OLYMPUS, join(folder, 'link-to-olympus.jpg'))
  }
  return [
    'broken-link.jpg: a link to nowhere.jpg, which does not exist',
    'empty.jpg: empty file',
    'garbage-after-start.jpg: no image data after the start marker',
    'notes.jpg: not an image',
    'subfolder: a folder: folders inside are not imported',
    'truncated-in-data.jpg: truncated at byte ' + cutInData.length,
    'truncated-in-header.jpg: truncated at byte 3000',
  ]
}
