// Receives a BigSearch upload onto disk as it arrives: never whole in memory, whatever its size, with its SHA-256
// (the job's id) taken on the way and the size rule applied as the bytes come. Files live under DATA_DIR's
// private bigsearch/ folder (server/settings/data-dir.ts), each readable by the service's account only.

import { createHash, randomBytes } from 'node:crypto'
import { createWriteStream, readdirSync, rmdirSync, rmSync } from 'node:fs'
import { mkdir, rename, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { finished, Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../settings/data-dir.js'
import { CallFailure } from '../failures.js'
import { UPLOAD_CUT_SHORT } from '../upload-form.js'

/** The folder under DATA_DIR holding uploads being received and the stored uploads of jobs. */
const UPLOADS_DIR = 'bigsearch'
const INCOMING_DIR = join(UPLOADS_DIR, 'incoming')

export interface ReceivedUpload {
  /** Absolute path of the file received, until it is kept or dropped. */
  path: string
  /** SHA-256 of its bytes, lowercase hex. */
  checksum: string
  size: number
}

/** Where a job's upload is kept, relative to DATA_DIR: one file per user and checksum. */
export const storedUploadPath = (userId: number, checksum: string) => join(UPLOADS_DIR, String(userId), `${checksum}.json`)

class TooLarge extends Error {}
/** The source failed or closed before its end: the sender's body was cut short or could not be read. */
class CutShort extends Error {}

/** A file that ended before its end: the caller's to send again, never a failure of the service. */

/**
 * Writes `source` to a new file under DATA_DIR, hashing and counting it. A file over `maxBytes` is refused with
 * 413 and `tooLarge`, and nothing of it is kept.
 */
export async function receiveUpload(source: Readable, dataDir: string, maxBytes: number, tooLarge: string): Promise<ReceivedUpload> {
  const dir = join(dataDir, INCOMING_DIR)
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  const path = join(dir, `${randomBytes(16).toString('hex')}.json`)
  const hash = createHash('sha256')
  let size = 0
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length
      if (size > maxBytes) return done(new TooLarge())
      hash.update(chunk)
      done(null, chunk)
    },
  })
  // Piped, not put in the pipeline: a refused file must not destroy the request, whose socket the refusal is
  // sent on; the rest of it is read and dropped instead.
  // A source that fails, or closes before its end (also one that did so before it was handed here, as a form part
  // whose body was cut short can), ends the file as cut short; finished() tells of both, whenever they happened.
  const stopWatching = finished(source, (err) => {
    if (err) measure.destroy(new CutShort())
  })
  source.pipe(measure)
  try {
    await pipeline(measure, createWriteStream(path, { mode: PRIVATE_FILE_MODE }))
  } catch (err) {
    source.unpipe(measure)
    source.resume()
    await rm(path, { force: true })
    if (err instanceof TooLarge) throw new CallFailure(413, tooLarge)
    if (err instanceof CutShort) throw new CallFailure(400, UPLOAD_CUT_SHORT)
    throw err
  } finally {
    stopWatching()
  }
  return { path, checksum: hash.digest('hex'), size }
}

/** Keeps a received upload as a job's stored one (the same file again replaces it: same bytes). */
export async function keepUpload(received: ReceivedUpload, dataDir: string, relativePath: string): Promise<void> {
  const target = join(dataDir, relativePath)
  await mkdir(dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE })
  await rename(received.path, target)
}

/**
 * Drops what uploads cut short by a stopped service left half-received: called by the primary before any worker
 * that could be receiving one starts.
 */
export function clearIncomingUploads(dataDir: string): void {
  rmSync(join(dataDir, INCOMING_DIR), { recursive: true, force: true })
}

/**
 * Removes stored uploads that belong to no job: a job deleted by a service that stopped before its file went
 * (deleteJob removes the rows first), and the jobs of a deleted user (their rows go with the user's). `kept` is
 * every job's upload path (store/bigsearch-jobs.ts storedUploadPaths). Called by the primary before any worker
 * that could be keeping a new upload starts; returns how many files went.
 */
export function sweepUploadsWithoutJob(dataDir: string, kept: ReadonlySet<string>): number {
  let swept = 0
  const root = join(dataDir, UPLOADS_DIR)
  let users: string[]
  try {
    users = readdirSync(root).filter((name) => /^\d+$/.test(name))
  } catch {
    return 0 // no upload yet
  }
  for (const user of users) {
    const files = readdirSync(join(root, user))
    for (const file of files) {
      if (kept.has(join(UPLOADS_DIR, user, file))) continue
      rmSync(join(root, user, file), { recursive: true, force: true })
      swept++
    }
    // A user with no job left keeps no folder.
    if (readdirSync(join(root, user)).length === 0) rmdirSync(join(root, user))
  }
  return swept
}

export async function dropFile(path: string): Promise<void> {
  await rm(path, { force: true })
}
