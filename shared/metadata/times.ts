// Times as the camera wrote them (issue 12 §2): a DateTimeOriginal is the camera's local clock, so it
// is kept as written, with the zone offset beside it only when the file records one; nothing here
// converts to UTC. GPS time is the one UTC time a file holds.

/** A written time split from the offset written with it ('2008-05-04T16:47:24+09:00'). */
export interface SplitTime {
  written: string
  offset: string | null
}

const OFFSET = /(?:Z|([+-])(\d{2}):?(\d{2}))$/

/** '+09:00' for any of '+09:00', '+0900', 'Z' (as '+00:00'); null when text is not an offset. */
export function normaliseOffset(text: string | null | undefined): string | null {
  const trimmedText = text?.trim() ?? ''
  if (trimmedText === 'Z') return '+00:00'
  const match = /^([+-])(\d{2}):?(\d{2})$/.exec(trimmedText)
  if (!match) return null
  const hours = Number(match[2])
  const minutes = Number(match[3])
  return hours <= 14 && minutes < 60 ? `${match[1]}${match[2]}:${match[3]}` : null
}

/** Minutes east of UTC as an offset: 180 → '+03:00'. */
export function offsetFromMinutes(minutes: number): string | null {
  if (!Number.isInteger(minutes) || Math.abs(minutes) > 14 * 60) return null
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(minutes)
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
}

/** A time with a trailing zone taken off: the local part as written, and the offset. */
export function splitOffset(text: string): SplitTime {
  const trimmedText = text.trim()
  // Only a time carries a zone: '2008-05-04' alone ends in digits that are not an offset.
  if (!/[T ]\d{2}:\d{2}/.test(trimmedText)) return { written: trimmedText, offset: null }
  const match = OFFSET.exec(trimmedText)
  if (!match) return { written: trimmedText, offset: null }
  return { written: trimmedText.slice(0, match.index).trim(), offset: normaliseOffset(match[0]) }
}

/**
 * The wall-clock time as 'YYYY-MM-DDTHH:MM:SS' (fraction kept), for comparing and filtering times as
 * written whatever their punctuation (Exif '2018:07:25 16:34:23', XMP '2018-07-25T16:34:23'); null
 * for text that is no real time, such as '0000:00:00 00:00:00' or blanks.
 */
export function localTime(written: string | null | undefined): string | null {
  const match = /^(\d{4})[:-](\d{2})[:-](\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?$/.exec(written?.trim() ?? '')
  if (!match) return null
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = ''] = match
  const month = Number(mo)
  const day = Number(d)
  if (Number(y) === 0 || month < 1 || month > 12 || day < 1 || day > 31 || Number(h) > 24 || Number(mi) > 59 || Number(s) > 60) return null
  return `${y}-${mo}-${d}T${h}:${mi}:${s}${fraction}`
}

/** IPTC DateCreated ('20150611') and TimeCreated ('102926' or '102926+0200') as one split time. */
export function iptcTime(date: unknown, time: unknown): SplitTime | null {
  if (typeof date !== 'string' || !/^\d{8}$/.test(date.trim())) return null
  const d = date.trim()
  const t = typeof time === 'string' ? /^(\d{2}):?(\d{2}):?(\d{2})([+-]\d{2}:?\d{2})?$/.exec(time.trim()) : null
  const written = `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}` + (t ? `T${t[1]}:${t[2]}:${t[3]}` : '')
  return { written, offset: normaliseOffset(t?.[4]) }
}

/** Exif GPSDateStamp ('2018:07:25') and GPSTimeStamp ([14, 34, 23]) as a UTC time, '…Z'. */
export function gpsDateTime(dateStamp: unknown, timeStamp: unknown): string | null {
  if (typeof dateStamp !== 'string' || !Array.isArray(timeStamp) || timeStamp.length < 3) return null
  const date = /^(\d{4}):(\d{2}):(\d{2})$/.exec(dateStamp.trim())
  const [h, m, s] = timeStamp as number[]
  if (!date || ![h, m, s].every((n) => typeof n === 'number' && Number.isFinite(n) && n >= 0)) return null
  const seconds = Math.round((h! * 3600 + m! * 60 + s!) * 100) / 100
  const whole = Math.floor(seconds)
  const hh = Math.floor(whole / 3600)
  if (hh > 23) return null
  const mm = Math.floor((whole % 3600) / 60)
  const ss = whole % 60
  const fraction = Math.round((seconds - whole) * 100)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date[1]}-${date[2]}-${date[3]}T${pad(hh)}:${pad(mm)}:${pad(ss)}${fraction ? `.${pad(fraction)}` : ''}Z`
}
