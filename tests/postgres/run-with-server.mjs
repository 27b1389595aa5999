// Runs a command (the unit tests: `node tests/postgres/run-with-server.mjs tap`) with one throwaway PostgreSQL
// server for the whole run, its address in SIGHTLINE_TEST_POSTGRES. Starting a server (initdb, then the
// server itself) costs a second of CPU and seconds of waiting on busy cores: paid once here instead of once
// per test file. Each test file still gets databases of its own on it (conformance/engines.ts); nothing else
// is shared. A file run alone (`tap one.test.ts`) finds no address and starts a server of its own.

import { spawn } from 'node:child_process'
import { startPostgres } from './server.mjs'
import { RUN_SERVER_VARIABLE } from './run-server.mjs'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: node tests/postgres/run-with-server.mjs <command> [arguments…]')
  process.exit(2)
}

// Two test files at a time, each with a few pools of four: far below this, but a file that leaks its pools
// should fail on its own count, not on the server's.
const postgres = await startPostgres({ settings: { max_connections: '300' } })
const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, [RUN_SERVER_VARIABLE]: postgres.url } })

// Ctrl-C reaches the command too (same process group); the server is stopped once the command has ended.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal))

child.once('error', async (err) => {
  console.error(`${command} could not be started: ${err.message}`)
  await postgres.stop()
  process.exit(1)
})
child.once('exit', async (code, signal) => {
  await postgres.stop()
  process.exit(code ?? (signal ? 1 : 0))
})
