// Messages users send with POST /v1/feedback (write-to-us), kept as well as mailed to support.

import { sql } from 'kysely'
import { firstOf, rowsOf } from './engine/query.js'
import type { Store } from './engine/store.js'

export interface FeedbackMessage {
  id: number
  userId: number | null
  email: string
  /** The sender's organisation when they sent it. */
  organization: string
  message: string
  createdAt: number
}

export type NewFeedback = Omit<FeedbackMessage, 'id' | 'userId'> & { userId: number }

export async function recordFeedback(store: Store, feedback: NewFeedback): Promise<number> {
  const row = await firstOf(
    store,
    sql<{ id: number }>`INSERT INTO feedback (user_id, email, organization, message, created_at)
      VALUES (${feedback.userId}, ${feedback.email}, ${feedback.organization}, ${feedback.message}, ${feedback.createdAt}) RETURNING id`,
  )
  return row!.id
}

/** How many messages the user has sent since `since` (ms): what the per-user limit counts. */
export async function feedbackSentSince(store: Store, userId: number, since: number): Promise<number> {
  const row = await firstOf(store, sql<{ n: number }>`SELECT count(*) AS n FROM feedback WHERE user_id = ${userId} AND created_at > ${since}`)
  return row!.n
}

export async function listFeedback(store: Store): Promise<FeedbackMessage[]> {
  const rows = await rowsOf(
    store,
    sql<{ id: number; user_id: number | null; email: string; organization: string; message: string; created_at: number }>`
      SELECT id, user_id, email, organization, message, created_at FROM feedback ORDER BY created_at, id`,
  )
  return rows.map((r) => ({ id: r.id, userId: r.user_id, email: r.email, organization: r.organization, message: r.message, createdAt: r.created_at }))
}
