// Fault, issue 34: two instances of the built service (each an edge launching its built-in service, as npm start
// does, on its own port) share one PostgreSQL database and one data folder. A BigSearch job is claimed by one; that
// instance is killed with SIGKILL half-way; the other takes the job up once the claim's lease lapses (a short lease
// through JOB_CLAIM_LEASE_SECONDS), after the last run of items the lost one stored, and completes it, every item
// stored once. A session made on one instance is valid on the other, and failed sign-ins on both count together.
// The case's files name a few artists whose sightings are in the database: the completed job's leads count them, as
// the instances running it read them on PostgreSQL.

import t from 'tap'
import pg from 'pg'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { startPostgres } from '../../postgres/server.mjs'
import { builtProduct, callAsClient, startEdgeProcess, waitFor, type EdgeProcess } from './processes.js'
import { PASSWORD, TEST_PASSWORD_COST } from '../server/api/harness.js'
import { openPostgresStore } from '../../../server/api/store/engine/postgres.js'
import type { Store } from '../../../server/api/store/engine/store.js'
import { hashPassword } from '../../../server/api/store/passwords.js'
import { createUser } from '../../../server/api/store/users.js'
import { addLicensedEntity, createLicence } from '../../../server/api/store/licences.js'
import { leadsOf, processedTimesOf } from '../../../server/api/store/bigsearch-items.js'
import { writeSightings } from '../../../server/api/store/sightings/write-sightings.js'
import type { BigSearchItem } from '../../../shared/api/types/bigsearch.js'

// Its waits (the claim, a twentieth of the job, the take-over, the completion) allow nine minutes: on two busy cores
// the whole file took three, past the suite's two minutes a file.
t.setTimeout(600_000)

const POSTGRES_MIGRATIONS = fileURLToPath(new URL('../../../server/api/db/postgres/', import.meta.url))
const INVESTIGATOR = 'ines@police.example'
const TRIED = 'tom@police.example'
/** The most a case may list: enough runs of items for the job to be caught half-way. */
const ITEMS = 60_000
const LEASE_SECONDS = 3
/** The artists the case's files name, in turn: artist k has k + 1 sightings in the database. */
const ARTISTS = ['Ada Quill', 'Ben Rook', 'Cy Marsh']

interface Instance {
  name: string
  edge: EdgeProcess
  /** The built-in service's primary, which runs the job engine: its pid is in the engine's claim name. */
  servicePid: number
}

async function startInstance(name: string, dist: string, env: Record<string, string>): Promise<Instance> {
  const edge = await startEdgeProcess(t, dist, env)
  const ready = await edge.line(/built-in service ready on port \d+ \(process (\d+)\)/, 60_000)
  return { name, edge, servicePid: Number(ready[1]) }
}

async function call(instance: Instance, path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = { accept: 'application/json', ...(init.cookie ? { cookie: init.cookie } : {}), ...((init.headers as Record<string, string>) ?? {}) }
  const res = await callAsClient(`${instance.edge.base}${path}`, { ...init, headers, signal: AbortSignal.timeout(60_000) })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown>, cookies: res.headers.getSetCookie() }
}

const signIn = (instance: Instance, username: string, password: string) =>
  call(instance, '/v1/authenticate', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) })

async function prepare(store: Store) {
  const passwordHash = await hashPassword(PASSWORD, TEST_PASSWORD_COST)
  const now = Date.now()
  const sightings = ARTISTS.flatMap((artist, k) => Array.from({ length: k + 1 }, (_, i) => ({ url: `https://pics.example/${k}/${i}.jpg`, artist })))
  await writeSightings(store, sightings, now)
  const licence = await createLicence(store, { name: 'Test licence', maxSeats: 5, expiresAt: now + 365 * 86_400_000 }, now)
  for (const email of [INVESTIGATOR, TRIED]) {
    await createUser(store, { email, verified: true, passwordHash }, now)
    await addLicensedEntity(store, licence.id, email, ['MetadataSearch'])
  }
}

