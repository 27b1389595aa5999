// The /v1 client (ARCHITECTURE.md "Rules every part keeps"; spec-1 §4.3, §4.4, §7, §8), driven by a fake fetch.

import t, { type Test } from 'tap'
import {
  api,
  BUSY_RETRIES,
  CANCELLED,
  createApiClient,
  isCancelled,
  fileNameOf,
  type ApiClientOptions,
  type Data,
} from '../../../../shared/api/client.js'
import { justificationHeaderValue } from '../../../../shared/api/request.js'
import { PERMISSION_DENIED, serverBusy } from '../../../../shared/api/types/reply.js'
import { storeJustification } from '../../../../shared/session/justification.js'

interface Sent {
  url: string
  init: RequestInit
  headers: Headers
}

const HERE = '/search?make=Canon&page=2'

function json(body: unknown, status = 200, statusText = 'OK'): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } })
}

/** A client whose fetch records what it was given and answers with `reply`. */
function setup(reply: (sent: Sent) => Response | Promise<Response> = () => json({}), options: ApiClientOptions = {}) {
  const sent: Sent[] = []
  const unauthorized: string[] = []
  const client = createApiClient({
    fetch: async (url, init) => {
      const request = { url, init, headers: new Headers(init.headers) }
      sent.push(request)
      return reply(request)
    },
    justification: () => 'Case 2024-17 review',
    onUnauthorized: (target) => void unauthorized.push(target),
    currentLocation: () => HERE,
    ...options,
  })
  return { client, sent, unauthorized }
}

/** A fetch answer the test releases by hand, to reply after a cancel. */
function deferred() {
  let release: (response: Response) => void = () => {}
  const promise = new Promise<Response>((resolve) => (release = resolve))
  return { promise, release }
}

t.test('every call sends credentials, the JSON accept header and the requesting-app header', async (t) => {
  const { client, sent } = setup()
  await client.get('/searches')
  await client.post('/searches', { json: {} })
  await client.put('/authenticate')
  await client.delete('/searches/bulk')
  t.strictSame(
    sent.map((s) => [s.init.method, s.url]),
    [['GET', '/v1/searches'], ['POST', '/v1/searches'], ['PUT', '/v1/authenticate'], ['DELETE', '/v1/searches/bulk']],
  )
  for (const s of sent) {
    t.equal(s.init.credentials, 'include')
    t.equal(s.headers.get('accept'), 'application/json')
    t.equal(s.headers.get('x-requesting-app'), 'lowside')
  }
})

t.test('the stored justification is sent when the call gives none', async (t) => {
  const { client, sent } = setup()
  await client.get('/sightings')
  t.equal(sent[0]?.headers.get('x-justification'), 'Case 2024-17 review')
})

t.test('an explicit justification replaces the stored one for that call only', async (t) => {
  const { client, sent } = setup()
  await client.get('/sightings', { justification: 'Export for court bundle' })
  await client.get('/sightings')
  t.equal(sent[0]?.headers.get('x-justification'), 'Export for court bundle')
  t.equal(sent[1]?.headers.get('x-justification'), 'Case 2024-17 review')
})

t.test('no justification header is sent when none is stored or given', async (t) => {
  const { client, sent } = setup(undefined, { justification: () => '' })
  await client.get('/sightings')
  t.equal(sent[0]?.headers.has('x-justification'), false)
})

t.test('by default the justification comes from the stored one', async (t) => {
  const { client, sent } = setup(undefined, { justification: undefined })
  storeJustification('  Stored by the dialog  ')
  t.teardown(() => storeJustification(''))
  await client.get('/sightings')
  t.equal(sent[0]?.headers.get('x-justification'), 'Stored by the dialog')
})

t.test('a justification with line breaks or non-ASCII text is sent as a valid header', async (t) => {
  t.equal(justificationHeaderValue('Case 12\nsecond line'), 'Case 12 second line')
  t.equal(justificationHeaderValue('Enquête 7'), "utf-8''Enqu%C3%AAte%207")
  const { client, sent } = setup(undefined, { justification: () => 'Ermittlung\r\nÄ-12 调查' })
  const reply = await client.get('/sightings')
  t.equal(reply.success, true)
  t.equal(sent[0]?.headers.get('x-justification'), "utf-8''Ermittlung%20%C3%84-12%20%E8%B0%83%E6%9F%A5")
})

t.test('query values are encoded, arrays repeat their key and undefined values are dropped', async (t) => {
  const { client, sent } = setup()
  await client.get('/sightings', {
    query: { page: 1, resultSize: 1000, make: ['Canon', 'Nikon'], model: undefined, allowWildcards: true, q: 'a b&c' },
  })
  t.equal(sent[0]?.url, '/v1/sightings?page=1&resultSize=1000&make=Canon&make=Nikon&allowWildcards=true&q=a+b%26c')
})

