// A Storage kept in a Map, for tests of code that keeps things in localStorage or sessionStorage.

export function memoryStorage(): Storage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    key: (i: number) => [...items.keys()][i] ?? null,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, String(v)),
    removeItem: (k: string) => void items.delete(k),
  }
}
