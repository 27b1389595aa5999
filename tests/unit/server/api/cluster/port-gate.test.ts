// The primary's wait for a held port: told once why, over as soon as the port is free, and never for port 0.

import t from 'tap'
import { createServer, type Server } from 'node:net'
import { whenPortFree } from '../../../../../server/api/cluster/port-gate.js'

const listen = (server: Server, port = 0) => new Promise<number>((resolve) => server.listen({ host: '127.0.0.1', port }, () => resolve((server.address() as { port: number }).port)))

t.test('a held port is waited for, with one word of why, until a moment after its release', async (t) => {
  const holder = createServer()
  const port = await listen(holder)
  const told: string[] = []
  let released = 0
  setTimeout(() => holder.close(() => (released = Date.now())), 400)
  await whenPortFree('127.0.0.1', port, (reason) => told.push(reason), () => false)
  t.ok(released > 0, 'over only once the holder let go')
  t.ok(Date.now() - released < 1_000, `free ${Date.now() - released} ms after the release`)
  t.same(told, [`port ${port} is in use`])
  // The port is free again for whoever listens next.
  const next = createServer()
  t.equal(await listen(next, port), port)
  await new Promise((resolve) => next.close(resolve))
})

t.test('port 0 and a free port are not waited for; a stopped service stops waiting', async (t) => {
  const told: string[] = []
  await whenPortFree('127.0.0.1', 0, (reason) => told.push(reason), () => false)
  const holder = createServer()
  const port = await listen(holder)
  await whenPortFree('127.0.0.1', port, (reason) => told.push(reason), () => true)
  t.same(told, [], 'nothing to say')
  await new Promise((resolve) => holder.close(resolve))
})
