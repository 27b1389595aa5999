// User trials (spec-3 §3 "User trial", "Trial user"): sign-up codes with a validity window, the users who
// registered with one, and the time-limited licence a trial user gets once their address is verified.

import { sql } from 'kysely'
import { DEFAULT_TRIAL_MONTHS, DEFAULT_TRIAL_TYPE, type TrialType } from '../../../shared/api/types/constants/trials.js'
import { firstOf, holdRow, inTransaction, rowsOf, changesOf } from './engine/query.js'
import type { Store } from './engine/store.js'
import { addLicensedEntity, createLicence } from './licences.js'

/** The licence role a trial gives: metadata search, the product's core (spec-1 §6). */
export const TRIAL_ROLES = ['MetadataSearch']

export interface TrialRecord {
  id: number
  code: string
  validFrom: number
  validUntil: number
  trialMonths: number
  trialType: TrialType
}

export interface NewTrial {
  code: string
  validFrom: number
  validUntil: number
  trialMonths?: number
  trialType?: TrialType
}

/** spec-3 §3 "Trial user": dates are null until the address is verified. */
export interface TrialUserRecord {
  email: string
  registrationDate: number
  verificationDate: number | null
  accountExpiryDate: number | null
}

interface TrialRow {
  id: number
  code: string
  valid_from: number
  valid_until: number
  trial_months: number
  trial_type: TrialType
}

function toTrial(row: TrialRow): TrialRecord {
  return {
    id: row.id,
    code: row.code,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    trialMonths: row.trial_months,
    trialType: row.trial_type,
  }
}

const TRIAL_COLUMNS = sql.raw('id, code, valid_from, valid_until, trial_months, trial_type')

/** Creates a trial; throws on a code already in use (the table keeps codes unique). */
export async function createTrial(store: Store, trial: NewTrial): Promise<TrialRecord> {
  const row = await firstOf(
    store,
    sql<TrialRow>`INSERT INTO trials (code, valid_from, valid_until, trial_months, trial_type)
      VALUES (${trial.code.trim()}, ${trial.validFrom}, ${trial.validUntil}, ${trial.trialMonths ?? DEFAULT_TRIAL_MONTHS}, ${trial.trialType ?? DEFAULT_TRIAL_TYPE})
      RETURNING ${TRIAL_COLUMNS}`,
  )
  return toTrial(row!)
}

/**
 * Makes concurrent creations of trials wait for one another until the first ends. SQLite's transactions take
 * the database's write lock from their first statement; PostgreSQL's would let two creations each find no
 * code like theirs, as neither sees the other's row before it commits, so the table is locked against
 * other writers (reads go on).
 */
async function holdTrialCodes(tx: Store): Promise<void> {
  if (tx.engine === 'postgres') await changesOf(tx, sql`LOCK TABLE trials IN EXCLUSIVE MODE`)
}

/**
 * Creates a trial unless its code is taken, also by a code that differs only in case (two such codes would
 * be told apart by nobody reading them out); undefined then. Checked and written in one transaction that
 * keeps other creations waiting, so that two creations at once cannot both pass.
 */
export async function addTrial(store: Store, trial: NewTrial): Promise<TrialRecord | undefined> {
  const code = trial.code.trim()
  return inTransaction(store, async (tx) => {
    await holdTrialCodes(tx)
    const row = await firstOf(
      tx,
      sql<TrialRow>`INSERT INTO trials (code, valid_from, valid_until, trial_months, trial_type)
        SELECT ${code}, ${trial.validFrom}, ${trial.validUntil}, ${trial.trialMonths ?? DEFAULT_TRIAL_MONTHS}, ${trial.trialType ?? DEFAULT_TRIAL_TYPE}
         WHERE NOT EXISTS (SELECT 1 FROM trials WHERE lower(code) = lower(${code})) RETURNING ${TRIAL_COLUMNS}`,
    )
    return row && toTrial(row)
  })
}

export async function findTrial(store: Store, id: number): Promise<TrialRecord | undefined> {
  const row = await firstOf(store, sql<TrialRow>`SELECT ${TRIAL_COLUMNS} FROM trials WHERE id = ${id}`)
  return row && toTrial(row)
}

