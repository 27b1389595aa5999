// Messages users send with POST /v1/feedback (write-to-us), kept as well as mailed to support.

import type Database from 'better-sqlite3'

export interface FeedbackMessage {
  id: number
  userId: number | null
  email: string
  message: string
  createdAt: number
}

export function recordFeedback(db: Database.Database, userId: number, email: string, message: string, now: number): number {
  return Number(
    db
      .prepare('INSERT INTO feedback (user_id, email, message, created_at) VALUES (?, ?, ?, ?)')
      .run(userId, email, message, now).lastInsertRowid,
  )
}

export function listFeedback(db: Database.Database): FeedbackMessage[] {
  const rows = db.prepare('SELECT * FROM feedback ORDER BY created_at, id').all() as {
    id: number
    user_id: number | null
    email: string
    message: string
    created_at: number
  }[]
  return rows.map((r) => ({ id: r.id, userId: r.user_id, email: r.email, message: r.message, createdAt: r.created_at }))
}
