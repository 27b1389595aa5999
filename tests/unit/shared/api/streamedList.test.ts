// The streamed read of a reply whose list comes last (issue 15 §9): the leading fields and each complete
// item, reported at doubling counts, whatever the chunk boundaries; nothing for text of another shape.

import t from 'tap'
import { createStreamedListReader, type PartialObject } from '../../../../shared/api/streamedList.js'

/** Feeds the text in pieces of `size` characters, reading on after each report, and returns every partial reported. */
function readInPieces(text: string, size: number, firstAt = 1, field = 'results'): PartialObject[] {
  const partials: PartialObject[] = []
  const reader = createStreamedListReader({ field, firstAt, onPartial: (value) => partials.push(value) })
  for (let i = 0; i < text.length; i += size) {
    let reported = reader.push(text.slice(i, i + size))
    while (reported) reported = reader.push('')
  }
  return partials
}

/** Every partial for every piece size from 1 to the whole text. */
function everySplit(text: string, firstAt = 1): PartialObject[][] {
  return Array.from({ length: text.length }, (_, i) => readInPieces(text, i + 1, firstAt))
}

const items = [
  { id: 'a"b', note: 'a \\ backslash and a "quote" and a ] bracket, a } brace, a comma' },
  { id: 'nested', tags: [{ k: ['x', { y: [1, 2, [3]] }] }], empty: {}, none: null },
  { id: 'unicode', text: 'Zürich \u2028 \n tab\t', escaped: '\\"' },
  { id: 'last', n: -1.5e3, yes: true },
]
const reply = { success: true, totalResults: 1234, notices: [{ filter: 'make', text: 'a, b: [c]' }], results: items }
const replyText = JSON.stringify(reply)

t.test('each complete item arrives with the leading fields, whatever the chunk boundaries', async (t) => {
  // The reply as it stands while its last item is still arriving.
  const arriving = replyText.slice(0, replyText.lastIndexOf('{"id":"last"') + 12)
  for (let size = 1; size <= arriving.length; size++) {
    const partials = readInPieces(arriving, size)
    const counts = partials.map((p) => (p.results as unknown[]).length)
    if (size === 1) t.same(counts, [1, 2], 'a character at a time: reported at 1 and 2 items (4 never comes)')
    if (size === arriving.length) t.same(counts, [1, 3], 'all at once: the first report where it is reached, then the rest of the piece')
    t.ok(counts.every((count, i) => i === 0 || count >= counts[i - 1]! * 2), `pieces of ${size}: each report doubles the last`)
    for (const partial of partials) {
      t.same(partial, { ...reply, results: items.slice(0, (partial.results as unknown[]).length) }, 'each item complete, in order')
    }
  }
})

t.test('the end of the list reports nothing: the whole reply is read next', async (t) => {
  for (const partials of everySplit(replyText)) t.ok(partials.every((p) => (p.results as unknown[]).length < items.length))
  t.same(readInPieces(replyText, replyText.length), [{ ...reply, results: items.slice(0, 1) }], 'all at once: only the first report')
})

t.test('partials come when the count reaches the first threshold, then each time it doubles', async (t) => {
  const many = Array.from({ length: 100 }, (_, i) => ({ i }))
  const text = JSON.stringify({ success: true, totalResults: 100, results: many })
  const counts = readInPieces(text, 7, 10).map((p) => (p.results as unknown[]).length)
  t.same(counts, [10, 20, 40, 80])
  const arriving = text.slice(0, -10)
  t.same(
    readInPieces(arriving, arriving.length, 10).map((p) => (p.results as unknown[]).length),
    [10, 99],
    'one piece with many items: the first report where it is reached, then the rest of the piece as one',
  )
})

