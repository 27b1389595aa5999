// npm run bench (search part): seeds N sightings (default 1,000,000) into a temporary DATA_DIR with the
// seed tool, prints the load's rows a second and the database's bytes a sighting, starts the built edge on it,
// signs in as the demo investigator and prints p50/p95 latency of typical GET /v1/sightings queries through the
// edge, a table of them.
// Usage: BUILD_OUT=dist node tests/bench/search.mjs [--sightings N] [--runs 100] [--keep] [--data-dir DIR] [--only REGEX]
// --data-dir reuses a folder a --keep run left (its path is printed): the seed is skipped when it holds a
// database already, so a rerun measures only the queries (give the --sightings it was seeded with, for the bytes
// a sighting).

import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { signInDemo, startEdge } from '../support/edge-process.mjs'

const { values: args } = parseArgs({
  options: {
    sightings: { type: 'string', default: '1000000' },
    // 100 runs: a p95 of 30 is the second-slowest run, which on this noisy 2-core machine is chance.
    runs: { type: 'string', default: '100' },
    keep: { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
    // Measures only the queries whose name matches, to compare two builds side by side quickly.
    only: { type: 'string' },
  },
})
const count = Number(args.sightings.replace(/_/g, ''))
const runs = Number(args.runs)
const dist = process.env.BUILD_OUT || 'dist'
const dataDir = args['data-dir'] ?? mkdtempSync(join(tmpdir(), 'sightline-bench-'))
mkdirSync(dataDir, { recursive: true })
const reused = existsSync(join(dataDir, 'sightline.db'))
/** A folder the caller named is theirs to keep. */
const keep = args.keep || args['data-dir'] !== undefined
/** p95 target per query at 1M sightings (issue 4). */
const TARGET_MS = 50

const folderSize = (dir) => readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir, name)).size, 0)

/** Runs the seed tool, showing its lines as they come; resolves with its rows a second (its last line says them). */
function seed() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(dist, 'server', 'seed.mjs'), '--sightings', String(count), '--data-dir', dataDir], { stdio: ['ignore', 'pipe', 'inherit'] })
    let rate = NaN
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (text) => {
      process.stdout.write(text)
      const said = /([\d,]+) rows\/s\s*$/m.exec(text)
      if (said) rate = Number(said[1].replace(/,/g, ''))
    })
    child.on('exit', (code) => (code === 0 ? resolve(rate) : process.exit(code ?? 1)))
  })
}

let rowsPerSecond = NaN
if (reused) {
  console.log(`reusing the database in ${dataDir}: ${(folderSize(dataDir) / 1024 / 1024).toFixed(0)} MB`)
} else {
  console.log(`seeding ${count.toLocaleString('en')} sightings into ${dataDir}`)
  const seedStart = Date.now()
  rowsPerSecond = await seed()
  const ingestSeconds = (Date.now() - seedStart) / 1000
  console.log(`ingest: ${ingestSeconds.toFixed(1)} s, database ${(folderSize(dataDir) / 1024 / 1024).toFixed(0)} MB`)
}

// The whole database file after the load and its checkpoint, before the service writes anything of its own.
const databaseBytes = statSync(join(dataDir, 'sightline.db')).size
const { base, stop: stopEdge } = await startEdge({ dist, dataDir })
const stop = () => {
  stopEdge()
  if (!keep) rmSync(dataDir, { recursive: true, force: true })
  else console.log(`kept the database in ${dataDir}`)
}
process.on('exit', stop)
const { username, cookie } = await signInDemo(base, dataDir)
console.log(`signed in as ${username}`)

async function get(path) {
  const started = performance.now()
  const reply = await fetch(base + path, { headers: { Accept: 'application/json', 'x-requesting-app': 'lowside', cookie } })
  const body = await reply.text()
  return { ms: performance.now() - started, status: reply.status, body }
}

