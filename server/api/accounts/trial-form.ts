// The fields of a new user trial (spec-3 §5): a sign-up code, its validity window as real dates, a length
// in whole months and a type, with the spec's defaults. Each problem is answered naming its field, and
// changes nothing.

import {
  DEFAULT_TRIAL_MONTHS,
  DEFAULT_TRIAL_TYPE,
  TRIAL_CODE_FORMAT,
  TRIAL_MONTHS_MAX,
  TRIAL_TYPES,
  type NewTrialRequest,
  type TrialType,
} from '../../../shared/api/types/trials.js'
import { CallFailure } from '../failures.js'
import type { NewTrial } from '../store/trials.js'
import { DAY_MS } from '../../../shared/format/durations.js'

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|([+-])(\d{2}):(\d{2}))$/i
/** Before 1970 no trial ran; Date.UTC would also read years 0 to 99 as 1900 to 1999. */
const FIRST_YEAR = 1970

const invalid = (message: string, field: keyof NewTrialRequest) => new CallFailure(400, message, field)

/** The moment of these UTC fields, or null when they name no real one (30 February, 24:00, minute 60). */
function utcMoment(fields: number[]): number | null {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0, ms = 0] = fields
  if (year < FIRST_YEAR) return null
  const at = Date.UTC(year, month - 1, day, hour, minute, second, ms)
  const date = new Date(at)
  const back = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()]
  return back.every((value, i) => value === (fields[i] ?? 0)) ? at : null
}

/**
 * The moment a date names: YYYY-MM-DD is the start of that day in UTC, or with `endOfDay` its last
 * millisecond, so that a code valid until a day is valid all that day; a date-time must carry its zone.
 * Null for anything else.
 */
export function momentOf(text: string, endOfDay: boolean): number | null {
  const date = DATE.exec(text)
  if (date) {
    const start = utcMoment(date.slice(1, 4).map(Number))
    return start === null ? null : endOfDay ? start + DAY_MS - 1 : start
  }
  const time = DATE_TIME.exec(text)
  if (!time) return null
  const [, y, mo, d, h, mi, s = '0', ms = '0', , sign, offsetHours = '0', offsetMinutes = '0'] = time
  if (Number(offsetHours) > 23 || Number(offsetMinutes) > 59) return null
  const at = utcMoment([y, mo, d, h, mi, s].map(Number).concat(Number(ms.padEnd(3, '0'))))
  if (at === null) return null
  const offset = (Number(offsetHours) * 60 + Number(offsetMinutes)) * 60_000
  return sign === '-' ? at + offset : sign === '+' ? at - offset : at
}

function dateOf(text: string, field: 'codeValidFrom' | 'codeValidUntil', endOfDay: boolean): number {
  const at = momentOf(text.trim(), endOfDay)
  if (at === null) throw invalid(`The ${field} must be a real date, as YYYY-MM-DD or an ISO 8601 date-time with its zone.`, field)
  return at
}

function codeOf(text: string): string {
  const code = text.trim()
  if (code === '') throw invalid('The code is required.', 'code')
  if (!TRIAL_CODE_FORMAT.test(code)) throw invalid('The code may hold only letters, digits, - and _.', 'code')
  return code
}

function monthsOf(value: number | string | undefined): number {
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) return DEFAULT_TRIAL_MONTHS
  const months = typeof value === 'number' ? value : /^\s*[0-9]+\s*$/.test(value) ? Number(value) : NaN
  if (!Number.isInteger(months) || months < 1 || months > TRIAL_MONTHS_MAX) {
    throw invalid(`The trialMonths must be a whole number from 1 to ${TRIAL_MONTHS_MAX}.`, 'trialMonths')
  }
  return months
}

function typeOf(value: string | undefined): TrialType {
  const type = (value ?? '').trim()
  if (type === '') return DEFAULT_TRIAL_TYPE
  const known = TRIAL_TYPES.find((name) => name === type)
  if (!known) throw invalid(`The trialType must be one of ${TRIAL_TYPES.join(', ')}.`, 'trialType')
  return known
}

/** The trial to store, checked field by field in the order of the form. */
export function newTrialOf(request: NewTrialRequest): NewTrial {
  const code = codeOf(request.code)
  const validFrom = dateOf(request.codeValidFrom, 'codeValidFrom', false)
  const validUntil = dateOf(request.codeValidUntil, 'codeValidUntil', true)
  if (validUntil < validFrom) throw invalid('The codeValidUntil must not be before the codeValidFrom.', 'codeValidUntil')
  return { code, validFrom, validUntil, trialMonths: monthsOf(request.trialMonths), trialType: typeOf(request.trialType) }
}
