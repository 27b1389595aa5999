// The most recently used tiles in memory: a Map keeps insertion order, so the first key is the oldest.

export class RecentTiles {
  private readonly entries = new Map<string, Buffer>()

  constructor(private readonly capacity: number) {}

  get(key: string): Buffer | undefined {
    const value = this.entries.get(key)
    if (value !== undefined) {
      this.entries.delete(key)
      this.entries.set(key, value)
    }
    return value
  }

  set(key: string, value: Buffer): void {
    this.entries.delete(key)
    this.entries.set(key, value)
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
  }

  get size(): number {
    return this.entries.size
  }
}