// Values that exist in the seeded data, so the queries do real work.
const sample = JSON.parse((await get('/v1/sightings?make=Canon&resultSize=25')).body || '{}').results?.[0] ?? {}
const serial = sample.serialNumber ?? '038206518622'
// The fields only the sighting page shows: file name and hashes, each found by the structure it has.
const detail = (sample.id ? JSON.parse((await get(`/v1/sightings/${encodeURIComponent(sample.id)}`)).body || '{}').image : null) ?? {}
// A picture with re-posts, so the similar search measures a lookup that finds near-duplicates.
let hash = sample.photoDNAFullHash ?? '0'.repeat(288)
for (const candidate of JSON.parse((await get('/v1/sightings?make=Apple&resultSize=200')).body || '{}').results ?? []) {
  if (!candidate.photoDNAFullHash) continue
  const found = JSON.parse((await get(`/v1/sightings/similar/pdna/full/${encodeURIComponent(candidate.photoDNAFullHash)}`)).body)
  if (found.totalResults > 1) {
    hash = candidate.photoDNAFullHash
    break
  }
}
const enc = encodeURIComponent
const QUERIES = [
  ['serial number', `/v1/sightings?serialNumber=${enc(serial)}`],
  ['make and model', '/v1/sightings?make=Canon&model=Canon%20EOS%20600D'],
  ['username contains', '/v1/sightings?username=*wolf*&allowWildcards=true'],
  ['username *wild*', '/v1/sightings?username=*wild*&allowWildcards=true'],
  ['date range', `/v1/sightings?dateTimeOriginal=${enc('2015-01-01 - 2015-03-31')}`],
  ['location radius', `/v1/sightings?location=${enc('51.5074:-0.1278:10:Kilometers')}`],
  ['free text', '/v1/sightings?all=sunset'],
  ['free text, common', '/v1/sightings?all=canon'],
  ['group by camera', '/v1/sightings?make=NIKON%20CORPORATION&groupBy=camera'],
  ['group by camera, all', '/v1/sightings?groupBy=camera'],
  ['similar hash', `/v1/sightings/similar/pdna/full/${enc(hash)}?skipCache=true`],
  ['negative filter', '/v1/sightings?make=Apple&-model=iPhone%2011'],
  // Issue 30 §17: a negated make that leaves nothing of the kept model (every iPhone 11 is an Apple).
  ['negated, leaves none', '/v1/sightings?-make=Apple&model=iPhone%2011'],
  // The filter language's negation (spec-1 §4.5) of a make with another make's model: every iPhone 11 is kept.
  ['negated make, model', '/v1/sightings?-make=Canon&model=iPhone%2011'],
  ['page 40', '/v1/sightings?make=samsung&page=40&resultSize=25'],
  // Fields without a sorted index of their own: found through the words index, or their hash index.
  ['file name', `/v1/sightings?fileName=${enc(detail.fileName ?? 'IMG_0001.JPG')}`],
  ['url', `/v1/sightings?url=${enc(sample.url ?? 'https://example.com/a.jpg')}`],
  ['sha1', `/v1/sightings?sha1=${enc(detail.sha1 ?? '0'.repeat(40))}`],
  ['hash as free text', `/v1/sightings?all=${enc(detail.md5 ?? '0'.repeat(32))}`],
  ['map exists=location', '/v1/sightings?exists=location&make=Apple&resultSize=1000'],
  ['mustHaveGPS', '/v1/sightings?domain=flickr.com&mustHaveGPS=true'],
  ['newest, no filter', '/v1/sightings'],
  // spec-1 §9: the list view fetches 1,000 results at once.
  ['list of 1000', '/v1/sightings?make=Canon&resultSize=1000'],
  ['map, no filter', '/v1/sightings?exists=location&resultSize=1000'],
]

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
console.log(`\n${runs} runs each after one warm-up, through the edge at ${base}`)
console.log(`${'query'.padEnd(22)}${'status'.padStart(7)}${'results'.padStart(10)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'refused'.padStart(9)}`)
let slow = 0
const measured = args.only ? QUERIES.filter(([name]) => new RegExp(args.only).test(name)) : QUERIES
for (const [name, path] of measured) {
  const warm = await get(path)
  // Only answered runs are timed: a "busy" refusal (503) comes back at once and would pass for speed.
  const times = []
  let refused = 0
  for (let i = 0; i < runs; i++) {
    const run = await get(path)
    if (run.status === 503) refused++
    else times.push(run.ms)
  }
  times.sort((a, b) => a - b)
  let total = '-'
  try {
    total = String(JSON.parse(warm.body).totalResults ?? '-')
  } catch {
    // not JSON: shown as '-'
  }
  const p95 = times.length ? percentile(times, 95) : NaN
  if (warm.status === 200 && p95 > TARGET_MS) slow++
  const p50 = times.length ? percentile(times, 50) : NaN
  console.log(`${name.padEnd(22)}${String(warm.status).padStart(7)}${total.padStart(10)}${p50.toFixed(1).padStart(9)}${p95.toFixed(1).padStart(9)}${String(refused).padStart(9)}`)
}
console.log(slow ? `\n${slow} queries over the ${TARGET_MS} ms p95 target` : `\nevery answered query under the ${TARGET_MS} ms p95 target`)
console.log(`\n${'sightings'.padEnd(22)}${count.toLocaleString('en').padStart(16)}`)
console.log(`${'bytes a sighting'.padEnd(22)}${Math.round(databaseBytes / count).toLocaleString('en').padStart(16)}`)
console.log(`${'rows a second'.padEnd(22)}${(Number.isNaN(rowsPerSecond) ? 'not seeded here' : rowsPerSecond.toLocaleString('en')).padStart(16)}`)
process.exit(0)
