// Users: accounts, their settings and flags, verification, password hash, and login-failure throttling.

import type Database from 'better-sqlite3'

/** spec-1 §3.1 settings a user changes on the settings page. */
export interface UserSettingsRecord {
  showImages: boolean
  showMenu: boolean
  firstName: string
  lastName: string
}

export interface UserRecord extends UserSettingsRecord {
  id: number
  email: string
  /** null until the account has a password (e.g. a trial user who has not finished registering). */
  passwordHash: string | null
  organization: string
  needsJustification: boolean
  showCaidHeader: boolean
  acceptedUniformTerms: boolean
  firstLogin: boolean
  verified: boolean
  isAdmin: boolean
  mfaRequired: boolean
  failedLogins: number
  lockedUntil: number | null
  createdAt: number
}

export interface NewUser {
  email: string
  passwordHash?: string | null
  firstName?: string
  lastName?: string
  organization?: string
  needsJustification?: boolean
  showCaidHeader?: boolean
  isAdmin?: boolean
  mfaRequired?: boolean
  verified?: boolean
}

// Login throttling (SECURITY.md "Sessions and cookies"; ASVS: at most 100 failures an hour per account).
// It counts and stops untrusted attempts only: a browser with a device cookie for the account is judged by
// that cookie's own failures (store/device-cookies.ts), so a guesser cannot lock its user out.
/** Failures counted in one window; the count starts again this long after the window's first failure. */
export const FAILURE_WINDOW_MS = 60 * 60 * 1000
/** From this many failures in a window, each further attempt waits, the wait doubling each time. */
export const DELAY_FROM_FAILURES = 5
/** The wait after DELAY_FROM_FAILURES failures: 1 s, then 2 s, 4 s, 8 s, 16 s. */
export const FIRST_DELAY_MS = 1000
/** At this many failures in a window the account is locked for LOCK_MS (and again at each failure after). */
export const LOCK_AT_FAILURES = 10
export const LOCK_MS = 15 * 60 * 1000
/** ASVS ceiling: at this many failures the account stays locked until the window ends. */
export const MAX_FAILURES_PER_WINDOW = 100

interface UserRow {
  id: number
  email: string
  password_hash: string | null
  first_name: string
  last_name: string
  organization: string
  show_images: number
  show_menu: number
  needs_justification: number
  show_caid_header: number
  accepted_uniform_terms: number
  first_login: number
  verified: number
  is_admin: number
  mfa_required: number
  failed_logins: number
  failures_since: number | null
  locked_until: number | null
  created_at: number
}

function toUser(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    firstName: row.first_name,
    lastName: row.last_name,
    organization: row.organization,
    showImages: row.show_images === 1,
    showMenu: row.show_menu === 1,
    needsJustification: row.needs_justification === 1,
    showCaidHeader: row.show_caid_header === 1,
    acceptedUniformTerms: row.accepted_uniform_terms === 1,
    firstLogin: row.first_login === 1,
    verified: row.verified === 1,
    isAdmin: row.is_admin === 1,
    mfaRequired: row.mfa_required === 1,
    failedLogins: row.failed_logins,
    lockedUntil: row.locked_until,
    createdAt: row.created_at,
  }
}

const bit = (value: boolean | undefined) => (value ? 1 : 0)

