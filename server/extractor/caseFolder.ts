// The files of a case's folder for the command-line extractor: every file under it, however deep, by its path
// inside the folder, in the order of compareCasePaths; or the reason one is not read. Nothing is passed over
// without a line saying why.
//
// A symbolic link is followed, to a file or to a folder, as whoever ran the extractor made it; a link that leads
// nowhere, to a device, or back into a folder being walked (a loop) is refused with the reason.

import type { Dirent } from 'node:fs'
import { readdir, readlink, realpath, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { compareCasePaths } from '../../shared/bigsearch/extract/caseFiles.js'

export type CaseEntry =
  | { casePath: string; path: string; refused?: undefined }
  | { casePath: string; refused: string }

interface Walk {
  out: CaseEntry[]
  /** The real paths of the folders on the way down, to tell a loop. */
  ancestors: Set<string>
}

async function followLink(walk: Walk, path: string, casePath: string): Promise<void> {
  const written = await readlink(path)
  const target = await stat(path).catch(() => null)
  if (!target) walk.out.push({ casePath, refused: `a link to ${written}, which does not exist` })
  else if (target.isDirectory()) await walkFolder(walk, path, casePath)
  else if (target.isFile()) walk.out.push({ casePath, path })
  else walk.out.push({ casePath, refused: `a link to ${written}, which is not a regular file` })
}

async function visit(walk: Walk, folder: string, prefix: string, dirent: Dirent): Promise<void> {
  const path = join(folder, dirent.name)
  const casePath = prefix ? `${prefix}/${dirent.name}` : dirent.name
  if (dirent.isFile()) walk.out.push({ casePath, path })
  else if (dirent.isDirectory()) await walkFolder(walk, path, casePath)
  else if (dirent.isSymbolicLink()) await followLink(walk, path, casePath)
  else walk.out.push({ casePath, refused: 'not a regular file' })
}

async function walkFolder(walk: Walk, folder: string, prefix: string): Promise<void> {
  const real = await realpath(folder)
  if (walk.ancestors.has(real)) {
    walk.out.push({ casePath: prefix, refused: 'a link back into a folder above it (a loop): not followed again' })
    return
  }
  const dirents = await readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => error)
  if (dirents instanceof Error) {
    walk.out.push({ casePath: prefix || '.', refused: `the folder cannot be read (${dirents.code ?? dirents.message})` })
    return
  }
  walk.ancestors.add(real)
  for (const dirent of dirents) await visit(walk, folder, prefix, dirent)
  walk.ancestors.delete(real)
}

/** Every file under folder (which must be a folder: the caller checks), sorted by its path inside it. */
export async function caseFolderEntries(folder: string): Promise<CaseEntry[]> {
  const walk: Walk = { out: [], ancestors: new Set() }
  await walkFolder(walk, folder, '')
  return walk.out.sort((a, b) => compareCasePaths(a.casePath, b.casePath))
}
