// The demo generator: reproducible from its seed, realistic in shape, and rich in the connections
// investigators search for (one camera across sites and accounts, re-posted pictures).

import t from 'tap'
import { SightingGenerator } from '../../../../../server/api/seed/generator.js'
import type { NewSighting } from '../../../../../server/api/store/sightings/rows.js'
import { EXAMPLE_HASH } from '../../../../../entries/search/similar/exampleHash.js'
import { SIMILAR_MAX_SQUARED_DISTANCE } from '../../../../../server/api/routes/sightings.js'
import { FIRST_START_SIGHTINGS } from '../../../../../server/api/seed/first-start.js'

function generate(seed: number, count: number): NewSighting[] {
  const generator = new SightingGenerator(seed, count)
  return Array.from({ length: count }, () => generator.next())
}

const SAMPLE = generate(42, 20_000)

function squaredDistance(a: Uint8Array, b: Uint8Array): number {
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += ((a[i] ?? 0) - (b[i] ?? 0)) ** 2
  return sum
}

t.test('the same seed gives the same sightings, another seed different ones', async (t) => {
  const first = generate(42, 300)
  const again = generate(42, 300)
  t.ok(first.every((s, i) => JSON.stringify(s) === JSON.stringify(again[i]) && s.photoDna!.join() === again[i]!.photoDna!.join()))
  const other = generate(7, 300)
  t.not(other[0]?.imageId, SAMPLE[0]?.imageId)
  t.not(other.map((s) => s.serialNumber).join(), again.map((s) => s.serialNumber).join())
})

t.test('serial numbers are text in each maker\'s format, leading zeros kept', async (t) => {
  const serials = SAMPLE.filter((s) => s.serialNumber)
  t.ok(serials.length > 1000)
  t.ok(serials.every((s) => typeof s.serialNumber === 'string'))
  const canon = serials.filter((s) => s.make === 'Canon').map((s) => s.serialNumber!)
  t.ok(canon.length > 0 && canon.every((n) => /^\d{12}$/.test(n)), 'Canon bodies: 12 digits')
  t.ok(canon.some((n) => n.startsWith('0')), 'some Canon serials start with a zero')
  const nikon = serials.filter((s) => s.make?.startsWith('NIKON')).map((s) => s.serialNumber!)
  t.ok(nikon.length > 0 && nikon.every((n) => /^[1-9]\d{6}$/.test(n)), 'Nikon bodies: 7 digits')
  const olympus = serials.filter((s) => s.make?.startsWith('OLYMPUS')).map((s) => s.serialNumber!)
  t.ok(olympus.every((n) => /^[A-Z]\d[A-Z]\d{6}$/.test(n)), 'Olympus bodies: letter, digit, letter, six digits')
  const phones = SAMPLE.filter((s) => s.make === 'Apple')
  t.ok(phones.length > 0 && phones.every((s) => s.serialNumber === null), 'phones write no body serial')
})

t.test('one camera serial appears across several domains and usernames', async (t) => {
  const bySerial = new Map<string, { domains: Set<string>; users: Set<string> }>()
  for (const s of SAMPLE) {
    if (!s.serialNumber) continue
    const entry = bySerial.get(s.serialNumber) ?? { domains: new Set(), users: new Set() }
    entry.domains.add(s.domain!)
    entry.users.add(s.username!)
    bySerial.set(s.serialNumber, entry)
  }
  const linked = [...bySerial.values()].filter((e) => e.domains.size >= 3 && e.users.size >= 3)
  t.ok(linked.length >= 20, `${linked.length} serials seen on 3+ domains under 3+ usernames`)
  const camerasPerUser = new Map<string, Set<string>>()
  for (const s of SAMPLE) {
    if (!s.serialNumber) continue
    const key = `${s.domain}/${s.username}`
    camerasPerUser.set(key, (camerasPerUser.get(key) ?? new Set()).add(s.serialNumber))
  }
  t.ok([...camerasPerUser.values()].some((serials) => serials.size >= 2), 'some accounts post from several cameras')
})

t.test('about a third carry GPS, a few a cell location, all on the globe', async (t) => {
  const withGps = SAMPLE.filter((s) => s.latitude != null)
  const share = withGps.length / SAMPLE.length
  t.ok(share > 0.25 && share < 0.42, `GPS share ${share.toFixed(3)}`)
  t.ok(withGps.every((s) => Math.abs(s.latitude!) <= 90 && Math.abs(s.longitude!) <= 180))
  const cells = SAMPLE.filter((s) => s.cellLatitude != null).length / SAMPLE.length
  t.ok(cells > 0.005 && cells < 0.05, `cell share ${cells.toFixed(3)}`)
})

