// Fault: the built-in service dies while another program holds its port for a while. The edge must keep
// restarting it on that port, say in /healthz and its log what it waits for, and /v1 must answer again
// within 10 s of the port's release, however often that happens.

import t from 'tap'
import { builtProduct, holdPort, release, startEdgeProcess, waitFor } from './processes.js'

t.test('the built-in service killed twice, its port held each time, answers again within 10 s of the release', async (t) => {
  const dist = builtProduct(t)
  const edge = await startEdgeProcess(t, dist, { DATA_DIR: t.testdir() })
  const ready = await edge.line(/built-in service ready on port (\d+) \(process (\d+)\)/)
  const port = Number(ready[1])
  let pid = Number(ready[2])
  const health = async () => {
    const res = await fetch(`${edge.base}/healthz`, { signal: AbortSignal.timeout(10_000) })
    return { status: res.status, body: (await res.json()) as { ok: boolean; upstream: string; waiting?: string } }
  }
  /** A /v1 call the service answers itself (a signed-out session check), not the edge's 502. */
  const v1Answers = async () => {
    const res = await fetch(`${edge.base}/v1/authenticate`, { signal: AbortSignal.timeout(10_000) })
    const body = (await res.json()) as { error?: string }
    return res.status !== 502 && res.status !== 504 && body.error !== 'Cannot connect to the server.'
  }
  t.same(await health(), { status: 200, body: { ok: true, upstream: 'ok' } })

  for (const round of [1, 2]) {
    const seen = edge.lines.length
    process.kill(pid, 'SIGKILL')
    const holder = await holdPort(port)
    // While the port is held the restarted service gets ready and waits for it, and the edge says so.
    await edge.line(new RegExp(`waiting for the built-in service to restart \\(attempt \\d+[^)]*\\): port ${port} is in use`), 20_000, seen)
    const during = await health()
    t.equal(during.status, 503, `round ${round}: /healthz answers 503 while it waits`)
    t.match(during.body, { ok: false, upstream: 'restarting', waiting: new RegExp(`^the built-in service to restart \\(attempt \\d+.*\\): port ${port} is in use$`) })
    t.notOk(await v1Answers(), `round ${round}: /v1 is down while the port is held`)
    // Held until the restarted service is ready (its workers loaded and compiled, seconds on a busy machine):
    // from then on the release is all it waits for, which is what the 10 s measure.
    await edge.line(new RegExp(`The built-in service is ready to listen once port ${port} is free`), 60_000, seen)

    await release(holder)
    const released = Date.now()
    await waitFor(`round ${round}: /v1 to answer again`, 10_000, v1Answers)
    t.ok(Date.now() - released <= 10_000, `round ${round}: /v1 answers ${Date.now() - released} ms after the port's release`)
    const restarted = await edge.line(new RegExp(`built-in service restarted on port ${port} \\(process (\\d+)\\)`), 5_000, seen)
    pid = Number(restarted[1])
    t.same(await health(), { status: 200, body: { ok: true, upstream: 'ok' } }, `round ${round}: healthy again`)
  }
})
