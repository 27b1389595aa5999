// The built-in /v1 service's settings, read and validated once from the environment; the only reader of
// process.env for this service. A bad value stops start-up with a message naming the variable.

import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ConfigError, text, type Env } from '../settings/env.js'

export { ConfigError }

export interface ApiConfig {
  host: string
  /** 0 means any free port; the launcher learns the real one from the ready message. */
  port: number
  /** Absolute path of the folder holding sightline.db. */
  dataDir: string
  /** Absolute path of the folder holding the NNN_<what>.sql migrations. */
  migrationsDir: string
}

function port(env: Env, name: string): number {
  const raw = text(env, name)
  if (raw === undefined) return 0
  if (!/^\d{1,5}$/.test(raw) || Number(raw) > 65535) {
    throw new ConfigError(name, `must be an integer from 0 to 65535, got "${raw}"`)
  }
  return Number(raw)
}

function host(env: Env, name: string): string {
  const raw = text(env, name)
  if (raw === undefined) return '127.0.0.1'
  // A host name or an IP address, as listen() takes it: no scheme, port, path or brackets.
  if (!/^[A-Za-z0-9.:-]+$/.test(raw)) {
    throw new ConfigError(name, `must be a host name or IP address (e.g. 127.0.0.1 or ::1), got "${raw}"`)
  }
  return raw
}

/** The build copies server/api/db/migrations/*.sql next to the bundle (dist/server/migrations/). */
function bundledMigrationsDir(): string {
  return fileURLToPath(new URL('./migrations/', import.meta.url))
}

export function loadApiConfig(env: NodeJS.ProcessEnv): ApiConfig {
  const migrations = text(env, 'MIGRATIONS_DIR')
  return {
    host: host(env, 'API_HOST'),
    port: port(env, 'API_PORT'),
    dataDir: resolve(text(env, 'DATA_DIR') ?? './data'),
    migrationsDir: migrations === undefined ? bundledMigrationsDir() : resolve(migrations),
  }
}
