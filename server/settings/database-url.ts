// DATABASE_URL: which engine holds the built-in service's data. Unset, the SQLite file in DATA_DIR (the embedded
// default of npm start); postgres://… or postgresql://…, a PostgreSQL server that several service instances may share.
// The value may hold a password: no message repeats it.

import { ConfigError, text, type Env } from './env.js'

export const DATABASE_URL_ENV = 'DATABASE_URL'

const POSTGRES_PROTOCOLS = new Set(['postgres:', 'postgresql:'])

/** The PostgreSQL server's URL, or null for SQLite; refuses anything else, naming the setting but not its value. */
export function databaseUrl(env: Env): string | null {
  const raw = text(env, DATABASE_URL_ENV)
  if (raw === undefined) return null
  let url: URL | null = null
  try {
    url = new URL(raw)
  } catch {
    // refused below
  }
  if (!url || !POSTGRES_PROTOCOLS.has(url.protocol)) {
    throw new ConfigError(DATABASE_URL_ENV, 'must be unset (SQLite in DATA_DIR) or a postgres:// or postgresql:// URL, e.g. postgres://sightline@db.internal:5432/sightline')
  }
  // A server by host name, or by its socket folder in ?host= (libpq's own form).
  if (!url.hostname && !url.searchParams.get('host')) throw new ConfigError(DATABASE_URL_ENV, 'must name the PostgreSQL server: postgres://user@host:5432/database')
  if (url.pathname.length <= 1) throw new ConfigError(DATABASE_URL_ENV, 'must name the database after the server: postgres://user@host:5432/database')
  return raw
}

/** The URL as a log may show it: the password left out. */
export function withoutPassword(url: string): string {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = '***'
  return parsed.href
}