t.test('a query is appended to a path that already has one', async (t) => {
  const { client, sent } = setup()
  await client.get('/sightings?map', { query: { exists: 'location' } })
  await client.get('/searches', { query: { ids: undefined } })
  await client.get('sightings?', { query: { page: 2 } })
  t.equal(sent[0]?.url, '/v1/sightings?map&exists=location')
  t.equal(sent[1]?.url, '/v1/searches')
  t.equal(sent[2]?.url, '/v1/sightings?page=2')
})

t.test('a json body is sent as JSON with its content type', async (t) => {
  const { client, sent } = setup()
  await client.post('/settings', { json: { showImages: false, firstName: 'Ada' } })
  t.equal(sent[0]?.init.body, '{"showImages":false,"firstName":"Ada"}')
  t.equal(sent[0]?.headers.get('content-type'), 'application/json')
})

t.test('a form body is sent url-encoded with its content type', async (t) => {
  const { client, sent } = setup()
  await client.post('/register', { form: { email: 'ada@example.org', password: 'p w&d', code: undefined } })
  await client.post('/trial', { form: new URLSearchParams({ email: 'bo@example.org' }) })
  t.equal(sent[0]?.init.body, 'email=ada%40example.org&password=p+w%26d')
  t.equal(sent[0]?.headers.get('content-type'), 'application/x-www-form-urlencoded')
  t.equal(sent[1]?.init.body, 'email=bo%40example.org')
})

t.test('a call without a body sends no content type', async (t) => {
  const { client, sent } = setup()
  await client.get('/searches', { headers: { 'x-session': 'abc' } })
  t.equal(sent[0]?.init.body, undefined)
  t.equal(sent[0]?.headers.has('content-type'), false)
  t.equal(sent[0]?.headers.get('x-session'), 'abc')
})

t.test('a 401 reply sends the user to sign out with the current path and query', async (t) => {
  const { client, unauthorized } = setup(() => json({ error: 'Session expired' }, 401, 'Unauthorized'))
  const reply = await client.get('/sightings')
  t.strictSame(unauthorized, [HERE])
  t.strictSame(reply, { success: false, error: 'Session expired', status: 401 })
})

t.test('the default 401 handler goes to /logout with the path and query as redirect', async (t) => {
  const assigned: string[] = []
  const globals = globalThis as { window?: unknown; location?: unknown }
  globals.location = { pathname: '/search', search: '?make=Canon&page=2' }
  globals.window = { location: { assign: (url: string) => void assigned.push(url) } }
  t.teardown(() => {
    delete globals.location
    delete globals.window
  })
  const { client } = setup(() => new Response('', { status: 401, statusText: 'Unauthorized' }), {
    onUnauthorized: undefined,
    currentLocation: undefined,
  })
  const reply = await client.get('/sightings')
  t.strictSame(assigned, ['/logout?redirect=%2Fsearch%3Fmake%3DCanon%26page%3D2'])
  t.strictSame(reply, { success: false, error: 'Error. 401 Unauthorized', status: 401 })
})

t.test('a 403 reply becomes "Permission Denied."', async (t) => {
  const { client, unauthorized } = setup(() => json({ success: false, error: 'role missing' }, 403, 'Forbidden'))
  const reply = await client.get('/sightings')
  t.equal(PERMISSION_DENIED, 'Permission Denied.')
  t.strictSame(reply, { success: false, error: 'Permission Denied.', status: 403 })
  t.strictSame(unauthorized, [])
})

t.test('a 500 without error text becomes "Error." with status and statusText', async (t) => {
  const { client } = setup(() => new Response('<html>oops</html>', { status: 500, statusText: 'Internal Server Error' }))
  t.strictSame(await client.get('/sightings'), { success: false, error: 'Error. 500 Internal Server Error', status: 500 })
})

t.test('a failure without statusText (HTTP/2) reads "Error." with the status alone', async (t) => {
  const { client } = setup(() => new Response(null, { status: 502 }))
  t.strictSame(await client.get('/sightings'), { success: false, error: 'Error. 502', status: 502 })
})

t.test('the error text of a failing reply is passed on', async (t) => {
  const { client } = setup(() => json({ success: false, error: 'Unknown filter: colour' }, 400, 'Bad Request'))
  t.strictSame(await client.get('/sightings'), { success: false, error: 'Unknown filter: colour', status: 400 })
})

