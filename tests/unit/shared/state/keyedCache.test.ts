// The keyed caches: the memory cache keeps the newest few (a key written again counts as newest), and the
// tiered cache reads near before far, copying what it finds far away nearer, and writes both.

import t from 'tap'
import { createMemoryCache, createTieredCache, type KeyedCache } from '../../../../shared/state/keyedCache.js'

t.test('the memory cache keeps the newest few; the oldest give way', async (t) => {
  const cache = createMemoryCache<number>(2)
  cache.write('a', 1)
  cache.write('b', 2)
  cache.write('a', 10)
  cache.write('c', 3)
  t.same([cache.read('a'), cache.read('b'), cache.read('c')], [10, null, 3], "'a' written again outlived 'b'")
})

/** A cache that records what was asked of it. */
function recording<T>(inner: KeyedCache<T>) {
  const reads: string[] = []
  const writes: string[] = []
  const cache: KeyedCache<T> = {
    read: (key) => (reads.push(key), inner.read(key)),
    write: (key, value) => (writes.push(key), inner.write(key, value)),
  }
  return { cache, reads, writes }
}

t.test('the tiered cache answers from near first and copies what only far held', async (t) => {
  const near = recording(createMemoryCache<string>(5))
  const far = recording(createMemoryCache<string>(5))
  const tiered = createTieredCache(near.cache, far.cache)
  far.cache.write('reloaded', 'from the session')
  t.equal(tiered.read('reloaded'), 'from the session')
  t.same(near.writes, ['reloaded'], 'copied near')
  t.equal(tiered.read('reloaded'), 'from the session')
  t.same(far.reads, ['reloaded'], 'the second read did not go far')
  t.equal(tiered.read('never'), null)
  tiered.write('new', 'both')
  t.equal(near.cache.read('new'), 'both')
  t.equal(far.cache.read('new'), 'both')
})
