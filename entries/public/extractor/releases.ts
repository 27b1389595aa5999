// The extractor's release notes (spec-2 §2, §9: up to v0.6.3), newest first: what each version added of what it does
// today (server/extractor/, shared/bigsearch/extract/, shared/metadata/; docs/bigsearch.md "The extractor").

export interface Release {
  version: string
  changes: readonly string[]
}

export const RELEASE_NOTES: readonly Release[] = [
  {
    version: '0.6.3',
    changes: [
      'A program of its own for Windows (EXE, and an MSI installer that puts it in Program Files), Mac (Intel) and Linux: Node.js is no longer needed.',
      '--version prints the version.',
    ],
  },
  {
    version: '0.6.2',
    changes: [
      'Links are followed, to a file or a folder. A link to nothing, to a device, or back into a folder above it (a loop) is named with the reason and passed over.',
    ],
  },
  {
    version: '0.6.1',
    changes: [
      'Files are read in the order of their paths, so that a folder always gives the same file: each item’s fileName is its path inside the folder, with / between folders, and its index its place in that order.',
      'Every file that is not read is named with the reason: not a picture, empty, or unreadable.',
    ],
  },
  {
    version: '0.6.0',
    changes: [
      '--output writes the data file to a file; without it, the data file goes to the standard output and nothing else does.',
      'Progress each second (files read, of how many, and how fast), and the count read and refused at the end.',
      'Ends with an error, and writes nothing, when no picture could be read.',
    ],
  },
  {
    version: '0.5.0',
    changes: [
      'HEIF and HEIC pictures, as well as JPEG, TIFF, PNG and WebP.',
      'FLIR thermal pictures: model, serial numbers, time and position from FLIR’s own segment, which these cameras write nowhere else.',
    ],
  },
  {
    version: '0.4.0',
    changes: [
      'Serial numbers from the maker notes of Canon, Fujifilm, Leica, Nikon, Olympus, Panasonic, Pentax, Reconyx, Sigma and Sony cameras: the body’s, the internal one and the lens’s, kept as text with their leading zeros.',
    ],
  },
  {
    version: '0.3.0',
    changes: [
      'GPS position (location) and, with the time the picture was taken, locationAndDate.',
      'Times as the camera wrote them (YYYY-MM-DDTHH:mm:ss, with the offset only when the file has one), never turned into UTC.',
    ],
  },
  {
    version: '0.2.0',
    changes: [
      'The MD5 and SHA-1 of every file, for identical-image leads.',
      'Names and rights from IPTC and XMP as well as Exif: artist, creator with their address and work email, copyright and copyright notice, owner name, Windows author, software, image unique id and instance id.',
    ],
  },
  {
    version: '0.1.0',
    changes: [
      'Reads a folder of pictures and writes the BigSearch data file (a JSON list, one item per picture): camera make, model and serial number, and the Exif names and dates.',
      'Only the data file is uploaded: no picture leaves the computer.',
    ],
  },
]
