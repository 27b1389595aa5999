// An uploaded fingerprint becomes a query (spec-2 §4 "Fingerprint upload"): its values checked as the browser
// checks them (shared/camid/prnu/fingerprintFile.ts), the caller's limits kept, its quality rated, the file kept
// under DATA_DIR for the job, and the query queued: counted against the limits again as it is stored, with its user
// held, so that uploads racing on several processes or instances cannot pass a limit together.

import { randomBytes } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join, relative, resolve, sep } from 'node:path'
import type { NewCamIdQuery } from '../../../shared/api/types/camid.js'
import { CAMID_QUERIES_RUNNING_MAX, CAMID_QUERY_LIMIT } from '../../../shared/api/types/constants/camid.js'
import { fingerprintFromJson } from '../../../shared/camid/prnu/fingerprintFile.js'
import { qualityOf } from '../../../shared/camid/prnu/quality.js'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../settings/data-dir.js'
import { CallFailure } from '../failures.js'
import type { ApiContext } from '../context.js'
import { queryById, queryCountsOf, queueQuery, type CamIdQueryRecord, type QueryLimits, type QueryReader } from '../store/camid/queries.js'
import { readableText } from '../readable-text.js'
import { isOptimalResolution } from './resolutions.js'

/** Where the fingerprints are kept, under DATA_DIR. */
export const FINGERPRINT_DIR = 'camid'

export const queryLimitMessage = (limit: number) =>
  `You have reached the limit of ${limit.toLocaleString('en')} Camera ID queries. Delete some to submit more.`
export const runningLimitMessage = (limit: number) =>
  `You have ${limit} Camera ID queries waiting or running. Submit more once one of them has finished.`

const LIMITS: QueryLimits = { kept: CAMID_QUERY_LIMIT, unfinished: CAMID_QUERIES_RUNNING_MAX }

/** The refusal of an upload at one of the limits. */
function limitFailure(limit: keyof QueryLimits): CallFailure {
  return limit === 'kept' ? new CallFailure(409, queryLimitMessage(LIMITS.kept)) : new CallFailure(429, runningLimitMessage(LIMITS.unfinished))
}

/** The field a refusal of the file names ("cropSize: …" names cropSize), as the reply's field under data/. */
function refusedField(message: string): string | undefined {
  const named = /^([a-zA-Z]+): /.exec(message)
  return named ? `data/${named[1]}` : undefined
}

/** Who makes a query: its owner, and the licences from which they hold Camera ID. */
type QueryOwner = Pick<QueryReader, 'userId' | 'licenceIds'>

/**
 * Queues an uploaded fingerprint as a query of `owner`, made under the licences from which they hold Camera ID now
 * (their Camera ID users see it); refused naming what is wrong with the file or the reference, or the limit reached.
 */
export async function acceptQuery(ctx: ApiContext, owner: QueryOwner, fileName: string, request: NewCamIdQuery): Promise<CamIdQueryRecord> {
  const { userId, licenceIds } = owner
  const read = fingerprintFromJson(request.data)
  if (!read.ok) throw new CallFailure(400, read.message, refusedField(read.message))
  const reference = readableText(request.reference.trim(), 'The reference', 'reference')
  // Shown to the query's other readers beside its resolution: a name that reverses its own letters misleads them.
  readableText(fileName, 'The file name', 'fileName')
  if (reference === '') throw new CallFailure(400, 'A reference is required.', 'reference')
  // Counted first as well, so that an upload at a limit is refused before its file is written.
  const counts = await queryCountsOf(ctx.store, userId)
  if (counts.kept >= LIMITS.kept) throw limitFailure('kept')
  if (counts.unfinished >= LIMITS.unfinished) throw limitFailure('unfinished')
  const { file } = read
  const { width, height } = file.resolution
  const quality = qualityOf({ pictures: file.density, optimalResolution: await isOptimalResolution(ctx.store, width, height) })
  const dir = join(ctx.dataDir, FINGERPRINT_DIR, String(userId))
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  const path = join(dir, `${randomBytes(16).toString('hex')}.json`)
  await writeFile(path, JSON.stringify(request.data), { mode: PRIVATE_FILE_MODE })
  const outcome = await queueQuery(ctx.store, {
    userId,
    reference,
    fileName: fileName.slice(0, 255),
    format: file.format,
    algorithm: file.algorithm,
    width,
    height,
    cropSize: file.cropSize,
    density: file.density,
    quality,
    fingerprintPath: relative(ctx.dataDir, path).split(sep).join('/'),
    createdAt: ctx.now(),
    licenceIds,
  }, LIMITS)
  if ('refused' in outcome) {
    await rm(path, { force: true })
    throw limitFailure(outcome.refused)
  }
  return (await queryById(ctx.store, outcome.queued))!
}

/** Removes a deleted query's fingerprint file; a path that leads out of DATA_DIR is never followed. */
export async function dropFingerprint(ctx: ApiContext, path: string): Promise<void> {
  const full = resolve(ctx.dataDir, path)
  if (!full.startsWith(resolve(ctx.dataDir, FINGERPRINT_DIR) + sep)) return
  await rm(full, { force: true })
}
