// Imports a folder of pictures as sightings: checks each file's bytes (image-check.ts), reads its
// metadata with the shared reader, keeps a copy under DATA_DIR/images/<imageId>.<ext of its real type>
// for the thumbnail calls, and records its hashes, size and name. Whatever is not a usable picture is
// refused with its reason.

import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { readMetadata } from '../../../shared/metadata/read-metadata.js'
import type { ImageType } from '../media/image-type.js'
import type { Store } from '../store/engine/store.js'
import { newImageId, type NewSighting } from '../store/sightings/rows.js'
import { writeSightings } from '../store/sightings/write-sightings.js'
import { folderEntries } from './folder-entries.js'
import { checkImage } from './image-check.js'
import { readRawTags } from './raw-tags.js'
import { sightingFields } from './sighting-fields.js'

export const IMAGES_FOLDER = 'images'

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
  /** Where a symbolic link led. */
  linkTo?: string
  /** What the reader could not read in a picture it still imported (a bogus Exif offset, …). */
  warnings: string[]
}

export interface RefusedFile {
  name: string
  reason: string
}

export interface ImportResult {
  imported: ImportedFile[]
  refused: RefusedFile[]
}

interface Accepted {
  file: ImportedFile
  sighting: NewSighting
}

export async function importFolder(store: Store, plan: ImportPlan): Promise<ImportResult> {
  const entries = await folderEntries(plan.folder)
  await mkdir(join(plan.dataDir, IMAGES_FOLDER), { recursive: true })
  const accepted: Accepted[] = []
  const refused: RefusedFile[] = []
  for (const entry of entries) {
    if (entry.refused !== undefined) {
      refused.push({ name: entry.name, reason: entry.refused })
      continue
    }
    const data = await readFile(entry.path).catch((error: NodeJS.ErrnoException) => error)
    if (data instanceof Error) {
      refused.push({ name: entry.name, reason: `cannot be read (${data.code ?? data.message})` })
      continue
    }
    const verdict = checkImage(data)
    if (verdict.refused !== undefined) refused.push({ name: entry.name, reason: verdict.refused })
    else accepted.push(await accept(entry.name, entry.linkTo, data, verdict.type, plan))
  }
  // One transaction: the pictures of a folder are imported whole or not at all.
  const ids = await writeSightings(store, accepted.map(({ sighting }) => sighting), plan.now)
  return { imported: accepted.map(({ file }, i) => ({ ...file, imageId: ids[i] ?? '' })), refused }
}

async function accept(name: string, linkTo: string | undefined, data: Buffer, type: ImageType, plan: ImportPlan): Promise<Accepted> {
  const imageId = newImageId()
  // Named by what the bytes are, so that a PNG called .jpg is stored, and served, as a PNG.
  const imageFile = `${IMAGES_FOLDER}/${imageId}${type.extension}`
  await writeFile(join(plan.dataDir, imageFile), data)
  const reading = await readMetadata(data)
  const sighting: NewSighting = {
    ...sightingFields(reading),
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
    exif: await readRawTags(data),
  }
  return { file: { name, imageId, ...(linkTo ? { linkTo } : {}), warnings: reading.problems }, sighting }
}
