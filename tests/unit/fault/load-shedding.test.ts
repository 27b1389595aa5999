// Fault: past capacity, calls queued for seconds in the one service process. The product as built (dist/,
// or BUILD_OUT), under a burst of searches far past what it admits at once, answers every one: a result,
// or a quick 503 with Retry-After and the busy message. Nothing times out, and pages are still served.

import t from 'tap'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
// @ts-expect-error: a plain ES module shared with the benches, without types
import { signInDemo, startEdge } from '../../support/edge-process.mjs'

const DIST = resolve(process.env.BUILD_OUT || 'dist')
const BURST = 200
/** A refusal is worth its name only if it is quick: well under the seconds a queued search waited. */
const QUICK_MS = 2000

t.test('a burst of searches gets results or quick 503s with Retry-After, never a timeout', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sightline-fault-'))
  const edge = await startEdge({ dist: DIST, dataDir, env: { API_MAX_IN_FLIGHT: '4' }, onExit: (code: number) => t.fail(`the edge stopped (${code})`) })
  t.teardown(async () => {
    await edge.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })
  const { cookie } = await signInDemo(edge.base, dataDir)
  const headers = { Accept: 'application/json', 'x-requesting-app': 'lowside', cookie }

  const search = async (i: number) => {
    const started = performance.now()
    const reply = await fetch(`${edge.base}/v1/sightings?make=Canon&page=${(i % 5) + 1}`, { headers, signal: AbortSignal.timeout(30_000) })
    return { status: reply.status, retryAfter: reply.headers.get('retry-after'), body: await reply.json(), ms: performance.now() - started }
  }
  const [replies, page] = await Promise.all([Promise.all(Array.from({ length: BURST }, (_, i) => search(i))), fetch(`${edge.base}/login`)])

  t.equal(page.status, 200, 'a page is served during the burst')
  const answered = replies.filter((r) => r.status === 200)
  const refused = replies.filter((r) => r.status === 503)
  t.equal(answered.length + refused.length, BURST, 'every search has a result or a refusal')
  t.ok(answered.length > 0, `${answered.length} answered`)
  t.ok(refused.length > 0, `${refused.length} refused`)
  t.ok(answered.every((r) => Array.isArray(r.body.results)), 'each answer holds its results')
  for (const r of refused) {
    t.equal(r.retryAfter, '2')
    t.same(r.body, { success: false, error: 'The server is busy. Try again in 2 seconds.' })
  }
  const slowest = Math.max(...refused.map((r) => r.ms))
  t.ok(slowest < QUICK_MS, `the slowest refusal took ${slowest.toFixed(0)} ms`)
})
