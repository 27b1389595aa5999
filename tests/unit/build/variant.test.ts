// The high-security variant is a compile-time constant: its bundles hold no metrics code and load
// thumbnails from /thumb; the standard build's do the opposite.

import t from 'tap'
import Fastify from 'fastify'
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { builtHighsideProduct, builtProduct, startEdgeProcess } from '../fault/processes.js'

function buildInto(dir: string, buildName: string): string {
  execFileSync(process.execPath, ['build.mjs', '--quiet'], { env: { ...process.env, BUILD_NAME: buildName, BUILD_OUT: dir }, stdio: 'inherit' })
  return bundlesOf(dir)
}

/** Every browser bundle of a build, one text. */
function bundlesOf(dir: string): string {
  const assets = join(dir, 'public', 'assets')
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(assets, f), 'utf8'))
    .join('\n')
}

t.test('highside and standard builds differ in what they contain', async (t) => {
  // A build name that merely contains "highside" makes the variant (ARCHITECTURE.md), so this one is built
  // here; the standard build is the one npm test made before tap.
  const builds = { highside: join(t.testdir(), 'highside'), standard: builtProduct(t) }
  const highside = buildInto(builds.highside, 'onprem-highside-2026')
  const standard = bundlesOf(builds.standard)
  const manifest = JSON.parse(readFileSync(join(builds.highside, 'manifest.json'), 'utf8'))
  t.equal(JSON.parse(readFileSync(join(builds.standard, 'manifest.json'), 'utf8')).highside, false, 'the standard build')
  t.equal(manifest.highside, true)
  t.equal(manifest.buildName, 'onprem-highside-2026')

  t.notMatch(highside, 'metrics/user', 'no metrics call in the high-security bundles')
  t.match(highside, '/thumb', 'thumbnails from /thumb in the high-security bundles')
  t.match(highside, '"highside"', 'calls say they come from the high-security channel')
  t.notMatch(highside, 'reached our support team', 'no chat panel in the high-security bundles')
  // Write to us still reaches the site's own support (SUPPORT_EMAIL) through the call the chat shared.
  t.match(highside, '/feedback', 'Write to us in the high-security bundles')

  t.match(standard, 'metrics/user', 'the standard bundles send user metrics')
  t.notMatch(standard, '/thumb', 'no /thumb path in the standard bundles')
  t.match(standard, 'reached our support team', 'the standard bundles have the chat panel')

  // Both mark each area's first load for eager compilation (build.mjs markFirstLoads), and nothing else.
  for (const variant of ['highside', 'standard'] as const) {
    const built = builds[variant]
    const { entries } = JSON.parse(readFileSync(join(built, 'manifest.json'), 'utf8')) as { entries: Record<string, { script: string; early?: string; imports: string[]; lazy: string[] }> }
    const marked = (url: string) => readFileSync(join(built, 'public', url), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n')
    const firstLoads = new Set(Object.values(entries).flatMap((entry) => [entry.script, ...(entry.early ? [entry.early] : []), ...entry.imports]))
    const lazyOnly = Object.values(entries).flatMap((entry) => entry.lazy).filter((url) => !firstLoads.has(url))
    t.ok([...firstLoads].every(marked), `${variant}: every file of a first load is marked`)
    t.ok(lazyOnly.length > 0 && !lazyOnly.some(marked), `${variant}: no later part is marked (${lazyOnly.length} of them)`)
  }
})

t.test('the high-security edge serves thumbnails at /thumb and has no sharded path', async (t) => {
  const upstream = Fastify()
  upstream.get('/thumbnails/:key', async (request) => ({ key: (request.params as { key: string }).key, query: request.query }))
  upstream.get('/healthz', async () => ({ ok: true }))
  const upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' })
  t.teardown(() => upstream.close())
  // Stopped when the test ends, and also when tap ends this process early (a timeout on a busy machine).
  const { base } = await startEdgeProcess(t, builtHighsideProduct(t), { API_UPSTREAM: upstreamUrl, DATA_DIR: join(t.testdir(), 'data') })
  const thumb = await fetch(`${base}/thumb/img-7?size=200`)
  t.equal(thumb.status, 200)
  t.same(await thumb.json(), { key: 'img-7', query: { size: '200' } })
  t.equal((await fetch(`${base}/media/0/img-7?size=200`)).status, 404)
  t.equal((await fetch(`${base}/login`)).status, 200)
})
