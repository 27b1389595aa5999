// The files of a folder to import, in name order, each either a path to read or the reason it is not
// read: nothing in the folder is passed over without a line saying why.
//
// A symbolic link to a regular file is followed, wherever the file lies: whoever runs the import chose
// the folder and made its links, and the importer keeps a copy of the bytes it read, never the link, so
// a link gives the service no lasting way out of DATA_DIR. A link to nothing, to a folder or to a device
// is refused.

import type { Dirent } from 'node:fs'
import { readdir, readlink, realpath, stat } from 'node:fs/promises'
import { join } from 'node:path'

export type FolderEntry =
  | { name: string; path: string; /** Where a symbolic link led. */ linkTo?: string; refused?: undefined }
  | { name: string; refused: string }

async function followLink(name: string, path: string): Promise<FolderEntry> {
  const written = await readlink(path)
  const target = await stat(path).catch(() => null)
  if (!target) return { name, refused: `a link to ${written}, which does not exist` }
  if (target.isDirectory()) return { name, refused: `a link to the folder ${written}: folders inside are not imported` }
  if (!target.isFile()) return { name, refused: `a link to ${written}, which is not a regular file` }
  return { name, path, linkTo: await realpath(path) }
}

async function entryOf(folder: string, dirent: Dirent): Promise<FolderEntry> {
  const { name } = dirent
  const path = join(folder, name)
  if (dirent.isFile()) return { name, path }
  if (dirent.isSymbolicLink()) return followLink(name, path)
  if (dirent.isDirectory()) return { name, refused: 'a folder: folders inside are not imported' }
  return { name, refused: 'not a regular file' }
}

export async function folderEntries(folder: string): Promise<FolderEntry[]> {
  const dirents = (await readdir(folder, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  return Promise.all(dirents.map((dirent) => entryOf(folder, dirent)))
}
