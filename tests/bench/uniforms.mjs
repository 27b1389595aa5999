// npm run bench (Uniform Hub part): a temporary DATA_DIR seeded with the full demo register (3,000 schools and their
// drawn pictures, `npm run seed -- --schools 3000`), the built edge started on it, signed in as the demo's Hub user;
// prints p50/p95 of five typical Hub searches through the edge (target p95 ≤ 50 ms each): by name, by a uniform's
// description, by labels, inside a map rectangle, and by a picture's likeness.
// Usage: BUILD_OUT=dist node tests/bench/uniforms.mjs [--schools 3000] [--runs 100] [--keep]

import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { signInDemoWhenReady, startEdge } from '../support/edge-process.mjs'

const { values: args } = parseArgs({
  options: {
    schools: { type: 'string', default: '3000' },
    runs: { type: 'string', default: '100' },
    keep: { type: 'boolean', default: false },
  },
})
const runs = Number(args.runs)
const dist = process.env.BUILD_OUT || 'dist'
const dataDir = mkdtempSync(join(tmpdir(), 'sightline-uniforms-bench-'))
const TARGET_MS = 50

const seedStarted = Date.now()
const seedOutput = execFileSync(process.execPath, [join(dist, 'server', 'seed.mjs'), '--data-dir', dataDir, '--sightings', '1000', '--schools', args.schools], {
  encoding: 'utf8',
})
const registerLine = seedOutput.split('\n').find((line) => line.includes("Uniform Hub's register")) ?? ''
console.log(`uniform hub: ${registerLine.trim()} (seeding all took ${((Date.now() - seedStarted) / 1000).toFixed(1)} s)`)

const edge = await startEdge({ dist, dataDir })
const { cookie } = await signInDemoWhenReady(edge.base, dataDir, 'uniforms')
const headers = { cookie, accept: 'application/json', 'x-requesting-app': 'lowside' }
const call = async (method, path) => {
  const reply = await fetch(`${edge.base}/v1${path}`, { method, headers: method === 'POST' ? { ...headers, 'content-type': 'application/json' } : headers, body: method === 'POST' ? '{}' : undefined })
  return { status: reply.status, body: await reply.json() }
}
await call('POST', '/uniforms/terms')

// A picture to look for the likeness of: the first uniform of a described search.
const described = await call('GET', '/uniforms/search?uniformDescription=navy%20blazer%20gold%20lion&pagingType=IMAGE&resultsPerPage=10')
const similarTo = described.body.data?.images?.[0]?.id
if (!similarTo) throw new Error(`no picture to search by: ${JSON.stringify(described.body).slice(0, 200)}`)

const SEARCHES = [
  ['text "academy"', '/uniforms/search?text=academy&pagingType=SCHOOL&resultsPerPage=50'],
  ['uniform description', '/uniforms/search?uniformDescription=navy%20blazer%20gold%20lion&pagingType=SCHOOL&resultsPerPage=50'],
  ['labels', `/uniforms/search?uniformLabels=${encodeURIComponent('Navy Blazer')}&logoLabels=Lion&pagingType=IMAGE&resultsPerPage=50`],
  ['bounds (Greater Manchester)', '/uniforms/search?location=53.7,-1.9,53.3,-2.6&pagingType=SCHOOL&resultsPerPage=500'],
  ['similar image', `/uniforms/search?similarToImage=${similarTo}&pagingType=IMAGE&resultsPerPage=50`],
]

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
console.log(`uniform hub: ${args.schools} schools, ${runs} runs per search, ${availableParallelism()} cores, load ${loadavg()[0].toFixed(2)}`)
console.log(`${'hub search'.padEnd(30)}${'status'.padStart(7)}${'schools'.padStart(9)}${'images'.padStart(8)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}`)
let failed = false
for (const [name, path] of SEARCHES) {
  const times = []
  let last
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    last = await call('GET', path)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const p95 = percentile(times, 95)
  if (p95 > TARGET_MS || last.status !== 200) failed = true
  const data = last.body.data ?? {}
  console.log(
    `${name.padEnd(30)}${String(last.status).padStart(7)}${String(data.totalSchools ?? '-').padStart(9)}${String(data.totalImages ?? '-').padStart(8)}` +
      `${percentile(times, 50).toFixed(1).padStart(9)}${p95.toFixed(1).padStart(9)}`,
  )
}
console.log(failed ? `uniform hub: a search is over the ${TARGET_MS} ms target` : `uniform hub: every search within the ${TARGET_MS} ms target`)
await edge.stop()
if (args.keep) console.log(`kept ${dataDir}`)
else rmSync(dataDir, { recursive: true, force: true })
