// Runs one Camera ID query (spec-2 §4 "Camera ID queries") to its end: the pictures of the fingerprint's
// resolution not yet indexed are indexed first, so that none is missed; then every indexed picture of that
// resolution, either way round, is looked at in sighting order: those whose digest agrees with the fingerprint's
// are scored exactly from their pixels, and those scoring at least the hit score are its hits. Each run of
// pictures is stored with how far it got in one transaction, so that a service stopped half-way goes on after
// the last stored run, and so that a query can run in turns beside others, each taken up where it paused.

import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout as rest } from 'node:timers/promises'
import type Database from 'better-sqlite3'
import { CAMID_HITS_KEPT_MAX } from '../../../shared/api/types/constants/camid.js'
import { CANDIDATE_Z, digestZ, fingerprintDigests } from '../../../shared/camid/prnu/digest.js'
import { fingerprintFromJson } from '../../../shared/camid/prnu/fingerprintFile.js'
import { HIT_THRESHOLD, matchScore, turnsFor } from '../../../shared/camid/prnu/score.js'
import { countIndexedOfSize, indexedPicturesAfter } from '../store/camid/pictures.js'
import { failQuery, finishQuery, queryById, startQuery, storeQueryRun } from '../store/camid/queries.js'
import { indexNextPictures } from './index-pictures.js'
import { centreLuma } from './picture-pixels.js'

/** Pictures looked at in one run, one transaction; a run is also how soon a deleted query is seen. */
const RUN_PICTURES = 500
/** After each run the job rests for this share of the run's time, so that searches on two cores stay quick. */
const REST_SHARE = 0.5

export interface QueryRunSettings {
  dataDir: string
  now: () => number
  log: (line: string) => void
  /**
   * How long this turn may last: past it the query stops after its run and is PAUSED, its progress stored, so that
   * the engine can give the next query its turn. Unset, the query runs to its end.
   */
  turnMs?: number
}

/** PAUSED: its turn was over; it is taken up again, after the last run it stored, at its next turn. */
export type QueryOutcome = 'COMPLETE' | 'ERROR' | 'STOPPED' | 'PAUSED'

export async function runQuery(db: Database.Database, queryId: number, settings: QueryRunSettings): Promise<QueryOutcome> {
  const query = queryById(db, queryId)
  if (!query) return 'STOPPED'
  const turnStarted = performance.now()
  const turnOver = () => settings.turnMs !== undefined && performance.now() - turnStarted >= settings.turnMs
  try {
    const read = fingerprintFromJson(JSON.parse(await readFile(join(settings.dataDir, query.fingerprintPath), 'utf8')))
    if (!read.ok) throw new Error(`The stored fingerprint cannot be read: ${read.message}`)
    const { fingerprint, cropSize, resolution } = read.file
    const size = { width: resolution.width, height: resolution.height }
    while ((await indexNextPictures(db, settings.dataDir, size)) > 0) {
      if (turnOver()) return 'PAUSED'
      await rest(0)
    }
    if (!startQuery(db, query.id, countIndexedOfSize(db, size.width, size.height))) return 'STOPPED'
    if (query.resumeAfter > 0) settings.log(`Camera ID query ${query.id}: resuming after sighting ${query.resumeAfter}`)
    const digests = fingerprintDigests(fingerprint, cropSize)
    let after = query.resumeAfter
    let kept = query.hitCount
    for (;;) {
      const started = performance.now()
      const pictures = indexedPicturesAfter(db, size.width, size.height, after, RUN_PICTURES)
      if (pictures.length === 0) break
      const hits: { sightingId: number; score: number }[] = []
      for (const picture of pictures) {
        const turns = turnsFor(resolution, picture)
        const agreeing = turns.filter((turn) => digestZ(picture.digest, digests[turn]!) >= CANDIDATE_Z)
        if (agreeing.length === 0) continue
        const { score } = matchScore(fingerprint, cropSize, await centreLuma(picture, cropSize, settings.dataDir), agreeing)
        if (score >= HIT_THRESHOLD && kept + hits.length < CAMID_HITS_KEPT_MAX) hits.push({ sightingId: picture.sightingId, score })
      }
      after = pictures[pictures.length - 1]!.sightingId
      if (!storeQueryRun(db, query.id, { hits, looked: pictures.length, resumeAfter: after }, settings.now())) return 'STOPPED'
      kept += hits.length
      await rest((performance.now() - started) * REST_SHARE)
      if (turnOver()) return 'PAUSED'
    }
    if (!finishQuery(db, query.id, settings.now())) return 'STOPPED'
    settings.log(`Camera ID query ${query.id}: COMPLETE, ${kept} hits`)
    return 'COMPLETE'
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err)
    failQuery(db, query.id, message.slice(0, 1000), settings.now())
    settings.log(`Camera ID query ${query.id}: ERROR, ${message}`)
    return 'ERROR'
  }
}
