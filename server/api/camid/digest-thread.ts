// A thread that computes the digests of pictures it is sent, batch by batch, and sends them back (index-all.ts
// keeps one per core while a whole database is indexed at once). No database: the caller reads and stores.

import { parentPort, workerData } from 'node:worker_threads'
import { DIGEST_WINDOW, pictureDigest } from '../../../shared/camid/prnu/digest.js'
import type { CamIdPicture } from '../store/camid/pictures.js'
import { centreLuma } from './picture-pixels.js'

export interface DigestBatchAnswer {
  digests: { sightingId: number; digest: Uint8Array }[]
  unreadable: number[]
}

const { dataDir } = workerData as { dataDir: string }
parentPort?.on('message', async (pictures: CamIdPicture[]) => {
  const answer: DigestBatchAnswer = { digests: [], unreadable: [] }
  for (const picture of pictures) {
    try {
      answer.digests.push({ sightingId: picture.sightingId, digest: pictureDigest(await centreLuma(picture, DIGEST_WINDOW, dataDir)) })
    } catch {
      answer.unreadable.push(picture.sightingId)
    }
  }
  parentPort?.postMessage(answer)
})
