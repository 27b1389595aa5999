// What an engine's errors mean in the product's terms, so that no caller reads an engine's own codes.

/** A second row with the same key: SQLite's SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY, PostgreSQL's unique_violation. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505'
}

/**
 * PostgreSQL's codes for work the server could not do now but may a moment later: serialization_failure,
 * deadlock_detected, lock_not_available, query_canceled (a statement timeout), admin_shutdown and crash_shutdown
 * (the connection was ended by a restart or a failover), cannot_connect_now, too_many_connections,
 * insufficient_resources.
 */
const POSTGRES_BUSY = new Set(['40001', '40P01', '55P03', '57014', '57P01', '57P02', '57P03', '53000', '53300'])

/** The network's words for a server that could not be reached or went away mid-call. */
const CONNECTION_LOST = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH'])

/**
 * Whether an error is the database being busy or out of reach, not broken: SQLite giving up on another
 * connection's lock after its busy timeout; PostgreSQL refusing for a lock, a conflict, a timeout or a restart, or
 * its connection lost (PostgreSQL's class 08). The same work may succeed a moment later: a read is answered 503
 * with Retry-After, and the audit writer keeps its entries to write again.
 */
export function isDatabaseBusy(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code
  if (typeof code === 'string') {
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return true
    if (POSTGRES_BUSY.has(code) || code.startsWith('08') || CONNECTION_LOST.has(code)) return true
  }
  // pg's own words, without a code, for a connection the server closed under a call, and for a call made on it after.
  return err instanceof Error && /^(Connection terminated|Client has encountered a connection error)/.test(err.message)
}
