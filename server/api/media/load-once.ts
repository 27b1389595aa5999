// A codec is costly to start (its WebAssembly is compiled), so it is started once and shared.

/**
 * The first call starts load and later calls share its result. A failed load is forgotten, so that one
 * passing failure does not leave the codec broken for the life of the process.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null
  return () => {
    if (!loading) {
      loading = load()
      loading.catch(() => {
        loading = null
      })
    }
    return loading
  }
}
