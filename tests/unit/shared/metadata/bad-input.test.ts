// Bad input (issue 12 §1): empty, text, truncated and corrupted files, bogus offsets and loops in IFDs.
// The reader never rejects and never hangs: it answers what it could read and lists the problems.

import t from 'tap'
import { readdirSync } from 'node:fs'
import { readMetadata } from '../../../../shared/metadata/read-metadata.js'
import { Bytes, LONG, ifd, jpeg, text, tiffBlock } from './exif-builder.js'
import { FIXTURES, fixtureBytes } from './exiftool-fixtures.js'

const fixtures = readdirSync(FIXTURES).filter((name) => /\.jpe?g$/.test(name))

/** A deterministic generator, so that a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 0x100000000
  }
}

t.test('files that are no image answer an empty reading with the reason', async (t) => {
  const empty = await readMetadata(new Uint8Array(0))
  t.equal(empty.format, 'unknown')
  t.match(empty.problems, ['empty file'])
  const textFile = await readMetadata(new TextEncoder().encode('just some notes, not a picture\n'))
  t.equal(textFile.format, 'unknown')
  t.match(textFile.problems, [/not an image/])
  t.equal(textFile.make.value, null)
  const buffer = await readMetadata(new ArrayBuffer(3))
  t.equal(buffer.format, 'unknown', 'an ArrayBuffer is read as well')
})

t.test('every fixture cut short still reads, up to where the bytes end', async (t) => {
  for (const name of fixtures) {
    const bytes = fixtureBytes(name)
    for (const cut of [3, 20, 200, 1000, 5000, 20000]) {
      if (cut >= bytes.length) continue
      const reading = await readMetadata(bytes.slice(0, cut))
      if (reading.problems.some((problem) => problem.startsWith('reader:'))) t.fail(`${name} cut at ${cut}: ${reading.problems.join('; ')}`)
    }
  }
  const whole = fixtureBytes('mdx__Olympus_PEN_E-P3.jpg')
  const cut = await readMetadata(whole.slice(0, 30000))
  t.equal(cut.serialNumber.value, 'B9U505495', 'a file cut inside its Exif segment (here, in the preview) keeps what lies before the cut')
  t.equal(cut.model.value, 'E-P3')
  const early = await readMetadata(whole.slice(0, 300))
  t.match(early.problems, [/truncated at byte 300/], 'a cut inside the Exif segment is named with the byte')
})

t.test('corrupted fixtures (bytes changed at random in the metadata) never make the reader fail', async (t) => {
  const next = random(12)
  for (const name of fixtures) {
    const original = fixtureBytes(name)
    for (let round = 0; round < 4; round++) {
      const bytes = original.slice()
      const span = Math.min(bytes.length, 8000)
      for (let i = 0; i < 40; i++) bytes[Math.floor(next() * span)] = Math.floor(next() * 256)
      const reading = await readMetadata(bytes)
      if (reading.problems.some((problem) => problem.startsWith('reader:'))) t.fail(`${name} round ${round}: ${reading.problems.join('; ')}`)
    }
  }
  t.pass('all corrupted files read')
})

t.test('IFD loops are refused and bogus offsets skipped, keeping the values that are there', async (t) => {
  // IFD0 whose next IFD and ExifIFD pointer both point back at itself
  const b = new Bytes(true).ascii('II').u16(42).u32(8)
  b.bytes(ifd([text(0x010f, 'LoopCam'), { tag: 0x8769, type: LONG, value: [8] }], 8, true, 8))
  const looped = await readMetadata(jpeg(b.out()))
  t.equal(looped.make.value, 'LoopCam')
  t.ok(looped.problems.some((problem) => /loop/.test(problem)), 'the loop is named')

  const bogus = tiffBlock({ ifd0: [text(0x010f, 'Cam'), text(0x0110, 'Model X')], exif: [text(0x9003, '2021:02:03 04:05:06')] })
  new DataView(bogus.buffer).setUint32(8 + 2 + 12 + 8, 0x7ffffff0, true) // Model's value offset far outside
  const skipped = await readMetadata(jpeg(bogus))
  t.equal(skipped.make.value, 'Cam')
  t.equal(skipped.model.value, null)
  t.equal(skipped.dateTimeOriginal.value, '2021:02:03 04:05:06')

  const counted = new Bytes(true).ascii('II').u16(42).u32(8).u16(0xffff).pad(64).out()
  const huge = await readMetadata(jpeg(counted))
  t.ok(huge.problems.length > 0, 'an entry count of 65535 is not taken as a directory')

  const offTheEnd = new Bytes(true).ascii('II').u16(42).u32(0xfffffff0).out()
  t.ok((await readMetadata(jpeg(offTheEnd))).problems.some((problem) => /outside the data/.test(problem)))
})

t.test('a maker note with nonsense in it is left with a problem, not an error', async (t) => {
  const garbage = (length: number) => () => Uint8Array.from({ length }, (_, i) => (i * 97 + 13) & 0xff)
  for (const make of ['Canon', 'NIKON', 'OLYMPUS IMAGING CORP.', 'Panasonic', 'PENTAX', 'SONY', 'FUJIFILM', 'SIGMA', 'RECONYX']) {
    const reading = await readMetadata(jpeg(tiffBlock({ ifd0: [text(0x010f, make)], makerNote: garbage(300) })))
    t.equal(reading.make.value, make)
    t.notOk(reading.problems.some((problem) => problem.startsWith('reader:')), `${make}: no reader error`)
  }
})
