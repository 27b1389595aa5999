// The Camera ID bench's fingerprint (tests/bench/camid.mjs): 5 new pictures of one demo camera, drawn as the demo
// camera draws them, their centre crops estimated into a fingerprint as the browser's maker does, written as the
// float32 JSON file a user uploads.
// Usage: node --import ./tests/support/typescript-hooks.mjs tests/bench/camid-fingerprint.ts SENSOR_SEED WIDTH HEIGHT OUT.json

import { writeFileSync } from 'node:fs'
import { FINGERPRINT_FORMATS, writeFingerprintFile } from '../../shared/camid/prnu/fingerprintFile.js'
import { cameraFingerprint } from '../../server/api/camid/sensor/cameraFingerprint.js'

const [seedText, widthText, heightText, out] = process.argv.slice(2)
const sensorSeed = Number(seedText)
const width = Number(widthText)
const height = Number(heightText)
if (!out || !Number.isInteger(sensorSeed) || !(width > 0) || !(height > 0)) {
  console.error('usage: node --import ./tests/support/typescript-hooks.mjs tests/bench/camid-fingerprint.ts SENSOR_SEED WIDTH HEIGHT OUT.json')
  process.exit(2)
}
const PICTURES = 5

const file = cameraFingerprint({ sensorSeed, width, height, pictures: PICTURES, format: FINGERPRINT_FORMATS.float32, name: `bench-fingerprint-${sensorSeed}` })
const text = writeFingerprintFile(file, { as: 'json' })
writeFileSync(out, text)
console.log(`fingerprint of camera ${sensorSeed}: ${PICTURES} pictures, crop ${file.cropSize}, ${(text.length / 1024 / 1024).toFixed(1)} MB`)