t.test('a refusal that names its field is passed on with it', async (t) => {
  const { client } = setup(() => json({ success: false, error: 'The expiresAt must be a real date.', field: 'expiresAt' }, 400, 'Bad Request'))
  t.strictSame(await client.post('/licences', { json: {} }), { success: false, error: 'The expiresAt must be a real date.', status: 400, field: 'expiresAt' })
})

t.test('a 2xx reply saying success false is a failure with its error', async (t) => {
  const { client } = setup(() => json({ success: false, error: 'Reference already exists' }))
  t.strictSame(await client.post('/searches', { json: { reference: 'x' } }), {
    success: false,
    error: 'Reference already exists',
    status: 200,
  })
})

t.test('a network failure is a failure marked networkError with the thrown message', async (t) => {
  const { client } = setup(() => Promise.reject(new TypeError('fetch failed')))
  t.strictSame(await client.post('/authenticate', { json: {} }), { success: false, error: 'fetch failed', networkError: true })
})

/** The refusal the edge and the service send past their capacity (api-admission.ts, load-shedding.ts). */
function busy(retryAfter: string | null = '2', error = serverBusy(2)): Response {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (retryAfter !== null) headers['retry-after'] = retryAfter
  return new Response(JSON.stringify({ success: false, error }), { status: 503, statusText: 'Service Unavailable', headers })
}

t.test('a call refused as busy is made again after the wait it asks for, and its next reply is the reply', async (t) => {
  const waits: number[] = []
  const replies = [busy('2'), busy('1'), json({ totalResults: 3 })]
  const { client, sent } = setup(() => replies.shift()!, { sleep: async (ms) => void waits.push(ms) })
  t.strictSame(await client.get('/sightings', { query: { make: 'Canon' } }), { totalResults: 3, success: true })
  t.strictSame(waits, [2000, 1000])
  t.equal(sent.length, 3)
  t.ok(sent.every((s) => s.url === '/v1/sightings?make=Canon'))
  // No handler ran for a refused call, so one that changes something is made again too, with its body.
  const again = [busy(), json({ id: 'q1' })]
  const post = setup(() => again.shift()!, { sleep: async () => {} })
  t.strictSame(await post.client.post('/searches', { json: { reference: 'x' } }), { id: 'q1', success: true })
  t.strictSame(post.sent.map((s) => s.init.body), ['{"reference":"x"}', '{"reference":"x"}'])
})

t.test('after its retries a busy refusal is the reply, with the server\'s words', async (t) => {
  const { client, sent } = setup(() => busy(), { sleep: async () => {} })
  t.strictSame(await client.get('/sightings'), { success: false, error: serverBusy(2), status: 503 })
  t.equal(sent.length, 1 + BUSY_RETRIES)
})

t.test('a 503 that is not our busy refusal, or asks for too long a wait, is not made again', async (t) => {
  for (const [name, response] of [
    ['no Retry-After', () => busy(null)],
    ['a wait past 10 seconds', () => busy('60')],
    ['a date for Retry-After', () => busy('Wed, 21 Oct 2026 07:28:00 GMT')],
    ['another error text', () => busy('2', 'Maintenance')],
    ['a 500', () => json({ success: false, error: serverBusy(2) }, 500)],
  ] as const) {
    const { client, sent } = setup(response, { sleep: async () => void t.fail(`waited on ${name}`) })
    const reply = await client.get('/sightings')
    t.equal(reply.success, false, name)
    t.equal(sent.length, 1, name)
  }
})

t.test('a call cancelled while it waits to be made again resolves to the marker and is not made again', async (t) => {
  const controller = new AbortController()
  const { client, sent } = setup(() => busy(), {
    sleep: async () => {
      controller.abort()
    },
  })
  t.equal(await client.get('/sightings', { signal: controller.signal }), CANCELLED)
  t.equal(sent.length, 1)
  // The default wait ends at once on the abort: a cancelled search does not hold its timer for seconds.
  const real = setup(() => busy('10'))
  const aborting = new AbortController()
  const started = Date.now()
  const pending = real.client.get('/sightings', { signal: aborting.signal })
  setTimeout(() => aborting.abort(), 20)
  t.equal(await pending, CANCELLED)
  t.ok(Date.now() - started < 5000)
})

t.test('a body that cannot be encoded is a failure and nothing is sent', async (t) => {
  const { client, sent } = setup()
  const reply = await client.post('/settings', { json: { size: 10n } })
  t.equal(reply.success, false)
  t.match(reply, { error: /BigInt/ })
  t.equal(sent.length, 0)
})

