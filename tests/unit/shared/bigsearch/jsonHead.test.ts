// The start of an upload read as far as it goes (spec-2 §5 "File-format detection" reads only the first bytes).

import t from 'tap'
import { parseHead } from '../../../../shared/bigsearch/jsonHead.js'

t.test('a whole document reads as JSON.parse reads it', async (t) => {
  const text = '{"a":[1,-2.5e3,true,false,null,"x\\u0041\\n"],"b":{}}'
  const head = parseHead(text)
  t.same(head, { value: JSON.parse(text), complete: true, error: null })
})

t.test('a document cut off keeps its containers and the keys read so far', async (t) => {
  const head = parseHead('{"odata.metadata":"http://github.com/ICMEC/ProjectVic/DataModels/1.3.xml#Cases","value":[{"CaseID":"1","Media":[{"MD5":"AB')
  t.equal(head.complete, false)
  t.equal(head.error, null)
  const value = head.value as { value: { Media: { MD5: string }[] }[] }
  t.equal(value.value[0]!.Media[0]!.MD5, 'AB', 'a string cut off holds its part read')
})

t.test('a key whose value is cut off is present', async (t) => {
  for (const text of ['{"fingerprint":', '{"fingerprint": 12', '{"fingerprint": tr', '{"fingerprint": "\\', '{"fingerprint": "\\u00']) {
    const head = parseHead(text)
    t.ok(Object.hasOwn(head.value as object, 'fingerprint'), text)
    t.equal(head.error, null, text)
  }
})

t.test('a UTF-8 byte-order mark is skipped', async (t) => {
  t.same(parseHead('\ufeff[{"SourceFile":"a.jpg"}]').value, [{ SourceFile: 'a.jpg' }])
})

t.test('text that is not JSON says what and where', async (t) => {
  t.same(parseHead('Case notes').error, { what: 'expected a value', offset: 0 })
  t.same(parseHead('[1 2]').error, { what: "expected ','", offset: 3 })
  t.same(parseHead('{"a" 1}').error, { what: "expected ':'", offset: 5 })
  t.same(parseHead('{1:2}').error, { what: 'expected an object key', offset: 1 })
  t.same(parseHead('[1] x').error, { what: 'unexpected characters', offset: 4 })
})

t.test('a __proto__ key is data, never the prototype', async (t) => {
  const value = parseHead('{"__proto__":{"polluted":true}}').value as Record<string, unknown>
  t.equal(Object.getPrototypeOf(value), Object.prototype)
  t.same(Object.keys(value), ['__proto__'])
  t.equal(({} as Record<string, unknown>).polluted, undefined)
})

t.test('nesting past the limit stops reading rather than the stack', async (t) => {
  const head = parseHead('['.repeat(100000))
  t.equal(head.complete, false)
  t.ok(Array.isArray(head.value))
})
