// The session-storage cache (spec-1 §4.8, §4.9): the newest few kept, the oldest giving way to the quota,
// and a browser without storage simply keeping nothing.

import t from 'tap'
import { createSessionCache } from '../../../../shared/state/sessionCache.js'
import { memoryStorage } from '../memoryStorage.js'

t.test('the session cache keeps the newest few and gives way to the quota', async (t) => {
  const storage = memoryStorage()
  const cache = createSessionCache<number[]>('test', 2, storage)
  cache.write('a', [1])
  cache.write('b', [2])
  cache.write('c', [3])
  t.same([cache.read('a'), cache.read('b'), cache.read('c')], [null, [2], [3]])
  const small = memoryStorage(40)
  const tight = createSessionCache<string>('t', 10, small)
  tight.write('x', 'a'.repeat(20))
  tight.write('y', 'b'.repeat(20))
  t.equal(tight.read('x'), null, 'the oldest gave way')
  t.equal(tight.read('y'), 'b'.repeat(20))
  tight.write('z', 'c'.repeat(100))
  t.equal(tight.read('z'), null, 'too large to keep at all')
  t.equal(createSessionCache('n', 2, null).read('a'), null, 'no storage: nothing kept, nothing thrown')
})

t.test('a reload finds what an earlier page of the same tab kept, and unreadable entries count as absent', async (t) => {
  const storage = memoryStorage()
  createSessionCache<{ n: number }>('p', 3, storage).write('k', { n: 1 })
  const reloaded = createSessionCache<{ n: number }>('p', 3, storage)
  t.same(reloaded.read('k'), { n: 1 })
  storage.setItem('p:bad', '{not json')
  t.equal(reloaded.read('bad'), null)
  t.equal(createSessionCache('other', 3, storage).read('k'), null, 'another prefix is another cache')
})
