// The perceptual measure behind the Hub's similar-image search: the same picture at another size is nearer than
// any other school's picture, it reads any RGBA picture an upload gives, and across the demo register a picture's
// nearest neighbours are far more often the same school's same garment than chance would make them.

import t from 'tap'
import { demoSchools } from '../../../../../server/api/uniforms/demo/register.js'
import { drawingFeatures } from '../../../../../server/api/seed/uniform-register.js'
import { drawSchoolImage } from '../../../../../server/api/uniforms/draw/drawSchoolImage.js'
import type { ImageDrawing } from '../../../../../server/api/uniforms/draw/drawing.js'
import { Pen } from '../../../../../server/api/uniforms/draw/pen.js'
import { Raster } from '../../../../../server/api/uniforms/draw/raster.js'
import { FEATURE_BYTES, featureDistance, imageFeatures, type Pixels } from '../../../../../server/api/uniforms/features.js'

const REGISTER = demoSchools({ count: 600, seed: 7 })

/** What a photo is of: the logo, or the garment it is about, by kind and colour. */
function subjectOf(drawing: ImageDrawing): string {
  if (drawing.kind === 'logo') return 'logo'
  const garment = drawing.kind === 'product' ? drawing.garment : drawing.outfit[0]!
  return `${garment.kind} ${garment.colour}`
}

const PICTURES = REGISTER.flatMap((school) =>
  school.images.map((image) => ({ school: school.id, subject: subjectOf(image.drawing), type: image.type, drawing: image.drawing })),
)

function solid(width: number, height: number, rgba: [number, number, number, number]): Pixels {
  const data = new Uint8Array(width * height * 4)
  for (let i = 0; i < data.length; i += 4) data.set(rgba, i)
  return { width, height, data }
}

t.test('features have a fixed length; a picture is at 0 from itself, and distances are symmetric and positive', async (t) => {
  const a = imageFeatures(drawSchoolImage(PICTURES[0]!.drawing, 128))
  const b = imageFeatures(drawSchoolImage(PICTURES[1]!.drawing, 128))
  t.equal(a.length, FEATURE_BYTES)
  t.equal(featureDistance(a, a), 0)
  t.equal(featureDistance(a, b), featureDistance(b, a))
  t.ok(featureDistance(a, b) > 0)
  t.ok(Buffer.from(imageFeatures(drawSchoolImage(PICTURES[0]!.drawing, 128))).equals(Buffer.from(a)), 'the same pixels give the same features')
  t.throws(() => featureDistance(a, a.subarray(1)), RangeError)
})

/**
 * What a picture looks like from across a room: a badge's shape and colours, a garment's colour and whether it is
 * laid flat or worn. Pictures alike in this differ only in a badge's emblem or a garment's cut, which a thumbnail
 * barely shows.
 */
function lookOf(drawing: ImageDrawing): string {
  if (drawing.kind === 'logo') return `badge ${drawing.crest.shape} ${drawing.crest.field} ${drawing.crest.emblemColour}`
  const garment = drawing.kind === 'product' ? drawing.garment : drawing.outfit[0]!
  return `${drawing.kind} ${garment.colour}`
}

t.test('a drawing at two sizes is nearer itself than any other school’s picture that looks different', async (t) => {
  const small = PICTURES.map((p) => imageFeatures(drawSchoolImage(p.drawing, 128)))
  const sample = PICTURES.filter((_, i) => i % 20 === 0)
  let alone = 0
  for (const picture of sample) {
    const index = PICTURES.indexOf(picture)
    const large = imageFeatures(drawSchoolImage(picture.drawing))
    const itself = featureDistance(large, small[index]!)
    const look = lookOf(picture.drawing)
    const nearer = PICTURES.filter((other, i) => other.school !== picture.school && featureDistance(large, small[i]!) < itself)
    // A white polo shirt is much like a white shirt: another school's, framed alike, may be as near as a copy.
    const unlike = nearer.filter((other) => lookOf(other.drawing) !== look)
    if (unlike.length > 0) t.fail(`${picture.subject} of school ${picture.school}: ${unlike.map((o) => o.subject).join(', ')} nearer than itself`)
    if (nearer.length === 0) alone++
  }
  t.comment(`${sample.length} pictures at 128 pixels and full size: nearest to itself for ${((alone / sample.length) * 100).toFixed(0)}%, else only behind another school's look-alike`)
  t.ok(sample.length >= 80)
  t.ok(alone >= sample.length * 0.85)
})