t.test('the first report stops the read where it is reached, so the page can draw it first', async (t) => {
  const many = Array.from({ length: 100 }, (_, i) => ({ i }))
  const text = JSON.stringify({ success: true, totalResults: 100, results: many })
  const counts: number[] = []
  const reader = createStreamedListReader({ field: 'results', firstAt: 10, onPartial: (value) => counts.push((value.results as unknown[]).length) })
  t.equal(reader.push(text.slice(0, -10)), true, 'the piece holds the first report')
  t.same(counts, [10], 'nothing past the first report is read yet')
  t.equal(reader.push(''), true, 'reading on reports the rest of the piece')
  t.same(counts, [10, 99])
  t.equal(reader.push(''), false, 'nothing left to read')
  t.equal(reader.push(text.slice(-10)), false, 'the end of the list is left to the whole reply')
  t.same(counts, [10, 99])
})

t.test('spaces and line breaks between the tokens are read as JSON allows', async (t) => {
  const text = JSON.stringify({ success: true, totalResults: 4, results: [{ a: 1 }, 'two', 3, null, [5]] }, null, 2)
  const arriving = text.slice(0, text.lastIndexOf('['))
  for (const partials of everySplit(arriving, 4)) t.same(partials, [{ success: true, totalResults: 4, results: [{ a: 1 }, 'two', 3, null] }])
})

t.test('an empty list reports nothing', async (t) => {
  for (const partials of everySplit('{"success":true,"totalResults":0,"results":[]}')) t.same(partials, [])
})

t.test('text of another shape reports nothing', async (t) => {
  const others = [
    '[{"results":[1,2,3]}]',
    '{"success":true,"results":"not a list","totalResults":2}',
    '{"success":true,"totalResults":3}',
    '{"success":true,"inner":{"results":[1,2,3]},"totalResults":3}',
    '{"success":true,"note":"\\"results\\":[1,2,3]","total":3}',
    'not json, "results":[1,2,3]',
    '{"success":true, broken "results":[1,2,3]}',
    '{"success":true,"results":[1,2,{broken}, 4, 5]}',
  ]
  for (const text of others) {
    const partials = everySplit(text).flat()
    const broken = text.includes('{broken}')
    // The items before a broken one were complete JSON; nothing after it is reported.
    t.same(partials.filter((p) => (p.results as unknown[]).length > 2), [], `${text}: nothing past what parses`)
    if (!broken) t.same(partials, [], text)
  }
})

t.test('a reply saying success false reports nothing, even with a list', async (t) => {
  t.same(everySplit('{"success":false,"error":"Too many requests."}').flat(), [])
  t.same(everySplit('{"success":false,"error":"x","results":[1,2,3]}').flat(), [])
})

t.test('another list field is read when named', async (t) => {
  const text = JSON.stringify({ success: true, results: [9], leads: [{ id: 1 }, { id: 2 }, { id: 3 }] })
  t.same(readInPieces(text, 3, 2, 'leads'), [{ success: true, results: [9], leads: [{ id: 1 }, { id: 2 }] }])
})

t.test('after the report that reaches lastAt the reader stops: no more scanning, no more reports', async (t) => {
  const many = { success: true, totalResults: 50, results: Array.from({ length: 50 }, (_, i) => ({ id: i })) }
  const partials: PartialObject[] = []
  const reader = createStreamedListReader({ field: 'results', firstAt: 2, lastAt: 8, onPartial: (value) => partials.push(value) })
  for (const piece of JSON.stringify(many).match(/.{1,7}/g)!) reader.push(piece)
  t.same(partials.map((p) => (p.results as unknown[]).length), [2, 4, 8])
  const byDefault: number[] = []
  const reader200 = createStreamedListReader({ field: 'results', firstAt: 25, onPartial: (value) => byDefault.push((value.results as unknown[]).length) })
  const thousand = { success: true, totalResults: 1000, results: Array.from({ length: 1000 }, (_, i) => ({ id: i })) }
  for (const piece of JSON.stringify(thousand).match(/.{1,8}/g)!) reader200.push(piece)
  t.same(byDefault, [25, 50, 100, 200], 'by default it stops at the largest page, 200')
})
