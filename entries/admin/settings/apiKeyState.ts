// The API key of the settings page (spec-3 §4 "API key"): view, then rotate. Only a rotation's reply holds
// the whole key, so the page shows it then, once; afterwards the service gives only its first characters.

import { signal, type ReadonlySignal } from '@preact/signals-react'
import { accountCalls, type AccountCalls } from '../../../shared/api/account.js'

export const API_KEY_ROTATED = 'API Key successfully rotated.'

export type ApiKeyState =
  | { kind: 'loading' }
  | { kind: 'failed'; error: string }
  /** shown: the key's first characters, or null for a user with none; whole once after a rotation. */
  | { kind: 'ready'; shown: string | null; whole: boolean; rotating: boolean; error: string | null }

export function createApiKeyState(calls: Pick<AccountCalls, 'readApiKey' | 'rotateApiKey'> = accountCalls()) {
  const state = signal<ApiKeyState>({ kind: 'loading' })

  async function load(): Promise<void> {
    state.value = { kind: 'loading' }
    const reply = await calls.readApiKey()
    state.value = reply.success ? { kind: 'ready', shown: reply.apiKey, whole: false, rotating: false, error: null } : { kind: 'failed', error: reply.error }
  }

  async function rotate(): Promise<void> {
    const now = state.value
    if (now.kind !== 'ready' || now.rotating) return
    state.value = { ...now, rotating: true, error: null }
    const reply = await calls.rotateApiKey()
    state.value = reply.success
      ? { kind: 'ready', shown: reply.apiKey, whole: true, rotating: false, error: null }
      : { ...now, rotating: false, error: reply.error }
  }

  return { state: state as ReadonlySignal<ApiKeyState>, load, rotate }
}

export type ApiKeyStore = ReturnType<typeof createApiKeyState>
