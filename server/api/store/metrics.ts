// Usage events the standard build sends with POST /v1/metrics/user (spec-1 §7), kept per user.

import { sql } from 'kysely'
import { firstOf, rowsOf } from './engine/query.js'
import type { Store } from './engine/store.js'

export interface MetricEvent {
  userId: number | null
  type: string
  event: string
  properties: Record<string, unknown>
  createdAt: number
}

export async function recordMetric(store: Store, event: Omit<MetricEvent, 'createdAt'>, now: number): Promise<number> {
  const row = await firstOf(
    store,
    sql<{ id: number }>`INSERT INTO metrics_events (user_id, type, event, properties, created_at)
      VALUES (${event.userId}, ${event.type}, ${event.event}, ${JSON.stringify(event.properties)}, ${now}) RETURNING id`,
  )
  return row!.id
}

export async function metricsOf(store: Store, userId: number): Promise<MetricEvent[]> {
  const rows = await rowsOf(
    store,
    sql<{ user_id: number | null; type: string; event: string; properties: string; created_at: number }>`
      SELECT user_id, type, event, properties, created_at FROM metrics_events WHERE user_id = ${userId} ORDER BY created_at, id`,
  )
  return rows.map((r) => ({
    userId: r.user_id,
    type: r.type,
    event: r.event,
    properties: JSON.parse(r.properties) as Record<string, unknown>,
    createdAt: r.created_at,
  }))
}