t.test('any RGBA picture is read: tiny, transparent, plain, photo-like, wider than tall', async (t) => {
  for (const pixels of [solid(1, 1, [10, 20, 30, 255]), solid(3, 2, [200, 0, 0, 255]), solid(40, 30, [0, 0, 0, 0]), solid(2000, 10, [0, 90, 0, 128])]) {
    const features = imageFeatures(pixels)
    t.equal(features.length, FEATURE_BYTES, `${pixels.width} by ${pixels.height}`)
  }
  t.equal(featureDistance(imageFeatures(solid(40, 30, [0, 0, 0, 0])), imageFeatures(solid(40, 30, [255, 255, 255, 255]))), 0, 'transparent reads as white')
  // A noisy photo with no plain edge: taken whole, and still nearer a lightly changed copy than a different photo.
  const noisy = (seed: number, shift: number): Pixels => {
    const width = 300
    const height = 200
    const data = new Uint8Array(width * height * 4)
    let s = seed
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        s = (s * 1103515245 + 12345) >>> 0
        const i = (y * width + x) * 4
        data[i] = Math.min(255, ((x * 255) / width + (s & 31) + shift) | 0)
        data[i + 1] = Math.min(255, ((y * 255) / height + ((s >> 8) & 31)) | 0)
        data[i + 2] = 120 + ((s >> 16) & 31)
        data[i + 3] = 255
      }
    }
    return { width, height, data }
  }
  const photo = imageFeatures(noisy(1, 0))
  const copy = imageFeatures(noisy(2, 6))
  const turned = noisy(3, 0)
  const mirrored = new Uint8Array(turned.data.length)
  for (let y = 0; y < turned.height; y++) for (let x = 0; x < turned.width; x++) mirrored.set(turned.data.subarray((y * turned.width + x) * 4, (y * turned.width + x) * 4 + 4), (y * turned.width + (turned.width - 1 - x)) * 4)
  const different = imageFeatures({ ...turned, data: mirrored })
  t.ok(featureDistance(photo, copy) < featureDistance(photo, different), 'a changed copy is nearer than a mirrored one')
})

t.test("across the register, a picture's nearest others are mostly its school's same garment, far above chance", async (t) => {
  const started = performance.now()
  const features = PICTURES.map((p) => drawingFeatures(p.drawing))
  const perPicture = (performance.now() - started) / PICTURES.length
  let queries = 0
  let first = 0
  let inFive = 0
  let chance = 0
  const byType = new Map<string, { queries: number; first: number }>()
  PICTURES.forEach((picture, i) => {
    const partners = PICTURES.filter((other, j) => j !== i && other.school === picture.school && other.subject === picture.subject).length
    if (partners === 0) return
    queries++
    chance += partners / (PICTURES.length - 1)
    const ranked = PICTURES.map((_, j) => ({ j, d: j === i ? Infinity : featureDistance(features[i]!, features[j]!) })).sort((a, b) => a.d - b.d)
    const same = (j: number) => PICTURES[j]!.school === picture.school && PICTURES[j]!.subject === picture.subject
    const hit = same(ranked[0]!.j)
    if (hit) first++
    if (ranked.slice(0, 5).some((r) => same(r.j))) inFive++
    const counts = byType.get(picture.type) ?? { queries: 0, first: 0 }
    counts.queries++
    if (hit) counts.first++
    byType.set(picture.type, counts)
  })
  const rate = first / queries
  const rateInFive = inFive / queries
  const chanceRate = chance / queries
  t.comment(`${PICTURES.length} pictures of ${REGISTER.length} schools, drawn and measured as the register is in ${perPicture.toFixed(2)} ms each`)
  t.comment(`${queries} pictures with another of their school's same garment: nearest is one of them ${(rate * 100).toFixed(1)}%, among the five nearest ${(rateInFive * 100).toFixed(1)}%; chance ${(chanceRate * 100).toFixed(2)}%`)
  t.comment([...byType].map(([type, c]) => `${type} ${c.first} of ${c.queries}`).join(', '))
  t.ok(queries > 500)
  t.ok(rate > 0.33, `nearest ${rate}`)
  t.ok(rateInFive > 0.52, `five nearest ${rateInFive}`)
  t.ok(rate > 50 * chanceRate, 'fifty times chance')
  t.ok(byType.get('LOGO')!.first / byType.get('LOGO')!.queries > 0.7, 'a logo finds its other photo')
})

t.test('measuring is quick for a drawing at full size and for a large upload', async (t) => {
  const full = drawSchoolImage(PICTURES[0]!.drawing)
  // A large photo of a maroon garment on a pale sheet.
  const raster = new Raster(2048, 1536, [236, 236, 232])
  new Pen(raster, 1).ellipse(1000, 780, 600, 700, [112, 22, 42])
  const large = { width: raster.width, height: raster.height, data: raster.data }
  // The thread's own CPU time, not the clock's: on a busy machine the clock also counts the time other work held
  // the core, which says nothing of the measure's cost.
  const cpuMs = () => {
    const { user, system } = process.threadCpuUsage()
    return (user + system) / 1000
  }
  const time = (pixels: Pixels, runs: number) => {
    const started = cpuMs()
    for (let i = 0; i < runs; i++) imageFeatures(pixels)
    return (cpuMs() - started) / runs
  }
  time(full, 3)
  const fullMs = time(full, 20)
  const largeMs = time(large, 3)
  t.comment(`features: ${fullMs.toFixed(2)} ms of CPU for a full-size drawing, ${largeMs.toFixed(1)} ms for a 2048 by 1536 picture`)
  t.ok(fullMs < 50)
  t.ok(largeMs < 500)
})
