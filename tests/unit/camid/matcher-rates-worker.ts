// A worker thread of matcher-rates.test.ts: scores its share of the pictures against the fingerprint in both
// formats, and their digests against the fingerprint's digests, and sends the figures back.

import { parentPort, workerData } from 'node:worker_threads'
import { bestDigestZ, DIGEST_WINDOW, fingerprintDigests, pictureDigest } from '../../../shared/camid/prnu/digest.js'
import { noiseResidual } from '../../../shared/camid/prnu/residual.js'
import { scoreResidual, turnsFor } from '../../../shared/camid/prnu/score.js'
import { centreOf, CROP, MODEL, storedSize, type DemoPicture } from './demoCamera.js'

export interface RatesWork {
  float32: Float32Array
  sign: Float32Array
  pictures: DemoPicture[]
}

export interface RatesAnswer {
  float32: Float64Array
  sign: Float64Array
  /** The quarter turn of the best float32 score. */
  turns: Int8Array
  digestZ: Float64Array
  /** CPU milliseconds of this thread spent on the residual of each 1024² crop, and on each picture in all. */
  residualMs: Float64Array
  pictureMs: Float64Array
}

/** Sent every PROGRESS_EVERY pictures, before the answer. */
export interface RatesProgress {
  done: number
}
export const PROGRESS_EVERY = 500

/** This thread's CPU time in ms: on a shared machine, what a picture costs, whatever else runs. */
function cpuMs(): number {
  const used = process.threadCpuUsage()
  return (used.user + used.system) / 1000
}

const work = workerData as RatesWork
const digests = fingerprintDigests(work.float32, CROP)
const count = work.pictures.length
const answer: RatesAnswer = {
  float32: new Float64Array(count),
  sign: new Float64Array(count),
  turns: new Int8Array(count),
  digestZ: new Float64Array(count),
  residualMs: new Float64Array(count),
  pictureMs: new Float64Array(count),
}
work.pictures.forEach((picture, i) => {
  const started = cpuMs()
  const turns = turnsFor(MODEL, storedSize(picture.turns))
  const crop = centreOf(picture, CROP)
  const beforeResidual = cpuMs()
  const residual = noiseResidual(crop, CROP, CROP)
  answer.residualMs[i] = cpuMs() - beforeResidual
  const float32 = scoreResidual(work.float32, CROP, crop, residual, turns)
  answer.float32[i] = float32.score
  answer.turns[i] = float32.quarterTurns
  answer.sign[i] = scoreResidual(work.sign, CROP, crop, residual, turns).score
  answer.digestZ[i] = bestDigestZ(pictureDigest(centreOf(picture, DIGEST_WINDOW)), digests, turns)
  answer.pictureMs[i] = cpuMs() - started
  if ((i + 1) % PROGRESS_EVERY === 0) parentPort!.postMessage({ done: i + 1 } satisfies RatesProgress)
})
parentPort!.postMessage(answer)
