// The demo sightings: a deterministic stream of realistic rows from a seed number. People post pictures
// from their own cameras to accounts on several sites, and pictures get re-posted elsewhere, so one
// camera serial turns up across domains and usernames and similar search finds the copies.

import type { NewSighting } from '../store/sightings/rows.js'
import { itemAt, Random } from './random.js'
import { cameraFileName, EDITORS, makeCameraBody, type CameraBody } from './cameras.js'
import { CityPicker, scatter, type Point } from './cities.js'
import { PosterPool, type Person } from './posters.js'
import { basePhotoDna, perturbedPhotoDna } from './photodna.js'
import { placeholderReason } from '../../../shared/metadata/placeholders.js'
import { DAY_MS } from '../../../shared/format/durations.js'

/** Twenty years of pictures, ending at a fixed day so the same seed gives the same dates every year. */
const LAST_DAY = Date.UTC(2025, 0, 1)
const SPAN_MS = 20 * 365.25 * 24 * 3600 * 1000
/** Known-abuse pictures are rare, about one in a thousand, yet the 20,000 demo sightings hold a dozen or more to
 * show that the product never displays them (spec-1 §3.5 knownChildAbuseImageArachnid). */
const KNOWN_ABUSE_RATE = 1 / 1000
const REPOST_RATE = 0.15
/** How many recent pictures re-posts are drawn from. */
const PICTURE_MEMORY = 20_000
const TAGS = ['beach', 'holiday', 'family', 'city', 'night', 'party', 'nature', 'car', 'selfie', 'food', 'sunset',
  'school', 'park', 'snow', 'concert', 'street', 'dog', 'cat', 'travel', 'home']
const SITE_SIZES = [2048, 1600, 1280, 1080]

/** One picture as its camera made it; each posting of it is a sighting. */
interface Picture {
  body: CameraBody
  takenAt: number
  width: number
  height: number
  orientation: number
  location: Point | null
  photoDna: Uint8Array
  fileName: string
  software: string
  knownAbuse: boolean
}

export class SightingGenerator {
  private readonly random: Random
  private readonly cities = new CityPicker()
  private readonly bodies: CameraBody[] = []
  private readonly people: Person[] = []
  private readonly pictures: Picture[] = []
  private pictureCount = 0
  /** Each body's sensor pattern (server/api/camid/sensor): its own, so that Camera ID tells bodies of one model apart. */
  private readonly sensorSeeds = new Map<CameraBody, number>()

  /** `expected` sizes the population of cameras and people so that each posts a realistic number. */
  constructor(seed: number, expected: number) {
    this.random = new Random(seed)
    const posters = new PosterPool(this.random)
    const bodyCount = Math.max(40, Math.round(expected / 25))
    for (let i = 0; i < bodyCount; i++) this.bodies.push(makeCameraBody(this.random))
    // From the seed and the body's place, not from the random stream: the rest of the data stays as it was.
    this.bodies.forEach((body, i) => this.sensorSeeds.set(body, sensorSeedOf(seed, i)))
    const personCount = Math.max(30, Math.round(expected / 40))
    for (let i = 0; i < personCount; i++) {
      const cameras = Array.from({ length: 1 + this.random.skewedIndex(3) }, () => this.random.int(0, bodyCount - 1))
      this.people.push(posters.person(this.random, cameras))
    }
  }

