// What the importer prints: one line per file (imported, with its warnings, or refused with the reason)
// and a summary, so that no file of the folder goes unaccounted for.

import type { ImportResult } from './import-folder.js'

export function reportLines(result: ImportResult, folder: string): string[] {
  const lines: string[] = []
  for (const file of result.imported) {
    lines.push(`imported  ${file.imageId}  ${file.name}${file.linkTo ? ` -> ${file.linkTo}` : ''}`)
    for (const warning of file.warnings) lines.push(`warning   ${file.name}: ${warning}`)
  }
  for (const file of result.refused) lines.push(`refused   ${file.name}: ${file.reason}`)
  lines.push(`imported ${count(result.imported.length, 'image')} from ${folder}, refused ${count(result.refused.length, 'file')}`)
  return lines
}

/** "1 image", "2 images". */
function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`
}
