// GPS coordinates as other tools write them, to signed decimal degrees.

import t from 'tap'
import { parseCoordinate, parsePosition, signedDegrees } from '../../../../shared/bigsearch/gpsText.js'

const degrees = (value: unknown, ref: 'N' | 'S' | 'E' | 'W' | null = null) => {
  const coordinate = parseCoordinate(value)
  return coordinate ? Math.round(signedDegrees(coordinate, ref) * 1e6) / 1e6 : null
}

t.test('the written forms of one latitude', async (t) => {
  t.equal(degrees(`51 deg 30' 26.00" N`), 51.507222)
  t.equal(degrees(`51 deg 30' 26.00" S`), -51.507222)
  t.equal(degrees(`51° 30′ 26″ N`), 51.507222)
  t.equal(degrees('51.507222'), 51.507222)
  t.equal(degrees(51.507222), 51.507222)
  t.equal(degrees('51,30.4333N'), 51.507222, 'XMP')
  t.equal(degrees('51/1 30/1 2600/100', 'N'), 51.507222, 'Exiv2 rationals')
  t.equal(degrees('S 51 30 26'), -51.507222, 'hemisphere first')
})

t.test('the sign comes from the value\'s own hemisphere, else its own sign, else the reference tag', async (t) => {
  t.equal(degrees('122 deg 15\' 24.41"', 'W'), -122.256781)
  t.equal(degrees(122.25678, 'W'), -122.25678, 'ExifTool -n EXIF value with its ref')
  t.equal(degrees(-122.25678, 'W'), -122.25678, 'an already signed value is not turned twice')
  t.equal(degrees(`122 deg 15' 24.41" E`, 'W'), 122.256781, 'the value\'s own letter wins')
  t.equal(degrees('-0.1275'), -0.1275)
})

t.test('text that is no coordinate', async (t) => {
  for (const text of ['', 'unknown', '51 deg 61\' 0" N', '1 2 3 4', '51 deg 30\' 61" N', 'NaN', '1/0']) t.equal(parseCoordinate(text), null, text)
  t.equal(parseCoordinate(null), null)
  t.equal(parseCoordinate(Number.NaN), null)
})

t.test('a GPS Position pair, printed or numeric', async (t) => {
  const printed = parsePosition(`37 deg 52' 15.94" N, 122 deg 15' 24.41" W`)!
  t.equal(Math.round(signedDegrees(printed.latitude, null) * 1e4) / 1e4, 37.8711)
  t.equal(Math.round(signedDegrees(printed.longitude, null) * 1e4) / 1e4, -122.2568)
  const numeric = parsePosition('50.2996027777778 14.8202944444444')!
  t.equal(numeric.latitude.degrees, 50.2996027777778)
  t.equal(parsePosition('50.2'), null)
})
