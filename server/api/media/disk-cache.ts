// A folder of computed files (thumbnails, tiles) under DATA_DIR/cache: written whole or not at all, so a
// reader never sees half a file, and computed once even when many requests ask at the same moment.

import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { randomBytes } from 'node:crypto'

export class DiskCache {
  private readonly pending = new Map<string, Promise<Buffer>>()

  constructor(readonly folder: string) {}

  /** The cached file at `name` (a relative path the caller builds from validated parts), or make and keep it. */
  async get(name: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const path = join(this.folder, name)
    const cached = await readFile(path).catch(() => null)
    if (cached) return cached
    const running = this.pending.get(path)
    if (running) return running
    const job = this.make(path, make).finally(() => this.pending.delete(path))
    this.pending.set(path, job)
    return job
  }

  private async make(path: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const data = await make()
    try {
      await mkdir(dirname(path), { recursive: true })
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`
      await writeFile(temporary, data)
      await rename(temporary, path)
    } catch {
      // A full or read-only disk costs only speed: the data is still answered.
    }
    return data
  }
}
