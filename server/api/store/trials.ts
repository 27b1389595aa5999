// User trials (spec-3 §3 "User trial", "Trial user"): sign-up codes with a validity window, the users who
// registered with one, and the time-limited licence a trial user gets once their address is verified.

import type Database from 'better-sqlite3'
import { DEFAULT_TRIAL_MONTHS, DEFAULT_TRIAL_TYPE, type TrialType } from '../../../shared/api/types/constants/trials.js'
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

/** Creates a trial; throws on a code already in use (the table keeps codes unique). */
export function createTrial(db: Database.Database, trial: NewTrial): TrialRecord {
  const id = db
    .prepare('INSERT INTO trials (code, valid_from, valid_until, trial_months, trial_type) VALUES (?, ?, ?, ?, ?)')
    .run(
      trial.code.trim(),
      trial.validFrom,
      trial.validUntil,
      trial.trialMonths ?? DEFAULT_TRIAL_MONTHS,
      trial.trialType ?? DEFAULT_TRIAL_TYPE,
    ).lastInsertRowid
  return findTrial(db, Number(id)) as TrialRecord
}

/**
 * Creates a trial unless its code is taken, also by a code that differs only in case (two such codes would
 * be told apart by nobody reading them out); undefined then. Checked and written in one statement, so that
 * two creations at once cannot both pass.
 */
export function addTrial(db: Database.Database, trial: NewTrial): TrialRecord | undefined {
  const code = trial.code.trim()
  const row = db
    .prepare(
      `INSERT INTO trials (code, valid_from, valid_until, trial_months, trial_type)
       SELECT ?, ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM trials WHERE code = ? COLLATE NOCASE) RETURNING *`,
    )
    .get(code, trial.validFrom, trial.validUntil, trial.trialMonths ?? DEFAULT_TRIAL_MONTHS, trial.trialType ?? DEFAULT_TRIAL_TYPE, code) as
    | TrialRow
    | undefined
  return row && toTrial(row)
}

export function findTrial(db: Database.Database, id: number): TrialRecord | undefined {
  const row = db.prepare('SELECT * FROM trials WHERE id = ?').get(id) as TrialRow | undefined
  return row && toTrial(row)
}

/** Every trial, the latest to open first. */
export function listTrials(db: Database.Database): TrialRecord[] {
  return (db.prepare('SELECT * FROM trials ORDER BY valid_from DESC, id DESC').all() as TrialRow[]).map(toTrial)
}

/** The trial a sign-up code opens at `now`: from its valid-from to its valid-until moment, both included. */
export function openTrialByCode(db: Database.Database, code: string, now: number): TrialRecord | undefined {
  const row = db
    .prepare('SELECT * FROM trials WHERE code = ? AND valid_from <= ? AND valid_until >= ?')
    .get(code.trim(), now, now) as TrialRow | undefined
  return row && toTrial(row)
}

/** Records that a user registered with a trial's code; the trial starts when their address is verified. */
export function joinTrial(db: Database.Database, trialId: number, userId: number, now: number): void {
  db.prepare('INSERT OR IGNORE INTO trial_users (trial_id, user_id, registered_at) VALUES (?, ?, ?)').run(trialId, userId, now)
}

/** The users who registered with a trial's code, the latest first. */
export function trialUsers(db: Database.Database, trialId: number): TrialUserRecord[] {
  return db
    .prepare(
      `SELECT u.email AS email, t.registered_at AS registrationDate, t.verified_at AS verificationDate,
              t.expires_at AS accountExpiryDate
         FROM trial_users t JOIN users u ON u.id = t.user_id
        WHERE t.trial_id = ?
        ORDER BY t.registered_at DESC, u.id DESC`,
    )
    .all(trialId) as TrialUserRecord[]
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
 * own it.
 */
export function startTrials(db: Database.Database, userId: number, email: string, now: number): number {
  return db.transaction(() => {
    const pending = db
      .prepare(
        `SELECT t.id AS trialId, t.code AS code, t.trial_months AS months
           FROM trial_users tu JOIN trials t ON t.id = tu.trial_id
          WHERE tu.user_id = ? AND tu.verified_at IS NULL`,
      )
      .all(userId) as { trialId: number; code: string; months: number }[]
    for (const trial of pending) {
      const expiresAt = addMonths(now, trial.months)
      db.prepare('UPDATE trial_users SET verified_at = ?, expires_at = ? WHERE trial_id = ? AND user_id = ?').run(
        now,
        expiresAt,
        trial.trialId,
        userId,
      )
      const licence = createLicence(db, { name: trialLicenceName(trial.code, email), expiresAt, maxSeats: 1, availableRoles: TRIAL_ROLES }, now)
      addLicensedEntity(db, licence.id, email, TRIAL_ROLES)
    }
    return pending.length
  }).immediate()
}
