// Maker notes and FLIR's segment, built as each maker lays them out (ExifTool's tables): the serials,
// owner, IDs and times the product searches are read from each, with the byte order and offset base
// that maker uses. The real fixtures cover Canon, Nikon, Olympus, Panasonic, Reconyx HF2, Sigma and FLIR.

import t from 'tap'
import { readMetadata } from '../../../../shared/metadata/read-metadata.js'
import type { Field, MetadataReading } from '../../../../shared/metadata/fields.js'
import { ASCII, Bytes, LONG, UNDEFINED, ifd, jpeg, text, tiffBlock, type Tag } from './exif-builder.js'

const utf16 = (value: string, size: number) => {
  const b = new Bytes(true)
  for (const ch of value) b.u16(ch.charCodeAt(0))
  return b.pad(size).out()
}

async function readNote(make: string, model: string, makerNote: (pos: number, little: boolean) => Uint8Array, little = true): Promise<MetadataReading> {
  return readMetadata(jpeg(tiffBlock({ little, ifd0: [text(0x010f, make), text(0x0110, model)], exif: [text(0x9003, '2020:01:02 03:04:05')], makerNote })))
}

/** The values a field got from the maker note. */
const fromNote = (field: Field<string>) => field.values.filter((found) => found.source === 'makernote').map((found) => found.value)

t.test('Canon: owner, serial as the camera prints it, internal and lens serials, unique ID and time zone', async (t) => {
  const reading = await readNote('Canon', 'Canon EOS 7D', (pos, little) =>
    ifd([
      text(0x0009, 'Jane Roe'),
      { tag: 0x000c, type: LONG, value: [1234567] },
      { tag: 0x0028, type: UNDEFINED, value: Uint8Array.from([0x54, 0xe8, 0xb2, 0xb5, 0x53, 0x93, 0x47, 0x47, 0x88, 0x41, 0x86, 0x4f, 0x8b, 0xe0, 0xdc, 0xc5]) },
      { tag: 0x0035, type: LONG, value: [16, 0x100000000 - 300, 0, 60] },
      { tag: 0x0096, type: UNDEFINED, value: Uint8Array.from([0x4d, 0x45, 0x31, 0x32, 0xff, 0xff, 0, 0]) },
      { tag: 0x4019, type: UNDEFINED, value: Uint8Array.from([0, 0, 0x9f, 0x8e, 0xeb, 1, 2, 3]) },
    ], pos, little))
  t.same(fromNote(reading.ownerName), ['Jane Roe'])
  t.same(fromNote(reading.serialNumber), ['0001234567'], 'int32u printed with 10 digits (Canon::Main 0x000c)')
  t.same(fromNote(reading.imageUniqueId), ['54e8b2b5539347478841864f8be0dcc5'])
  t.same(fromNote(reading.internalSerialNumber), ['ME12'], 'trailing 0xff padding removed')
  t.same(fromNote(reading.lensSerialNumber), ['00009f8eeb'], 'first 5 bytes of LensInfo as hex')
  t.equal(reading.dateTimeOriginalOffset.value, '-04:00', 'TimeZone -300 minutes plus one hour of daylight saving')
  t.equal(reading.dateTimeOriginalOffset.tag, 'Canon:TimeZone')
  t.same(reading.makerNote, { maker: 'Canon', read: true })
})

t.test('Nikon: a note with its own TIFF header, big-endian, both serial tags and the world time', async (t) => {
  const reading = await readNote('NIKON CORPORATION', 'NIKON D70s', () => {
    const tags: Tag[] = [text(0x001d, '3105364'), text(0x00a0, 'NO= 3105364'), { tag: 0x0024, type: UNDEFINED, value: Uint8Array.from([0x00, 0x3c, 1, 0]) }]
    return new Bytes(false).ascii('Nikon\0').bytes([2, 0x10, 0, 0]).ascii('MM').u16(42).u32(8).bytes(ifd(tags, 8, false)).out()
  })
  t.same(fromNote(reading.serialNumber), ['3105364', 'NO= 3105364'], 'kept as written, as ExifTool keeps them')
  t.equal(reading.dateTimeOriginalOffset.value, '+02:00', 'WorldTime: +60 minutes and daylight saving')
})

