// The command-line extractor's run over one folder: each file through the same extractFile as the browser, in
// the order of their paths, the items numbered as they are read; progress and refusals go to the log (stderr),
// so that stdout carries nothing but the data file.

import { readFile } from 'node:fs/promises'
import type { BigSearchItem } from '../../shared/api/types/bigsearch.js'
import { extractFile } from '../../shared/bigsearch/extract/extractFile.js'
import { extractionProgress, progressText } from '../../shared/bigsearch/extract/progress.js'
import { caseFolderEntries } from './caseFolder.js'

export interface FolderExtraction {
  items: BigSearchItem[]
  refused: { casePath: string; reason: string }[]
}

export interface ExtractLog {
  /** One line, without its newline. */
  line: (text: string) => void
  /** ms; tests pass their own clock. */
  now?: () => number
  /** How often a progress line is written, in ms. */
  progressEveryMs?: number
}

export async function extractFolder(folder: string, log: ExtractLog): Promise<FolderExtraction> {
  const now = log.now ?? Date.now
  const every = log.progressEveryMs ?? 1000
  const entries = await caseFolderEntries(folder)
  const out: FolderExtraction = { items: [], refused: [] }
  const started = now()
  let lastProgress = started
  for (const [done, entry] of entries.entries()) {
    const result = entry.refused !== undefined ? { refused: entry.refused } : await extractEntry(entry.path, entry.casePath, out.items.length)
    if (result.refused !== undefined) {
      out.refused.push({ casePath: entry.casePath, reason: result.refused })
      log.line(`refused: ${entry.casePath}: ${result.refused}`)
    } else out.items.push(result.item)
    if (now() - lastProgress >= every) {
      lastProgress = now()
      log.line(progressText(extractionProgress(done + 1, entries.length, lastProgress - started)))
    }
  }
  log.line(`${progressText(extractionProgress(entries.length, entries.length, now() - started))}: ${out.items.length} read, ${out.refused.length} refused`)
  return out
}

async function extractEntry(path: string, casePath: string, index: number) {
  const bytes = await readFile(path).catch((error: NodeJS.ErrnoException) => error)
  if (bytes instanceof Error) return { refused: `cannot be read (${bytes.code ?? bytes.message})` }
  return extractFile(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), casePath, index)
}
