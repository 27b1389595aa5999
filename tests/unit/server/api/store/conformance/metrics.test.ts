// Usage events on both engines (POST /v1/metrics/user, spec-1 §7): kept per user in the order they came, their
// properties as sent; events at once are each kept; a user's events outlive the account, no longer named.

import t from 'tap'
import { sql } from 'kysely'
import { metricsOf, recordMetric } from '../../../../../../server/api/store/metrics.js'
import { onEachEngine } from './engines.js'
import { aUser } from './given.js'
import { atOnce } from './at-once.js'

const NOW = Date.UTC(2026, 0, 5, 9, 0, 0)

onEachEngine(t, "a user's events are kept in the order they came, with their properties as sent", async (t, store) => {
  const ana = await aUser(store, 'ana@example.org')
  const bob = await aUser(store, 'bob@example.org')
  const later = await recordMetric(store, { userId: ana, type: 'page', event: '/search?make=Canon', properties: { view: 'map', zoom: 7, tags: ['a', 'ü'], none: null } }, NOW + 2)
  const earlier = await recordMetric(store, { userId: ana, type: 'click', event: 'export', properties: {} }, NOW)
  await recordMetric(store, { userId: bob, type: 'page', event: '/', properties: {} }, NOW)
  t.ok(later > 0 && earlier > later, 'each gets its own id')
  t.same(await metricsOf(store, ana), [
    { userId: ana, type: 'click', event: 'export', properties: {}, createdAt: NOW },
    { userId: ana, type: 'page', event: '/search?make=Canon', properties: { view: 'map', zoom: 7, tags: ['a', 'ü'], none: null }, createdAt: NOW + 2 },
  ])
  t.equal((await metricsOf(store, bob)).length, 1)
})

onEachEngine(t, 'events at once are each kept, in the order of their ids at one time', async (t, store) => {
  const ana = await aUser(store, 'ana@example.org')
  const ids = await atOnce(store, 10, (i) => recordMetric(store, { userId: ana, type: 'page', event: `/${i}`, properties: {} }, NOW))
  t.equal(new Set(ids).size, 10)
  const kept = await metricsOf(store, ana)
  t.equal(kept.length, 10)
  const byId = [...ids].sort((a, b) => a - b).map((id) => `/${ids.indexOf(id)}`)
  t.same(kept.map((e) => e.event), byId)
})

onEachEngine(t, "a deleted user's events stay, no longer theirs", async (t, store) => {
  const ana = await aUser(store, 'ana@example.org')
  await recordMetric(store, { userId: ana, type: 'page', event: '/', properties: {} }, NOW)
  await sql`DELETE FROM users WHERE id = ${ana}`.execute(store.db)
  t.same(await metricsOf(store, ana), [])
  const { rows } = await sql<{ user_id: number | null }>`SELECT user_id FROM metrics_events`.execute(store.db)
  t.same(rows, [{ user_id: null }])
})
