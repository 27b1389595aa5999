// Where the extraction worker's bundle is served: build.mjs builds it before the areas and defines its hashed
// address as __EXTRACT_WORKER_URL__. Unbundled (unit tests) there is none.

declare const __EXTRACT_WORKER_URL__: string | undefined

export const EXTRACT_WORKER_URL: string | null = typeof __EXTRACT_WORKER_URL__ !== 'undefined' ? __EXTRACT_WORKER_URL__ : null
