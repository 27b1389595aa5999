// The job engine's turns of Camera ID queries (camid/query-turn.ts): a turn is claimed, its claim renewed while it
// runs however long, a turn that fails outside the query's own work ends the query in ERROR, unless another engine has
// taken the query over meanwhile; and a run of a query whose turn was taken over stops without writing.

import t, { type Test } from 'tap'
import { join } from 'node:path'
import { sql } from 'kysely'
import { openSqliteStore } from '../../../../../server/api/store/engine/sqlite.js'
import type { Store } from '../../../../../server/api/store/engine/store.js'
import { insertQuery, queryById } from '../../../../../server/api/store/camid/queries.js'
import { claimQuery } from '../../../../../server/api/store/camid/query-runs.js'
import { takeQueryTurn } from '../../../../../server/api/camid/query-turn.js'
import { runClaimedQuery } from '../../../../../server/api/camid/run-query.js'
import { MIGRATIONS } from '../harness.js'
import { newQuery } from '../store/conformance/camid-given.js'

const SETTINGS = { now: Date.now, log: () => {}, claim: { by: 'this engine', leaseMs: 60_000 } }

async function aQueuedQuery(t: Test): Promise<{ store: Store; id: number }> {
  const store = openSqliteStore(join(t.testdir(), 'service.db'), MIGRATIONS)
  t.teardown(() => store.close())
  const { rows } = await sql<{ id: number }>`INSERT INTO users (email, created_at) VALUES ('olivia@northshire.police.uk', 1) RETURNING id`.execute(store.db)
  const id = await insertQuery(store, newQuery(rows[0]!.id, 1, { fingerprintPath: 'camid/1/missing.json' }))
  return { store, id }
}

const claimOf = async (store: Store, id: number) =>
  (await sql<{ claimed_by: string | null; claimed_until: number | null }>`SELECT claimed_by, claimed_until FROM camid_queries WHERE id = ${id}`.execute(store.db)).rows[0]!

t.test('with no query waiting, an engine takes no turn', async (t) => {
  const { store, id } = await aQueuedQuery(t)
  await sql`DELETE FROM camid_queries WHERE id = ${id}`.execute(store.db)
  t.notOk(await takeQueryTurn(store, SETTINGS, async () => t.fail('no turn runs') as never))
})

t.test("an engine's claim is renewed while its turn runs, however long the turn", async (t) => {
  const { store, id } = await aQueuedQuery(t)
  // A lease of 90 ms, renewed every 30: the turn lasts until it has seen the claim renewed twice.
  const settings = { ...SETTINGS, claim: { by: 'this engine', leaseMs: 90 } }
  const seen: number[] = []
  const holders = new Set<string | null>()
  const took = await takeQueryTurn(store, settings, async (runner) => {
    t.same(runner, { queryId: id, by: 'this engine' })
    const deadline = Date.now() + 10_000
    while (seen.length < 3 && Date.now() < deadline) {
      const claim = await claimOf(store, id)
      holders.add(claim.claimed_by)
      if (seen.at(-1) !== claim.claimed_until) seen.push(claim.claimed_until!)
      await new Promise((resolve) => setImmediate(resolve))
    }
    return 'PAUSED'
  })
  t.ok(took)
  t.same([...holders], ['this engine'], 'held by this engine throughout')
  t.equal(seen.length, 3, `the claim was renewed twice while the turn ran (${seen.join(', ')})`)
  t.ok(seen.every((until, i) => i === 0 || until > seen[i - 1]!), 'each renewal further on')
})

t.test('a turn that fails outside the query (its thread ran out of memory) ends the query in ERROR', async (t) => {
  const { store, id } = await aQueuedQuery(t)
  const lines: string[] = []
  t.ok(await takeQueryTurn(store, { ...SETTINGS, log: (line) => lines.push(line) }, async () => {
    throw new Error('The query could not be run within the 256 MB a query may use')
  }))
  t.match(await queryById(store, id), { state: 'ERROR', error: 'The query could not be run within the 256 MB a query may use' })
  t.same(lines, [`Camera ID query ${id}: ERROR, The query could not be run within the 256 MB a query may use`])
})

t.test('a failed turn of a query another engine took over leaves the query to that engine', async (t) => {
  const { store, id } = await aQueuedQuery(t)
  t.ok(await takeQueryTurn(store, SETTINGS, async () => {
    // This engine was cut off past its lease, and another took the query up.
    t.ok(await claimQuery(store, id, { by: 'another engine', now: Date.now() + 120_000, leaseMs: 60_000 }))
    throw new Error('lost')
  }))
  t.match(await queryById(store, id), { state: 'QUEUED', error: null })
  t.equal((await claimOf(store, id)).claimed_by, 'another engine')
})

t.test("a query's run whose turn was taken over stops without writing, even its failure", async (t) => {
  const { store, id } = await aQueuedQuery(t)
  const dataDir = join(t.testdirName, 'data')
  t.ok(await claimQuery(store, id, { by: 'lost engine', now: 1, leaseMs: 60_000 }))
  t.ok(await claimQuery(store, id, { by: 'another engine', now: 1 + 60_001, leaseMs: 60_000 }))
  // Its fingerprint file is missing: the lost engine's run fails, and may not end the query in ERROR.
  t.equal(await runClaimedQuery(store, { queryId: id, by: 'lost engine' }, { dataDir, now: () => 70_000, log: () => {} }), 'STOPPED')
  t.match(await queryById(store, id), { state: 'QUEUED', error: null })
  t.equal(await runClaimedQuery(store, { queryId: id, by: 'another engine' }, { dataDir, now: () => 70_001, log: () => {} }), 'ERROR')
  t.match(await queryById(store, id), { state: 'ERROR', error: /The stored fingerprint|ENOENT/ })
})
