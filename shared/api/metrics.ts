// User metrics (spec-1 §7: POST /metrics/user with type, event and properties). The high-security build
// sends none: behind the compile-time constant, the call is absent from its bundles.

import { HIGHSIDE } from '../variant.js'
import { api } from './client.js'

/** identify and page-view events (spec-1 §7), actions, and the exception event of the error screen (§2.1). */
export type MetricType = 'identify' | 'page' | 'track' | 'exception'

export function sendUserMetric(type: MetricType, event: string, properties: Record<string, unknown> = {}): void {
  if (HIGHSIDE) return
  void api.post('/metrics/user', { json: { type, event, properties } })
}
