// The API key of the settings page (spec-3 §4 "API key"): view, then rotate. Only a rotation's reply holds
// the whole key, so the page shows it then, once; afterwards the service gives only its first characters.
// The key is the state kit's remote query, asked for each time the page opens; a rotation is its action,
// whose reply is put as the key.

import { computed, type ReadonlySignal } from '@preact/signals-react'
import { accountCalls, type AccountCalls } from '../../../shared/api/account.js'
import { createAction } from '../../../shared/state/action.js'
import { createMemoryCache } from '../../../shared/state/keyedCache.js'
import { createRemoteQuery } from '../../../shared/state/remoteQuery.js'

export const API_KEY_ROTATED = 'API Key successfully rotated.'

export type ApiKeyState =
  | { kind: 'loading' }
  | { kind: 'failed'; error: string }
  /** shown: the key's first characters, or null for a user with none; whole once after a rotation. */
  | { kind: 'ready'; shown: string | null; whole: boolean; rotating: boolean; error: string | null }

/** The user's one key: a query without parameters. */
const KEY = 'api-key'

type Key = { shown: string | null; whole: boolean }

export function createApiKeyState(calls: Pick<AccountCalls, 'readApiKey' | 'rotateApiKey'> = accountCalls()) {
  const key = createRemoteQuery({
    keyOf: () => KEY,
    fetch: () => calls.readApiKey(),
    valueOf: ({ apiKey }): Key => ({ shown: apiKey, whole: false }),
    cache: createMemoryCache<Key>(1),
  })
  const rotation = createAction()

  const state = computed((): ApiKeyState => {
    const now = key.state.value
    if (now.kind === 'failed') return { kind: 'failed', error: now.error }
    if (now.kind !== 'loaded') return { kind: 'loading' }
    return { kind: 'ready', shown: now.shown, whole: now.whole, rotating: rotation.isBusy(), error: rotation.refusal.value?.error ?? null }
  })

  /** Asks the service each time the page opens, and on Try Again: a key rotated elsewhere shows. */
  function load(): Promise<void> {
    rotation.dismissRefusal()
    return key.load(KEY, true)
  }

  async function rotate(): Promise<void> {
    if (state.value.kind !== 'ready' || rotation.isBusy()) return
    const reply = await rotation.run(() => calls.rotateApiKey())
    if (reply.success) key.put(KEY, { shown: reply.apiKey, whole: true })
  }

  return { state: state as ReadonlySignal<ApiKeyState>, load, rotate }
}

export type ApiKeyStore = ReturnType<typeof createApiKeyState>
