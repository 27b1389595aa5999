// Issue 34: instances started together with DEMO=1 against one empty PostgreSQL database make the demo once. Each
// instance's first start runs on its own connections (a store of its own on the same database), at the same time.

import t, { type Test } from 'tap'
import { sql } from 'kysely'
import type { Store } from '../../../../../server/api/store/engine/store.js'
import { openPostgresStore } from '../../../../../server/api/store/engine/postgres.js'
import { asTheOnlyFirstStart } from '../../../../../server/api/store/first-start-lock.js'
import { seedDemoSightingsOnFirstStart } from '../../../../../server/api/seed/first-start.js'
import { FIRST_START_SCHOOLS } from '../../../../../server/api/seed/uniform-register.js'
import { freshStore, POSTGRES_MIGRATIONS, postgresUrlOf } from '../store/conformance/engines.js'

const countOf = async (store: Store, table: string) =>
  Number((await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(store.db)).rows[0]!.n)

/** Another instance's store on the same database: its own pool, as the primary of a second service opens it. */
async function anotherInstance(t: Test, store: Store): Promise<Store> {
  const other = await openPostgresStore(await postgresUrlOf(t, store), POSTGRES_MIGRATIONS, { poolSize: 3 })
  t.teardown(() => other.close())
  return other
}

t.test('two instances starting at once on one empty database make the demo once (postgres)', async (t) => {
  const first = await freshStore(t, 'postgres')
  const second = await anotherInstance(t, first)
  const lines: string[] = []
  const added = await Promise.all([first, second].map((store) => seedDemoSightingsOnFirstStart(store, 5, (line) => lines.push(line), { count: 600 })))
  t.same([...added].sort((a, b) => a - b), [0, 600], 'one instance added the sightings, the other none')
  t.equal(await countOf(first, 'sightings'), 600, 'the demo sightings once')
  t.equal(await countOf(first, 'uniform_schools'), FIRST_START_SCHOOLS, "the Hub's register once")
  t.equal(lines.filter((line) => /the Uniform Hub register holds/.test(line)).length, 1, 'one instance told of the register')
})

t.test('an instance waiting for another first start stops without seeding when the service stops', async (t) => {
  const first = await freshStore(t, 'postgres')
  const second = await anotherInstance(t, first)
  // The first instance holds the lock until released; the second, stopping meanwhile, gives up instead of waiting.
  let release!: () => void
  let holding!: Promise<void | undefined>
  await new Promise<void>((held) => {
    holding = asTheOnlyFirstStart(first, () => false, () => {
      held()
      return new Promise<void>((resolve) => (release = resolve))
    })
  })
  let stopping = false
  const waiting = seedDemoSightingsOnFirstStart(second, 5, () => {}, { count: 600, stopped: () => stopping })
  await new Promise((resolve) => setTimeout(resolve, 700))
  stopping = true
  t.equal(await waiting, 0, 'the stopping instance added nothing')
  t.equal(await countOf(first, 'sightings'), 0)
  release()
  await holding
  t.equal(await seedDemoSightingsOnFirstStart(second, 5, () => {}, { count: 600 }), 600, 'the lock is free once the first ends')
})

t.test('on SQLite the first start runs at once: one primary process seeds a data folder', async (t) => {
  const store = await freshStore(t, 'sqlite')
  t.equal(await asTheOnlyFirstStart(store, () => false, async () => 'ran'), 'ran')
})
