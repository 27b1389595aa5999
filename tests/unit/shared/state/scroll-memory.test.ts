// The scroll position per address (spec-3 §4, §9): saved once scrolling has paused for 100 ms, the last position
// of each address kept, and none for an address never scrolled.

import t from 'tap'
import { createScrollMemory, SCROLL_SAVE_MS } from '../../../../shared/state/scrollMemory.js'
import { createSessionCache } from '../../../../shared/state/sessionCache.js'
import { fakeTimers } from '../fakeTimers.js'
import { memoryStorage } from '../memoryStorage.js'

t.test('a position is saved 100 ms after scrolling stops, per address', async (t) => {
  const timers = fakeTimers()
  const memory = createScrollMemory(createSessionCache<number>('scroll', 10, memoryStorage()), timers)
  memory.scrolled('/uniforms/search?text=a', 120)
  memory.scrolled('/uniforms/search?text=a', 480.6)
  t.equal(memory.positionAt('/uniforms/search?text=a'), null, 'not before the pause')
  t.equal(timers.pending.size, 1)
  t.equal([...timers.pending.values()][0]!.ms, SCROLL_SAVE_MS)
  timers.runAll()
  t.equal(memory.positionAt('/uniforms/search?text=a'), 481)
  t.equal(memory.positionAt('/uniforms/search?text=b'), null, 'another address has none')
})

t.test('the positions outlive the page: another memory on the same storage finds them', async (t) => {
  const storage = memoryStorage()
  const timers = fakeTimers()
  createScrollMemory(createSessionCache<number>('scroll', 10, storage), timers).scrolled('/a', 300)
  timers.runAll()
  t.equal(createScrollMemory(createSessionCache<number>('scroll', 10, storage)).positionAt('/a'), 300)
})

t.test('disposing drops the save waiting', async (t) => {
  const timers = fakeTimers()
  const memory = createScrollMemory(createSessionCache<number>('scroll', 10, memoryStorage()), timers)
  memory.scrolled('/a', 10)
  memory.dispose()
  t.equal(timers.pending.size, 0)
})