  next(): NewSighting {
    const r = this.random
    const person = itemAt(this.people, r.skewedIndex(this.people.length))
    const account = r.pick(person.accounts)
    const repost = this.pictureCount > 0 && r.chance(REPOST_RATE)
    const picture = repost ? this.rememberedPicture() : this.newPicture(person)
    const { body } = picture
    const fileName = repost && r.chance(0.5) ? `${r.hex(16)}.jpg` : picture.fileName
    // Sites shrink large uploads, and some strip the GPS tags on the way.
    const scale = r.chance(0.5) ? Math.min(1, r.pick(SITE_SIZES) / Math.max(picture.width, picture.height)) : 1
    const width = Math.round(picture.width * scale)
    const height = Math.round(picture.height * scale)
    const location = repost && r.chance(0.5) ? null : picture.location
    const firstSeen = Math.min(LAST_DAY, Math.max(picture.takenAt, LAST_DAY - SPAN_MS) + r.int(0, 400) * DAY_MS)
    const lastSeen = Math.min(LAST_DAY, firstSeen + r.skewedIndex(900) * DAY_MS)
    const cell = r.chance(0.02) ? scatter(r, location ?? this.cities.point(r), 0.02) : null
    const onion = account.domain.endsWith('.onion')
    return {
      imageId: r.hex(32),
      url: account.site.picture(account.username, fileName, r),
      source: onion ? 'tor-crawler' : r.chance(0.1) ? 'partner-feed' : 'crawler',
      domain: account.domain,
      username: account.username,
      profile: account.profile,
      fileName,
      // The camera's wall clock (as if UTC), with the offset a phone records.
      dateTimeOriginal: picture.takenAt,
      dateTimeOriginalOffset: body.zone,
      dateFirstSeen: firstSeen,
      dateLastSeen: lastSeen,
      make: body.model.make,
      model: body.model.model,
      serialNumber: body.serialNumber,
      internalSerialNumber: body.internalSerialNumber,
      lens: body.lens,
      lensSerialNumber: body.lensSerialNumber,
      exifSoftware: picture.software,
      imageUniqueId: body.model.kind === 'phone' && r.chance(0.3) ? r.hex(32) : null,
      ownerName: body.ownerName,
      artist: body.ownerName && r.chance(0.5) ? body.ownerName : null,
      copyright: body.ownerName && r.chance(0.3) ? `© ${body.ownerName}` : null,
      tags: r.chance(0.3) ? Array.from({ length: r.int(1, 3) }, () => r.pick(TAGS)) : [],
      md5: r.hex(32),
      sha1: r.hex(40),
      qtHash: r.hex(16),
      // JPEG at camera quality: roughly a third of a byte to half a byte per pixel.
      filesize: Math.round(width * height * (0.25 + r.next() * 0.35)),
      width,
      height,
      orientation: picture.orientation,
      latitude: location?.lat ?? null,
      longitude: location?.lon ?? null,
      cellLatitude: cell?.lat ?? null,
      cellLongitude: cell?.lon ?? null,
      photoDna: repost ? perturbedPhotoDna(r, picture.photoDna) : picture.photoDna,
      knownAbuse: picture.knownAbuse,
      exif: exifOf(picture, width, height, location),
      placeholders: body.lensSerialNumber && placeholderReason('serial', body.lensSerialNumber) ? ['lensSerialNumber'] : [],
      // Drawn with its camera's sensor at its native size; a resized copy, or one on an onion service (no copy
      // kept), is not.
      sensorSeed: scale === 1 && !onion ? this.sensorSeeds.get(body)! : null,
    }
  }

  private rememberedPicture(): Picture {
    const known = Math.min(this.pictureCount, PICTURE_MEMORY)
    return itemAt(this.pictures, this.random.int(0, known - 1))
  }

  private newPicture(person: Person): Picture {
    const r = this.random
    // A person mostly uses their own cameras; now and then a borrowed or second-hand one.
    const body = r.chance(0.05) ? r.pick(this.bodies) : itemAt(this.bodies, r.pick(person.cameras))
    // More pictures from recent years than from twenty years ago.
    const takenAt = Math.round((LAST_DAY - Math.pow(r.next(), 1.6) * SPAN_MS) / 1000) * 1000
    const phone = body.model.kind === 'phone'
    const gpsRate = phone ? 0.45 : body.model.kind === 'drone' ? 0.95 : 0.12
    const orientation = r.chance(phone ? 0.3 : 0.12) ? r.pick([6, 6, 6, 8, 3]) : 1
    const picture: Picture = {
      body,
      takenAt,
      width: body.model.width,
      height: body.model.height,
      orientation,
      location: r.chance(gpsRate) ? this.cities.point(r) : null,
      photoDna: basePhotoDna(r),
      fileName: cameraFileName(body.model, r, new Date(takenAt)),
      software: r.chance(0.2) ? r.pick(EDITORS) : body.firmware,
      knownAbuse: r.chance(KNOWN_ABUSE_RATE),
    }
    this.pictures[this.pictureCount % PICTURE_MEMORY] = picture
    this.pictureCount++
    return picture
  }
}

/** A well-mixed 32-bit number from the data's seed and a body's place (the murmur3 finaliser). */
function sensorSeedOf(seed: number, bodyIndex: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(bodyIndex + 1, 0xc2b2ae35)
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

/** The Exif tags a generated sighting carries, named as the Exif standard names them. */
function exifOf(picture: Picture, width: number, height: number, location: Point | null): Record<string, unknown> {
  const { body } = picture
  const exif: Record<string, unknown> = {
    Make: body.model.make,
    Model: body.model.model,
    Software: picture.software,
    DateTimeOriginal: new Date(picture.takenAt).toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, ':'),
    Orientation: picture.orientation,
    ExifImageWidth: width,
    ExifImageHeight: height,
  }
  if (body.serialNumber) exif.BodySerialNumber = body.serialNumber
  if (body.lens) exif.LensModel = body.lens
  if (body.lensSerialNumber) exif.LensSerialNumber = body.lensSerialNumber
  if (body.zone) exif.OffsetTimeOriginal = body.zone
  if (body.ownerName) exif.CameraOwnerName = body.ownerName
  if (location) {
    exif.GPSLatitude = location.lat
    exif.GPSLongitude = location.lon
  }
  return exif
}
