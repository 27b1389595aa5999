// Starts the edge: reads the settings, launches the built-in service when no upstream is named, listens.

import { fileURLToPath } from 'node:url'
import { buildEdge } from './app.js'
import { loadEdgeConfig } from './config.js'
import { settingsOrExit } from '../settings/env.js'
import { edgeAddress, launchBuiltInUpstream, SERVICE_STOP_GRACE_MS, type BuiltInUpstream } from './builtin-upstream.js'
import { sessionKeysFromDataDir } from './session-keys.js'
import { exitUnlessSupportedNode } from '../settings/runtime.js'
import { keepDataDirPrivate } from '../settings/data-dir.js'

exitUnlessSupportedNode('Sightline')

const config = settingsOrExit(() => loadEdgeConfig(process.env))
// The edge keeps files in DATA_DIR only for the generated session key and the built-in service's data.
if (!config.apiUpstream || !config.sessionKeys) keepDataDirPrivate(config.dataDir)
// This file runs as dist/server/edge.mjs: the build output is its parent folder.
const distDir = fileURLToPath(new URL('../', import.meta.url))
let builtIn: BuiltInUpstream | null = null
if (!config.apiUpstream) {
  builtIn = await launchBuiltInUpstream(fileURLToPath(new URL('./api.mjs', import.meta.url)), process.env, (m) => console.log(m))
}
const app = await buildEdge({
  ...config,
  apiUpstream: config.apiUpstream ?? builtIn!.url,
  sessionKeys: config.sessionKeys ?? sessionKeysFromDataDir(config.dataDir),
  distDir,
  logger: { level: 'info' },
  builtIn,
})

/**
 * How long open connections get to finish on SIGTERM; then the built-in service gets SERVICE_STOP_GRACE_MS to stop
 * before it is killed. Together they stay under the 10 s a process manager (docker stop) waits before its SIGKILL.
 */
const CONNECTIONS_GRACE_MS = 6_000
let closing = false
const shutdown = async () => {
  if (closing) return
  closing = true
  let late: NodeJS.Timeout | undefined
  const graceOver = new Promise<'late'>((resolve) => (late = setTimeout(() => resolve('late'), CONNECTIONS_GRACE_MS)))
  if ((await Promise.race([app.close(), graceOver])) === 'late') {
    console.error(`connections still open after ${CONNECTIONS_GRACE_MS / 1000} s: stopping anyway`)
  }
  clearTimeout(late)
  await builtIn?.stop(SERVICE_STOP_GRACE_MS)
  process.exit(0)
}
process.once('SIGTERM', shutdown)
process.once('SIGINT', shutdown)

try {
  // One line a newcomer can act on: which process this is and the address to open.
  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) => {
      const port = Number(new URL(address).port) || config.port
      return `Sightline edge listening on ${address}: open ${edgeAddress(config.host, port)}/login in a browser`
    },
  })
} catch (err) {
  console.error(`Cannot listen on ${config.host}:${config.port}: ${(err as Error).message}`)
  await builtIn?.stop()
  process.exit(1)
}
