// spec-1 §2.3 firstLogin: true for a user's very first successful sign-in only.

import type Database from 'better-sqlite3'

/** Records that the user has signed in; returns whether this was their first time. */
export function recordFirstLogin(db: Database.Database, userId: number): boolean {
  return db.prepare('UPDATE users SET first_login = 0 WHERE id = ? AND first_login = 1').run(userId).changes === 1
}