t.test('a success object gets success true', async (t) => {
  const { client } = setup(() => json({ results: [{ id: 'a1' }], totalResults: 1 }))
  const reply = await client.get<{ results: { id: string }[]; totalResults: number }>('/sightings')
  t.strictSame(reply, { results: [{ id: 'a1' }], totalResults: 1, success: true })
  if (reply.success) t.equal(reply.totalResults, 1)
})

t.test('a success array is wrapped as data', async (t) => {
  const { client } = setup(() => json([{ id: 's1' }, { id: 's2' }]))
  const reply = await client.get<Data<{ id: string }[]>>('/searches')
  t.strictSame(reply, { success: true, data: [{ id: 's1' }, { id: 's2' }] })
})

t.test('an empty 204 reply is a plain success', async (t) => {
  const { client } = setup(() => new Response(null, { status: 204, statusText: 'No Content' }))
  t.strictSame(await client.delete('/searches/bulk'), { success: true })
})

t.test('a 2xx reply that is not JSON is a failure, not a crash', async (t) => {
  const { client } = setup(() => new Response('<!doctype html>', { status: 200, statusText: 'OK' }))
  t.strictSame(await client.get('/searches'), { success: false, error: 'Error. 200 OK', status: 200 })
})

t.test('cancel resolves to the cancelled marker and a late reply is ignored', async (t) => {
  const late = deferred()
  const { client, sent, unauthorized } = setup(() => late.promise)
  const { promise, cancel } = client.cancelable.get('/sightings', { query: { page: 1 } })
  cancel()
  const outcome = await promise
  t.equal(outcome, CANCELLED)
  t.equal(isCancelled(outcome), true)
  t.equal(sent[0]?.init.signal?.aborted, true)
  late.release(json({ error: 'expired' }, 401, 'Unauthorized'))
  await new Promise((resolve) => setImmediate(resolve))
  t.strictSame(unauthorized, [])
})

t.test('a cancelable call that is not cancelled resolves to its reply', async (t) => {
  const { client } = setup(() => json({ image: { id: 'x9' } }))
  const { promise } = client.cancelable.get('/sightings/x9')
  const outcome = await promise
  t.equal(isCancelled(outcome), false)
  t.strictSame(outcome, { image: { id: 'x9' }, success: true })
})

t.test('a call whose own signal aborts resolves to the cancelled marker', async (t) => {
  const late = deferred()
  const { client } = setup(() => late.promise)
  const controller = new AbortController()
  const pending = client.get('/sightings', { signal: controller.signal })
  controller.abort()
  t.equal(await pending, CANCELLED)
  const already = await client.cancelable.get('/sightings', { signal: controller.signal }).promise
  t.equal(already, CANCELLED)
})

t.test('a fetch that rejects because it was aborted resolves to the marker, not a failure', async (t) => {
  const { client } = setup(
    (s) =>
      new Promise<Response>((_, reject) =>
        s.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      ),
  )
  const { promise, cancel } = client.cancelable.get('/sightings')
  cancel()
  t.equal(await promise, CANCELLED)
})

t.test('the marker is frozen and distinct from any reply', async (t: Test) => {
  t.equal(Object.isFrozen(CANCELLED), true)
  t.equal(isCancelled({ cancelled: true }), false)
})

t.test('the default client loads without a browser', async (t) => {
  t.type(api.get, 'function')
  t.type(api.cancelable.get, 'function')
})

t.test('a download carries the justification and gives the file with its name; a failure is a reply like any other', async (t) => {
  const csv = 'a,b\n1,2\n'
  const { client, sent } = setup(({ url }) =>
    url.includes('denied')
      ? json({ success: false, error: 'A justification is required.' }, 400, 'Bad Request')
      : new Response(csv, { headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="audit 1.csv"; filename*=UTF-8''audit%20%C3%A9.csv` } }),
  )
  const ok = await client.download('/licences/3/audit/export', { query: { format: 'csv' }, justification: 'Case 7' })
  t.ok(ok.success)
  if (ok.success) {
    t.equal(await ok.file.text(), csv)
    t.equal(ok.fileName, 'audit é.csv', 'the extended name wins')
  }
  t.equal(sent[0]!.url, '/v1/licences/3/audit/export?format=csv')
  t.equal(sent[0]!.headers.get('x-justification'), 'Case 7')
  const refused = await client.download('/denied')
  t.same(refused, { success: false, error: 'A justification is required.', status: 400 })
})

t.test('a file name from Content-Disposition is never a path', async (t) => {
  t.equal(fileNameOf('attachment; filename="../../etc/passwd"'), 'passwd')
  t.equal(fileNameOf('attachment; filename=report.pdf'), 'report.pdf')
  t.equal(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A"), null, 'an undecodable name is none')
  t.equal(fileNameOf(null), null)
})