t.test('dates span twenty years and first seen never precedes the picture', async (t) => {
  const years = new Set(SAMPLE.map((s) => new Date(s.dateTimeOriginal!).getUTCFullYear()))
  t.ok(years.has(2005) && years.has(2024), `years ${[...years].sort().join(',')}`)
  t.ok(SAMPLE.every((s) => s.dateLastSeen! >= s.dateFirstSeen! && s.dateFirstSeen! >= s.dateTimeOriginal!))
})

t.test('hashes, sizes and names look like the real thing', async (t) => {
  const bad = SAMPLE.filter(
    (s) =>
      !/^[0-9a-f]{32}$/.test(s.md5!) || !/^[0-9a-f]{40}$/.test(s.sha1!) || !/^[0-9a-f]{32}$/.test(s.imageId!) ||
      s.photoDna?.length !== 144 || !(s.width! > 0 && s.height! > 0 && s.filesize! > 0) ||
      ![1, 3, 6, 8].includes(s.orientation!) || !/^https:\/\//.test(s.url) || !/^https:\/\//.test(s.profile!),
  )
  t.same(bad, [], 'every sighting has hashes, sizes, an orientation and addresses')
  t.ok(SAMPLE.some((s) => /^IMG_\d{4}\.JPG$/.test(s.fileName!)))
  t.ok(SAMPLE.some((s) => /^DSC_\d{4}\.JPG$/.test(s.fileName!)))
  t.ok(SAMPLE.some((s) => s.domain!.endsWith('.onion')), 'some pictures are on onion services')
})

t.test('re-posted pictures keep a near-identical PhotoDNA vector, unrelated ones are far apart', async (t) => {
  const byCamera = new Map<string, NewSighting[]>()
  for (const s of SAMPLE) {
    const key = `${s.serialNumber}|${s.dateTimeOriginal}|${s.model}`
    const group = byCamera.get(key) ?? []
    group.push(s)
    byCamera.set(key, group)
  }
  const copies = [...byCamera.values()].filter((group) => group.length >= 2)
  t.ok(copies.length > 500, `${copies.length} pictures posted more than once`)
  const [first, second] = copies[0]!
  const near = squaredDistance(first!.photoDna!, second!.photoDna!)
  // Two different pictures: the first of two groups (two sightings in a row may be one picture re-posted).
  const far = squaredDistance(first!.photoDna!, copies[1]![0]!.photoDna!)
  t.ok(near < 144 * 50, `copies: ${near}`)
  t.ok(far > near * 20, `unrelated: ${far}`)
})

t.test('known abuse is rare, about one in a thousand, yet the 20,000 demo sightings hold some', async (t) => {
  const big = generate(3, 100_000)
  const flagged = big.filter((s) => s.knownAbuse).length
  // Pictures are flagged, and re-posts share their picture's flag: around 85 pictures in 100,000 sightings.
  t.ok(flagged >= 40 && flagged <= 200, `${flagged} of 100,000`)
  t.ok(SAMPLE.filter((s) => s.knownAbuse).length >= 10, 'the demo set shows that none is ever displayed')
})

t.test('phones record their zone offset with the camera time; all-zero lens serials are marked placeholders', async (t) => {
  const phones = SAMPLE.filter((s) => s.make === 'Apple')
  t.ok(phones.every((s) => /^[+-]\d{2}:\d{2}$/.test(s.dateTimeOriginalOffset ?? '')), 'every phone picture has an offset')
  t.ok(phones.every((s) => s.exif?.OffsetTimeOriginal === s.dateTimeOriginalOffset), 'and its raw tag says the same')
  t.ok(SAMPLE.filter((s) => s.make === 'Canon').every((s) => s.dateTimeOriginalOffset === null), 'older bodies record none')
  const zeros = SAMPLE.filter((s) => s.lensSerialNumber === '0000000000')
  t.ok(zeros.length > 0 && zeros.every((s) => s.placeholders?.includes('lensSerialNumber')), 'all-zero lens serials are placeholders')
  t.ok(SAMPLE.filter((s) => s.lensSerialNumber && s.lensSerialNumber !== '0000000000').every((s) => !s.placeholders?.length))
})

t.test("the similar search's example hash finds near-duplicates in the demo data of a first start", async (t) => {
  const example = Uint8Array.from(EXAMPLE_HASH.split(',').map(Number))
  const near = SAMPLE.filter((s) => s.photoDna && squaredDistance(s.photoDna, example) < SIMILAR_MAX_SQUARED_DISTANCE)
  t.ok(near.length >= 2, `${near.length} demo sightings within the similar search's threshold`)
  t.ok(near.some((s) => s.latitude !== null && s.latitude !== undefined), 'some with a place, for the similar map')
  t.equal(FIRST_START_SIGHTINGS, SAMPLE.length, 'the sample is what a first start writes')
})
