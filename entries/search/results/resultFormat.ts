// The result format (spec-1 §2.5): list, gallery (grid) or map, remembered in this browser separately for
// the main search and the similar search. The main search starts as a list, the similar search as a grid.

export const RESULT_FORMATS = ['list', 'grid', 'map'] as const
export type ResultFormat = (typeof RESULT_FORMATS)[number]
export type FormatScope = 'search' | 'similar'

const DEFAULTS: Record<FormatScope, ResultFormat> = { search: 'list', similar: 'grid' }
const keyOf = (scope: FormatScope) => `sightline.format.${scope}`

export function isResultFormat(value: unknown): value is ResultFormat {
  return typeof value === 'string' && (RESULT_FORMATS as readonly string[]).includes(value)
}

function localStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

export function readFormat(scope: FormatScope, storage: Storage | null = localStore()): ResultFormat {
  try {
    const stored = storage?.getItem(keyOf(scope))
    return isResultFormat(stored) ? stored : DEFAULTS[scope]
  } catch {
    return DEFAULTS[scope]
  }
}

export function storeFormat(scope: FormatScope, format: ResultFormat, storage: Storage | null = localStore()): void {
  try {
    storage?.setItem(keyOf(scope), format)
  } catch {
    // storage refused (private mode, quota): the URL still carries the format for this visit
  }
}
