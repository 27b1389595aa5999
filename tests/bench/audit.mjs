// npm run bench (audit part): fills a temporary DATA_DIR with N audit entries (default 1,000,000) over the
// last 180 days, across four licences (a Domain entity each, and addresses by Email entity) and users of no
// licence; starts the built edge on it, signs in as the demo administrator and prints p50/p95 latency of
// audit pages through the edge (target p95 ≤ 50 ms), then the time of the usage calls and of an export.
// Usage: BUILD_OUT=dist node tests/bench/audit.mjs [--rows N] [--runs 100] [--keep]

import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'
import { signInDemo, startEdge } from '../support/edge-process.mjs'

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '100' },
    keep: { type: 'boolean', default: false },
  },
})
const count = Number(args.rows.replace(/_/g, ''))
const runs = Number(args.runs)
const dist = process.env.BUILD_OUT || 'dist'
const dataDir = mkdtempSync(join(tmpdir(), 'sightline-audit-bench-'))
/** p95 target of an audit page at 1M entries. */
const TARGET_MS = 50
const DAY = 24 * 60 * 60 * 1000
const DAYS = 180
const LICENCES = 4
const USERS_PER_DOMAIN = 200

// The first start makes the database (migrations, demo accounts); its demo sightings are let finish, so
// that nothing else writes while the entries go in and the calls are timed.
let seeded = false
let edge = await startEdge({ dist, dataDir, onLine: (line) => line.includes('demo data: added') && (seeded = true) })
while (!seeded) await new Promise((r) => setTimeout(r, 200))
await edge.stop()

// Each action with its api and a weight: what investigators' calls look like, searches and thumbnails first.
const ACTIONS = [
  ['search', 'sightings', 30], ['sighting', 'sightings', 20], ['thumbnail', 'thumbnails', 30], ['login', 'authenticate', 3],
  ['session-check', 'authenticate', 10], ['bigsearch-upload', 'bigsearch', 1], ['camid-query', 'camid', 1],
  ['uniform-search', 'uniforms', 2], ['licence-audit-export', 'licences', 0.05],
]
const WEIGHT = ACTIONS.reduce((sum, [, , w]) => sum + w, 0)
const APPS = ['lowside', 'lowside', 'lowside', 'highside', 'griffeye-cs', 'griffeye-di', null]
let seed = 42
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
const pick = (list) => list[Math.floor(random() * list.length)]

