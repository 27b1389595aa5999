// The Hub's terms on both engines (spec-3 §4 "Uniform terms"): accepted once per user, kept on the user.

import t from 'tap'
import { sql } from 'kysely'
import { acceptUniformTerms } from '../../../../../../server/api/store/uniforms/terms.js'
import { onEachEngine } from './engines.js'
import { aUser } from './given.js'

const accepted = async (store: Parameters<typeof acceptUniformTerms>[0], id: number) =>
  (await sql<{ accepted: number }>`SELECT accepted_uniform_terms AS accepted FROM users WHERE id = ${id}`.execute(store.db)).rows[0]!.accepted

onEachEngine(t, "the terms are accepted on the user's row, once or again, and on no other", async (t, store) => {
  const cora = await aUser(store, 'cora@gen.example')
  const colm = await aUser(store, 'colm@gen.example')
  t.equal(await accepted(store, cora), 0, 'not accepted at first')
  t.equal(await acceptUniformTerms(store, cora), true)
  t.equal(await accepted(store, cora), 1)
  t.equal(await acceptUniformTerms(store, cora), true, 'accepting again is no error')
  t.equal(await accepted(store, colm), 0, "another user's are not")
  t.equal(await acceptUniformTerms(store, colm + 1), false, 'no such user')
})
