// Thumbnails of the picture types jimp cannot read itself: WebP and AVIF (made here with the same codecs
// the server decodes with) and HEIC/HEIF (a vendored sample, see fixtures/README.md). Each comes out as a
// JPEG of the right size with its colours where they were.

import t, { type Test } from 'tap'
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as esbuild from 'esbuild'
import { assemblyPlugin } from '../../../../../scripts/assembly.mjs'
import { Jimp, intToRGBA } from 'jimp'
import { service } from './service.js'
import { scaleStoredPicture } from '../../../../../server/api/media/stored-picture.js'
import { imageTypeOf } from '../../../../../server/api/media/image-type.js'
import { compileWasm } from '../../../../../server/api/media/wasm-module.js'

const WIDTH = 120
const HEIGHT = 80
type Rgb = [number, number, number]
const RED: Rgb = [0xd0, 0x20, 0x20]
const GREEN: Rgb = [0x20, 0xa0, 0x40]
const BLUE: Rgb = [0x20, 0x40, 0xd0]
const WHITE: Rgb = [0xff, 0xff, 0xff]

const HEIC_SAMPLE = readFileSync(join(import.meta.dirname, 'fixtures', 'quadrants.heic'))

/** Four flat blocks, the same picture as the HEIC sample: red, green / blue, white. */
function quadrants(): ImageData {
  const data = new Uint8ClampedArray(WIDTH * HEIGHT * 4)
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const [r, g, b] = y < HEIGHT / 2 ? (x < WIDTH / 2 ? RED : GREEN) : x < WIDTH / 2 ? BLUE : WHITE
      data.set([r, g, b, 255], (y * WIDTH + x) * 4)
    }
  }
  return { data, width: WIDTH, height: HEIGHT, colorSpace: 'srgb' }
}

async function encodeWebp(picture: ImageData): Promise<Buffer> {
  const codec = await import('@jsquash/webp/encode.js')
  // Node always has WebAssembly SIMD, so the codec picks its SIMD build.
  await codec.init(await compileWasm('@jsquash/webp/codec/enc/webp_enc_simd.wasm'))
  return Buffer.from(await codec.default(picture, { quality: 90 }))
}

async function encodeAvif(picture: ImageData): Promise<Buffer> {
  const codec = await import('@jsquash/avif/encode.js')
  await codec.init(await compileWasm('@jsquash/avif/codec/enc/avif_enc.wasm'))
  return Buffer.from(await codec.default(picture))
}

/** The HEIC sample under another major brand: 'mif1' is the plain HEIF brand, typed image/heif. */
function asMif1(heic: Buffer): Buffer {
  const copy = Buffer.from(heic)
  copy.write('mif1', 8, 'latin1')
  return copy
}

async function checkScaledJpeg(t: Test, original: Buffer, longSide: number, width: number, height: number) {
  const jpeg = await scaleStoredPicture(original, longSide)
  t.equal(imageTypeOf(jpeg)?.contentType, 'image/jpeg', 'a JPEG')
  const image = await Jimp.read(jpeg)
  t.same({ width: image.bitmap.width, height: image.bitmap.height }, { width, height })
  const colourAt = (x: number, y: number): Rgb => {
    const { r, g, b } = intToRGBA(image.getPixelColor(Math.floor(x * width), Math.floor(y * height)))
    return [r, g, b]
  }
  // Lossy codecs both ways: each channel within 40 of what was drawn, at the middle of each block.
  const near = (seen: Rgb, drawn: Rgb) => seen.every((value, i) => Math.abs(value - drawn[i]!) <= 40)
  t.ok(near(colourAt(0.25, 0.25), RED), `red top left, saw ${colourAt(0.25, 0.25)}`)
  t.ok(near(colourAt(0.75, 0.25), GREEN), `green top right, saw ${colourAt(0.75, 0.25)}`)
  t.ok(near(colourAt(0.25, 0.75), BLUE), `blue bottom left, saw ${colourAt(0.25, 0.75)}`)
  t.ok(near(colourAt(0.75, 0.75), WHITE), `white bottom right, saw ${colourAt(0.75, 0.75)}`)
}

