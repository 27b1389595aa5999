// The client's partial read (issue 15 §9): a 2xx JSON reply read as it arrives tells the items so far, and
// the call still resolves to the reply the whole text makes; failures, 401, non-JSON replies and a cancel
// behave as without it.

import t, { type Test } from 'tap'
import { CANCELLED, createApiClient, type PartialRead } from '../../../../shared/api/client.js'
import type { PartialObject } from '../../../../shared/api/streamedList.js'
import { PERMISSION_DENIED } from '../../../../shared/api/types/reply.js'

const encoder = new TextEncoder()

/** A reply body the test sends piece by piece, as bytes; `fail` breaks the connection mid-way. */
function arriving() {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) })
  return {
    body,
    send: (bytes: Uint8Array) => controller.enqueue(bytes),
    end: () => controller.close(),
    fail: () => controller.error(new TypeError('network error')),
  }
}

/** Lets the client read what was sent so far. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5))

function setup(respond: () => Response) {
  const unauthorized: string[] = []
  const client = createApiClient({
    fetch: async () => respond(),
    justification: () => 'Case 2024-17 review',
    onUnauthorized: (target) => void unauthorized.push(target),
    currentLocation: () => '/search',
  })
  return { client, unauthorized }
}

/** A partial read that records each report. */
function recorder(firstAt = 2): PartialRead & { seen: PartialObject[] } {
  const seen: PartialObject[] = []
  return { field: 'results', firstAt, seen, onPartial: (value) => void seen.push(value) }
}

const counts = (seen: PartialObject[]) => seen.map((p) => (p.results as unknown[]).length)
const jsonHeaders = { 'content-type': 'application/json; charset=utf-8' }
const items = Array.from({ length: 6 }, (_, i) => ({ id: `s${i}`, domain: 'ünïcode.example', note: 'a "quote" and \\' }))
const reply = { success: true, totalResults: 6000, notices: [], results: items }
const bytes = encoder.encode(JSON.stringify(reply))
/** A byte offset inside the two-byte "ü" of the third item. */
const insideThirdItem = bytes.indexOf(0xc3, encoder.encode(JSON.stringify(reply).split('"s2"')[0]!).length) + 1

t.test('a reply arriving in pieces tells the items so far, then resolves to the whole reply', async (t) => {
  const body = arriving()
  const { client } = setup(() => new Response(body.body, { status: 200, headers: jsonHeaders }))
  const partial = recorder()
  const call = client.cancelable.get('/sightings', { partial })
  body.send(bytes.slice(0, 30))
  await settle()
  t.same(counts(partial.seen), [], 'no item complete yet')
  body.send(bytes.slice(30, insideThirdItem))
  await settle()
  t.same(partial.seen, [{ ...reply, results: items.slice(0, 2) }], 'two complete items with the fields before them')
  body.send(bytes.slice(insideThirdItem))
  body.end()
  t.strictSame(await call.promise, reply, 'the same reply as read whole')
  t.same(counts(partial.seen), [2], 'the end of the list is left to the whole reply')
})

t.test('a reply that fails is a failure as before, and nothing is told', async (t) => {
  for (const [status, statusText, expected] of [
    [500, 'Internal Server Error', 'Error. 500 Internal Server Error'],
    [403, 'Forbidden', PERMISSION_DENIED],
  ] as const) {
    const partial = recorder(1)
    const { client } = setup(() => new Response(bytes, { status, statusText, headers: jsonHeaders }))
    t.same(await client.get('/sightings', { partial }), { success: false, error: expected, status })
    t.same(partial.seen, [], `${status}: no partial`)
  }
  const partial = recorder(1)
  const { client } = setup(() => new Response(JSON.stringify({ success: false, error: 'Too many.', results: items }), { status: 200, headers: jsonHeaders }))
  t.same(await client.get('/sightings', { partial }), { success: false, error: 'Too many.', status: 200 })
  t.same(partial.seen, [], 'success false: no partial')
})

t.test('a 401 still signs the user out, with no partial', async (t) => {
  const partial = recorder(1)
  const { client, unauthorized } = setup(() => new Response(bytes, { status: 401, statusText: 'Unauthorized', headers: jsonHeaders }))
  const outcome = await client.get('/sightings', { partial })
  t.equal(outcome.success, false)
  t.same(unauthorized, ['/search'])
  t.same(partial.seen, [])
})

t.test('a reply that is not JSON is not read in pieces', async (t) => {
  const partial = recorder(1)
  const { client } = setup(() => new Response(bytes, { status: 200, headers: { 'content-type': 'text/plain' } }))
  t.strictSame(await client.get('/sightings', { partial }), reply, 'its text still decides the reply')
  t.same(partial.seen, [])
})