t.test('two instances on one PostgreSQL: a job survives the instance running it; sessions and throttles are shared', async (t) => {
  const dist = builtProduct(t)
  const postgres = await startPostgres()
  t.teardown(() => postgres.stop())
  const admin = new pg.Client(postgres.url)
  await admin.connect()
  await admin.query('CREATE DATABASE sightline')
  await admin.end()
  const url = postgres.url.replace(/\/postgres$/, '/sightline')
  const store = await openPostgresStore(url, POSTGRES_MIGRATIONS, { poolSize: 2 })
  t.teardown(() => store.close())
  await prepare(store)

  const dataDir = t.testdir()
  const env = {
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    API_WORKERS: '1',
    JOB_CLAIM_LEASE_SECONDS: String(LEASE_SECONDS),
    BIGSEARCH_MAX_ITEMS: String(ITEMS),
    SESSION_KEYS: randomBytes(32).toString('base64'),
  }
  const instances = [await startInstance('A', dist, env), await startInstance('B', dist, env)]
  const [a, b] = instances as [Instance, Instance]
  for (const instance of instances) {
    t.notOk(instance.edge.lines.some((line) => line.includes('answer 501')), `instance ${instance.name} answers every call on PostgreSQL`)
    t.notOk(instance.edge.lines.some((line) => /sightline\.db/.test(line)), `instance ${instance.name} opens no SQLite file`)
  }

  // A session made on A is valid on B.
  const signedIn = await signIn(a, INVESTIGATOR, PASSWORD)
  t.equal(signedIn.status, 200, 'signed in on A')
  const cookie = signedIn.cookies.map((c) => c.split(';', 1)[0]).join('; ')
  const onB = await call(b, '/v1/authenticate', { cookie })
  t.equal(onB.status, 200, "A's session is valid on B")
  t.match(onB.body, { success: true, user: { email: INVESTIGATOR } }, `B knows whose session it is: ${JSON.stringify(onB.body).slice(0, 200)}`)

  // Failed sign-ins on both count together: five failures (three on A, two on B) make the account wait.
  for (const [instance, times] of [[a, 3], [b, 2]] as const) {
    for (let i = 0; i < times; i++) t.equal((await signIn(instance, TRIED, 'not the password')).status, 400, `a wrong password on ${instance.name}`)
  }
  const failures = await admin2(url, 'SELECT failed_logins FROM users WHERE email = $1', [TRIED])
  t.equal(Number(failures[0]?.failed_logins), 5, 'five failures counted, from both instances')
  t.equal((await signIn(a, TRIED, PASSWORD)).status, 429, 'the right password on A waits after the fifth failure, made on B')

  // The job, uploaded through B; whichever instance's engine claims it is killed half-way.
  const items: BigSearchItem[] = Array.from({ length: ITEMS }, (_, index) => ({
    index,
    fileName: `IMG_${String(index).padStart(5, '0')}.JPG`,
    metadata: { artist: ARTISTS[index % ARTISTS.length]! },
  }))
  const form = new FormData()
  form.append('file', new Blob([JSON.stringify(items)], { type: 'application/json' }), 'case.json')
  const uploaded = await call(b, '/v1/bigsearch/data', { method: 'POST', body: form, cookie })
  t.equal(uploaded.status, 200, 'uploaded')
  const checksum = uploaded.body.checksum as string
  const running = await waitFor('the job to be claimed and a twentieth of the way', 120_000, async () => {
    const [row] = await admin2(url, 'SELECT id, claimed_by, media_processed FROM bigsearch_jobs WHERE checksum = $1', [checksum])
    return row && row.claimed_by && Number(row.media_processed) >= ITEMS / 20 ? row : null
  })
  const claimedBy = String(running.claimed_by)
  const runner = instances.find((instance) => claimedBy.split('/')[1] === String(instance.servicePid))
  if (!runner) throw new Error(`the claim ${claimedBy} names neither instance's service (${a.servicePid}, ${b.servicePid})`)
  const other = runner === a ? b : a
  const seen = other.edge.lines.length
  process.kill(runner.servicePid, 'SIGKILL')
  runner.edge.process.kill('SIGKILL')
  const killedAt = Date.now()
  const [atKill] = await admin2(url, 'SELECT media_processed, status FROM bigsearch_jobs WHERE checksum = $1', [checksum])
  t.ok(Number(atKill?.media_processed) < ITEMS && atKill?.status === 'PROCESSING', `instance ${runner.name} killed at item ${atKill?.media_processed} of ${ITEMS}`)

  const resumed = await other.edge.line(new RegExp(`BigSearch job ${running.id}: resuming after item (\\d+) of ${ITEMS}`), 60_000, seen)
  const takenUpAfter = Date.now() - killedAt
  const storedAtKill = Number(resumed[1])
  t.equal(storedAtKill, Number(atKill?.media_processed), `instance ${other.name} took the job up after the last item stored before the kill`)
  t.ok(takenUpAfter >= (LEASE_SECONDS - 1) * 1000, `not before the lease lapsed (${takenUpAfter} ms after the kill)`)
  let last: Record<string, unknown> = {}
  // The rest of 60,000 items after the kill: seconds on a quiet machine, minutes beside a busy test run.
  const done = await waitFor('the job to complete', 360_000, async () => {
    last = (await call(other, `/v1/bigsearch/status/${checksum}`, { cookie })).body
    return last.status === 'COMPLETE' || last.status === 'ERROR' ? last : null
  }).catch((err: Error) => {
    throw new Error(`${err.message}: last seen ${String(last.status)} at item ${String(last.mediaProcessed)} of ${ITEMS}`)
  })
  t.match(done, { status: 'COMPLETE', mediaCount: ITEMS, mediaProcessed: ITEMS }, `completed by instance ${other.name}, with the session made on ${a.name}`)
  // Each artist is one lead of the job, counted against the sightings on PostgreSQL.
  const leads = (await leadsOf(store, Number(running.id), 0, 100)).map((lead) => JSON.parse(lead) as { '@type': string; value: { text: string }; sightings: number })
  const found = leads.map((lead) => [lead['@type'], lead.value.text, lead.sightings])
  t.same(found.sort(), ARTISTS.map((artist, k) => ['ARTIST', artist, k + 1]).sort(), `the job's leads count the artists' sightings: ${JSON.stringify(found)}`)

  const times = await processedTimesOf(store, Number(running.id))
  t.equal(times.length, ITEMS, 'one stored row per item')
  t.same(times.map((row) => row.position), items.map((item) => item.index), 'every item stored once, in order')
  t.ok(times.slice(0, storedAtKill).every((row) => row.processedAt < killedAt), `the ${storedAtKill} items stored before the kill were not done again`)
  t.ok(times.slice(storedAtKill).every((row) => row.processedAt >= killedAt), `the other ${ITEMS - storedAtKill} were done after it, by instance ${other.name}`)
  const [finished] = await admin2(url, 'SELECT claimed_by FROM bigsearch_jobs WHERE checksum = $1', [checksum])
  t.not(finished?.claimed_by, claimedBy, 'the lost claim was not renewed')
})

/** A query on a connection of its own, as an operator would look. */
async function admin2(url: string, text: string, values: unknown[]): Promise<Record<string, unknown>[]> {
  const client = new pg.Client(url)
  await client.connect()
  try {
    return (await client.query(text, values)).rows as Record<string, unknown>[]
  } finally {
    await client.end()
  }
}
