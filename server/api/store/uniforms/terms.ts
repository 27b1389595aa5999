// The Hub's terms (spec-3 §4 "Uniform terms"): accepted once per user, kept on the user.

import { sql } from 'kysely'
import { changesOf } from '../engine/query.js'
import type { Store } from '../engine/store.js'

export async function acceptUniformTerms(store: Store, userId: number): Promise<boolean> {
  return (await changesOf(store, sql`UPDATE users SET accepted_uniform_terms = 1 WHERE id = ${userId}`)) === 1
}
