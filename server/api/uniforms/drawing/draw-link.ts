// The bytes of the register's drawn pictures (the demo's logos and uniforms), drawn and encoded in a thread of the
// service's own that stays while pictures are asked for and ends after a minute without one: a page of the Hub
// asks for a hundred pictures at once, and drawing them on the service's thread would hold every other call for
// seconds. Each picture is drawn once and kept in the disk cache (DATA_DIR/cache/uniforms).

import { Worker } from 'node:worker_threads'
import { join } from 'node:path'
import { threadFile, threadLimits } from '../../threads/answer-thread.js'
import { DiskCache } from '../../media/disk-cache.js'

export interface DrawRequest {
  id: number
  drawing: string
}

export type DrawAnswer = { id: number; jpeg: Uint8Array } | { id: number; failure: string }

const DRAW_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 16 } as const
/** The thread ends after this long without a picture to draw. */
const IDLE_MS = 60_000

export class DrawnPictures {
  private thread: Worker | null = null
  private readonly pending = new Map<number, { resolve: (jpeg: Buffer) => void; reject: (err: Error) => void }>()
  private nextId = 1
  private idleTimer: NodeJS.Timeout | null = null
  private readonly cache: DiskCache

  constructor(dataDir: string) {
    this.cache = new DiskCache(join(dataDir, 'cache', 'uniforms'))
  }

  /** The picture's JPEG; `key` names it in the cache (its id and md5, both checked by the caller). */
  picture(key: string, drawing: string): Promise<Buffer> {
    return this.cache.get(`${key}.jpg`, () => this.draw(drawing))
  }

  async stop(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer)
    await this.thread?.terminate()
    this.thread = null
  }

  private draw(drawing: string): Promise<Buffer> {
    const id = this.nextId++
    const thread = this.running()
    if (this.idleTimer) clearTimeout(this.idleTimer)
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      thread.postMessage({ id, drawing } satisfies DrawRequest)
    }).finally(() => this.idleLater())
  }

  private idleLater(): void {
    if (this.pending.size > 0) return
    if (this.idleTimer) clearTimeout(this.idleTimer)
    this.idleTimer = setTimeout(() => void this.stop(), IDLE_MS)
    this.idleTimer.unref()
  }

  private running(): Worker {
    if (this.thread) return this.thread
    const thread = new Worker(threadFile(import.meta.url, './draw-thread.ts', './uniforms-draw.mjs'), {
      name: 'uniforms-draw',
      resourceLimits: threadLimits(import.meta.url, DRAW_LIMITS),
    })
    thread.unref()
    thread.on('message', (answer: DrawAnswer) => {
      const waiting = this.pending.get(answer.id)
      this.pending.delete(answer.id)
      if (!waiting) return
      if ('jpeg' in answer) waiting.resolve(Buffer.from(answer.jpeg))
      else waiting.reject(new Error(answer.failure))
    })
    const fail = (err: Error) => {
      if (this.thread === thread) this.thread = null
      for (const waiting of this.pending.values()) waiting.reject(err)
      this.pending.clear()
    }
    thread.on('error', fail)
    thread.on('exit', () => fail(new Error('The drawing thread ended before it answered.')))
    this.thread = thread
    return thread
  }
}
