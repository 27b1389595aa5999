// Where the fingerprint worker's bundle is served: build.mjs builds it before the areas and defines its hashed
// address as __FINGERPRINT_WORKER_URL__. Unbundled (unit tests) there is none.

declare const __FINGERPRINT_WORKER_URL__: string | undefined

export const FINGERPRINT_WORKER_URL: string | null = typeof __FINGERPRINT_WORKER_URL__ !== 'undefined' ? __FINGERPRINT_WORKER_URL__ : null
