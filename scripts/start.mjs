// `npm start`: builds, then runs the edge IN THIS PROCESS with the demo accounts unless DEMO says otherwise,
// so that the process npm starts is the edge: a SIGTERM or SIGINT to it (a process manager's, or npm's, which
// passes its own on) reaches the edge's shutdown, which stops the built-in service and frees the port. A
// shell line (`node build.mjs && node dist/server/edge.mjs`) left the edge and its service running when the
// shell was stopped (issue 29).

import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

/** Runs build.mjs; a signal meanwhile stops the build and then this process with the same signal. */
async function build() {
  const child = spawn(process.execPath, ['build.mjs'], { stdio: 'inherit' })
  const pass = (signal) => child.kill(signal)
  process.on('SIGTERM', pass)
  process.on('SIGINT', pass)
  const [code, signal] = await once(child, 'exit')
  process.off('SIGTERM', pass)
  process.off('SIGINT', pass)
  if (signal) {
    // Ended as the build was: by the signal, which now has no listener left and so ends this process.
    process.kill(process.pid, signal)
    await new Promise(() => {})
  }
  if (code !== 0) process.exit(code)
}

await build()
// README: `npm start` signs in with the demo accounts; DEMO=0 npm start starts without them.
if (!process.env.DEMO) process.env.DEMO = '1'
// The edge finds its browser files and the service's bundle beside itself, in the folder the build wrote.
await import(pathToFileURL(join(resolve(process.env.BUILD_OUT || 'dist'), 'server', 'edge.mjs')).href)
