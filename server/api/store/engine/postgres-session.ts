// What the service sets on each of its PostgreSQL connections, whatever the server's configuration says: three
// planner settings its search queries were measured against. At PostgreSQL's defaults, on ten million sightings
// (tests/bench/search.mjs, the same database and indexes, in the store):
// - random_page_cost 4 (a disk that seeks) made the planner walk the whole date index for a negated make that leaves
//   nothing (`-make=Apple&model=iPhone 11`): 11.8 s, 2.9 ms at 1.1, the value for the SSDs and memory a server has;
// - parallel plans over-walk a page read in date order: each worker fills its queue before the leader stops it, so a
//   common word's first page (`all=sunset`, 2.7% of sightings) read 30,000 rows and recut their words, 606 ms; 25 ms
//   with no workers, and none of the bench's 22 searches took more than 4 ms longer without them;
// - JIT compiling costs more than it saves on queries of a few milliseconds.
// Set on the session, they override the server's file for these connections only; other clients keep theirs.

import type pg from 'pg'

export const SESSION_SETTINGS = {
  random_page_cost: '1.1',
  max_parallel_workers_per_gather: '0',
  jit: 'off',
} as const

const SET_ALL = Object.entries(SESSION_SETTINGS)
  .map(([name, value]) => `SET ${name} = ${value}`)
  .join('; ')

/**
 * Sets them on a new connection: sent before anything else the connection is asked (a client runs its queries in
 * the order given). A failure surfaces as the connection's next query failing, as for any lost connection.
 */
export function applySessionSettings(client: pg.PoolClient | pg.Client): void {
  client.query(SET_ALL).catch(() => {})
}
