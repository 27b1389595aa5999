// A Storage kept in a Map, for tests of code that keeps things in localStorage or sessionStorage. With a
// quota (in characters of the values), a write beyond it throws as a full browser storage does.

export function memoryStorage(quotaChars = Infinity): Storage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  const used = () => [...items.values()].reduce((n, v) => n + v.length, 0)
  return {
    items,
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    key: (i: number) => [...items.keys()][i] ?? null,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => {
      const value = String(v)
      if (used() - (items.get(k)?.length ?? 0) + value.length > quotaChars) throw new Error('QuotaExceededError')
      items.set(k, value)
    },
    removeItem: (k: string) => void items.delete(k),
  }
}
