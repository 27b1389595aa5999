// The edge's and the built-in service's logs name a call's route and status, never a query string's values
// (an investigator's search terms, the one-time BigSearch export token) nor a value in the path (a PhotoDNA
// hash, a job id): the audit log keeps those, for its readers only.

import t, { type Test } from 'tap'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { loggedPath } from '../../../server/settings/logged-path.js'
import { buildApi } from '../../../server/api/app.js'
import { openDatabase } from '../../../server/api/store/db.js'
import { MIGRATIONS } from '../server/api/harness.js'
import { startEdge, startUpstream } from '../server/edge/harness.js'
import { ENTRIES } from '../../../shared/routes/entries.js'
import { serviceStoreOn } from '../../support/service-store.js'

const TERM = 'Hollowbrook'
const TOKEN = 'tok9Xq2LmZ7pR4vW8yB3nC6d'
const JOB = 'a3f1c9e2'.repeat(8)
const HASH = Array.from({ length: 144 }, (_, i) => (i * 37) % 256).join(',')
const BASE64_HASH = 'AbCdEf/GhIj+KlMn'.repeat(12)

const CALLS = [
  `/v1/sightings?make=${TERM}&all=${TERM}%20school`,
  `/v1/bigsearch/data/${JOB}?token=${TOKEN}`,
  `/v1/sightings/similar/pdna/full/${HASH}?distance=100`,
  `/v1/sightings/similar/pdna/full/${BASE64_HASH}`,
  `/v1/places?q=${TERM}`,
  `/search?make=${TERM}`,
  `/bigsearch/${JOB}?lead=3`,
]

function capture(): { stream: Writable; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim() !== '') lines.push(JSON.parse(line) as Record<string, unknown>)
      done()
    },
  })
  return { stream, lines }
}

function assertNoValues(t: Test, lines: Record<string, unknown>[]) {
  const text = JSON.stringify(lines)
  for (const [name, value] of [['search term', TERM], ['export token', TOKEN], ['job id', JOB], ['hash', HASH], ['hash', 'AbCdEf'], ['query', '?']] as const) {
    t.notOk(text.includes(value), `no ${name} in the log`)
  }
}

t.test('a logged path is the route: no query string, and each value in the path written as :value', async (t) => {
  t.equal(loggedPath(`/v1/sightings?make=${TERM}`), '/v1/sightings')
  t.equal(loggedPath(`/v1/bigsearch/data/${JOB}?token=${TOKEN}`), '/v1/bigsearch/data/:value')
  t.equal(loggedPath(`/v1/sightings/similar/pdna/full/${HASH}`), '/v1/sightings/similar/pdna/full/:hash')
  t.equal(loggedPath(`/v1/sightings/similar/pdna/full/${BASE64_HASH}`), '/v1/sightings/similar/pdna/full/:hash')
  t.equal(loggedPath('/v1/licences/7/audit/export?format=csv'), '/v1/licences/:value/audit/export')
  t.equal(loggedPath('/v1/licences/7/available-roles/MetadataSearch'), '/v1/licences/:value/available-roles/:value')
  t.equal(loggedPath('/v1/authenticate/api-key'), '/v1/authenticate/api-key')
  t.equal(loggedPath(`/thumbnails/${JOB}?size=200`), '/thumbnails/:value')
  t.equal(loggedPath('/assets/search-3F9A2C.js'), '/assets/search-3F9A2C.js', 'the build\'s own file names')
  t.equal(loggedPath('/'), '/')
  t.equal(loggedPath('/login?redirect=%2Fsearch%3Fmake%3DCanon'), '/login')
})

t.test('the built-in service logs each call once, with its route and status and none of its values', async (t) => {
  const { stream, lines } = capture()
  const db = openDatabase(join(t.testdir(), 'service.db'), MIGRATIONS)
  const app = buildApi({ store: serviceStoreOn(db), logger: { level: 'info', stream } })
  t.teardown(() => app.close())
  for (const url of CALLS) await app.inject({ method: 'GET', url })
  const completed = lines.filter((line) => line.msg === 'request completed')
  t.same(
    completed.map((line) => [line.method, line.route, line.statusCode]),
    [
      ['GET', '/v1/sightings', 401],
      ['GET', '/v1/bigsearch/data/:value', 401],
      ['GET', '/v1/sightings/similar/pdna/full/:hash', 401],
      ['GET', '/v1/sightings/similar/pdna/full/:hash', 401],
      ['GET', '/v1/places', 401],
      ['GET', '/search', 404],
      ['GET', '/bigsearch/:value', 404],
    ],
  )
  t.notOk(lines.some((line) => line.msg === 'incoming request'), 'not Fastify\'s own request lines, which hold the address')
  assertNoValues(t, lines)
})

/** A build output with the manifest the edge reads and no files: the edge's pages are not under test here. */
function emptyBuild(dir: string): string {
  mkdirSync(join(dir, 'public', 'assets'), { recursive: true })
  const entries = Object.fromEntries(ENTRIES.map((entry) => [entry, { script: `${entry}.js`, imports: [], lazy: [], css: [] }]))
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ buildName: 'test', highside: false, builtAt: '2026-03-02T09:00:00Z', entries }))
  return dir
}

t.test('the edge logs each call and page with its route and status and none of its values, its proxy included', async (t) => {
  const { stream, lines } = capture()
  const upstream = await startUpstream()
  const edge = await startEdge(upstream.url, {}, { distDir: emptyBuild(t.testdir()), logger: { level: 'debug', stream } })
  t.teardown(async () => {
    await edge.close()
    await upstream.close()
  })
  for (const url of CALLS) await edge.inject({ method: 'GET', url })
  t.ok(upstream.seen.some((call) => call.url.includes(TOKEN)), 'the call itself went on whole')
  const completed = lines.filter((line) => line.msg === 'request completed')
  t.same(
    completed.map((line) => line.route),
    ['/v1/sightings', '/v1/bigsearch/data/:value', '/v1/sightings/similar/pdna/full/:hash', '/v1/sightings/similar/pdna/full/:hash', '/v1/places', '/search', '/bigsearch/:value'],
  )
  assertNoValues(t, lines)
})