/** Creates a user; the email is kept as given, and unique regardless of case (throws on a duplicate). */
export function createUser(db: Database.Database, user: NewUser, now: number): UserRecord {
  const id = db
    .prepare(
      `INSERT INTO users (email, password_hash, first_name, last_name, organization, needs_justification,
         show_caid_header, is_admin, mfa_required, verified, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      user.email.trim(),
      user.passwordHash ?? null,
      user.firstName ?? '',
      user.lastName ?? '',
      user.organization ?? '',
      bit(user.needsJustification),
      bit(user.showCaidHeader),
      bit(user.isAdmin),
      bit(user.mfaRequired),
      bit(user.verified),
      now,
    ).lastInsertRowid
  return findUserById(db, Number(id)) as UserRecord
}

/** The user with this email, whatever its case. */
export function findUserByEmail(db: Database.Database, email: string): UserRecord | undefined {
  const row = db.prepare('SELECT * FROM users WHERE email = ?').get(email.trim()) as UserRow | undefined
  return row && toUser(row)
}

export function findUserById(db: Database.Database, id: number): UserRecord | undefined {
  const row = db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined
  return row && toUser(row)
}

/** Changes the given settings only; false when there is no such user. */
export function updateUserSettings(db: Database.Database, id: number, settings: Partial<UserSettingsRecord>): boolean {
  const columns: [string, string | number][] = []
  if (settings.showImages !== undefined) columns.push(['show_images', bit(settings.showImages)])
  if (settings.showMenu !== undefined) columns.push(['show_menu', bit(settings.showMenu)])
  if (settings.firstName !== undefined) columns.push(['first_name', settings.firstName])
  if (settings.lastName !== undefined) columns.push(['last_name', settings.lastName])
  if (columns.length === 0) return findUserById(db, id) !== undefined
  // Column names come from the fixed list above, never from the caller.
  const assignments = columns.map(([column]) => `${column} = ?`).join(', ')
  const result = db.prepare(`UPDATE users SET ${assignments} WHERE id = ?`).run(...columns.map(([, v]) => v), id)
  return result.changes === 1
}

/** Marks the email verified; false when there is no such user. */
export function markUserVerified(db: Database.Database, id: number): boolean {
  return db.prepare('UPDATE users SET verified = 1 WHERE id = ?').run(id).changes === 1
}

/** Stores a new hash (store/passwords.ts) and clears any lock: a reset proves control of the email. */
export function setPassword(db: Database.Database, id: number, passwordHash: string): boolean {
  const result = db
    .prepare(
      'UPDATE users SET password_hash = ?, failed_logins = 0, failures_since = NULL, locked_until = NULL WHERE id = ?',
    )
    .run(passwordHash, id)
  return result.changes === 1
}

/** When a login may next be tried, or null when it may be tried now. */
export function loginLockedUntil(user: Pick<UserRecord, 'lockedUntil'>, now: number): number | null {
  return user.lockedUntil !== null && user.lockedUntil > now ? user.lockedUntil : null
}

/** How long the account waits after its `failures`-th failure in a window; 0 for none. */
export function lockAfterFailures(failures: number): number {
  if (failures >= LOCK_AT_FAILURES) return LOCK_MS
  if (failures >= DELAY_FROM_FAILURES) return FIRST_DELAY_MS * 2 ** (failures - DELAY_FROM_FAILURES)
  return 0
}

export interface LoginFailure {
  failedLogins: number
  lockedUntil: number | null
}

/** Counts a failed login and sets the wait before the next; undefined when there is no such user. */
export function recordLoginFailure(db: Database.Database, id: number, now: number): LoginFailure | undefined {
  return db.transaction(() => {
    const row = db.prepare('SELECT failed_logins, failures_since FROM users WHERE id = ?').get(id) as
      | Pick<UserRow, 'failed_logins' | 'failures_since'>
      | undefined
    if (!row) return undefined
    const windowOver = row.failures_since === null || now - row.failures_since >= FAILURE_WINDOW_MS
    const since = windowOver ? now : (row.failures_since as number)
    const failedLogins = (windowOver ? 0 : row.failed_logins) + 1
    const wait = lockAfterFailures(failedLogins)
    let lockedUntil = wait > 0 ? now + wait : null
    if (failedLogins >= MAX_FAILURES_PER_WINDOW) lockedUntil = Math.max(lockedUntil ?? 0, since + FAILURE_WINDOW_MS)
    db.prepare('UPDATE users SET failed_logins = ?, failures_since = ?, locked_until = ? WHERE id = ?').run(
      failedLogins,
      since,
      lockedUntil,
      id,
    )
    return { failedLogins, lockedUntil }
  }).immediate()
}

/** A successful login clears the failure count and any wait. */
export function recordLoginSuccess(db: Database.Database, id: number): void {
  db.prepare('UPDATE users SET failed_logins = 0, failures_since = NULL, locked_until = NULL WHERE id = ?').run(id)
}

/** spec-1 §2.3 firstLogin: records that the user has signed in; returns whether this was their first time. */
export function recordFirstLogin(db: Database.Database, id: number): boolean {
  return db.prepare('UPDATE users SET first_login = 0 WHERE id = ? AND first_login = 1').run(id).changes === 1
}
