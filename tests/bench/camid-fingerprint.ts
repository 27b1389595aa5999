// The Camera ID bench's fingerprint (tests/bench/camid.mjs): 5 new pictures of one demo camera, drawn as the demo
// camera draws them, their centre crops estimated into a fingerprint as the browser's maker does, written as the
// float32 JSON file a user uploads.
// Usage: tsx tests/bench/camid-fingerprint.ts SENSOR_SEED WIDTH HEIGHT OUT.json

import { writeFileSync } from 'node:fs'
import { FingerprintEstimate } from '../../shared/camid/prnu/fingerprint.js'
import { writeFingerprintFile } from '../../shared/camid/prnu/fingerprintFile.js'
import { centreOffset } from '../../shared/camid/prnu/luma.js'
import { drawPictureRegion } from '../../server/api/camid/sensor/syntheticCamera.js'

const [seedText, widthText, heightText, out] = process.argv.slice(2)
const sensorSeed = Number(seedText)
const width = Number(widthText)
const height = Number(heightText)
if (!out || !Number.isInteger(sensorSeed) || !(width > 0) || !(height > 0)) {
  console.error('usage: tsx tests/bench/camid-fingerprint.ts SENSOR_SEED WIDTH HEIGHT OUT.json')
  process.exit(2)
}
/** The crop a browser takes: 1024, or the largest multiple of 16 the shorter side holds. */
const cropSize = Math.min(1024, Math.floor(Math.min(width, height) / 16) * 16)
const PICTURES = 5

const estimate = new FingerprintEstimate(cropSize)
for (let i = 0; i < PICTURES; i++) {
  const crop = drawPictureRegion({
    imageId: `bench-fingerprint-${sensorSeed}-${i}`,
    sensorSeed,
    nativeWidth: width,
    nativeHeight: height,
    storedWidth: width,
    storedHeight: height,
    x: centreOffset(width, cropSize),
    y: centreOffset(height, cropSize),
    width: cropSize,
    height: cropSize,
  })
  estimate.add(crop)
}
const text = writeFingerprintFile(
  { format: 'prnu-float32', resolution: { width, height }, cropSize, density: PICTURES, algorithm: 'sightline-prnu-1', fingerprint: estimate.finish() },
  { as: 'json' },
)
writeFileSync(out, text)
console.log(`fingerprint of camera ${sensorSeed}: ${PICTURES} pictures, crop ${cropSize}, ${(text.length / 1024 / 1024).toFixed(1)} MB`)
