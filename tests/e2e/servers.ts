// The addresses of the servers the browser tests start (playwright.config.ts): one normal, one restricted.

export const PORT = 3310
export const RESTRICTED_PORT = 3311
export const BASE_URL = `http://127.0.0.1:${PORT}`
export const RESTRICTED_URL = `http://127.0.0.1:${RESTRICTED_PORT}`
