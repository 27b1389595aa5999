// Values that fill a field without naming anyone or anything (issue 12 §3): blanks, 'unknown', 'none',
// 'Copyright,', a one-letter ImageUniqueID, an all-zero serial. They are kept and shown, but marked,
// so that they never link unrelated pictures.

export type PlaceholderReason = 'blank' | 'generic word' | 'all zeros' | 'one character repeated' | 'too short' | 'no real date' | 'zero position'

/** What a field holds, which decides what counts as a placeholder in it. */
export type ValueKind = 'serial' | 'id' | 'person' | 'text' | 'time'

/** Words cameras and software write when nothing was set; compared without case and end punctuation. */
const GENERIC = new Set([
  'unknown', 'none', 'null', 'nil', 'undefined', 'n/a', 'na', 'not set', 'not available', 'default', '-', '--', '?',
  'no lens', 'owner', 'camera owner', 'owner name', 'user', 'username', 'your name', 'name', 'author', 'artist',
  'photographer', 'copyright', '(c)', '©', 'copyright (c)', 'copyright ©', 'all rights reserved',
])

function generic(value: string): boolean {
  const word = value.toLowerCase().replace(/[\s,.;:]+$/g, '').replace(/\s+/g, ' ')
  return GENERIC.has(word)
}

/** Why value is a placeholder in a field of this kind, or null when it looks like a real value. */
export function placeholderReason(kind: ValueKind, value: string): PlaceholderReason | null {
  const text = value.trim()
  if (!text) return 'blank'
  if (kind === 'time') return null // times are judged by times.ts (localTime)
  if (generic(text)) return 'generic word'
  if (kind === 'serial' || kind === 'id') {
    const bare = text.replace(/^NO=\s*/i, '').replace(/[\s-]/g, '')
    if (/^0+$/.test(bare)) return 'all zeros'
    if (bare.length > 1 && /^(.)\1+$/.test(bare)) return 'one character repeated'
    if (bare.length < 2) return 'too short'
    // An ID that is all zeros but for its last few characters is a counter, not unique (Ricoh's
    // '00000000000000000000000000000111').
    if (kind === 'id' && bare.replace(/^0+/, '').length < 4) return 'too short'
  }
  return null
}
