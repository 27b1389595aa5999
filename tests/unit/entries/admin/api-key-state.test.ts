// The settings page's API key (spec-3 §4 "API key"): loading, then the key's first characters or none; a
// failed read says why and is asked again; a rotation shows the whole new key once, and a failed rotation
// keeps the key shown with its error.

import t from 'tap'
import { createApiKeyState } from '../../../../entries/admin/settings/apiKeyState.js'
import type { Cancelable } from '../../../../shared/api/client.js'
import type { Reply } from '../../../../shared/api/types/reply.js'

type KeyReply = Reply<{ success: true; apiKey: string | null; createdAt: number | null }>

function setUp(reads: KeyReply[], rotations: KeyReply[] = []) {
  const asked: string[] = []
  const calls = {
    readApiKey: (): Cancelable<KeyReply> => {
      asked.push('read')
      return { promise: Promise.resolve(reads.shift() ?? { success: false, error: 'no reply' }), cancel: () => {} }
    },
    rotateApiKey: async (): Promise<KeyReply> => {
      asked.push('rotate')
      return rotations.shift() ?? { success: false, error: 'no reply' }
    },
  }
  return { asked, store: createApiKeyState(calls) }
}

const key = (apiKey: string | null): KeyReply => ({ success: true, apiKey, createdAt: null })

t.test('the key loads to its first characters, or none', async (t) => {
  const { store } = setUp([key('sk_1234'), key(null)])
  t.same(store.state.value, { kind: 'loading' })
  const loading = store.load()
  t.same(store.state.value, { kind: 'loading' })
  await loading
  t.same(store.state.value, { kind: 'ready', shown: 'sk_1234', whole: false, rotating: false, error: null })
  await store.load()
  t.same(store.state.value, { kind: 'ready', shown: null, whole: false, rotating: false, error: null }, 'asked again each time the page opens')
})

t.test('a failed read says why; Try Again asks again', async (t) => {
  const { store, asked } = setUp([{ success: false, error: 'Permission Denied.', status: 403 }, key('sk_1234')])
  await store.load()
  t.same(store.state.value, { kind: 'failed', error: 'Permission Denied.' })
  await store.load()
  t.equal(store.state.value.kind, 'ready')
  t.same(asked, ['read', 'read'])
})

t.test('a rotation shows the whole new key once, marked busy meanwhile', async (t) => {
  const { store } = setUp([key('sk_1234'), key('sk_9876')], [key('sk_9876whole')])
  await store.load()
  const rotating = store.rotate()
  t.match(store.state.value, { kind: 'ready', rotating: true })
  void store.rotate()
  await rotating
  t.same(store.state.value, { kind: 'ready', shown: 'sk_9876whole', whole: true, rotating: false, error: null })
  await store.load()
  t.same(store.state.value, { kind: 'ready', shown: 'sk_9876', whole: false, rotating: false, error: null }, 'afterwards only its first characters')
})

t.test('a second rotation while one is on its way asks nothing', async (t) => {
  const { store, asked } = setUp([key('sk_1234')], [key('sk_new')])
  await store.load()
  const first = store.rotate()
  await store.rotate()
  await first
  t.same(asked, ['read', 'rotate'])
})

t.test('a failed rotation keeps the key shown with its error', async (t) => {
  const { store } = setUp([key('sk_1234')], [{ success: false, error: 'down', status: 500 }])
  await store.load()
  await store.rotate()
  t.same(store.state.value, { kind: 'ready', shown: 'sk_1234', whole: false, rotating: false, error: 'down' })
})

t.test('nothing is rotated before the key is here', async (t) => {
  const { store, asked } = setUp([])
  await store.rotate()
  t.same(asked, [])
})
