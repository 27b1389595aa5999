// Users: accounts, their settings and flags, verification, password hash, and login-failure throttling.

import { sql, type RawBuilder } from 'kysely'
import { changesOf, firstOf, holdRow, inTransaction } from './engine/query.js'
import type { Store } from './engine/store.js'

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

/** The insert of a new user's row, with what follows its VALUES (a conflict clause) before RETURNING. */
function insertUser(user: NewUser, now: number, onConflict: RawBuilder<unknown>) {
  return sql<UserRow>`INSERT INTO users (email, password_hash, first_name, last_name, organization, needs_justification,
       show_caid_header, is_admin, mfa_required, verified, created_at)
     VALUES (${user.email.trim()}, ${user.passwordHash ?? null}, ${user.firstName ?? ''}, ${user.lastName ?? ''},
       ${user.organization ?? ''}, ${bit(user.needsJustification)}, ${bit(user.showCaidHeader)}, ${bit(user.isAdmin)},
       ${bit(user.mfaRequired)}, ${bit(user.verified)}, ${now})
     ${onConflict}
     RETURNING *`
}

/** Creates a user; the email is kept as given, and unique regardless of case (throws on a duplicate). */
export async function createUser(store: Store, user: NewUser, now: number): Promise<UserRecord> {
  return toUser((await firstOf(store, insertUser(user, now, sql``)))!)
}

/**
 * Creates a user unless the address, in any case, has one already: then undefined. One statement decides, so
 * that of two accounts made at once for one address (several instances) one is made and the other finds it.
 */
export async function createUserUnlessTaken(store: Store, user: NewUser, now: number): Promise<UserRecord | undefined> {
  const row = await firstOf(store, insertUser(user, now, sql`ON CONFLICT (email) DO NOTHING`))
  return row && toUser(row)
}

/** The user with this email, whatever its case. */
export async function findUserByEmail(store: Store, email: string): Promise<UserRecord | undefined> {
  const row = await firstOf(store, sql<UserRow>`SELECT * FROM users WHERE email = ${email.trim()}`)
  return row && toUser(row)
}

export async function findUserById(store: Store, id: number): Promise<UserRecord | undefined> {
  const row = await firstOf(store, sql<UserRow>`SELECT * FROM users WHERE id = ${id}`)
  return row && toUser(row)
}

/** Changes the given settings only; false when there is no such user. */
export async function updateUserSettings(store: Store, id: number, settings: Partial<UserSettingsRecord>): Promise<boolean> {
  const columns: [string, string | number][] = []
  if (settings.showImages !== undefined) columns.push(['show_images', bit(settings.showImages)])
  if (settings.showMenu !== undefined) columns.push(['show_menu', bit(settings.showMenu)])
  if (settings.firstName !== undefined) columns.push(['first_name', settings.firstName])
  if (settings.lastName !== undefined) columns.push(['last_name', settings.lastName])
  if (columns.length === 0) return (await findUserById(store, id)) !== undefined
  // Column names come from the fixed list above, never from the caller.
  const assignments = sql.join(columns.map(([column, value]) => sql`${sql.ref(column)} = ${value}`))
  return (await changesOf(store, sql`UPDATE users SET ${assignments} WHERE id = ${id}`)) === 1
}

/** Marks the email verified; false when there is no such user. */
export async function markUserVerified(store: Store, id: number): Promise<boolean> {
  return (await changesOf(store, sql`UPDATE users SET verified = 1 WHERE id = ${id}`)) === 1
}

/** Stores a new hash (store/passwords.ts) and clears any lock: a reset proves control of the email. */
export async function setPassword(store: Store, id: number, passwordHash: string): Promise<boolean> {
  const changed = await changesOf(
    store,
    sql`UPDATE users SET password_hash = ${passwordHash}, failed_logins = 0, failures_since = NULL, locked_until = NULL WHERE id = ${id}`,
  )
  return changed === 1
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

/**
 * Counts a failed login and sets the wait before the next; undefined when there is no such user. The count is
 * read and written with the account's row held, so that failures arriving at once at several service instances
 * are each counted.
 */
export async function recordLoginFailure(store: Store, id: number, now: number): Promise<LoginFailure | undefined> {
  return inTransaction(store, async (tx) => {
    await holdRow(tx, 'users', id)
    const row = await firstOf(
      tx,
      sql<Pick<UserRow, 'failed_logins' | 'failures_since'>>`SELECT failed_logins, failures_since FROM users WHERE id = ${id}`,
    )
    if (!row) return undefined
    const windowOver = row.failures_since === null || now - row.failures_since >= FAILURE_WINDOW_MS
    const since = windowOver ? now : (row.failures_since as number)
    const failedLogins = (windowOver ? 0 : row.failed_logins) + 1
    const wait = lockAfterFailures(failedLogins)
    let lockedUntil = wait > 0 ? now + wait : null
    if (failedLogins >= MAX_FAILURES_PER_WINDOW) lockedUntil = Math.max(lockedUntil ?? 0, since + FAILURE_WINDOW_MS)
    await changesOf(
      tx,
      sql`UPDATE users SET failed_logins = ${failedLogins}, failures_since = ${since}, locked_until = ${lockedUntil} WHERE id = ${id}`,
    )
    return { failedLogins, lockedUntil }
  })
}

/** A successful login clears the failure count and any wait. */
export async function recordLoginSuccess(store: Store, id: number): Promise<void> {
  await changesOf(store, sql`UPDATE users SET failed_logins = 0, failures_since = NULL, locked_until = NULL WHERE id = ${id}`)
}

/** spec-1 §2.3 firstLogin: records that the user has signed in; returns whether this was their first time. */
export async function recordFirstLogin(store: Store, id: number): Promise<boolean> {
  return (await changesOf(store, sql`UPDATE users SET first_login = 0 WHERE id = ${id} AND first_login = 1`)) === 1
}