t.test('Olympus: "OLYMPUS\\0II" notes count offsets from the note; serials sit in the Equipment IFD', async (t) => {
  const reading = await readNote('OLYMPUS IMAGING CORP.', 'E-P3', (_pos, little) => {
    const equipment = [text(0x0101, 'B9U505495                      '), text(0x0102, '4124110012362102'), text(0x0202, 'AC1205545'), text(0x0203, 'OLYMPUS M.17mm F1.8')]
    const mainSize = 2 + 12 + 4
    const main = ifd([{ tag: 0x2010, type: 13, value: [12 + mainSize] }], 12, little, 0, 0)
    return new Bytes(little).ascii('OLYMPUS\0II').u16(3).bytes(main).bytes(ifd(equipment, 12 + mainSize, little)).out()
  })
  t.same(fromNote(reading.serialNumber), ['B9U505495'], 'space padding trimmed')
  t.same(fromNote(reading.internalSerialNumber), ['4124110012362102'])
  t.same(fromNote(reading.lensSerialNumber), ['AC1205545'])
  t.same(fromNote(reading.lensModel), ['OLYMPUS M.17mm F1.8'])
})

t.test('Panasonic, Pentax, Sony, Fujifilm and Sigma notes give their serials', async (t) => {
  const panasonic = await readNote('Panasonic', 'DMC-LX3', (pos, little) =>
    new Bytes(little).ascii('Panasonic\0\0\0').bytes(ifd([{ tag: 0x0025, type: UNDEFINED, value: new Bytes(little).ascii('F341001200316').pad(16).out() }, text(0x0052, '08JG1234')], pos + 12, little)).out())
  t.same(fromNote(panasonic.internalSerialNumber), ['F341001200316'])
  t.same(fromNote(panasonic.lensSerialNumber), ['08JG1234'])

  const pentax = await readNote('PENTAX', 'PENTAX K-7', (pos) =>
    new Bytes(false).ascii('AOC\0MM').bytes(ifd([text(0x0229, '1234567'), text(0x0001, 'filler value')], pos + 6, false)).out(), true)
  t.same(fromNote(pentax.serialNumber), ['1234567'], 'AOC notes carry their own byte order')

  const sony = await readNote('SONY', 'ILCE-9', (pos, little) =>
    new Bytes(little).ascii('SONY DSC \0\0\0').bytes(ifd([text(0x2031, '78563412')], pos + 12, little)).out())
  t.same(fromNote(sony.serialNumber), ['12345678'], 'digit pairs swapped back (Sony::Main 0x2031)')

  const fuji = await readNote('FUJIFILM', 'X-T2', () =>
    new Bytes(true).ascii('FUJIFILM').u32(12).bytes(ifd([text(0x0010, 'FF02B1234567     592D313335310701318AD010110047')], 12, true)).out(), false)
  t.same(fromNote(fuji.internalSerialNumber), ['FF02B1234567     592D313335310701318AD010110047'], 'little-endian, offsets from the note')

  const sigma = await readNote('SIGMA', 'SIGMA DP1', (pos, little) =>
    new Bytes(little).ascii('SIGMA\0\0\0').u16(1).bytes(ifd([text(0x0002, '1001403')], pos + 10, little)).out())
  t.same(fromNote(sigma.serialNumber), ['1001403'])
})

t.test("Pentax: CameraInfo's InternalSerialNumber, in the note's own byte order, from AOC and PENTAX notes", async (t) => {
  // Pentax::CameraInfo (0x0215), int32u: PentaxModelID, ManufactureDate, ProductionCode (two), InternalSerialNumber
  const cameraInfo: Tag = { tag: 0x0215, type: LONG, value: [0x12c1e, 20061020, 3, 1, 4004681] }
  const aoc = await readNote('PENTAX Corporation', 'PENTAX K10D', (pos) =>
    new Bytes(false).ascii('AOC\0MM').bytes(ifd([{ tag: 0x0005, type: LONG, value: [0x12c1e] }, cameraInfo], pos + 6, false)).out(), true)
  t.same(fromNote(aoc.internalSerialNumber), ['4004681'], 'a big-endian note in a little-endian file')
  t.equal(aoc.internalSerialNumber.tag, 'Pentax:InternalSerialNumber')
  const pentax = await readNote('RICOH IMAGING COMPANY, LTD.', 'PENTAX WG-3', (pos, little) =>
    new Bytes(little).ascii('PENTAX \0').ascii(little ? 'II' : 'MM').bytes(ifd([cameraInfo], pos + 10, little, 0, pos)).out(), false)
  t.same(fromNote(pentax.internalSerialNumber), ['4004681'], 'offsets from the note')
  const short = await readNote('PENTAX Corporation', 'PENTAX K10D', (pos) =>
    new Bytes(false).ascii('AOC\0MM').bytes(ifd([{ tag: 0x0215, type: LONG, value: [0x12c1e, 20061020, 3, 1] }], pos + 6, false)).out())
  t.same(fromNote(short.internalSerialNumber), [], 'a CameraInfo too short to hold one')
})

