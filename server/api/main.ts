// Starts the built-in /v1 service: checks the runtime, reads the settings, then runs as the primary (the
// database's upkeep, the workers, the launcher's ready message) or as one of its workers (the calls).

import cluster from 'node:cluster'
import { loadApiConfig } from './config.js'
import { settingsOrExit } from '../settings/env.js'
import { exitUnlessSupportedNode } from '../settings/runtime.js'
import { runPrimary } from './cluster/primary.js'
import { runWorker } from './cluster/worker.js'

exitUnlessSupportedNode('The built-in service')
const config = settingsOrExit(() => loadApiConfig(process.env))
if (cluster.isPrimary) await runPrimary(config)
else await runWorker(config)
