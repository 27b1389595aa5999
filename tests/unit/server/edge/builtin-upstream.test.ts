// The settings the edge gives the built-in service it launches, and how it restarts it.

import t from 'tap'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  childEnvironment,
  edgeAddress,
  launchBuiltInUpstream,
  restartDelay,
} from '../../../../server/edge/builtin-upstream.js'
import { holdPort, release, waitFor } from '../../fault/processes.js'

const SECRET = 's'.repeat(43)

t.test('the service listens on loopback at the port it is given, with the rest of the settings', async (t) => {
  const env = childEnvironment({ DATA_DIR: '/srv/data', DEMO: '1', PUBLIC_URL: 'https://sightline.example.org' }, 4100, SECRET)
  t.match(env, { API_HOST: '127.0.0.1', API_PORT: '4100', DATA_DIR: '/srv/data', DEMO: '1', PUBLIC_URL: 'https://sightline.example.org' })
})

t.test("the service runs with the product's malloc settings unless the operator set them", async (t) => {
  t.match(childEnvironment({}, 0, SECRET), { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768' })
  t.match(childEnvironment({ MALLOC_ARENA_MAX: '8', MALLOC_MMAP_THRESHOLD_: '131072' }, 0, SECRET), { MALLOC_ARENA_MAX: '8', MALLOC_MMAP_THRESHOLD_: '131072' }, "the operator's own")
})

t.test('the service is given the secret of the edge\'s internal calls, whatever the edge was given', async (t) => {
  t.equal(childEnvironment({ EDGE_AUDIT_SECRET: 'chosen by someone else' }, 0, SECRET).EDGE_AUDIT_SECRET, SECRET)
})

t.test('without PUBLIC_URL, links in emails lead to the edge itself', async (t) => {
  t.equal(childEnvironment({ HOST: '127.0.0.1', PORT: '3310' }, 0, SECRET).PUBLIC_URL, 'http://127.0.0.1:3310')
  t.equal(childEnvironment({ PUBLIC_URL: '  ' }, 0, SECRET).PUBLIC_URL, 'http://127.0.0.1:3000', 'the edge defaults')
  t.equal(childEnvironment({ HOST: '0.0.0.0', PORT: '8080' }, 0, SECRET).PUBLIC_URL, 'http://localhost:8080')
})

t.test('the edge address names a reachable host, IPv6 in brackets', async (t) => {
  t.equal(edgeAddress('::', 80), 'http://localhost:80')
  t.equal(edgeAddress('::1', 3000), 'http://[::1]:3000')
  t.equal(edgeAddress('sightline.internal', 3000), 'http://sightline.internal:3000')
})

t.test('restarts wait 0.5 s, then twice as long after each failure, never more than 5 s', async (t) => {
  t.same([1, 2, 3, 4, 5, 6, 100].map(restartDelay), [500, 1000, 2000, 4000, 5000, 5000, 5000])
})

/** A stand-in for dist/server/api.mjs that keeps the launcher's contract: ready over IPC, non-zero exit when it cannot listen. */
const FAKE_SERVICE = `
import { createServer } from 'node:http'
const server = createServer((_req, res) => res.end(JSON.stringify({ ok: true, pid: process.pid })))
server.once('error', (err) => { console.error('Cannot listen: ' + err.message); process.exit(1) })
server.listen(Number(process.env.API_PORT), process.env.API_HOST, () => process.send({ type: 'api-ready', port: server.address().port }))
process.once('disconnect', () => process.exit(0))
process.once('SIGTERM', () => process.exit(0))
`

t.test('a service whose port stays held is restarted once the port is free, however many attempts it takes', async (t) => {
  const script = join(t.testdir({ 'service.mjs': '' }), 'service.mjs')
  writeFileSync(script, FAKE_SERVICE)
  const lines: string[] = []
  const builtIn = await launchBuiltInUpstream(script, { HOST: '127.0.0.1', PORT: '3000' }, (line) => lines.push(line))
  t.teardown(() => builtIn.stop())
  const port = Number(new URL(builtIn.url).port)
  const answer = async () => (await fetch(`${builtIn.url}/`)).json() as Promise<{ pid: number }>
  const { pid } = await answer()
  t.equal(builtIn.waiting(), null, 'nothing to wait for while it runs')
  t.match(builtIn.auditSecret, /^[A-Za-z0-9_-]{43}$/, 'a fresh 32-byte secret for its internal calls')

  process.kill(pid, 'SIGKILL')
  const holder = await holdPort(port)
  const third = await waitFor('the third attempt', 15_000, () => lines.find((l) => l.includes('(attempt 3,')))
  t.match(third, new RegExp(`^waiting for the built-in service to restart \\(attempt 3, next in 2 s\\): port ${port} is in use$`))
  t.match(builtIn.waiting(), `port ${port} is in use`, 'the same words for /healthz')
  t.match(lines.slice(1, 4), [/\(attempt 1, next in 0\.5 s\): it stopped \(SIGKILL\)$/, /\(attempt 2, next in 1 s\)/, /\(attempt 3, next in 2 s\)/], 'one line per attempt')

  const thirdSeen = Date.now()
  await release(holder)
  const released = Date.now()
  await waitFor('the third attempt to begin', 5_000, () => builtIn.waiting()?.includes('(attempt 3 under way)'))
  t.ok(Date.now() - thirdSeen < 1_500, `begun ${Date.now() - thirdSeen} ms into a 2 s wait: the port was watched, not waited out`)
  const restarted = await waitFor('the service to answer again', 10_000, async () => {
    try {
      return await answer()
    } catch {
      return null
    }
  })
  t.not(restarted.pid, pid, 'a new process')
  t.ok(Date.now() - released < 10_000, 'within 10 s of the port being free')
  t.equal(builtIn.url, `http://127.0.0.1:${port}`, 'on the same port')
  await waitFor('the restart to be noted', 2_000, () => builtIn.waiting() === null)
  t.match(lines.at(-1), new RegExp(`^built-in service restarted on port ${port} \\(process ${restarted.pid}\\) after \\d+ attempts$`))
})

t.test('a service that does not stop when asked is killed after the grace, so that the edge can stop', async (t) => {
  // Its event loop is held when the SIGTERM comes, as a busy first start's was on a loaded machine.
  const held = FAKE_SERVICE.replace("process.once('SIGTERM', () => process.exit(0))", "process.once('SIGTERM', () => { for (;;) {} })")
  const script = join(t.testdir({ 'service.mjs': held }), 'service.mjs')
  const builtIn = await launchBuiltInUpstream(script, { HOST: '127.0.0.1', PORT: '3000' }, () => {})
  const { pid } = (await (await fetch(`${builtIn.url}/`)).json()) as { pid: number }
  const asked = Date.now()
  await builtIn.stop(500)
  const took = Date.now() - asked
  t.ok(took >= 500 && took < 5_000, `stopped ${took} ms after it was asked: the grace, then the kill`)
  t.throws(() => process.kill(pid, 0), { code: 'ESRCH' }, 'the service is gone')
})