t.test('a cancel mid-way resolves to the marker and tells nothing more', async (t) => {
  const body = arriving()
  const { client } = setup(() => new Response(body.body, { status: 200, headers: jsonHeaders }))
  const partial = recorder(1)
  const call = client.cancelable.get('/sightings', { partial })
  body.send(bytes.slice(0, insideThirdItem))
  await settle()
  t.same(counts(partial.seen), [1, 2], 'the first item at once, then the rest of the piece')
  call.cancel()
  body.send(bytes.slice(insideThirdItem, -3))
  await settle()
  t.equal(await call.promise, CANCELLED)
  t.same(counts(partial.seen), [1, 2], 'no partial after the cancel')
})

t.test('a connection lost mid-way is a network failure, as before', async (t) => {
  const body = arriving()
  const { client } = setup(() => new Response(body.body, { status: 200, headers: jsonHeaders }))
  const partial = recorder(1)
  const call = client.get('/sightings', { partial })
  body.send(bytes.slice(0, insideThirdItem))
  await settle()
  body.fail()
  t.same(await call, { success: false, error: 'network error', networkError: true })
  t.same(counts(partial.seen), [1, 2], 'what was shown stays for the page to replace')
})

/**
 * Reads a reply with a page that draws each report in a task of its own, as a page's draw asked for on a report
 * is, and returns what happened in order: the reports, the draws and the whole reply.
 */
async function drawOrder(t: Test, body: BodyInit): Promise<string[]> {
  const { client } = setup(() => new Response(body, { status: 200, headers: jsonHeaders }))
  const order: string[] = []
  const call = client.get('/sightings', {
    partial: {
      field: 'results',
      firstAt: 2,
      onPartial: (value) => {
        order.push(`report of ${(value.results as unknown[]).length}`)
        setTimeout(() => order.push('draw'), 0)
      },
    },
  })
  t.strictSame(await call, reply, 'the same reply as read whole')
  order.push('whole reply')
  return order
}

t.test('after a report the page gets a turn before the next piece is read', async (t) => {
  // The whole reply is already in, in pieces: without the turn, every piece and then the whole text would be
  // read before the page could draw the first page it was told of.
  const pieces = [bytes.slice(0, insideThirdItem), bytes.slice(insideThirdItem, insideThirdItem + 20), bytes.slice(insideThirdItem + 20)]
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => {
      for (const piece of pieces) controller.enqueue(piece)
      controller.close()
    },
  })
  t.same(await drawOrder(t, body), ['report of 2', 'draw', 'whole reply'], 'the report is drawn before reading goes on')
})

t.test('a reply already in as one piece: its first page is drawn before the rest of the piece is read', async (t) => {
  // A reply that is in by the time the page reads it comes as a few large pieces; the first page must not wait
  // for the rest of one to be scanned.
  t.same(await drawOrder(t, bytes), ['report of 2', 'draw', 'whole reply'], 'the first page is drawn, then the rest is left to the whole reply')
})

t.test('a reply of a megabyte already in as one piece: its first page is reported before the rest is decoded', async (t) => {
  // Decoding the whole megabyte first would hold the first page back for as long as that takes.
  const many = Array.from({ length: 1000 }, (_, i) => ({ id: `s${i}`, domain: 'ünïcode.example', note: 'x'.repeat(1000) }))
  const large = { success: true, totalResults: 6000, notices: [], results: many }
  const whole = encoder.encode(JSON.stringify(large))
  t.ok(whole.length > 1_000_000, `${whole.length} bytes`)
  let decoded = 0
  const decode = TextDecoder.prototype.decode
  TextDecoder.prototype.decode = function (input?: AllowSharedBufferSource, options?: TextDecodeOptions) {
    decoded += input?.byteLength ?? 0
    return decode.call(this, input, options)
  }
  t.teardown(() => void (TextDecoder.prototype.decode = decode))
  const decodedAtReport: number[] = []
  const { client } = setup(() => new Response(whole, { status: 200, headers: jsonHeaders }))
  const result = await client.get('/sightings', { partial: { field: 'results', firstAt: 25, onPartial: () => void decodedAtReport.push(decoded) } })
  t.strictSame(result, large, 'the same reply as read whole')
  t.ok(decodedAtReport.length > 0, 'the first page was reported')
  t.ok(decodedAtReport[0]! <= 64 * 1024, `decoded by the first report: ${decodedAtReport[0]} of ${whole.length} bytes`)
})

t.test('where the browser has task priorities, reading goes on in a background task, after the page draws', async (t) => {
  // React queues its render in a task of normal priority; a timer of 0 could come first, a background task cannot.
  const priorities: string[] = []
  const scheduler = {
    postTask: (task: () => void, options: { priority: string }) => {
      priorities.push(options.priority)
      return new Promise((resolve) => setTimeout(() => resolve(task()), 0))
    },
  }
  Object.assign(globalThis, { scheduler })
  t.teardown(() => void delete (globalThis as { scheduler?: unknown }).scheduler)
  const { client } = setup(() => new Response(bytes, { status: 200, headers: jsonHeaders }))
  const partial = recorder(2)
  t.strictSame(await client.get('/sightings', { partial }), reply, 'the same reply as read whole')
  t.same(counts(partial.seen), [2])
  t.same(priorities, ['background'], 'one background task, after the one report')
})
