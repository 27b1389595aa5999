// `npm start`: builds, then runs the edge IN THIS PROCESS with the demo accounts unless DEMO says otherwise,
// so that the process npm starts is the edge: a SIGTERM or SIGINT to it (a process manager's, or npm's, which
// passes its own on) reaches the edge's shutdown, which stops the built-in service and frees the port. A
// shell line (`node build.mjs && node dist/server/edge.mjs`) left the edge and its service running when the
// shell was stopped (issue 29). The extractor's downloads are made beside it, in the background
// (npm run build:extractor): from its cache in a second, the first time in a few minutes.

import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { setPriority } from 'node:os'
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

/**
 * Makes the extractor's downloads while the product starts, at a low priority, unless the deployment serves its
 * own (EXTRACTOR_DIR). Until they are made, or when they cannot be (no registry to fetch Node.js from), the
 * downloads page says which are missing; the product works without them.
 */
function buildExtractorMeanwhile() {
  if (process.env.EXTRACTOR_DIR) return
  // In a process group of its own, so that stopping the product stops the build and every program it runs.
  const child = spawn(process.execPath, ['scripts/build-extractor.mjs'], { stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  try {
    setPriority(child.pid, 10)
  } catch {
    // A system that does not let a process lower another's priority: it runs at the same.
  }
  let said = ''
  const keep = (chunk) => (said = (said + chunk).slice(-2000))
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  child.on('exit', (code) => {
    const last = said.trim().split('\n').at(-1) ?? ''
    if (code === 0) console.log(`extractor downloads: ${last}`)
    else console.error(`The extractor downloads could not be made (${last}); the downloads page says which are missing. Run npm run build:extractor to try again.`)
  })
  process.on('exit', () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  })
}

await build()
buildExtractorMeanwhile()
// README: `npm start` signs in with the demo accounts; DEMO=0 npm start starts without them.
if (!process.env.DEMO) process.env.DEMO = '1'
// The edge finds its browser files and the service's bundle beside itself, in the folder the build wrote.
await import(pathToFileURL(join(resolve(process.env.BUILD_OUT || 'dist'), 'server', 'edge.mjs')).href)
