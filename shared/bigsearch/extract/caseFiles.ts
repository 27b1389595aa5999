// How the extractor names and orders a case's files and writes the finished data file, the same in the browser
// and on the command line, so that the two give the same items for the same folder.

import type { BigSearchItem } from '../../api/types/bigsearch.js'

/** A stable order whatever the machine's locale: by the '/'-separated path, compared code unit by code unit. */
export function compareCasePaths(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * A file's path inside the chosen folder, from the browser's webkitRelativePath ('case/sub/a.jpg' → 'sub/a.jpg');
 * a dropped file has none and is named by its own name.
 */
export function casePath(name: string, webkitRelativePath: string): string {
  const parts = webkitRelativePath.split('/').filter(Boolean)
  return parts.length > 1 ? parts.slice(1).join('/') : name
}

/** The BigSearch data file: the items as a JSON array, one key a line, ending with a newline. */
export function caseJson(items: readonly BigSearchItem[]): string {
  return `${JSON.stringify(items, null, 2)}\n`
}

/** The file name an extraction is saved or uploaded under: case-2024-05-01.json (the local day). */
export function caseFileName(now: Date): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-')
  return `case-${day}.json`
}
