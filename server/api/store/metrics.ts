// Usage events the standard build sends with POST /v1/metrics/user (spec-1 §7), kept per user.

import type Database from 'better-sqlite3'

export interface MetricEvent {
  userId: number | null
  type: string
  event: string
  properties: Record<string, unknown>
  createdAt: number
}

export function recordMetric(db: Database.Database, event: Omit<MetricEvent, 'createdAt'>, now: number): number {
  return Number(
    db
      .prepare('INSERT INTO metrics_events (user_id, type, event, properties, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(event.userId, event.type, event.event, JSON.stringify(event.properties), now).lastInsertRowid,
  )
}

export function metricsOf(db: Database.Database, userId: number): MetricEvent[] {
  const rows = db.prepare('SELECT * FROM metrics_events WHERE user_id = ? ORDER BY created_at, id').all(userId) as {
    user_id: number | null
    type: string
    event: string
    properties: string
    created_at: number
  }[]
  return rows.map((r) => ({
    userId: r.user_id,
    type: r.type,
    event: r.event,
    properties: JSON.parse(r.properties) as Record<string, unknown>,
    createdAt: r.created_at,
  }))
}