t.test("Leica's X and Q notes (Panasonic::Leica5) give the body's serial and the internal serial", async (t) => {
  const tags: Tag[] = [{ tag: 0x0305, type: LONG, value: [5123456] }, { tag: 0x0500, type: UNDEFINED, value: new Bytes(true).ascii('ABC1005061234').pad(16).out() }]
  const x2 = await readNote('LEICA CAMERA AG', 'LEICA X2', (pos, little) =>
    new Bytes(little).ascii('LEICA\0\x05\0').bytes(ifd(tags, pos + 8, little, 0, pos)).out())
  t.same(fromNote(x2.serialNumber), ['5123456'])
  t.same(fromNote(x2.internalSerialNumber), ['ABC1005061234'])
  t.same(x2.makerNote, { maker: 'Leica', read: true })
  const q = await readNote('LEICA CAMERA AG', 'LEICA Q (Typ 116)', (pos, little) =>
    new Bytes(little).ascii('LEICA\0\x08\0').bytes(ifd(tags, pos + 8, little)).out(), false)
  t.same(fromNote(q.serialNumber), ['5123456'], 'offsets from the Exif block')
  t.same(fromNote(q.internalSerialNumber), ['ABC1005061234'])
})

t.test('Reconyx HyperFire, UltraFire and HF2 records give the serial and the time', async (t) => {
  const hyperFire = new Bytes(true).u16(0xf101).pad(22).bytes([]).u16(12).u16(4).u16(10).u16(4).u16(4).u16(2019).pad(42).bytes(utf16('H500XX01234567', 30)).pad(200).out()
  const uf = new Bytes(true).ascii('RECONYXUF\0').pad(0x3b).bytes([12, 4, 10, 4, 4, 2019 & 0xff, 2019 >> 8]).pad(0x4b).ascii('UF12345678').pad(0x80).out()
  const hf2 = new Bytes(true).ascii('RECONYXH2\0').pad(0x3e).u16(12).u16(4).u16(10).u16(4).u16(4).u16(2019).pad(0x7e).bytes(utf16('HLPXEL09018779', 30)).pad(0xa0).out()
  for (const [name, note] of [['HyperFire', hyperFire], ['UltraFire', uf], ['HF2', hf2]] as const) {
    const reading = await readMetadata(jpeg(tiffBlock({ ifd0: [text(0x010f, 'RECONYX')], makerNote: () => note })))
    t.equal(reading.dateTimeOriginal.value, '2019:04:04 10:04:12', `${name}: time from the maker note when Exif has none`)
    t.equal(reading.dateTimeOriginal.source, 'makernote')
    t.ok(reading.serialNumber.value, `${name}: serial`)
  }
})

t.test('FLIR: the APP1 "FLIR" chunks are joined and CameraInfo gives model, serials and a zoned time', async (t) => {
  const record = new Bytes(false).u16(2).pad(0xd4).ascii('Vue Pro 640 13mm').pad(0x104).ascii('162682').pad(0x170).ascii('FOL13').pad(0x1a0).ascii('1175627')
    .pad(0x384).u32(Date.UTC(2016, 5, 27, 19, 29, 42) / 1000).u32(41).u16(240).pad(0x400).out()
  const fff = new Bytes(false).ascii('FFF\0').pad(0x14).u32(100).u32(0x40).u32(1).pad(0x40)
    .u16(0x20).u16(1).u32(0x64).u32(1).u32(0x60).u32(record.length).pad(0x60).bytes(record).out()
  const half = Math.ceil(fff.length / 2)
  const chunk = (index: number, data: Uint8Array) => new Bytes(false).ascii('FLIR\0').u8(1).u8(index).u8(1).bytes(data).out()
  const reading = await readMetadata(jpeg(tiffBlock({ ifd0: [text(0x010f, 'FLIR')] }), [chunk(1, fff.subarray(half)), chunk(0, fff.subarray(0, half))]))
  t.equal(reading.model.value, 'Vue Pro 640 13mm')
  t.equal(reading.model.source, 'flir')
  t.equal(reading.serialNumber.value, '162682')
  t.equal(reading.lensSerialNumber.value, '1175627')
  t.equal(reading.dateTimeOriginal.value, '2016:06:27 15:29:42.041', 'the camera clock: UTC less the zone')
  t.equal(reading.dateTimeOriginalOffset.value, '-04:00')
})

t.test('a maker of unread notes is named, with a problem, and the rest of the file is still read', async (t) => {
  const reading = await readNote('CASIO COMPUTER CO.,LTD.', 'EX-S1', (pos, little) => ifd([{ tag: 1, type: ASCII, value: 'x' }], pos, little))
  t.same(reading.makerNote, { maker: 'CASIO COMPUTER CO.,LTD.', read: false })
  t.equal(reading.dateTimeOriginal.value, '2020:01:02 03:04:05')
})
