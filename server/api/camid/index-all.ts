// Indexes every picture not yet indexed at once, one thread per core (npm run seed -- --camid-index): a database
// seeded with a million sightings has them indexed before a service starts, where the job engine would take hours
// at its lowest priority, a run at a time.

import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { Store } from '../store/engine/store.js'
import { forgetPictures, storeDigests, unindexedPictures, type CamIdPicture } from '../store/camid/pictures.js'
import { threadFile } from '../threads/answer-thread.js'
import type { DigestBatchAnswer } from './digest-thread.js'

/** Pictures one thread is sent at a time. */
const BATCH = 250

export async function indexAllPictures(store: Store, dataDir: string, onProgress: (indexed: number) => void): Promise<number> {
  const file = threadFile(import.meta.url, './digest-thread.ts', './camid-digest.mjs')
  const threads = Array.from({ length: Math.max(1, availableParallelism()) }, () => new Worker(file, { workerData: { dataDir } }))
  const digestsOf = (thread: Worker, pictures: CamIdPicture[]) =>
    new Promise<DigestBatchAnswer>((resolve, reject) => {
      thread.once('message', resolve)
      thread.once('error', reject)
      thread.postMessage(pictures)
    })
  let indexed = 0
  try {
    for (;;) {
      const pictures = await unindexedPictures(store, BATCH * threads.length)
      if (pictures.length === 0) break
      const answers = await Promise.all(threads.map((thread, i) => digestsOf(thread, pictures.slice(i * BATCH, (i + 1) * BATCH))))
      for (const answer of answers) {
        await storeDigests(store, answer.digests)
        await forgetPictures(store, answer.unreadable)
      }
      indexed += pictures.length
      onProgress(indexed)
    }
  } finally {
    await Promise.all(threads.map((thread) => thread.terminate()))
  }
  return indexed
}
