// Replies kept in this tab's session storage (spec-1 §4.8, §4.9: sightings per id, similar results per
// hash), so that going back to a page asks the service nothing. The newest few are kept; when storage is
// full the oldest give way, and when it refuses altogether the page simply asks the service again.

import type { KeyedCache } from './keyedCache.js'

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

export function createSessionCache<T>(prefix: string, limit: number, storage: Storage | null = sessionStore()): KeyedCache<T> {
  const indexKey = `${prefix}.keys`
  const itemKey = (key: string) => `${prefix}:${key}`

  function readIndex(): string[] {
    try {
      const parsed = JSON.parse(storage?.getItem(indexKey) ?? '[]') as unknown
      return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : []
    } catch {
      return []
    }
  }

  function writeIndex(keys: string[]): void {
    try {
      storage?.setItem(indexKey, JSON.stringify(keys))
    } catch {
      // the index is only for eviction; losing it costs nothing but space
    }
  }

  return {
    read(key) {
      try {
        const text = storage?.getItem(itemKey(key))
        return text ? (JSON.parse(text) as T) : null
      } catch {
        return null
      }
    },
    write(key, value) {
      if (!storage) return
      const text = JSON.stringify(value)
      const keys = readIndex().filter((k) => k !== key)
      while (keys.length >= limit) storage.removeItem(itemKey(keys.shift()!))
      for (;;) {
        try {
          storage.setItem(itemKey(key), text)
          keys.push(key)
          break
        } catch {
          const oldest = keys.shift()
          if (oldest === undefined) break // too large even alone: not kept
          storage.removeItem(itemKey(oldest))
        }
      }
      writeIndex(keys)
    },
  }
}
