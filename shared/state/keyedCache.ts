// Replies kept by a key so that asking again asks the service nothing: in memory for the page's life, the
// newest few (the oldest give way), optionally in front of a slower store such as this tab's session
// storage (sessionCache.ts).

export interface KeyedCache<T> {
  read(key: string): T | null
  write(key: string, value: T): void
}

export function createMemoryCache<T>(limit: number): KeyedCache<T> {
  const kept = new Map<string, T>()
  return {
    read: (key) => kept.get(key) ?? null,
    write(key, value) {
      // Deleted first, so that a key written again counts as the newest.
      kept.delete(key)
      kept.set(key, value)
      while (kept.size > limit) kept.delete(kept.keys().next().value as string)
    },
  }
}

/** Reads the near cache first, then the far one (copying what it finds nearer); writes both. */
export function createTieredCache<T>(near: KeyedCache<T>, far: KeyedCache<T>): KeyedCache<T> {
  return {
    read(key) {
      const nearby = near.read(key)
      if (nearby !== null) return nearby
      const found = far.read(key)
      if (found !== null) near.write(key, found)
      return found
    },
    write(key, value) {
      near.write(key, value)
      far.write(key, value)
    },
  }
}