t.test('a WebP picture is scaled to a JPEG', async (t) => {
  const webp = await encodeWebp(quadrants())
  t.equal(imageTypeOf(webp)?.contentType, 'image/webp')
  await checkScaledJpeg(t, webp, 60, 60, 40)
  await checkScaledJpeg(t, webp, 200, WIDTH, HEIGHT)
})

t.test('an AVIF picture is scaled to a JPEG', async (t) => {
  const avif = await encodeAvif(quadrants())
  t.equal(imageTypeOf(avif)?.contentType, 'image/avif')
  await checkScaledJpeg(t, avif, 60, 60, 40)
  await checkScaledJpeg(t, avif, 200, WIDTH, HEIGHT)
})

t.test('an HEIC picture is scaled to a JPEG from its primary picture, not its thumbnail', async (t) => {
  t.equal(imageTypeOf(HEIC_SAMPLE)?.contentType, 'image/heic')
  await checkScaledJpeg(t, HEIC_SAMPLE, 60, 60, 40)
  await checkScaledJpeg(t, HEIC_SAMPLE, 200, WIDTH, HEIGHT)
})

t.test('a HEIF picture of brand mif1 holding HEVC is scaled to a JPEG', async (t) => {
  const heif = asMif1(HEIC_SAMPLE)
  t.equal(imageTypeOf(heif)?.contentType, 'image/heif')
  await checkScaledJpeg(t, heif, 60, 60, 40)
})

t.test('a file that only starts like one of these types has no thumbnail', async (t) => {
  const broken = Buffer.concat([HEIC_SAMPLE.subarray(0, 40), Buffer.alloc(200)])
  await t.rejects(scaleStoredPicture(broken, 60))
  const webpHead = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1')
  await t.rejects(scaleStoredPicture(webpHead, 60))
})

t.test('imported WebP and HEIC sightings: a JPEG thumbnail, and the original as stored', async (t) => {
  const s = await service(t)
  mkdirSync(join(s.dataDir, 'images'))
  writeFileSync(join(s.dataDir, 'images', 'photo.webp'), await encodeWebp(quadrants()))
  copyFileSync(join(import.meta.dirname, 'fixtures', 'quadrants.heic'), join(s.dataDir, 'images', 'photo.heic'))
  const [webpId, heicId] = s.addSightings([
    { imageId: 'ab01', url: 'https://a.example/photo.webp', imageFile: 'images/photo.webp' },
    { imageId: 'ab02', url: 'https://a.example/photo.heic', imageFile: 'images/photo.heic' },
  ])
  for (const [id, contentType, file] of [
    [webpId, 'image/webp', 'photo.webp'],
    [heicId, 'image/heic', 'photo.heic'],
  ] as const) {
    const thumbnail = await s.get(`/thumbnails/${id}?size=200`)
    t.equal(thumbnail.statusCode, 200, `${file}: a thumbnail`)
    t.equal(thumbnail.headers['content-type'], 'image/jpeg')
    const image = await Jimp.read(thumbnail.rawPayload)
    t.same([image.bitmap.width, image.bitmap.height], [WIDTH, HEIGHT], 'smaller than 200 px: kept at its size')
    const original = await s.get(`/thumbnails/${id}?size=-1`)
    t.equal(original.statusCode, 200)
    t.equal(original.headers['content-type'], contentType, `${file}: served with its true type`)
    t.ok(original.rawPayload.equals(readFileSync(join(s.dataDir, 'images', file))), 'byte for byte')
  }
})

t.test('the codecs are imported only when a picture of their type is scaled', async (t) => {
  // Bundled as the build bundles the service (packages left external): a static import of a codec would
  // load it at the service's start and on the JPEG path.
  const codecs = ['@jsquash/webp/decode.js', '@jsquash/avif/decode.js', 'heic-decode']
  const result = await esbuild.build({
    entryPoints: ['server/api/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    write: false,
    metafile: true,
    plugins: [assemblyPlugin],
    outdir: t.testdir(),
    define: { __HIGHSIDE__: 'false' },
    logLevel: 'silent',
  })
  const imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports)
  for (const codec of codecs) {
    const kinds = [...new Set(imports.filter((found) => found.path === codec).map((found) => found.kind))]
    t.same(kinds, ['dynamic-import'], `${codec}: imported on demand only`)
  }
})
