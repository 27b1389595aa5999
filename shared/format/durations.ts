// Spans of time in milliseconds, as the clocks of the service and the browser count them.

export const MINUTE_MS = 60 * 1000
export const HOUR_MS = 60 * MINUTE_MS
export const DAY_MS = 24 * HOUR_MS