/** Every trial, the latest to open first. */
export async function listTrials(store: Store): Promise<TrialRecord[]> {
  return (await rowsOf(store, sql<TrialRow>`SELECT ${TRIAL_COLUMNS} FROM trials ORDER BY valid_from DESC, id DESC`)).map(toTrial)
}

/** The trial a sign-up code opens at `now`: from its valid-from to its valid-until moment, both included. */
export async function openTrialByCode(store: Store, code: string, now: number): Promise<TrialRecord | undefined> {
  const row = await firstOf(
    store,
    sql<TrialRow>`SELECT ${TRIAL_COLUMNS} FROM trials WHERE code = ${code.trim()} AND valid_from <= ${now} AND valid_until >= ${now}`,
  )
  return row && toTrial(row)
}

/** Records that a user registered with a trial's code; the trial starts when their address is verified. */
export async function joinTrial(store: Store, trialId: number, userId: number, now: number): Promise<void> {
  await changesOf(store, sql`INSERT INTO trial_users (trial_id, user_id, registered_at) VALUES (${trialId}, ${userId}, ${now}) ON CONFLICT DO NOTHING`)
}

/** The users who registered with a trial's code, the latest first. */
export async function trialUsers(store: Store, trialId: number): Promise<TrialUserRecord[]> {
  const rows = await rowsOf(
    store,
    sql<{ email: string; registered_at: number; verified_at: number | null; expires_at: number | null }>`
      SELECT u.email, t.registered_at, t.verified_at, t.expires_at
        FROM trial_users t JOIN users u ON u.id = t.user_id
       WHERE t.trial_id = ${trialId}
       ORDER BY t.registered_at DESC, u.id DESC`,
  )
  return rows.map((row) => ({
    email: row.email,
    registrationDate: row.registered_at,
    verificationDate: row.verified_at,
    accountExpiryDate: row.expires_at,
  }))
}

/** `months` calendar months after `at` (UTC), on the same day or the last day of a shorter month. */
export function addMonths(at: number, months: number): number {
  const date = new Date(at)
  const day = date.getUTCDate()
  date.setUTCDate(1)
  date.setUTCMonth(date.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
  date.setUTCDate(Math.min(day, lastDay))
  return date.getTime()
}

/**
 * The name of the licence a trial gives one user: the trial's code and the address it covers, so that the
 * licences of two people on one trial are told apart in the licence list (each covers its one address).
 */
export const trialLicenceName = (code: string, email: string) => `Trial ${code} for ${email.trim().toLowerCase()}`

/**
 * Starts every trial the user registered for and has not started yet: the trial runs from `now` for its
 * length, and a licence for the user's address alone grants the trial roles until it ends. Returns how
 * many trials started. Called when the address is verified, since only then is the registrant known to
 * own it. The user's row is held, so that two verifications at once start each trial once.
 */
export async function startTrials(store: Store, userId: number, email: string, now: number): Promise<number> {
  return inTransaction(store, async (tx) => {
    await holdRow(tx, 'users', userId)
    const pending = await rowsOf(
      tx,
      sql<{ trial_id: number; code: string; trial_months: number }>`
        SELECT t.id AS trial_id, t.code, t.trial_months
          FROM trial_users tu JOIN trials t ON t.id = tu.trial_id
         WHERE tu.user_id = ${userId} AND tu.verified_at IS NULL`,
    )
    for (const trial of pending) {
      const expiresAt = addMonths(now, trial.trial_months)
      await changesOf(tx, sql`UPDATE trial_users SET verified_at = ${now}, expires_at = ${expiresAt} WHERE trial_id = ${trial.trial_id} AND user_id = ${userId}`)
      const licence = await createLicence(tx, { name: trialLicenceName(trial.code, email), expiresAt, maxSeats: 1, availableRoles: TRIAL_ROLES }, now)
      await addLicensedEntity(tx, licence.id, email, TRIAL_ROLES)
    }
    return pending.length
  })
}
