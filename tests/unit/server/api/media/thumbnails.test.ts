// The thumbnail path (spec-1 §7, §4.7): sizes 200 and original, generated and stored pictures, the disk
// cache, and the images that are never served.

import t from 'tap'
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { Jimp } from 'jimp'
import { service } from './service.js'
import { NO_IMAGE } from '../../../../../server/api/media/picture-reply.js'
import { SESSION_ENDED } from '../../../../../server/api/plugins/authentication.js'
import { GENERATED_ORIGINAL_MAX } from '../../../../../server/api/media/generated-picture.js'
import { thumbnailCacheFolder } from '../../../../../server/api/media/thumbnails.js'
import { FIXTURES } from '../../../shared/metadata/exiftool-fixtures.js'

const PHOTO = join(FIXTURES, 'exifr__canon-dslr.jpg')

async function sizeOf(body: Buffer) {
  const image = await Jimp.read(body)
  return { width: image.bitmap.width, height: image.bitmap.height }
}

function cachedFiles(dataDir: string): string[] {
  const root = thumbnailCacheFolder(dataDir)
  if (!existsSync(root)) return []
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort()
}

t.test('a generated sighting is drawn at 200 px on its long side, in its own proportions', async (t) => {
  const s = await service(t)
  const [wide, tall, turned] = s.addSightings([
    { imageId: 'aa01', url: 'https://a.example/1.jpg', width: 4000, height: 3000 },
    { imageId: 'aa02', url: 'https://a.example/2.jpg', width: 1000, height: 2000 },
    // Orientation 6: stored 4000 x 3000, shown turned a quarter.
    { imageId: 'aa03', url: 'https://a.example/3.jpg', width: 4000, height: 3000, orientation: 6 },
  ])
  const res = await s.get(`/thumbnails/${wide}?size=200`)
  t.equal(res.statusCode, 200)
  t.equal(res.headers['content-type'], 'image/png')
  t.equal(res.headers['cache-control'], 'private, no-store')
  t.equal(res.headers['referrer-policy'], 'no-referrer')
  t.same(await sizeOf(res.rawPayload), { width: 200, height: 150 })
  t.same(await sizeOf((await s.get(`/thumbnails/${tall}`)).rawPayload), { width: 100, height: 200 }, 'size 200 is the default')
  t.same(await sizeOf((await s.get(`/thumbnails/${turned}`)).rawPayload), { width: 150, height: 200 })
})

t.test('the original of a generated sighting is its own size, capped', async (t) => {
  const s = await service(t)
  const [small, large] = s.addSightings([
    { imageId: 'bb01', url: 'https://a.example/1.jpg', width: 640, height: 480 },
    { imageId: 'bb02', url: 'https://a.example/2.jpg', width: 6000, height: 4000 },
  ])
  t.same(await sizeOf((await s.get(`/thumbnails/${small}?size=-1`)).rawPayload), { width: 640, height: 480 })
  t.same(await sizeOf((await s.get(`/thumbnails/${large}?size=-1`)).rawPayload), {
    width: GENERATED_ORIGINAL_MAX,
    height: Math.round((GENERATED_ORIGINAL_MAX * 4000) / 6000),
  })
})

t.test('the same id always gives the same picture, and different ids different ones', async (t) => {
  const s = await service(t)
  const [one, two] = s.addSightings([
    { imageId: 'cc01', url: 'https://a.example/1.jpg', width: 800, height: 600 },
    { imageId: 'cc02', url: 'https://a.example/2.jpg', width: 800, height: 600 },
  ])
  const first = (await s.get(`/thumbnails/${one}`)).rawPayload
  rmSync(thumbnailCacheFolder(s.dataDir), { recursive: true })
  t.same((await s.get(`/thumbnails/${one}`)).rawPayload, first, 'drawn again, identical')
  t.not((await s.get(`/thumbnails/${two}`)).rawPayload.equals(first), true, 'another id, another picture')
})

t.test('pictures are kept on disk and served from there', async (t) => {
  const s = await service(t)
  const [id] = s.addSightings([{ imageId: 'dd01', url: 'https://a.example/1.jpg', width: 800, height: 600 }])
  t.same(cachedFiles(s.dataDir), [])
  const first = await s.get(`/thumbnails/${id}`)
  await s.get(`/thumbnails/${id}?size=-1`)
  t.same(cachedFiles(s.dataDir), ['dd01-200.png', 'dd01-original.png'])
  const again = await s.get(`/thumbnails/${id}`)
  t.same(again.rawPayload, first.rawPayload)
})

