// The typed URL state: a query string's shape declared once reads every parameter as its type or its default,
// never throwing, and writes back without defaults in the declared order; the shapes are TypeBox's own.

import t from 'tap'
import { Type, type Static } from 'typebox'
import { Value } from 'typebox/value'
import { readUrlState, UrlType, urlParamsOf, writeUrlState } from '../../../../shared/state/urlState.js'

const Shape = UrlType.Object({
  page: UrlType.Integer({ default: 1, minimum: 1, maximum: 1000 }),
  resultSize: UrlType.Enum([25, 50, 100], { default: 25 }),
  format: UrlType.Nullable(UrlType.Enum(['list', 'grid'])),
  name: UrlType.String({ default: '', maxLength: 5, pattern: '^[a-z]*$' }),
  zoom: UrlType.Nullable(UrlType.Number({ minimum: 0, maximum: 20 })),
  minor: UrlType.Boolean(),
  leads: UrlType.List(UrlType.Integer({ minimum: 0 }), { uniqueItems: true, maxItems: 3 }),
})
type Shape = Static<typeof Shape>

const DEFAULTS: Shape = { page: 1, resultSize: 25, format: null, name: '', zoom: null, minor: false, leads: [] }

t.test('an empty query string is every default, and writes as nothing', async (t) => {
  t.same(readUrlState(Shape, ''), DEFAULTS)
  t.equal(writeUrlState(Shape, DEFAULTS).toString(), '')
  t.equal(writeUrlState(Shape, {}).toString(), '', 'a value left out is its default')
})

t.test('each parameter reads as its type', async (t) => {
  const state = readUrlState(Shape, '?page=3&resultSize=050&format=grid&name=abc&zoom=2.5&minor=true&leads=4,1,4,x,-2,7,9')
  t.same(state, { page: 3, resultSize: 50, format: 'grid', name: 'abc', zoom: 2.5, minor: true, leads: [4, 1, 7] })
  t.ok(Value.Check(Type.Object(Shape.properties), state), 'the value read is one the TypeBox schema accepts')
})

t.test('a bad, unknown or out-of-limits value is its default, and nothing throws', async (t) => {
  const state = readUrlState(Shape, 'page=0&resultSize=30&format=map&name=ABCDEF&zoom=21&minor=yes&leads=&other=1')
  t.same(state, DEFAULTS)
  t.same(readUrlState(Shape, 'page=&zoom=&name=%E0%A4'), DEFAULTS, 'empty numbers and a malformed escape')
  t.equal(readUrlState(Shape, 'page=2.7').page, 2, 'a fraction of a page is its whole part, as a page number always was')
  t.equal(readUrlState(Shape, 'page=1e9').page, 1, 'above the maximum')
})

t.test('writing leaves the defaults out, in the declared order, whatever order the state was built in', async (t) => {
  const written = writeUrlState(Shape, { leads: [2, 5], minor: true, name: 'ab', page: 4, resultSize: 25, format: 'list', zoom: null })
  t.equal(written.toString(), 'page=4&format=list&name=ab&minor=true&leads=2%2C5')
  t.same(readUrlState(Shape, written), { ...DEFAULTS, page: 4, format: 'list', name: 'ab', minor: true, leads: [2, 5] }, 'and reads back the same')
})

t.test('written over a query string, the shape replaces its own parameters and keeps every other one before them', async (t) => {
  const over = new URLSearchParams('sorted=email.asc&page=9&minor=true&make=Canon')
  t.equal(writeUrlState(Shape, { name: 'x', page: 2 }, over).toString(), 'sorted=email.asc&make=Canon&page=2&name=x')
  t.equal(over.toString(), 'sorted=email.asc&page=9&minor=true&make=Canon', 'the query string given is not changed')
  t.same(urlParamsOf(Shape), ['page', 'resultSize', 'format', 'name', 'zoom', 'minor', 'leads'])
})

t.test('a default list is a fresh array each time it is read', async (t) => {
  const first = readUrlState(Shape, '')
  first.leads.push(1)
  t.same(readUrlState(Shape, '').leads, [])
})

t.test("the builders make TypeBox's own schemas", async (t) => {
  const pairs: [unknown, unknown][] = [
    [UrlType.Integer({ default: 1, minimum: 1 }), Type.Integer({ default: 1, minimum: 1 })],
    [UrlType.Number({ default: 2 }), Type.Number({ default: 2 })],
    [UrlType.String({ default: '', pattern: '^a$' }), Type.String({ default: '', pattern: '^a$' })],
    [UrlType.Boolean(), Type.Boolean({ default: false })],
    [UrlType.Enum(['a', 'b'], { default: 'a' }), Type.Enum(['a', 'b'], { default: 'a' })],
    [UrlType.Nullable(UrlType.String({})), Type.Union([Type.String(), Type.Null()], { default: null })],
    [UrlType.List(UrlType.Integer({})), Type.Array(Type.Integer(), { default: [] })],
    [Shape, Type.Object(Shape.properties)],
  ]
  for (const [ours, theirs] of pairs) {
    t.same(ours, theirs)
    t.equal((ours as Record<string, unknown>)['~kind'], (theirs as Record<string, unknown>)['~kind'], `kind ${(theirs as Record<string, unknown>)['~kind']}`)
  }
})

t.test('a shape whose parameter has no default is refused where it is declared', async (t) => {
  t.throws(() => UrlType.Object({ page: UrlType.Integer({ minimum: 1 }) }), /page has no default/)
})