function fill() {
  const db = new Database(join(dataDir, 'sightline.db'))
  db.pragma('journal_mode = WAL')
  const now = Date.now()
  const licence = db.prepare('INSERT INTO licences (name, created_at, expires_at, max_seats) VALUES (?, ?, ?, 500)')
  const entity = db.prepare("INSERT INTO licensed_entities (licence_id, type, value, roles) VALUES (?, ?, ?, '[]')")
  const entry = db.prepare(
    `INSERT INTO audit_log (at, user_email, requesting_app, api, action, justification, details, success, error)
     VALUES (?, ?, ?, ?, ?, NULL, ?, ?, NULL)`,
  )
  // The licence each call was made under, as the service records it with the entry (016_audit_licences.sql).
  const underLicence = db.prepare('INSERT INTO audit_licences (audit_id, licence_id, at, user_email, action) VALUES (?, ?, ?, ?, ?)')
  const ids = []
  db.transaction(() => {
    for (let i = 0; i < LICENCES; i++) {
      const id = Number(licence.run(`Force ${i}`, now - 400 * DAY, now + 365 * DAY).lastInsertRowid)
      ids.push(id)
      entity.run(id, 'Domain', `force${i}.police.example`)
      for (let j = 0; j < 5; j++) entity.run(id, 'Email', `solo${i * 5 + j}@mail.example`)
    }
  })()
  const started = Date.now()
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const at = now - Math.floor(((count - i) / count) * DAYS * DAY)
      const r = random()
      const email =
        r < 0.05 ? 'anonymous'
        : r < 0.1 ? `x${Math.floor(random() * 500)}@elsewhere.example`
        : r < 0.12 ? `solo${Math.floor(random() * 20)}@mail.example`
        : `user${Math.floor(random() * USERS_PER_DOMAIN)}@force${Math.floor(random() * LICENCES)}.police.example`
      let p = random() * WEIGHT
      const [action, api] = ACTIONS.find(([, , w]) => (p -= w) < 0) ?? ACTIONS[0]
      const id = entry.run(at, email, pick(APPS), api, action, 'make=Canon', random() < 0.98 ? 1 : 0).lastInsertRowid
      const solo = /^solo(\d+)@/.exec(email)
      const force = /@force(\d+)\./.exec(email)
      const licenceId = solo ? ids[Math.floor(Number(solo[1]) / 5)] : force ? ids[Number(force[1])] : undefined
      if (licenceId !== undefined) underLicence.run(id, licenceId, at, email, action)
    }
  })()
  db.pragma('wal_checkpoint(TRUNCATE)')
  db.close()
  console.log(`${count.toLocaleString('en')} audit entries written in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return ids
}

const licenceIds = fill()
edge = await startEdge({ dist, dataDir })
process.on('exit', () => {
  edge.stop()
  if (!args.keep) rmSync(dataDir, { recursive: true, force: true })
  else console.log(`kept the database in ${dataDir}`)
})
const { username, cookie } = await signInDemo(edge.base, dataDir, 'admin')
console.log(`signed in as ${username}`)

async function get(path, headers = {}) {
  const started = performance.now()
  const reply = await fetch(edge.base + path, { headers: { Accept: 'application/json', 'x-requesting-app': 'lowside', cookie, ...headers } })
  const body = Buffer.from(await reply.arrayBuffer())
  return { ms: performance.now() - started, status: reply.status, body }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
const day = (ms) => new Date(ms).toISOString().slice(0, 10)
const enc = encodeURIComponent
const now = Date.now()
const last30 = `from=${enc(day(now - 30 * DAY) + ' 00:00')}&to=${enc(day(now) + ' 23:59')}`
const all180 = `from=${enc(day(now - 200 * DAY) + ' 00:00')}&to=${enc(day(now) + ' 23:59')}`
const [kent] = licenceIds
const QUERIES = [
  ['page 1, last 30 days', `/v1/licences/${kent}/audit?${last30}`],
  ['page 1, 180 days', `/v1/licences/${kent}/audit?${all180}`],
  ['page 40 of 200', `/v1/licences/${kent}/audit?${all180}&page=40&resultSize=200`],
  ['page 400 of 25', `/v1/licences/${kent}/audit?${all180}&page=400`],
  ['email filter', `/v1/licences/${kent}/audit?${all180}&email=user7@force0.police.example`],
  ['domain filter', `/v1/licences/${kent}/audit?${all180}&domain=force0.police.example`],
  ['action, common', `/v1/licences/${kent}/audit?${all180}&action=search`],
  ['action, rare', `/v1/licences/${kent}/audit?${all180}&action=licence-audit-export`],
  ['audit-options', `/v1/licences/${kent}/audit-options`],
]

console.log(`\n${runs} runs each after one warm-up, through the edge at ${edge.base}`)
// Latency on a shared machine is only as good as its spare cores: say how busy it was.
console.log(`load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`)
console.log(`${'audit query'.padEnd(22)}${'status'.padStart(7)}${'total'.padStart(8)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}`)
let slow = 0
for (const [name, path] of QUERIES) {
  const warm = await get(path)
  const times = []
  for (let i = 0; i < runs; i++) times.push((await get(path)).ms)
  times.sort((a, b) => a - b)
  let total = '-'
  try {
    total = String(JSON.parse(warm.body.toString()).total ?? '-')
  } catch {
    // not JSON: shown as '-'
  }
  const p95 = percentile(times, 95)
  if (warm.status === 200 && p95 > TARGET_MS) slow++
  console.log(`${name.padEnd(22)}${String(warm.status).padStart(7)}${total.padStart(8)}${percentile(times, 50).toFixed(1).padStart(9)}${p95.toFixed(1).padStart(9)}`)
}
console.log(slow ? `${slow} audit queries over the ${TARGET_MS} ms p95 target` : `every audit query under the ${TARGET_MS} ms p95 target`)

// Usage: the first call counts the days gone by (once); the calls after it read the counted days.
console.log(`\n${'usage and export call'.padEnd(34)}${'status'.padStart(7)}${'ms'.padStart(9)}`)
const once = async (name, path, headers) => {
  const { ms, status, body } = await get(path, headers)
  console.log(`${name.padEnd(34)}${String(status).padStart(7)}${ms.toFixed(0).padStart(9)}${status === 200 ? '' : `  ${body.toString().slice(0, 120)}`}`)
}
await once('usage, first call (counts the days)', `/v1/licences/${kent}/usage?range=last6Months`)
await once('usage, year to date', `/v1/licences/${kent}/usage`)
await once('usage, last 6 months', `/v1/licences/${kent}/usage?range=last6Months`)
await once('usage of all licences', '/v1/licences/usage/all')
await once('usage of all, current users only', '/v1/licences/usage/all?currentUsersOnly=true')
await once('usage report, weekly CSV', `/v1/licences/${kent}/usage/report/weekly`)
await once('audit export, 10,000 rows CSV', `/v1/licences/${kent}/audit/export?format=csv&${all180}`, { 'x-justification': 'bench' })
await once('audit export, 10,000 rows PDF', `/v1/licences/${kent}/audit/export?format=pdf&${all180}`, { 'x-justification': 'bench' })
process.exit(0)
