// Messages users send with POST /v1/feedback (write-to-us), kept as well as mailed to support.

import type Database from 'better-sqlite3'
import { cachedStatement } from './statements.js'

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

export function recordFeedback(db: Database.Database, feedback: NewFeedback): number {
  return Number(
    cachedStatement(db, 'INSERT INTO feedback (user_id, email, organization, message, created_at) VALUES (?, ?, ?, ?, ?)').run(
      feedback.userId,
      feedback.email,
      feedback.organization,
      feedback.message,
      feedback.createdAt,
    ).lastInsertRowid,
  )
}

/** How many messages the user has sent since `since` (ms): what the per-user limit counts. */
export function feedbackSentSince(db: Database.Database, userId: number, since: number): number {
  return (cachedStatement(db, 'SELECT count(*) AS n FROM feedback WHERE user_id = ? AND created_at > ?').get(userId, since) as { n: number }).n
}

export function listFeedback(db: Database.Database): FeedbackMessage[] {
  const rows = db.prepare('SELECT * FROM feedback ORDER BY created_at, id').all() as {
    id: number
    user_id: number | null
    email: string
    organization: string
    message: string
    created_at: number
  }[]
  return rows.map((r) => ({ id: r.id, userId: r.user_id, email: r.email, organization: r.organization, message: r.message, createdAt: r.created_at }))
}
