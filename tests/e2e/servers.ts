// The servers the browser tests start (playwright.config.ts), and where each keeps its data: one normal,
// one restricted, one whose /v1 upstream cannot be reached, and one of the high-security build. The data folders live under one run folder
// named in the environment, so the test workers find the same files the servers write.

import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** E2E_PORT moves the four servers (default 3310 to 3313), so two runs can share a machine. */
export const PORT = Number(process.env.E2E_PORT ?? 3310)
export const RESTRICTED_PORT = PORT + 1
/** The Connect The Dots address the standard server is given (CTD_URL): its page links there. */
export const CTD_ADDRESS = 'https://ctd.partner-network.example'
export const UNREACHABLE_PORT = PORT + 2
export const HIGHSIDE_PORT = PORT + 3
/** The built product under test: BUILD_OUT as build.mjs names it. */
export const BUILD_DIR = process.env.BUILD_OUT || 'dist'
/**
 * The high-security build under test: HIGHSIDE_BUILD_OUT, else beside the standard one with `-highside` added
 * (`npm test` builds both; the variant is fixed at build time, so it cannot share the standard folder).
 */
export const HIGHSIDE_BUILD_DIR = process.env.HIGHSIDE_BUILD_OUT || `${BUILD_DIR.replace(/\/+$/, '')}-highside`
export const BASE_URL = `http://127.0.0.1:${PORT}`
export const RESTRICTED_URL = `http://127.0.0.1:${RESTRICTED_PORT}`
export const UNREACHABLE_URL = `http://127.0.0.1:${UNREACHABLE_PORT}`
export const HIGHSIDE_URL = `http://127.0.0.1:${HIGHSIDE_PORT}`

export type ServerName = 'standard' | 'restricted' | 'unreachable' | 'highside'

const RUN_DIR_VARIABLE = 'SIGHTLINE_E2E_DIR'

/** The run's folder: made once by the config, inherited by the workers through the environment. */
function runDir(): string {
  const existing = process.env[RUN_DIR_VARIABLE]
  if (existing) return existing
  const made = mkdtempSync(join(tmpdir(), 'sightline-e2e-'))
  process.env[RUN_DIR_VARIABLE] = made
  return made
}

/** The DATA_DIR of one server. */
export function dataDir(server: ServerName): string {
  const dir = join(runDir(), server)
  mkdirSync(dir, { recursive: true })
  return dir
}
