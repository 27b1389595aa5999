// The writes that make and prove an account (spec-1 §7, spec-3 §4 "Verify"), each one immediate
// transaction, so that two calls for the same address at once cannot both pass the check before the write.
// The calls that still take the handle run in the same transaction: on SQLite the store and the handle are one
// connection.

import type Database from 'better-sqlite3'
import { issueCode, redeemCode } from './codes.js'
import { inTransaction } from './engine/query.js'
import { storeOnSqlite } from './engine/sqlite.js'
import { deleteUserSessions } from './sessions.js'
import { joinTrial, startTrials } from './trials.js'
import { createUser, findUserByEmail, markUserVerified, setPassword, type NewUser, type UserRecord } from './users.js'

/** A new account with its verification code, or the address's existing account. */
export type Registration = { kind: 'created'; user: UserRecord; code: string } | { kind: 'existing'; user: UserRecord }

/** Creates an unverified account unless the address has one; a trial registration joins the trial. */
export async function registerAccount(db: Database.Database, account: NewUser, trialId: number | null, now: number): Promise<Registration> {
  return inTransaction(storeOnSqlite(db), async (tx): Promise<Registration> => {
    const existing = await findUserByEmail(tx, account.email)
    if (existing) return { kind: 'existing', user: existing }
    const user = await createUser(tx, account, now)
    if (trialId !== null) await joinTrial(tx, trialId, user.id, now)
    return { kind: 'created', user, code: await issueCode(tx, user.id, 'verify', now) }
  })
}

/** Redeems the user's verification code; a verified address starts the trials it joined. False for a wrong code. */
export async function verifyAccount(db: Database.Database, user: UserRecord, code: string, now: number): Promise<boolean> {
  return inTransaction(storeOnSqlite(db), async (tx) => {
    if (!(await redeemCode(tx, user.id, 'verify', code, now))) return false
    await markUserVerified(tx, user.id)
    await startTrials(tx, user.id, user.email, now)
    return true
  })
}

/**
 * Sets a new password after a reset link was redeemed. The link reached the address, which proves it as a
 * verification link would; whoever knew the old password is signed out everywhere.
 */
export async function resetPassword(db: Database.Database, user: UserRecord, passwordHash: string, now: number): Promise<void> {
  await inTransaction(storeOnSqlite(db), async (tx) => {
    await setPassword(tx, user.id, passwordHash)
    await markUserVerified(tx, user.id)
    await startTrials(tx, user.id, user.email, now)
    await deleteUserSessions(tx, user.id)
  })
}
