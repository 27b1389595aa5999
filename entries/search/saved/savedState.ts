// The saved searches' signals (spec-1 §4.6): the list and its states (requesting, received), saving
// (saving, saved, error saving) and deleting (deleting, deleted), and the error a save or delete leaves
// for 5 seconds. The search page and the saved-searches page share the one store; the list is the state
// kit's remote query, changed in place by a save, a view and a delete.

import { computed, signal, type ReadonlySignal } from '@preact/signals-react'
import { api as defaultApi, type ApiClient } from '../../../shared/api/client.js'
import { savedSearchCalls } from '../../../shared/api/savedSearches.js'
import type { SavedSearch } from '../../../shared/api/types/sightings.js'
import { createMemoryCache } from '../../../shared/state/keyedCache.js'
import { createRemoteQuery } from '../../../shared/state/remoteQuery.js'
import { createAction } from '../../../shared/state/action.js'
import { browserTimers, type Timers } from '../../../shared/state/timers.js'
import { createTableError } from '../../../shared/ui/table/TableErrorNotice.js'
import { deleteOutcome, SAVED_ERROR_MS } from './savedRules.js'

export type ListState = 'idle' | 'requesting' | 'received' | 'failed'
export type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; reference: string } | { kind: 'error saving' }
export type DeleteState = 'idle' | 'deleting' | 'deleted'

/** The user's one list: a query without parameters. */
const LIST = 'searches'
const LIST_STATES = { idle: 'idle', loading: 'requesting', loaded: 'received', failed: 'failed' } as const
/** The keys the writes wait under. */
const SAVE = 'save'
const DELETE = 'delete'

export function createSavedSearchesState(api: ApiClient = defaultApi, timers: Timers = browserTimers) {
  const calls = savedSearchCalls(api)
  const listQuery = createRemoteQuery({
    keyOf: () => LIST,
    fetch: () => calls.list(),
    valueOf: ({ data }): { searches: SavedSearch[] } => ({ searches: data }),
    cache: createMemoryCache<{ searches: SavedSearch[] }>(1),
  })
  const list: ReadonlySignal<ListState> = computed(() => LIST_STATES[listQuery.state.value.kind])
  const searches: ReadonlySignal<SavedSearch[]> = computed(() => {
    const now = listQuery.state.value
    return now.kind === 'loaded' ? now.searches : []
  })
  const listError: ReadonlySignal<string | null> = computed(() => {
    const now = listQuery.state.value
    return now.kind === 'failed' ? now.error : null
  })
  const changeList = (change: (searches: SavedSearch[]) => SavedSearch[]) => listQuery.update((value) => ({ searches: change(value.searches) }))
  /** Saving and deleting wait under their own keys. */
  const writes = createAction({ timers })
  /** The save dialog's outcome: 'asked' from Save until the reply or the dialog's closing. */
  const dialog = signal<{ kind: 'asked' } | Exclude<SaveState, { kind: 'saving' }>>({ kind: 'idle' })
  const saving: ReadonlySignal<SaveState> = computed((): SaveState => {
    const now = dialog.value
    if (now.kind !== 'asked') return now
    return writes.isBusy(SAVE) ? { kind: 'saving' } : { kind: 'idle' }
  })
  const deleted = signal(false)
  const deleting: ReadonlySignal<DeleteState> = computed(() => (writes.isBusy(DELETE) ? 'deleting' : deleted.value ? 'deleted' : 'idle'))
  /** The last save or delete error; it clears itself after 5 seconds (spec-1 §4.6). */
  const error = createTableError(timers, SAVED_ERROR_MS)

  /** Asks the service for the list (the saved-searches page, Try Again). */
  function load(): Promise<void> {
    return listQuery.load(LIST, true)
  }

  /** Loads the list unless it is here or on its way. */
  function ensureLoaded(): void {
    void listQuery.load(LIST)
  }

  async function save(reference: string, queryString: string): Promise<boolean> {
    dialog.value = { kind: 'asked' }
    const reply = await writes.run(() => calls.save({ reference: reference.trim(), queryString }), { key: SAVE })
    // A dialog closed while saving stays closed: the outcome must not greet the next one.
    const dialogOpen = dialog.value.kind === 'asked'
    if (!reply.success) {
      if (dialogOpen) dialog.value = { kind: 'error saving' }
      error.show(reply.error)
      return false
    }
    changeList((now) => [reply.search, ...now])
    if (dialogOpen) dialog.value = { kind: 'saved', reference: reply.search.reference }
    return true
  }

  function closeSave(): void {
    dialog.value = { kind: 'idle' }
  }

  /** spec-1 §4.6: viewing a search zeroes its new count here at once and on the service. */
  async function markViewed(id: number): Promise<void> {
    changeList((now) => now.map((s) => (s.id === id ? { ...s, newResultCount: 0 } : s)))
    const reply = await calls.markViewed(id)
    if (reply.success) changeList((now) => now.map((s) => (s.id === id ? reply.search : s)))
  }

  async function remove(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return []
    deleted.value = false
    const reply = await writes.run(() => calls.remove(ids), { key: DELETE })
    // A refusal, or a reply that confirms only some ids, is told in the page's words.
    const outcome = deleteOutcome(ids, reply.success ? reply.ids : null)
    changeList((now) => now.filter((s) => !outcome.removed.includes(s.id)))
    deleted.value = true
    if (outcome.error) error.show(outcome.error)
    return outcome.removed
  }

  return { list, searches, listError, saving, deleting, error: error.text, load, ensureLoaded, save, closeSave, markViewed, remove, dismissError: error.dismiss }
}

export type SavedSearchesStore = ReturnType<typeof createSavedSearchesState>

/** The area's one store of saved searches. */
export const savedSearches: SavedSearchesStore = createSavedSearchesState()
