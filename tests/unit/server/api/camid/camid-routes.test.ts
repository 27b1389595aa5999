// The Camera ID calls (spec-2 §4, §5, §6, §7): a fingerprint uploaded as a query, run as a job to its hits (the
// pictures of its camera, not those of another body of the same model), the hits' sightings, references changed
// and queries deleted only by their owner, what another licence's users cannot see (whatever organisation they typed), the limits, the resolutions and
// the statistics.

import t from 'tap'
import { misleadingCharactersMessage } from '../../../../../shared/text/misleading-characters.js'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Value } from 'typebox/value'
import { assertAudited, MINUTE, NOW } from '../harness.js'
import { ADMIN, CAMERA_A, CAMERA_B, camIdSetup, COLLEAGUE, fingerprintOf, OUTSIDER, OWNER, TRUE_HITS } from './camid-fixture.js'
import { runQuery } from '../../../../../server/api/camid/run-query.js'
import { indexNextPictures } from '../../../../../server/api/camid/index-pictures.js'
import { claimNextQuery } from '../../../../../server/api/store/camid/query-runs.js'
import { CamIdHitSightings } from '../../../../../shared/api/types/schemas/camid.js'
import { CAMID_NOT_OWNER, CAMID_QUERIES_RUNNING_MAX, type CamIdHit, type CamIdQuery } from '../../../../../shared/api/types/camid.js'

const FINGERPRINT_A = fingerprintOf(CAMERA_A)

async function submitted(s: Awaited<ReturnType<typeof camIdSetup>>, email = OWNER, reference = 'Case 7') {
  const res = await s.as(email)('POST', '/v1/cameraid/queries/canon-a.json', { reference, data: FINGERPRINT_A })
  t.equal(res.statusCode, 200, res.body)
  return res.json().query as CamIdQuery
}

/** The engine these tests run queries as: its claim on a query's turn. */
const CLAIM = { by: 'test engine', leaseMs: 60_000 }

const runJob = (s: Awaited<ReturnType<typeof camIdSetup>>, id: string) =>
  runQuery(s.h.store, Number(id), { dataDir: s.dataDir, now: () => s.h.clock.now, log: () => {}, claim: CLAIM })

t.test('an uploaded fingerprint is a queued query of its owner, with its quality, seen by the owner and a colleague', async (t) => {
  const s = await camIdSetup(t)
  const query = await submitted(s)
  t.match(query, { caseId: 'Case 7', email: OWNER, fileName: 'canon-a.json', resolution: '1280x1024', density: 5, state: 'QUEUED', own: true })
  t.ok(query.quality >= 0 && query.quality <= 100)
  const mine = (await s.as(OWNER)('GET', '/v1/cameraid/queries?page=1&resultSize=25')).json()
  t.same(mine.queries.map((q: CamIdQuery) => q.id), [query.id])
  t.same(mine.references, ['Case 7'])
  const colleague = (await s.as(COLLEAGUE)('GET', '/v1/cameraid/queries')).json()
  t.same(colleague.queries.map((q: CamIdQuery) => [q.id, q.own]), [[query.id, false]], 'a colleague sees it, not as theirs')
  t.same(colleague.references, [], "a colleague is offered only their own references")
  const outsider = (await s.as(OUTSIDER)('GET', '/v1/cameraid/queries')).json()
  t.same(outsider.queries, [], 'another licence sees none')
  const admin = (await s.as(ADMIN)('GET', '/v1/cameraid/queries')).json()
  t.equal(admin.totalResults, 1, 'the global administrator sees every one')
  await assertAudited(t, s.h)
})

