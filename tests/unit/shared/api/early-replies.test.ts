// The calls a page's early script starts and the area's client takes over (shared/api/earlyReplies.ts): taken
// once, by the same GET only, aborted with the area's call, and never started once the area's code runs.

import t, { type Test } from 'tap'

type EarlyModule = typeof import('../../../../shared/api/earlyReplies.js')

/**
 * A fresh page for each test: its list and its closing are the page's, once per page, kept on the global
 * object; each call gives another copy of the module on that page, as the early script and the area have.
 */
async function freshModule(t: Test, samePage = false): Promise<EarlyModule> {
  const module = await t.mockImport<EarlyModule>('../../../../shared/api/earlyReplies.js')
  if (!samePage) {
    delete (globalThis as Record<symbol, unknown>)[module.EARLY_CALLS_KEY]
    t.teardown(() => void delete (globalThis as Record<symbol, unknown>)[module.EARLY_CALLS_KEY])
  }
  return module
}

function recordingFetch() {
  const calls: { url: string; signal: AbortSignal | undefined }[] = []
  const fetchReply = ((url: string, init: RequestInit) => {
    calls.push({ url, signal: init.signal ?? undefined })
    return Promise.resolve(new Response('{"totalResults":0,"results":[]}', { headers: { 'content-type': 'application/json' } }))
  }) as typeof fetch
  return { calls, fetchReply }
}

/** The calls the area makes itself, through the page's fetch, recorded until the test ends. */
function ownCalls(t: Test): string[] {
  const realFetch = globalThis.fetch
  const own: string[] = []
  globalThis.fetch = ((url: string) => {
    own.push(url)
    return Promise.resolve(new Response('{}'))
  }) as typeof fetch
  t.teardown(() => void (globalThis.fetch = realFetch))
  return own
}

t.test('the area takes the early reply for the same GET, once; a second ask calls again', async (t) => {
  const early = await freshModule(t)
  const { calls, fetchReply } = recordingFetch()
  early.startEarlyCall('/v1/sightings?make=Canon', { method: 'GET' }, fetchReply)
  t.equal(calls.length, 1, 'the early script asked once')
  const own = ownCalls(t)
  const reply = await early.fetchClaimingEarly('/v1/sightings?make=Canon', { method: 'GET' })
  t.same(await reply.json(), { totalResults: 0, results: [] }, 'the early reply, unread until the area reads it')
  t.same(own, [], 'no second call for the reply taken')
  await early.fetchClaimingEarly('/v1/sightings?make=Canon', { method: 'GET' })
  await early.fetchClaimingEarly('/v1/sightings?make=Nikon', { method: 'GET' })
  t.same(own, ['/v1/sightings?make=Canon', '/v1/sightings?make=Nikon'], 'taken once; another address is its own call')
})

t.test("aborting the area's call aborts the early one", async (t) => {
  const early = await freshModule(t)
  const { calls, fetchReply } = recordingFetch()
  early.startEarlyCall('/v1/sightings?make=Canon', { method: 'GET' }, fetchReply)
  const controller = new AbortController()
  void early.fetchClaimingEarly('/v1/sightings?make=Canon', { method: 'GET', signal: controller.signal })
  t.equal(calls[0]!.signal!.aborted, false)
  controller.abort()
  t.equal(calls[0]!.signal!.aborted, true)
})

t.test("once the area's code runs, an early script that runs late asks nothing; only GETs start early", async (t) => {
  const early = await freshModule(t)
  const { calls, fetchReply } = recordingFetch()
  early.startEarlyCall('/v1/searches', { method: 'POST' }, fetchReply)
  early.closeEarlyCalls()
  early.startEarlyCall('/v1/sightings?make=Canon', { method: 'GET' }, fetchReply)
  t.same(calls, [])
})

t.test("the early script's copy of the module and the area's share the page's calls", async (t) => {
  const earlyScript = await freshModule(t)
  const area = await freshModule(t, true)
  t.not(earlyScript, area, 'two copies, as two separately built scripts have')
  const { calls, fetchReply } = recordingFetch()
  earlyScript.startEarlyCall('/v1/sightings?make=Canon', { method: 'GET' }, fetchReply)
  const own = ownCalls(t)
  area.closeEarlyCalls()
  const reply = await area.fetchClaimingEarly('/v1/sightings?make=Canon', { method: 'GET' })
  t.same(await reply.json(), { totalResults: 0, results: [] }, "the area took the early script's reply")
  t.same(own, [], 'and made no call of its own')
  earlyScript.startEarlyCall('/v1/sightings?make=Nikon', { method: 'GET' }, fetchReply)
  t.equal(calls.length, 1, "the area's closing holds for the early script's copy too")
})
