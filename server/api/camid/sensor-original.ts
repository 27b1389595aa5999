// The original of a generated sighting drawn with its camera's sensor (server/api/camid/sensor): the whole
// picture at its native size, saved as a JPEG at the picture's own quality, as the camera would have written it.
// The picture a user downloads to make a fingerprint in the browser, so it carries the same pattern the matcher
// scores. Drawn in a thread of its own: a 24-megapixel picture takes seconds and some 200 MB, which must neither
// hold a worker's other calls nor stay with it.

import { answerOf, type AnswerThread } from '../threads/answer-thread.js'

export const ORIGINAL_LIMITS = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 16 } as const

export interface SensorOriginalRequest {
  imageId: string
  sensorSeed: number
  width: number
  height: number
}

export type SensorOriginalAnswer = { jpeg: Uint8Array } | { failure: string }

const ORIGINAL_THREAD: AnswerThread = {
  from: import.meta.url,
  source: './sensor-original-thread.ts',
  bundle: './camid-original.mjs',
  name: 'camid-original',
  limits: ORIGINAL_LIMITS,
}

export async function drawSensorOriginal(request: SensorOriginalRequest): Promise<Buffer> {
  const answer = await answerOf<SensorOriginalAnswer>(ORIGINAL_THREAD, request, () => new Error('The original ran out of the memory it may use.'))
  if ('failure' in answer) throw new Error(answer.failure)
  return Buffer.from(answer.jpeg)
}