t.test('an imported image is served as stored, and scaled to 200 px as a JPEG', async (t) => {
  const s = await service(t)
  mkdirSync(join(s.dataDir, 'images'), { recursive: true })
  copyFileSync(PHOTO, join(s.dataDir, 'images', 'canon.jpg'))
  const [id] = s.addSightings([{ imageId: 'ee01', url: 'https://a.example/canon.jpg', imageFile: 'images/canon.jpg' }])
  const original = await s.get(`/thumbnails/${id}?size=-1`)
  t.equal(original.statusCode, 200)
  t.equal(original.headers['content-type'], 'image/jpeg')
  t.ok(original.rawPayload.equals(await import('node:fs').then((fs) => fs.readFileSync(PHOTO))), 'byte for byte')
  const thumb = await s.get(`/thumbnails/${id}`)
  t.equal(thumb.headers['content-type'], 'image/jpeg')
  const { width, height } = await sizeOf(thumb.rawPayload)
  t.equal(Math.max(width, height), 200)
  t.same(cachedFiles(s.dataDir), ['ee01-200.jpg'])
})

t.test('known abuse, onion-hosted generated sightings, unknown ids and missing files are answered 404, never with a picture', async (t) => {
  const s = await service(t)
  const [abuse, missing, outside, onion] = s.addSightings([
    { imageId: 'ff01', url: 'https://a.example/1.jpg', knownAbuse: true, width: 800, height: 600 },
    { imageId: 'ff02', url: 'https://a.example/2.jpg', imageFile: 'images/gone.jpg' },
    { imageId: 'ff03', url: 'https://a.example/3.jpg', imageFile: '../service.db' },
    { imageId: 'ff04', url: 'http://duskgytldkxiuqc6.onion/4.jpg', width: 800, height: 600 },
  ])
  for (const url of [`/thumbnails/${abuse}`, `/thumbnails/${abuse}?size=-1`, '/thumbnails/nosuchid', `/thumbnails/${missing}`, `/thumbnails/${missing}?size=-1`, `/thumbnails/${outside}?size=-1`, `/thumbnails/${onion}`]) {
    const res = await s.get(url)
    t.same([res.statusCode, res.json()], [404, { success: false, error: NO_IMAGE }], url)
  }
  t.same(cachedFiles(s.dataDir), [], 'nothing drawn for them')
})

t.test('a sighting flagged after its thumbnail was cached is no longer served', async (t) => {
  const s = await service(t)
  const [id] = s.addSightings([{ imageId: 'ab01', url: 'https://a.example/1.jpg', width: 800, height: 600 }])
  t.equal((await s.get(`/thumbnails/${id}`)).statusCode, 200)
  s.db.prepare('UPDATE sightings SET known_abuse = 1 WHERE image_id = ?').run(id)
  t.equal((await s.get(`/thumbnails/${id}`)).statusCode, 404)
})

t.test('thumbnails need a session and a size the service knows', async (t) => {
  const s = await service(t)
  const [id] = s.addSightings([{ imageId: 'ac01', url: 'https://a.example/1.jpg' }])
  const anonymous = await s.get(`/thumbnails/${id}`, false)
  t.same([anonymous.statusCode, anonymous.json()], [401, { success: false, error: SESSION_ENDED }])
  for (const size of ['100', 'big', '-2', '']) {
    const res = await s.get(`/thumbnails/${id}?size=${size}`)
    t.same([res.statusCode, res.json()], [400, { success: false, error: 'size must be 200 or -1.' }], `size=${size}`)
  }
})

t.test('every image opened is in the audit log, with who opened it; map tiles are not', async (t) => {
  const s = await service(t)
  const [shown, flagged] = s.addSightings([
    { imageId: 'ad01', url: 'https://a.example/1.jpg', width: 800, height: 600 },
    { imageId: 'ad02', url: 'https://a.example/2.jpg', width: 800, height: 600, knownAbuse: true },
  ])
  await s.get(`/thumbnails/${shown}?size=200`)
  await s.get(`/thumbnails/${flagged}`)
  await s.get('/tiles?id=base&x=0&y=0&z=0')
  const rows = s.db
    .prepare("SELECT user_email AS email, api, action, success, details FROM audit_log WHERE api = 'thumbnails' ORDER BY id")
    .all() as { email: string; api: string; action: string; success: number; details: string }[]
  t.match(rows, [
    { email: 'ivy@police.example', action: 'thumbnail', success: 1, details: new RegExp(String(shown)) },
    { email: 'ivy@police.example', action: 'thumbnail', success: 0, details: new RegExp(String(flagged)) },
  ])
  t.equal(rows.length, 2)
  t.equal(s.db.prepare("SELECT count(*) FROM audit_log WHERE api = 'tiles'").pluck().get(), 0)
})
