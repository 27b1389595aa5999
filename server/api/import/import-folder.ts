// Imports a folder of JPEG files as sightings: reads each file's metadata, keeps a copy under
// DATA_DIR/images/<imageId>.<ext> for the thumbnail calls, and records its hashes, size and name.

import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import type Database from 'better-sqlite3'
import { insertSightings, newImageId, type NewSighting } from '../store/sightings/rows.js'
import { readMetadata } from './metadata.js'

export const IMAGES_FOLDER = 'images'
const JPEG = /\.(jpe?g)$/i

export interface ImportPlan {
  folder: string
  dataDir: string
  /** Where the pictures were found; `url` defaults to file://<original name>. */
  source?: string | null
  domain?: string | null
  username?: string | null
  profile?: string | null
  now: number
}

export interface ImportedFile {
  name: string
  imageId: string
}

export async function importFolder(db: Database.Database, plan: ImportPlan): Promise<ImportedFile[]> {
  const names = (await readdir(plan.folder, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && JPEG.test(entry.name))
    .map((entry) => entry.name)
    .sort()
  await mkdir(join(plan.dataDir, IMAGES_FOLDER), { recursive: true })
  const sightings: NewSighting[] = []
  for (const name of names) sightings.push(await sightingOf(name, plan))
  // One transaction: a folder is imported whole or not at all.
  const ids = insertSightings(db, sightings, plan.now)
  return names.map((name, i) => ({ name, imageId: ids[i] ?? '' }))
}

async function sightingOf(name: string, plan: ImportPlan): Promise<NewSighting> {
  const data = await readFile(join(plan.folder, name))
  const imageId = newImageId()
  const imageFile = `${IMAGES_FOLDER}/${imageId}${extname(name).toLowerCase()}`
  await writeFile(join(plan.dataDir, imageFile), data)
  const metadata = await readMetadata(data)
  return {
    ...metadata,
    imageId,
    url: plan.source ? `${plan.source.replace(/\/+$/, '')}/${encodeURIComponent(name)}` : `file://${name}`,
    source: plan.source ?? null,
    domain: plan.domain ?? null,
    username: plan.username ?? null,
    profile: plan.profile ?? null,
    fileName: name,
    filesize: data.length,
    md5: createHash('md5').update(data).digest('hex'),
    sha1: createHash('sha1').update(data).digest('hex'),
    dateFirstSeen: plan.now,
    dateLastSeen: plan.now,
    imageFile,
  }
}
