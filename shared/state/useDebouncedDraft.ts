// A control's draft of a value the page holds (the address), handed on once the user pauses (debouncedDraft.ts).

import { useEffect, useRef, useState } from 'react'
import { createDebouncedDraft, DEBOUNCE_MS } from './debouncedDraft.js'

/**
 * The draft to show and the change to make on each edit. `committed` is the page's value; `commit` hands the
 * draft on, read at the time it fires (so it writes over the page's latest state). `sameAs` tells two values
 * apart where === cannot (an age range).
 */
export function useDebouncedDraft<T>(committed: T, commit: (value: T) => void, sameAs: (a: T, b: T) => boolean = Object.is, ms = DEBOUNCE_MS): [T, (value: T) => void] {
  const [draft, setDraft] = useState(committed)
  const latestCommit = useRef(commit)
  latestCommit.current = commit
  const [holder] = useState(() => createDebouncedDraft(committed, { commit: (value) => latestCommit.current(value), show: setDraft, ms, equal: sameAs }))
  useEffect(() => holder.received(committed))
  useEffect(() => () => holder.dispose(), [holder])
  return [draft, holder.change]
}
