// The names of the standard TIFF, Exif and GPS tags by their numeric id (ExifTool's names, as exifr uses
// them), so that a tag stored under its number ("40961", "0xa001") reads by name on the sighting page.
// Only the sighting page imports it, so the table stays out of the search area's first load.

// GPS ids 0x0000–0x001f share their numbers with nothing else here: the GPS block is merged into the same
// record as IFD0 and the Exif block, so the interop tags (which reuse 0x0001–0x0002) are left out.
const TAG_NAMES = new Map<number, string>([
  // GPS
  [0x0000, 'GPSVersionID'], [0x0001, 'GPSLatitudeRef'], [0x0002, 'GPSLatitude'], [0x0003, 'GPSLongitudeRef'],
  [0x0004, 'GPSLongitude'], [0x0005, 'GPSAltitudeRef'], [0x0006, 'GPSAltitude'], [0x0007, 'GPSTimeStamp'],
  [0x0008, 'GPSSatellites'], [0x0009, 'GPSStatus'], [0x000a, 'GPSMeasureMode'], [0x000b, 'GPSDOP'],
  [0x000c, 'GPSSpeedRef'], [0x000d, 'GPSSpeed'], [0x000e, 'GPSTrackRef'], [0x000f, 'GPSTrack'],
  [0x0010, 'GPSImgDirectionRef'], [0x0011, 'GPSImgDirection'], [0x0012, 'GPSMapDatum'], [0x0013, 'GPSDestLatitudeRef'],
  [0x0014, 'GPSDestLatitude'], [0x0015, 'GPSDestLongitudeRef'], [0x0016, 'GPSDestLongitude'], [0x0017, 'GPSDestBearingRef'],
  [0x0018, 'GPSDestBearing'], [0x0019, 'GPSDestDistanceRef'], [0x001a, 'GPSDestDistance'], [0x001b, 'GPSProcessingMethod'],
  [0x001c, 'GPSAreaInformation'], [0x001d, 'GPSDateStamp'], [0x001e, 'GPSDifferential'], [0x001f, 'GPSHPositioningError'],
  // TIFF (IFD0)
  [0x00fe, 'SubfileType'], [0x0100, 'ImageWidth'], [0x0101, 'ImageHeight'], [0x0102, 'BitsPerSample'],
  [0x0103, 'Compression'], [0x0106, 'PhotometricInterpretation'], [0x010d, 'DocumentName'], [0x010e, 'ImageDescription'],
  [0x010f, 'Make'], [0x0110, 'Model'], [0x0111, 'StripOffsets'], [0x0112, 'Orientation'],
  [0x0115, 'SamplesPerPixel'], [0x0116, 'RowsPerStrip'], [0x0117, 'StripByteCounts'], [0x011a, 'XResolution'],
  [0x011b, 'YResolution'], [0x011c, 'PlanarConfiguration'], [0x0128, 'ResolutionUnit'], [0x012d, 'TransferFunction'],
  [0x0131, 'Software'], [0x0132, 'ModifyDate'], [0x013b, 'Artist'], [0x013c, 'HostComputer'],
  [0x013d, 'Predictor'], [0x013e, 'WhitePoint'], [0x013f, 'PrimaryChromaticities'], [0x014a, 'SubIFD'],
  [0x0201, 'ThumbnailOffset'], [0x0202, 'ThumbnailLength'], [0x0211, 'YCbCrCoefficients'], [0x0212, 'YCbCrSubSampling'],
  [0x0213, 'YCbCrPositioning'], [0x0214, 'ReferenceBlackWhite'], [0x02bc, 'ApplicationNotes'], [0x4746, 'Rating'],
  [0x4749, 'RatingPercent'], [0x8298, 'Copyright'], [0x83bb, 'IPTC'], [0x8769, 'ExifIFD'],
  [0x8773, 'ICC'], [0x8825, 'GpsIFD'], [0x9c9b, 'XPTitle'], [0x9c9c, 'XPComment'],
  [0x9c9d, 'XPAuthor'], [0x9c9e, 'XPKeywords'], [0x9c9f, 'XPSubject'], [0xc4a5, 'PrintIM'],
  // Exif
  [0x829a, 'ExposureTime'], [0x829d, 'FNumber'], [0x8822, 'ExposureProgram'], [0x8824, 'SpectralSensitivity'],
  [0x8827, 'ISO'], [0x882a, 'TimeZoneOffset'], [0x882b, 'SelfTimerMode'], [0x8830, 'SensitivityType'],
  [0x8831, 'StandardOutputSensitivity'], [0x8832, 'RecommendedExposureIndex'], [0x8833, 'ISOSpeed'], [0x9000, 'ExifVersion'],
  [0x9003, 'DateTimeOriginal'], [0x9004, 'CreateDate'], [0x9010, 'OffsetTime'], [0x9011, 'OffsetTimeOriginal'],
  [0x9012, 'OffsetTimeDigitized'], [0x9101, 'ComponentsConfiguration'], [0x9102, 'CompressedBitsPerPixel'], [0x9201, 'ShutterSpeedValue'],
  [0x9202, 'ApertureValue'], [0x9203, 'BrightnessValue'], [0x9204, 'ExposureCompensation'], [0x9205, 'MaxApertureValue'],
  [0x9206, 'SubjectDistance'], [0x9207, 'MeteringMode'], [0x9208, 'LightSource'], [0x9209, 'Flash'],
  [0x920a, 'FocalLength'], [0x9211, 'ImageNumber'], [0x9212, 'SecurityClassification'], [0x9213, 'ImageHistory'],
  [0x9214, 'SubjectArea'], [0x927c, 'MakerNote'], [0x9286, 'UserComment'], [0x9290, 'SubSecTime'],
  [0x9291, 'SubSecTimeOriginal'], [0x9292, 'SubSecTimeDigitized'], [0x9400, 'AmbientTemperature'], [0x9401, 'Humidity'],
  [0x9402, 'Pressure'], [0x9403, 'WaterDepth'], [0x9404, 'Acceleration'], [0x9405, 'CameraElevationAngle'],
  [0xa000, 'FlashpixVersion'], [0xa001, 'ColorSpace'], [0xa002, 'ExifImageWidth'], [0xa003, 'ExifImageHeight'],
  [0xa004, 'RelatedSoundFile'], [0xa005, 'InteropIFD'], [0xa20b, 'FlashEnergy'], [0xa20c, 'SpatialFrequencyResponse'],
  [0xa20e, 'FocalPlaneXResolution'], [0xa20f, 'FocalPlaneYResolution'], [0xa210, 'FocalPlaneResolutionUnit'], [0xa214, 'SubjectLocation'],
  [0xa215, 'ExposureIndex'], [0xa217, 'SensingMethod'], [0xa300, 'FileSource'], [0xa301, 'SceneType'],
  [0xa302, 'CFAPattern'], [0xa401, 'CustomRendered'], [0xa402, 'ExposureMode'], [0xa403, 'WhiteBalance'],
  [0xa404, 'DigitalZoomRatio'], [0xa405, 'FocalLengthIn35mmFormat'], [0xa406, 'SceneCaptureType'], [0xa407, 'GainControl'],
  [0xa408, 'Contrast'], [0xa409, 'Saturation'], [0xa40a, 'Sharpness'], [0xa40b, 'DeviceSettingDescription'],
  [0xa40c, 'SubjectDistanceRange'], [0xa420, 'ImageUniqueID'], [0xa430, 'OwnerName'], [0xa431, 'SerialNumber'],
  [0xa432, 'LensInfo'], [0xa433, 'LensMake'], [0xa434, 'LensModel'], [0xa435, 'LensSerialNumber'],
  [0xa460, 'CompositeImage'], [0xa461, 'CompositeImageCount'], [0xa462, 'CompositeImageExposureTimes'], [0xa500, 'Gamma'],
  [0xea1c, 'Padding'], [0xea1d, 'OffsetSchema'],
])

export interface ExifTagKey {
  /** The tag's name, or its id as 0x-hex when the table does not know it. */
  name: string
  /** The id as 0x-hex when the key was a number, so the page can still show which tag it was. */
  id: string | null
}

const hexId = (id: number) => `0x${id.toString(16).padStart(4, '0')}`

/** A stored key by name: "40961" and "0xa001" both read "ColorSpace"; a named key stays as it is. */
export function exifTagKey(key: string): ExifTagKey {
  const trimmed = key.trim()
  const id = /^0x[0-9a-f]{1,4}$/i.test(trimmed) ? Number.parseInt(trimmed.slice(2), 16) : /^\d{1,5}$/.test(trimmed) ? Number(trimmed) : null
  if (id === null || id > 0xffff) return { name: key, id: null }
  return { name: TAG_NAMES.get(id) ?? hexId(id), id: hexId(id) }
}
