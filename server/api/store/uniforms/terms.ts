// The Hub's terms (spec-3 §4 "Uniform terms"): accepted once per user, kept on the user.

import type Database from 'better-sqlite3'

export function acceptUniformTerms(db: Database.Database, userId: number): boolean {
  return db.prepare('UPDATE users SET accepted_uniform_terms = 1 WHERE id = ?').run(userId).changes === 1
}
