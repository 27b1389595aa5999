// A time in a report's heading as people read it, with its zone: "01 Feb, 2026 @ 00:00:00 UTC" (issue 30 §14).

import { formatAuditTime, formatWrittenDay } from '../../../shared/format/dates.js'

/** A moment, in UTC, to the second. */
export const reportTime = (ms: number): string => `${formatAuditTime(new Date(ms).toISOString())} UTC`

/** A UTC day: "01 Feb, 2026". */
export const reportDay = (ms: number): string => formatWrittenDay(new Date(ms).toISOString())
