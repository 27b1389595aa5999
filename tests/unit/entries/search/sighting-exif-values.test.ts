// The sighting page's raw Exif table (issue 12, item 5): Windows XP tags as text, binary values as a short
// hex summary, arrays as lists, numeric tag keys by name.

import t from 'tap'
import { exifEntries } from '../../../../entries/search/sighting/exifEntries.js'
import { exifTagKey } from '../../../../entries/search/sighting/exifTagNames.js'
import { bytesOf, decodeXpText, formatExifValue, hexSummary } from '../../../../entries/search/sighting/exifValues.js'

/** UTF-16LE bytes of a text with its zero terminator, as Windows writes an XP tag. */
function xpBytes(text: string): number[] {
  const bytes: number[] = []
  for (const unit of text) {
    const code = unit.charCodeAt(0)
    bytes.push(code & 0xff, code >> 8)
  }
  return [...bytes, 0, 0]
}
const hex = (bytes: number[]) => bytes.map((b) => b.toString(16).padStart(2, '0')).join('')

t.test('an XP tag reads as its text, whether stored as hex, a byte list or a Uint8Array through JSON', async (t) => {
  const bytes = xpBytes('Beach at dawn')
  t.equal(formatExifValue('XPTitle', hex(bytes)).text, 'Beach at dawn', 'hex, as the importer stores bytes')
  t.equal(formatExifValue('XPComment', bytes).text, 'Beach at dawn', 'a list of bytes')
  t.equal(formatExifValue('XPAuthor', JSON.parse(JSON.stringify(Uint8Array.from(bytes)))).text, 'Beach at dawn', 'a Uint8Array as JSON')
  t.equal(formatExifValue('XPKeywords', { type: 'Buffer', data: xpBytes('dog;sea') }).text, 'dog;sea', 'a Buffer as JSON')
  t.equal(formatExifValue('XPSubject', hex(xpBytes('Zürich, 東京'))).text, 'Zürich, 東京', 'letters beyond ASCII')
  t.equal(formatExifValue('XPKeywords', '680064007200').text, 'hdr', 'without its terminator, as one real camera writes it')
  t.equal(formatExifValue('XPTitle', 'Already text').text, 'Already text', 'a reader that decoded it already')
  t.equal(formatExifValue('XPTitle', 'cafe').text, 'cafe', 'a hex-looking word without a zero byte is a word')
})

t.test('XP text stops at its first zero, and bytes that are not text are refused', async (t) => {
  t.equal(decodeXpText(Uint8Array.from([...xpBytes('Hi'), 0x41, 0])), 'Hi')
  t.equal(decodeXpText(Uint8Array.from([0x41])), null, 'an odd length is not UTF-16')
  t.equal(decodeXpText(Uint8Array.from([1, 0, 2, 0])), null, 'control characters are not text')
})

t.test('binary values read as their size and first bytes; the copy is the whole hex', async (t) => {
  t.equal(hexSummary(Uint8Array.from([1, 2, 3])), '3 bytes: 01 02 03')
  t.equal(hexSummary(Uint8Array.from([0xff])), '1 byte: ff')
  t.equal(hexSummary(new Uint8Array(0)), '0 bytes')
  const twelve = Array.from({ length: 12 }, (_, i) => i + 1)
  const note = formatExifValue('MakerNote', hex(twelve))
  t.equal(note.text, '12 bytes: 01 02 03 04 05 06 07 08 …')
  t.equal(note.copy, '0102030405060708090a0b0c')
  t.equal(formatExifValue('ComponentsConfiguration', [1, 2, 3, 0]).text, '4 bytes: 01 02 03 00', 'a known binary tag, however short')
  t.equal(formatExifValue('Unknown', hex(Array.from({ length: 24 }, () => 0xab))).text, '24 bytes: ab ab ab ab ab ab ab ab …', 'a long hex string')
  t.equal(formatExifValue('Unknown', JSON.parse(JSON.stringify(Uint8Array.from([9, 8])))).text, '2 bytes: 09 08', 'a Uint8Array as JSON')
  t.equal(formatExifValue('Unknown', Array.from({ length: 20 }, () => 7)).text, '20 bytes: 07 07 07 07 07 07 07 07 …', 'a long byte list')
  t.equal(formatExifValue('ExifVersion', '30323332').text, '0232', 'a version reads as its digits')
})

t.test('text that only looks like hex stays text', async (t) => {
  t.equal(formatExifValue('ImageUniqueID', 'a'.repeat(48)).text, 'a'.repeat(48), 'an image id is text')
  t.equal(formatExifValue('SerialNumber', '022021000319').text, '022021000319', 'a serial keeps its leading zero')
  t.equal(formatExifValue('Software', 'Camera 1.0\u0000\u0000').text, 'Camera 1.0', 'trailing zeros dropped')
  t.equal(bytesOf({ a: 1 }), null, 'an object with names is not bytes')
})

t.test('an array is a list of its items; a pair of numbers stays a short list, not bytes', async (t) => {
  t.same(formatExifValue('Keywords', ['dog', 'sea', 'dawn']), { text: 'dog, sea, dawn', copy: 'dog, sea, dawn', items: ['dog', 'sea', 'dawn'] })
  t.same(formatExifValue('ISO', [100, 200]).items, ['100', '200'])
  t.equal(formatExifValue('ISO', [100]).items, null, 'one item is a single value')
  t.same(formatExifValue('Regions', [{ x: 1 }, { x: 2 }]).items, ['{"x":1}', '{"x":2}'])
})

t.test('a tag stored under its number reads by name, the number kept beside it', async (t) => {
  t.same(exifTagKey('40961'), { name: 'ColorSpace', id: '0xa001' })
  t.same(exifTagKey('0xA001'), { name: 'ColorSpace', id: '0xa001' })
  t.same(exifTagKey('0x9c9b'), { name: 'XPTitle', id: '0x9c9b' })
  t.same(exifTagKey('2'), { name: 'GPSLatitude', id: '0x0002' })
  t.same(exifTagKey('0x1234'), { name: '0x1234', id: '0x1234' }, 'an unknown number stays a number')
  t.same(exifTagKey('Make'), { name: 'Make', id: null })
  t.same(exifTagKey('99999'), { name: '99999', id: null }, 'not a 16-bit tag id')
})

t.test('the table: numbered XP tags decoded and sorted by name among the named ones', async (t) => {
  const entries = exifEntries({ Make: 'Canon', '40093': hex(xpBytes('Sam Doe')), '0xa001': 1 })
  t.same(
    entries.map((e) => [e.tag, e.id, e.text]),
    [
      ['ColorSpace', '0xa001', '1'],
      ['Make', null, 'Canon'],
      ['XPAuthor', '0x9c9d', 'Sam Doe'],
    ],
  )
})
