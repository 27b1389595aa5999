// Runs one Camera ID query (spec-2 §4 "Camera ID queries") to its end: the pictures of the fingerprint's
// resolution not yet indexed are indexed first, so that none is missed; then every indexed picture of that
// resolution, either way round, is looked at in sighting order: those whose digest agrees with the fingerprint's
// are scored exactly from their pixels, and those scoring at least the hit score are its hits. Each run of
// pictures is stored with how far it got in one transaction, so that a service stopped half-way goes on after
// the last stored run, and so that a query can run in turns beside others, each taken up where it paused. A turn is
// claimed (store/camid/query-runs.ts): every write of it is the claim's, so that a turn another engine took over after
// this one's lease lapsed stops at its next run, and the claim ends with the turn.

import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout as rest } from 'node:timers/promises'
import { CAMID_HITS_KEPT_MAX } from '../../../shared/api/types/constants/camid.js'
import { CANDIDATE_Z, digestZ, fingerprintDigests } from '../../../shared/camid/prnu/digest.js'
import { fingerprintFromJson } from '../../../shared/camid/prnu/fingerprintFile.js'
import { HIT_THRESHOLD, matchScore, turnsFor } from '../../../shared/camid/prnu/score.js'
import type { Store } from '../store/engine/store.js'
import { countIndexedOfSize, indexedPicturesAfter } from '../store/camid/pictures.js'
import { queryById } from '../store/camid/queries.js'
import { claimQuery, endQueryTurn, failQuery, finishQuery, startQuery, storeQueryRun, type QueryRunner } from '../store/camid/query-runs.js'
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
  /** True once the service is stopping: the turn ends as if it were over, after the run it is storing. */
  stopping?: () => boolean
}

/** How a query turn's engine claims it (runQuery): its name among the instances and how long its claim holds. */
export interface QueryClaimSettings {
  claim: { by: string; leaseMs: number }
}

/** PAUSED: its turn was over; it is taken up again, after the last run it stored, at its next turn. */
export type QueryOutcome = 'COMPLETE' | 'ERROR' | 'STOPPED' | 'PAUSED'

/**
 * Claims the query's turn and runs it (a run in one go, as the tests and the demo's seed do); STOPPED when it could not
 * be claimed (it has ended, is gone, or another engine holds it). The job engine claims the next query itself
 * (query-turn.ts) and runs the turn with runClaimedQuery.
 */
export async function runQuery(store: Store, queryId: number, settings: QueryRunSettings & QueryClaimSettings): Promise<QueryOutcome> {
  if (!(await claimQuery(store, queryId, { ...settings.claim, now: settings.now() }))) return 'STOPPED'
  return runClaimedQuery(store, { queryId, by: settings.claim.by }, settings)
}

/** Runs a turn of a query whose claim the runner holds; a PAUSED turn ends its claim, its progress stored. */
export async function runClaimedQuery(store: Store, runner: QueryRunner, settings: QueryRunSettings): Promise<QueryOutcome> {
  const outcome = await runTurn(store, runner, settings)
  if (outcome === 'PAUSED' && !(await endQueryTurn(store, runner))) return 'STOPPED'
  return outcome
}

async function runTurn(store: Store, runner: QueryRunner, settings: QueryRunSettings): Promise<QueryOutcome> {
  const query = await queryById(store, runner.queryId)
  if (!query) return 'STOPPED'
  const turnStarted = performance.now()
  const turnOver = () => settings.stopping?.() === true || (settings.turnMs !== undefined && performance.now() - turnStarted >= settings.turnMs)
  try {
    const read = fingerprintFromJson(JSON.parse(await readFile(join(settings.dataDir, query.fingerprintPath), 'utf8')))
    if (!read.ok) throw new Error(`The stored fingerprint cannot be read: ${read.message}`)
    const { fingerprint, cropSize, resolution } = read.file
    const size = { width: resolution.width, height: resolution.height }
    while ((await indexNextPictures(store, settings.dataDir, size, settings.stopping)) > 0) {
      if (turnOver()) return 'PAUSED'
      await rest(0)
    }
    // A run of indexing cut short by the stop: its pictures are not all indexed yet.
    if (settings.stopping?.()) return 'PAUSED'
    if (!(await startQuery(store, runner, await countIndexedOfSize(store, size.width, size.height)))) return 'STOPPED'
    if (query.resumeAfter > 0) settings.log(`Camera ID query ${query.id}: resuming after sighting ${query.resumeAfter}`)
    const digests = fingerprintDigests(fingerprint, cropSize)
    let after = query.resumeAfter
    let kept = query.hitCount
    for (;;) {
      const started = performance.now()
      const pictures = await indexedPicturesAfter(store, size.width, size.height, after, RUN_PICTURES)
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
      if (!(await storeQueryRun(store, runner, { hits, looked: pictures.length, resumeAfter: after }, settings.now()))) return 'STOPPED'
      kept += hits.length
      await rest((performance.now() - started) * REST_SHARE)
      if (turnOver()) return 'PAUSED'
    }
    if (!(await finishQuery(store, runner, settings.now()))) return 'STOPPED'
    settings.log(`Camera ID query ${query.id}: COMPLETE, ${kept} hits`)
    return 'COMPLETE'
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err)
    // Refused when the query is no longer this runner's: it stopped here, and another engine's turn goes on.
    if (!(await failQuery(store, runner, message.slice(0, 1000), settings.now()))) return 'STOPPED'
    settings.log(`Camera ID query ${query.id}: ERROR, ${message}`)
    return 'ERROR'
  }
}
