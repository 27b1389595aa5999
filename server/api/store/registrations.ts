// The writes that make and prove an account (spec-1 §7, spec-3 §4 "Verify"), each one transaction, so that two
// calls for the same address at once, on one instance or several, cannot both pass the check before the write.

import { issueCode, redeemCode } from './codes.js'
import { inTransaction } from './engine/query.js'
import type { Store } from './engine/store.js'
import { deleteUserSessions } from './sessions.js'
import { joinTrial, startTrials } from './trials.js'
import { createUserUnlessTaken, findUserByEmail, markUserVerified, setPassword, type NewUser, type UserRecord } from './users.js'

/** A new account with its verification code, or the address's existing account. */
export type Registration = { kind: 'created'; user: UserRecord; code: string } | { kind: 'existing'; user: UserRecord }

/** Creates an unverified account unless the address has one; a trial registration joins the trial. */
export async function registerAccount(store: Store, account: NewUser, trialId: number | null, now: number): Promise<Registration> {
  return inTransaction(store, async (tx): Promise<Registration> => {
    const user = await createUserUnlessTaken(tx, account, now)
    if (!user) return { kind: 'existing', user: (await findUserByEmail(tx, account.email))! }
    if (trialId !== null) await joinTrial(tx, trialId, user.id, now)
    return { kind: 'created', user, code: await issueCode(tx, user.id, 'verify', now) }
  })
}

/** Redeems the user's verification code; a verified address starts the trials it joined. False for a wrong code. */
export async function verifyAccount(store: Store, user: UserRecord, code: string, now: number): Promise<boolean> {
  return inTransaction(store, async (tx) => {
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
export async function resetPassword(store: Store, user: UserRecord, passwordHash: string, now: number): Promise<void> {
  await inTransaction(store, async (tx) => {
    await setPassword(tx, user.id, passwordHash)
    await markUserVerified(tx, user.id)
    await startTrials(tx, user.id, user.email, now)
    await deleteUserSessions(tx, user.id)
  })
}
