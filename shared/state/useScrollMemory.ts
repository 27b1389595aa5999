// Keeps the window's scroll position per address and puts it back once the address's content is drawn
// (scrollMemory.ts): a list's page comes back where the user left it, after going back or reloading.

import { useEffect, useRef, useState } from 'react'
import { createSessionCache } from './sessionCache.js'
import { createScrollMemory } from './scrollMemory.js'

/** Addresses whose position is kept. */
const ADDRESSES_KEPT = 50

/** `ready`: the address's content is drawn and tall enough to scroll back into. */
export function useScrollMemory(address: string, ready: boolean): void {
  const [memory] = useState(() => createScrollMemory(createSessionCache<number>('scroll', ADDRESSES_KEPT)))
  const current = useRef(address)
  current.current = address
  /** The address whose position was last put back: once per arrival. */
  const restored = useRef<string | null>(null)

  useEffect(() => {
    const onScroll = () => memory.scrolled(current.current, window.scrollY)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      memory.dispose()
    }
  }, [memory])

  useEffect(() => {
    if (!ready || restored.current === address) return
    restored.current = address
    const y = memory.positionAt(address)
    if (y !== null) window.scrollTo(0, y)
  }, [memory, address, ready])
}
