// A sighting's digest (shared/camid/prnu/digest.ts): at most 1 KB, its z-score N(0, 1) for unrelated bits and
// √n for identical ones, and the fingerprint's digest at each quarter turn being the turned fingerprint's.

import t from 'tap'
import { bestDigestZ, digestAgreement, DIGEST_BITS, DIGEST_BYTES, DIGEST_SIDE, DIGEST_WINDOW, digestZ, fingerprintDigests, pictureDigest } from '../../../shared/camid/prnu/digest.js'
import { turnSquare } from '../../../shared/camid/prnu/luma.js'
import { gaussianOf, mix32, positionHash } from '../../../server/api/camid/sensor/pixelHash.js'

/** A digest of random bits (its padding zero, as every digest's is). */
function randomDigest(seed: number): Uint8Array {
  const digest = new Uint8Array(DIGEST_BYTES)
  for (let bit = 0; bit < DIGEST_BITS; bit++) if (mix32(seed * 8191 + bit) & 1) digest[bit >>> 3]! |= 0x80 >>> (bit & 7)
  return digest
}

t.test('a digest is 8,100 bits in at most 1 KB, from a 128 x 128 window', async (t) => {
  t.equal(DIGEST_BITS, DIGEST_SIDE * DIGEST_SIDE)
  t.equal(DIGEST_BITS, 8100)
  t.ok(DIGEST_BYTES <= 1024 && DIGEST_BYTES % 4 === 0 && DIGEST_BYTES * 8 >= DIGEST_BITS, `${DIGEST_BYTES} bytes`)
  t.equal(DIGEST_WINDOW % 16, 0)
  const window = Float32Array.from({ length: DIGEST_WINDOW * DIGEST_WINDOW }, (_, i) => 100 + 10 * gaussianOf(positionHash(3, i % DIGEST_WINDOW, Math.floor(i / DIGEST_WINDOW))))
  const digest = pictureDigest(window)
  t.equal(digest.length, DIGEST_BYTES)
  t.ok(digest.subarray(Math.ceil(DIGEST_BITS / 8)).every((b) => b === 0), 'padding zero')
  t.throws(() => pictureDigest(new Float32Array(90 * 90)), { message: 'A digest window of 128x128 has 16384 values, not 8100.' })
})

t.test('the z of unrelated digests is N(0, 1); of a digest with itself √n, with its complement −√n', async (t) => {
  const zs = Array.from({ length: 4000 }, (_, i) => digestZ(randomDigest(2 * i), randomDigest(2 * i + 1)))
  const mean = zs.reduce((s, z) => s + z, 0) / zs.length
  const sd = Math.sqrt(zs.reduce((s, z) => s + (z - mean) ** 2, 0) / (zs.length - 1))
  const beyond3 = zs.filter((z) => Math.abs(z) > 3).length
  t.comment(`4,000 pairs of random digests: z mean ${mean.toFixed(3)}, sd ${sd.toFixed(3)}, |z| > 3: ${beyond3}`)
  t.ok(Math.abs(mean) < 0.1, 'mean near 0')
  t.ok(Math.abs(sd - 1) < 0.06, 'sd near 1')
  t.ok(beyond3 <= 30, 'tails of a normal (about 11 expected)')
  const digest = randomDigest(5)
  t.equal(digestZ(digest, digest), 90)
  const complement = digest.map((b, i) => (i < DIGEST_BITS / 8 ? ~b & 255 : 0))
  complement[Math.floor(DIGEST_BITS / 8)] = ~digest[Math.floor(DIGEST_BITS / 8)]! & 0xf0
  t.equal(digestAgreement(digest, complement), 0)
  t.equal(digestZ(digest, complement), -90)
})

t.test('a digest read from the middle of a buffer (unaligned) is compared alike', async (t) => {
  const a = randomDigest(11), b = randomDigest(12)
  const buffer = new Uint8Array(DIGEST_BYTES + 3)
  buffer.set(a, 3)
  t.equal(digestZ(buffer.subarray(3), b), digestZ(a, b))
  t.throws(() => digestZ(a.subarray(1), b), { message: `A digest has ${DIGEST_BYTES} bytes, not ${DIGEST_BYTES - 1}.` })
})

t.test("the fingerprint's digest at turn q is the digest of the fingerprint turned q times", async (t) => {
  const side = 256
  const fingerprint = Float32Array.from({ length: side * side }, (_, i) => gaussianOf(positionHash(21, i % side, Math.floor(i / side))))
  const digests = fingerprintDigests(fingerprint, side)
  t.equal(digests.length, 4)
  for (let turns = 0; turns < 4; turns++) {
    t.equal(digestZ(digests[turns]!, fingerprintDigests(turnSquare(fingerprint, side, turns), side)[0]!), 90, `turn ${turns}`)
  }
  t.ok(Math.abs(digestZ(digests[0]!, digests[1]!)) < 5, 'different turns are unrelated')
  t.equal(bestDigestZ(digests[3]!, digests, [1, 3]), 90)
  t.equal(bestDigestZ(digests[3]!, digests, []), -Infinity, 'no turn tried, no candidate')
})

t.test('the residual of a window carrying the fingerprint agrees with its digest far beyond chance', async (t) => {
  const side = 256
  const fingerprint = Float32Array.from({ length: side * side }, (_, i) => 0.03 * gaussianOf(positionHash(21, i % side, Math.floor(i / side))))
  const offset = (side - DIGEST_WINDOW) / 2
  const window = Float32Array.from({ length: DIGEST_WINDOW * DIGEST_WINDOW }, (_, i) => {
    const x = i % DIGEST_WINDOW, y = Math.floor(i / DIGEST_WINDOW)
    return (110 + 20 * Math.sin(x / 9)) * (1 + fingerprint[(offset + y) * side + offset + x]!) + 2 * gaussianOf(positionHash(8, x, y))
  })
  const z = digestZ(pictureDigest(window), fingerprintDigests(fingerprint, side)[0]!)
  t.ok(z > 10, `z ${z.toFixed(1)}`)
})