t.test('the job finds the pictures of its camera and no other, with their sightings', async (t) => {
  const s = await camIdSetup(t)
  const query = await submitted(s)
  const waiting = (await s.as(OWNER)('GET', `/v1/cameraid/hits?queryId=${query.id}`)).json()
  t.match(waiting, { hits: [], totalResults: 0, query: { state: 'QUEUED' } }, 'no hits until the job has finished')
  s.h.clock.advance(MINUTE)
  t.equal(await runJob(s, query.id), 'COMPLETE')
  const hits = (await s.as(OWNER)('GET', `/v1/cameraid/hits?queryId=${query.id}`)).json()
  t.equal(hits.query.state, 'COMPLETE')
  t.equal(hits.query.progressDone, 6, 'every picture of its size was looked at (the resized one is not readable)')
  const scores = hits.hits.map((hit: CamIdHit) => hit.score)
  t.same(scores, [...scores].sort((a, b) => b - a), 'strongest first')
  t.ok(scores.every((score: number) => score >= 0.0068))
  const found = s.h.db
    .prepare('SELECT s.image_id FROM camid_hits h JOIN sightings s ON s.id = h.sighting_id WHERE h.query_id = ? ORDER BY s.image_id')
    .all(Number(query.id)) as { image_id: string }[]
  t.same(found.map((row) => row.image_id), [...TRUE_HITS].sort(), "camera A's pictures, none of camera B's")
  t.comment(`scores: ${scores.map((score: number) => score.toFixed(4)).join(', ')}`)
  const repost = hits.hits.find((hit: CamIdHit) => hit.sources[0]?.bigSearchData.checksum === 'a'.repeat(32))
  t.equal(repost.sightings, 2, 'a file posted twice is a hit with two sightings')
  const sightings = await s.as(COLLEAGUE)('GET', `/v1/cameraid/hits/${repost.id}/sightings`)
  t.equal(sightings.statusCode, 200)
  t.ok(Value.Check(CamIdHitSightings, sightings.json()), 'the reply has the declared shape')
  const results = sightings.json().results as { dimensions: string; cameraName: string }[]
  t.equal(results.length, 2)
  for (const result of results) {
    t.match(result.dimensions, /^1280\D+1024$/)
    t.equal(result.cameraName, 'Canon - Canon EOS 100D - A-1')
  }
  const picture = await s.as(COLLEAGUE)('GET', `/v1/cameraid/hits/${repost.id}/pictures/a-held-1-repost?size=200`)
  t.equal(picture.statusCode, 200, "a hit's sighting's picture is served to whoever may see the hit")
  t.match(picture.headers['content-type'], /^image\//)
  t.equal(picture.headers['cache-control'], 'private, no-store')
  const notOfHit = await s.as(COLLEAGUE)('GET', `/v1/cameraid/hits/${repost.id}/pictures/b-held-1?size=200`)
  t.equal(notOfHit.statusCode, 404, "a picture that is not one of the hit's is not served through it")
  t.equal((await s.as(OUTSIDER)('GET', `/v1/cameraid/hits/${repost.id}/pictures/a-held-1?size=200`)).statusCode, 404, "nor to another licence's user")
  t.equal((await s.as(OUTSIDER)('GET', `/v1/cameraid/hits?queryId=${query.id}`)).statusCode, 404, "another licence's query reads as unknown")
  t.equal((await s.as(OUTSIDER)('GET', `/v1/cameraid/hits/${repost.id}/sightings`)).statusCode, 404, "and so do its hits")
})

t.test('a fingerprint of another camera of the same model finds only that camera, in either format', async (t) => {
  const s = await camIdSetup(t)
  const res = await s.as(OWNER)('POST', '/v1/cameraid/queries/canon-b.json', { reference: 'Case 8', data: fingerprintOf(CAMERA_B, 'prnu-sign') })
  t.equal(res.statusCode, 200, res.body)
  t.equal(await runJob(s, res.json().query.id), 'COMPLETE')
  const found = s.h.db.prepare('SELECT s.image_id FROM camid_hits h JOIN sightings s ON s.id = h.sighting_id ORDER BY s.image_id').all() as { image_id: string }[]
  t.same(found.map((row) => row.image_id), ['b-held-1', 'b-held-2'])
})

t.test('a job stopped half-way goes on after the last picture it stored, and a deleted query stops its job', async (t) => {
  const s = await camIdSetup(t)
  const query = await submitted(s)
  await indexNextPictures(s.h.store, s.dataDir)
  // As if the service had stopped after storing the run up to the third picture (its hits among them).
  const third = (s.h.db.prepare("SELECT id FROM sightings WHERE image_id = 'a-held-2'").get() as { id: number }).id
  s.h.db.prepare("UPDATE camid_queries SET state = 'RUNNING', resume_after = ?, progress_done = 3 WHERE id = ?").run(third, Number(query.id))
  t.equal(await runJob(s, query.id), 'COMPLETE')
  const looked = (await s.as(OWNER)('GET', `/v1/cameraid/hits?queryId=${query.id}`)).json()
  t.equal(looked.query.progressDone, 6, 'the pictures after it were looked at, those before not again')
  t.equal(looked.totalResults, 1, 'only the hits after it are found by the resumed run')
  const other = await submitted(s, OWNER, 'Case 9')
  await s.as(OWNER)('DELETE', `/v1/cameraid/queries/${other.id}`)
  t.equal(await runJob(s, other.id), 'STOPPED')
})

t.test('only the owner changes the reference or deletes; others are refused with 403 and nothing changes', async (t) => {
  const s = await camIdSetup(t)
  const query = await submitted(s)
  for (const email of [COLLEAGUE, ADMIN]) {
    const rename = await s.as(email)('PUT', `/v1/cameraid/queries/${query.id}/${encodeURIComponent('Not yours')}`)
    t.equal(rename.statusCode, 403)
    t.equal(rename.json().error, CAMID_NOT_OWNER)
    const remove = await s.as(email)('DELETE', `/v1/cameraid/queries/${query.id}`)
    t.equal(remove.statusCode, 403)
  }
  t.equal((await s.as(OUTSIDER)('DELETE', `/v1/cameraid/queries/${query.id}`)).statusCode, 404, "another licence's user cannot tell it exists")
  const renamed = await s.as(OWNER)('PUT', `/v1/cameraid/queries/${query.id}/${encodeURIComponent('Case 7 / Smith')}`)
  t.same(renamed.json(), { success: true, id: query.id, caseId: 'Case 7 / Smith', references: ['Case 7 / Smith'] })
  const file = join(s.dataDir, (s.h.db.prepare('SELECT fingerprint_path FROM camid_queries').get() as { fingerprint_path: string }).fingerprint_path)
  t.ok(existsSync(file))
  const deleted = await s.as(OWNER)('DELETE', `/v1/cameraid/queries/${query.id}`)
  t.same(deleted.json(), { success: true, deleted: [query.id] })
  t.notOk(existsSync(file), 'its fingerprint file is gone')
  t.same((await s.as(OWNER)('GET', '/v1/cameraid/queries')).json().queries, [])
})

t.test('a reference or file name holding a control or direction-changing character is refused naming it, at upload and rename', async (t) => {
  const s = await camIdSetup(t)
  const query = await submitted(s)
  for (const reference of ['Case\u0000 7', 'Case \u202E7 esac', 'Case \uD83D 7']) {
    const upload = await s.as(OWNER)('POST', '/v1/cameraid/queries/canon-a.json', { reference, data: FINGERPRINT_A })
    t.equal(upload.statusCode, 400, JSON.stringify(reference))
    t.same(upload.json(), { success: false, error: misleadingCharactersMessage('The reference'), field: 'reference' })
    // A lone surrogate has no spelling in an address: the rename is tried with the others.
    if (/[\uD800-\uDFFF]/.test(reference)) continue
    const rename = await s.as(OWNER)('PUT', `/v1/cameraid/queries/${query.id}/${encodeURIComponent(reference)}`)
    t.equal(rename.statusCode, 400, JSON.stringify(reference))
    t.equal(rename.json().field, 'reference')
  }
  const misnamed = await s.as(OWNER)('POST', `/v1/cameraid/queries/${encodeURIComponent('canon-\u202Enosj.exe')}`, { reference: 'Case 9', data: FINGERPRINT_A })
  t.same(misnamed.json(), { success: false, error: misleadingCharactersMessage('The file name'), field: 'fileName' }, 'nor a file name that reverses its letters')
  const list = (await s.as(OWNER)('GET', '/v1/cameraid/queries')).json()
  t.same(list.queries.map((q: { caseId: string }) => q.caseId), ['Case 7'], 'nothing queued, nothing renamed')
})

t.test('a fingerprint whose values are wrong is refused naming the field, and nothing is queued', async (t) => {
  const s = await camIdSetup(t)
  const upload = (data: object) => s.as(OWNER)('POST', '/v1/cameraid/queries/bad.json', { reference: 'Bad', data })
  const wrongFormat = await upload({ ...FINGERPRINT_A, format: 'something-else' })
  t.equal(wrongFormat.statusCode, 400)
  t.equal(wrongFormat.json().error, 'Invalid format: CameraID query file is missing required data.')
  const shortPrint = await upload({ ...FINGERPRINT_A, fingerprint: FINGERPRINT_A.fingerprint.slice(0, 4000) })
  t.equal(shortPrint.statusCode, 400)
  t.equal(shortPrint.json().field, 'data/fingerprint')
  const tooBigCrop = await upload({ ...FINGERPRINT_A, cropSize: 2048 })
  t.equal(tooBigCrop.statusCode, 400)
  t.equal(tooBigCrop.json().field, 'data/cropSize')
  t.equal((s.h.db.prepare('SELECT count(*) AS n FROM camid_queries').get() as { n: number }).n, 0)
})

t.test('a user has at most a few queries waiting or running', async (t) => {
  const s = await camIdSetup(t)
  for (let i = 0; i < CAMID_QUERIES_RUNNING_MAX; i++) await submitted(s, OWNER, `Case ${i}`)
  const refused = await s.as(OWNER)('POST', '/v1/cameraid/queries/one-more.json', { reference: 'One more', data: FINGERPRINT_A })
  t.equal(refused.statusCode, 429)
  t.match(refused.json().error, /waiting or running/)
  t.equal((await s.as(COLLEAGUE)('POST', '/v1/cameraid/queries/theirs.json', { reference: 'Theirs', data: FINGERPRINT_A })).statusCode, 200, 'a colleague is not held by it')
})

t.test('resolutions and statistics count what is stored', async (t) => {
  const s = await camIdSetup(t)
  await indexNextPictures(s.h.store, s.dataDir)
  const resolutions = (await s.as(OWNER)('GET', '/v1/cameraid/resolutions')).json()
  t.same(resolutions.items, [{ resolution: '1280x1024', longestEdge: 1280, shortestEdge: 1024, pictures: 6 }])
  const query = await submitted(s)
  s.h.clock.advance(40 * 24 * 60 * MINUTE)
  await s.signInAgain()
  await runJob(s, query.id)
  await submitted(s, COLLEAGUE, 'Later')
  const month = (ms: number) => new Date(ms).toISOString().slice(0, 7)
  const queries = (await s.as(OWNER)('GET', '/v1/cameraid/stats/counts/queries')).json()
  t.same(queries.rows, [
    { key1: month(NOW), key2: null, count: 1 },
    { key1: month(NOW + 40 * 24 * 60 * MINUTE), key2: null, count: 2 },
  ], 'cumulative by month')
  const hits = (await s.as(OWNER)('GET', '/v1/cameraid/stats/counts/hits')).json()
  t.same(hits.rows, [{ key1: month(NOW + 40 * 24 * 60 * MINUTE), key2: null, count: 4 }])
  const indexed = (await s.as(OWNER)('GET', '/v1/cameraid/stats/counts/indexed')).json()
  t.same(indexed.rows, [{ key1: month(NOW - 40 * 24 * 3600 * 1000), key2: null, count: 6 }], 'by when the sightings were first seen')
  const perUser = (await s.as(OWNER)('GET', '/v1/cameraid/stats/counts/queries/users')).json()
  t.same(perUser.rows, [
    { key1: COLLEAGUE, key2: 'Northshire Police', count: 1 },
    { key1: OWNER, key2: 'Northshire Police', count: 1 },
  ])
  t.same((await s.as(OUTSIDER)('GET', '/v1/cameraid/stats/counts/queries/users')).json().rows, [], "another licence's users are not listed")
  t.equal((await s.as(ADMIN)('GET', '/v1/cameraid/stats/counts/hits/users')).json().rows[0].count, 4)
})

t.test('queries take turns: a paused query goes on where it stopped, and the one that has looked at least goes next', async (t) => {
  const s = await camIdSetup(t)
  const first = await submitted(s)
  const second = await submitted(s, COLLEAGUE, 'Later case')
  const turn = () => runQuery(s.h.store, Number(first.id), { dataDir: s.dataDir, now: () => s.h.clock.now, log: () => {}, turnMs: 0, claim: CLAIM })
  t.equal(await turn(), 'PAUSED', 'its turn ends after indexing a run')
  t.equal(await turn(), 'PAUSED', 'and after looking at a run')
  const next = await claimNextQuery(s.h.store, { by: 'another engine', leaseMs: 60_000, now: s.h.clock.now })
  t.equal(next?.id, Number(second.id), 'its turn over, the query that has looked at nothing goes next')
  t.equal(await turn(), 'COMPLETE', 'taken up again, it finishes')
  const hits = (await s.as(OWNER)('GET', `/v1/cameraid/hits?queryId=${first.id}`)).json()
  t.equal(hits.query.progressDone, 6, 'no picture was looked at twice')
  t.equal(hits.totalResults, TRUE_HITS.length, 'and its hits are all found')
})

t.test('a query running while the service stops ends its turn after its run, and is taken up again where it stopped', async (t) => {
  const s = await camIdSetup(t)
  const query = await submitted(s)
  const settings = { dataDir: s.dataDir, now: () => s.h.clock.now, log: () => {}, claim: CLAIM }
  t.equal(await runQuery(s.h.store, Number(query.id), { ...settings, stopping: () => true }), 'PAUSED', 'a turn with no end of its own paused by the stop')
  t.equal(await runQuery(s.h.store, Number(query.id), settings), 'COMPLETE', 'the next engine finishes it')
  const hits = (await s.as(OWNER)('GET', `/v1/cameraid/hits?queryId=${query.id}`)).json()
  t.equal(hits.query.progressDone, 6, 'no picture was looked at twice')
  t.equal(hits.totalResults, TRUE_HITS.length)
})

t.test('an empty database answers every statistic with no rows', async (t) => {
  const s = await camIdSetup(t)
  for (const count of ['queries', 'hits', 'indexed']) {
    t.same((await s.as(OWNER)('GET', `/v1/cameraid/stats/counts/${count}`)).json(), { success: true, rows: [] }, `${count} by month`)
  }
  for (const count of ['queries', 'hits']) {
    t.same((await s.as(OWNER)('GET', `/v1/cameraid/stats/counts/${count}/users`)).json(), { success: true, rows: [], totalResults: 0 }, `${count} per user`)
  }
})
