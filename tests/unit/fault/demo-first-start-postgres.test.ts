// Issue 34: the built service started with DEMO=1 on an empty PostgreSQL database (DATABASE_URL) makes the demo as it
// does on SQLite: it listens at once and answers while its first sightings load in the background, then the demo
// investigator finds them by search, the Uniform Hub's register holds its schools, and the demo Camera ID account
// lists its queries.

import t from 'tap'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { builtProduct, callAsClient, startEdgeProcess, type EdgeProcess } from './processes.js'
import { freshStore, postgresUrlOf } from '../server/api/store/conformance/engines.js'
import { DEMO_DOMAIN } from '../../../server/api/store/seed.js'
import { DEMO_ACCOUNTS_FILE } from '../../../server/api/accounts/first-accounts.js'
import { FIRST_START_SIGHTINGS } from '../../../server/api/seed/first-start.js'

// The start, the register, 20,000 sightings and the Camera ID queries' fingerprints: about a minute alone, and three
// in the whole suite on two busy cores; each wait below allows for that, and the file for all of them.
t.setTimeout(600_000)

async function call(edge: EdgeProcess, path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = { accept: 'application/json', ...(init.cookie ? { cookie: init.cookie } : {}), ...((init.headers as Record<string, string>) ?? {}) }
  const res = await callAsClient(`${edge.base}${path}`, { ...init, headers, signal: AbortSignal.timeout(60_000) })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown>, cookies: res.headers.getSetCookie() }
}

/** Signs a demo account in with the password its first start wrote; gives the session's cookies. */
async function signedIn(edge: EdgeProcess, dataDir: string, name: string): Promise<string> {
  const email = `${name}@${DEMO_DOMAIN}`
  const line = readFileSync(join(dataDir, DEMO_ACCOUNTS_FILE), 'utf8').split('\n').find((row) => row.startsWith(`${email}\t`))
  if (!line) throw new Error(`${email} is not among the demo accounts`)
  const res = await call(edge, '/v1/authenticate', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: email, password: line.split('\t')[1] }) })
  if (res.status !== 200) throw new Error(`${email} could not sign in: ${res.status} ${JSON.stringify(res.body)}`)
  return res.cookies.map((cookie) => cookie.split(';')[0]).join('; ')
}

t.test("DEMO=1 on PostgreSQL: the demo's sightings, the Hub's register and Camera ID queries, as on SQLite", async (t) => {
  const dist = builtProduct(t)
  const store = await freshStore(t, 'postgres')
  const dataDir = t.testdir()
  const edge = await startEdgeProcess(t, dist, {
    DEMO: '1',
    DATABASE_URL: await postgresUrlOf(t, store),
    DATA_DIR: dataDir,
    API_WORKERS: '1',
    SESSION_KEYS: randomBytes(32).toString('base64'),
  })
  await edge.line(/built-in \/v1 service listening/, 60_000)
  const investigator = await signedIn(edge, dataDir, 'investigator')
  const meanwhile = await call(edge, '/v1/sightings?make=canon', { cookie: investigator })
  t.equal(meanwhile.status, 200, 'the service answers while the demo loads')
  await edge.line(/demo data: the Uniform Hub register holds 600 schools/, 120_000)
  await edge.line(/demo data: added 20,000 sightings in [\d.]+ s/, 120_000)
  t.notOk(edge.lines.some((line) => /seeding the demo sightings failed/.test(line)), 'the seeding ended without an error')
  for (const line of edge.lines) if (line.startsWith('demo data:')) t.comment(line)

  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM sightings`.execute(store.db)
  t.equal(rows[0]!.n, FIRST_START_SIGHTINGS, 'the demo sightings are in the PostgreSQL database')
  const found = await call(edge, '/v1/sightings?make=canon', { cookie: investigator })
  t.equal(found.status, 200)
  t.ok((found.body.results as unknown[]).length > 0, `the investigator finds demo sightings by make (${found.body.totalResults} in all)`)
  const camId = await signedIn(edge, dataDir, 'camid')
  // The queries are made once the sightings are in, each fingerprint drawn from its camera's pictures.
  await edge.line(/demo data: made 3 Camera ID queries in [\d.]+ s/, 180_000)
  const queries = await call(edge, '/v1/cameraid/queries', { cookie: camId })
  t.equal(queries.status, 200)
  t.same(
    (queries.body.queries as { caseId: string }[]).map((query) => query.caseId).sort(),
    ['Op Lantern: second body', 'Op Lantern: seized camera', 'Referral 2291'],
    'the demo Camera ID account lists its three queries',
  )
  const schools = await sql<{ n: number }>`SELECT count(*) AS n FROM uniform_schools`.execute(store.db)
  t.equal(schools.rows[0]!.n, 600, "the Hub's register holds the first start's schools")
})
