// The fingerprint file (spec-2 §3, §5, §8; docs/camid-fingerprint.md): both formats round trip in JSON and XML,
// the written JSON meets docs/camid-fingerprint.schema.json, and every refusal names what is wrong.

import t from 'tap'
import { readFileSync } from 'node:fs'
import { decodeBase64, encodeBase64 } from '../../../shared/camid/prnu/base64.js'
import {
  decodeFingerprint,
  encodeFingerprint,
  FINGERPRINT_ALGORITHM,
  FINGERPRINT_FORMATS,
  fingerprintFromJson,
  INVALID_FORMAT,
  readFingerprintFile,
  writeFingerprintFile,
  type FingerprintFile,
  type FingerprintFormat,
} from '../../../shared/camid/prnu/fingerprintFile.js'

const SCHEMA = JSON.parse(readFileSync(new URL('../../../docs/camid-fingerprint.schema.json', import.meta.url), 'utf8'))

/** Deterministic values with both signs and no zero. */
function valuesOf(cropSize: number): Float32Array {
  return Float32Array.from({ length: cropSize * cropSize }, (_, i) => Math.sin(i * 12.9898 + 1) * 0.03 + (i % 2 ? 1e-6 : -1e-6))
}

function fileOf(format: FingerprintFormat, cropSize = 96): FingerprintFile {
  return { format, resolution: { width: 640, height: 480 }, cropSize, density: 7, algorithm: FINGERPRINT_ALGORITHM, fingerprint: valuesOf(cropSize) }
}

const asJson = (text: string) => ({ name: 'fp.json', type: 'application/json', text })
const jsonOf = (fields: Record<string, unknown>) => asJson(JSON.stringify(fields))
const validFields = (format: FingerprintFormat = FINGERPRINT_FORMATS.float32) => JSON.parse(writeFingerprintFile(fileOf(format), { as: 'json' })) as Record<string, unknown>

/** The schema's own words, checked for the keywords it uses (no validator package). */
function schemaProblems(value: Record<string, unknown>): string[] {
  const problems: string[] = []
  for (const name of SCHEMA.required as string[]) if (!(name in value)) problems.push(`${name} missing`)
  for (const [name, rule] of Object.entries(SCHEMA.properties as Record<string, Record<string, unknown>>)) {
    if (!(name in value)) continue
    const v = value[name]
    if (rule.enum && !(rule.enum as unknown[]).includes(v)) problems.push(`${name} not in enum`)
    if (rule.type === 'string' && typeof v !== 'string') problems.push(`${name} not a string`)
    if (rule.type === 'integer' && !Number.isInteger(v)) problems.push(`${name} not an integer`)
    if (typeof v === 'string') {
      if (rule.pattern && !new RegExp(rule.pattern as string, 'u').test(v)) problems.push(`${name} does not match its pattern`)
      if (rule.minLength !== undefined && v.length < (rule.minLength as number)) problems.push(`${name} too short`)
      if (rule.maxLength !== undefined && v.length > (rule.maxLength as number)) problems.push(`${name} too long`)
    }
    if (typeof v === 'number') {
      if (rule.minimum !== undefined && v < (rule.minimum as number)) problems.push(`${name} below minimum`)
      if (rule.maximum !== undefined && v > (rule.maximum as number)) problems.push(`${name} above maximum`)
      if (rule.multipleOf !== undefined && v % (rule.multipleOf as number) !== 0) problems.push(`${name} not a multiple`)
    }
  }
  return problems
}

t.test('both formats round trip through JSON and XML', async (t) => {
  for (const format of Object.values(FINGERPRINT_FORMATS)) {
    for (const as of ['json', 'xml'] as const) {
      const file = fileOf(format)
      const text = writeFingerprintFile(file, { as })
      const read = readFingerprintFile({ name: `fp.${as}`, type: '', text })
      if (!read.ok) {
        t.fail(`${format} ${as}: ${read.message}`)
        continue
      }
      t.same({ ...read.file, fingerprint: null }, { ...file, fingerprint: null }, `${format} ${as}: the fields`)
      const expected = format === FINGERPRINT_FORMATS.float32 ? file.fingerprint : file.fingerprint.map((v) => (v > 0 ? 1 : -1))
      t.same(Array.from(read.file.fingerprint), Array.from(expected), `${format} ${as}: the values`)
    }
  }
})

t.test('a 1024 crop takes 5.6 MB of base64 in float32 and 175 KB in signs, and is read back whole', async (t) => {
  const file = { ...fileOf(FINGERPRINT_FORMATS.float32, 1024), resolution: { width: 4000, height: 3000 } }
  for (const format of Object.values(FINGERPRINT_FORMATS)) {
    const started = performance.now()
    const text = writeFingerprintFile({ ...file, format }, { as: 'json' })
    const read = readFingerprintFile(asJson(text))
    t.comment(`${format}, cropSize 1024: ${(text.length / 1e6).toFixed(2)} MB of JSON, written and read in ${(performance.now() - started).toFixed(0)} ms`)
    t.ok(read.ok && read.file.fingerprint.length === 1024 * 1024, format)
  }
  t.equal(writeFingerprintFile(file, { as: 'json' }).length > 5.5e6, true)
})

t.test('the base64 layout: float32 little-endian row by row; signs one bit per value, first value in the high bit', async (t) => {
  const values = new Float32Array(256).fill(-0.5)
  values[0] = 1.5
  values[9] = 2
  const floats = decodeBase64(encodeFingerprint(values, FINGERPRINT_FORMATS.float32))!
  t.same(Array.from(floats.subarray(0, 4)), [0x00, 0x00, 0xc0, 0x3f], '1.5 as float32 little-endian')
  t.equal(floats.length, 1024)
  const signs = decodeBase64(encodeFingerprint(values, FINGERPRINT_FORMATS.sign))!
  t.equal(signs.length, 32)
  t.same(Array.from(signs.subarray(0, 3)), [0b10000000, 0b01000000, 0])
  const decoded = decodeFingerprint(encodeBase64(signs), FINGERPRINT_FORMATS.sign, 16)
  t.ok(decoded.ok && decoded.values[0] === 1 && decoded.values[1] === -1 && decoded.values[9] === 1)
})

t.test('a written JSON file meets the JSON Schema in docs, in both formats, and the check can fail', async (t) => {
  t.equal(SCHEMA.$schema, 'https://json-schema.org/draft/2020-12/schema')
  for (const format of Object.values(FINGERPRINT_FORMATS)) t.same(schemaProblems(validFields(format)), [], format)
  t.same(schemaProblems({ ...validFields(), format: 'prnu-other', cropSize: 1000, resolution: '640 x 480', fingerprint: 'ab=c' }), [
    'format not in enum',
    'resolution does not match its pattern',
    'cropSize not a multiple',
    'fingerprint does not match its pattern',
  ])
  t.same(schemaProblems({ format: FINGERPRINT_FORMATS.sign }), ['resolution missing', 'cropSize missing', 'density missing', 'algorithm missing', 'fingerprint missing'])
  t.same(SCHEMA.properties.format.enum, Object.values(FINGERPRINT_FORMATS), 'the schema names the formats the reader accepts')
})

t.test('JSON by extension or by type, XML likewise; any other type is named in the message', async (t) => {
  const json = writeFingerprintFile(fileOf(FINGERPRINT_FORMATS.sign), { as: 'json' })
  const xml = writeFingerprintFile(fileOf(FINGERPRINT_FORMATS.sign), { as: 'xml' })
  t.ok(readFingerprintFile({ name: 'FP.JSON', type: '', text: json }).ok, 'by extension, any case')
  t.ok(readFingerprintFile({ name: 'fingerprint', type: 'application/json; charset=utf-8', text: json }).ok, 'by type')
  t.ok(readFingerprintFile({ name: 'fp.json', type: 'text/plain', text: json }).ok, 'by extension when the type says otherwise')
  t.ok(readFingerprintFile({ name: 'fp.xml', type: '', text: xml }).ok)
  t.ok(readFingerprintFile({ name: 'fp', type: 'text/xml', text: xml }).ok)
  t.ok(readFingerprintFile({ name: 'fp', type: 'application/xml', text: xml }).ok)
  t.same(readFingerprintFile({ name: 'fp.txt', type: 'text/plain', text: json }), { ok: false, message: 'Unrecognised file type: text/plain' })
  t.same(readFingerprintFile({ name: 'photo.JPG', type: '', text: json }), { ok: false, message: 'Unrecognised file type: .jpg' })
  t.same(readFingerprintFile({ name: 'fingerprint', type: '', text: json }), { ok: false, message: 'Unrecognised file type: unknown' })
})

t.test('a file without the fields, or with a format not one of the two, is an invalid format', async (t) => {
  const invalid = { ok: false, message: INVALID_FORMAT }
  t.equal(INVALID_FORMAT, 'Invalid format: CameraID query file is missing required data.')
  t.same(readFingerprintFile(asJson('{"format": ')), invalid, 'not JSON')
  t.same(readFingerprintFile(asJson('[1, 2]')), invalid, 'not an object')
  for (const name of ['format', 'resolution', 'cropSize', 'density', 'algorithm', 'fingerprint']) {
    const fields = validFields()
    delete fields[name]
    t.same(readFingerprintFile(jsonOf(fields)), invalid, `${name} missing`)
    t.same(readFingerprintFile(jsonOf({ ...validFields(), [name]: null })), invalid, `${name} null`)
  }
  t.same(readFingerprintFile(jsonOf({ ...validFields(), format: 'prnu-float64' })), invalid, 'another format')
  t.same(readFingerprintFile(jsonOf({ ...validFields(), format: 1 })), invalid, 'a format that is not text')
  t.same(fingerprintFromJson('a text'), invalid)
  t.same(fingerprintFromJson(null), invalid)
})

t.test('each value is checked and refused with the field named', async (t) => {
  const refused = (fields: Record<string, unknown>) => {
    const read = readFingerprintFile(jsonOf({ ...validFields(), ...fields }))
    return read.ok ? 'accepted' : read.message
  }
  t.equal(refused({ resolution: '640x' }), 'resolution: "640x" is not WIDTHxHEIGHT with sides from 16 to 20,000.')
  t.equal(refused({ resolution: '8x480' }), 'resolution: "8x480" is not WIDTHxHEIGHT with sides from 16 to 20,000.')
  t.equal(refused({ resolution: '640x20001' }), 'resolution: "640x20001" is not WIDTHxHEIGHT with sides from 16 to 20,000.')
  t.equal(refused({ resolution: 640 }), 'resolution: 640 is not WIDTHxHEIGHT with sides from 16 to 20,000.')
  t.equal(refused({ cropSize: 1000 }), 'cropSize: 1000 is not a multiple of 16 from 96 to 4,096.')
  t.equal(refused({ cropSize: 8192, resolution: '9000x9000' }), 'cropSize: 8192 is not a multiple of 16 from 96 to 4,096.')
  t.equal(refused({ cropSize: 0 }), 'cropSize: 0 is not a multiple of 16 from 96 to 4,096.')
  t.equal(refused({ cropSize: 80 }), 'cropSize: 80 is not a multiple of 16 from 96 to 4,096.', 'smaller than the digest square')
  t.equal(refused({ cropSize: 32.5 }), 'cropSize: 32.5 is not a multiple of 16 from 96 to 4,096.')
  t.equal(refused({ cropSize: 'big' }), 'cropSize: "big" is not a multiple of 16 from 96 to 4,096.')
  t.equal(refused({ cropSize: 512 }), 'cropSize: 512 is larger than the shorter side (480) of resolution 640x480.')
  t.equal(refused({ density: 0 }), 'density: 0 is not a whole number of pictures from 1 to 10,000.')
  t.equal(refused({ density: 2.5 }), 'density: 2.5 is not a whole number of pictures from 1 to 10,000.')
  t.equal(refused({ density: 10001 }), 'density: 10001 is not a whole number of pictures from 1 to 10,000.')
  t.equal(refused({ density: [5] }), 'density: a list is not a whole number of pictures from 1 to 10,000.')
  t.equal(refused({ algorithm: '' }), 'algorithm: "" is not a name of 1 to 200 characters.')
  t.equal(refused({ algorithm: 'x'.repeat(201) }), `algorithm: "${'x'.repeat(40)}…" is not a name of 1 to 200 characters.`)
  t.equal(refused({ algorithm: { name: 'a' } }), 'algorithm: an object is not a name of 1 to 200 characters.')
  t.equal(refused({ fingerprint: 12 }), 'fingerprint: 12 is not base64 text.')
  t.equal(refused({ fingerprint: 'not base64!' }), 'fingerprint: not valid base64.')
  t.equal(refused({ fingerprint: 'AAA' }), 'fingerprint: not valid base64.', 'a length that is not a multiple of 4')
  t.equal(refused({ fingerprint: 'AA=A' }), 'fingerprint: not valid base64.', 'padding inside')
  t.equal(refused({ fingerprint: 'AB==' }), 'fingerprint: not valid base64.', 'padding bits set')
  t.equal(refused({ fingerprint: encodeBase64(new Uint8Array(4 * 9215)) }), 'fingerprint: 9,215 values where cropSize 96 needs 9,216.')
  t.equal(refused({ fingerprint: encodeBase64(new Uint8Array(4 * 9216 + 2)) }), 'fingerprint: 36,866 bytes are not a whole number of float32 values.')
  t.equal(refused({ cropSize: 1024, resolution: '4000x3000', fingerprint: encodeBase64(new Uint8Array(4 * 4194300 / 4)) }), 'fingerprint: 1,048,575 values where cropSize 1024 needs 1,048,576.')
  t.equal(refused({ format: FINGERPRINT_FORMATS.sign, fingerprint: encodeBase64(new Uint8Array(1150)) }), 'fingerprint: 9,200 values where cropSize 96 needs 9,216.')
  t.equal(refused({ fingerprint: encodeBase64(new Uint8Array(4 * 9216)) }), 'fingerprint: every value is the same, so it holds no pattern.')
  for (const [bad, shown] of [[NaN, 'NaN'], [Infinity, 'Infinity'], [-Infinity, '-Infinity']] as const) {
    const values = valuesOf(96)
    values[1000] = bad
    t.equal(refused({ fingerprint: encodeFingerprint(values, FINGERPRINT_FORMATS.float32) }), `fingerprint: value 1,001 is ${shown}, not a finite number.`)
  }
})

t.test('the service checks a received body with the same reader: numbers as text are read as numbers, extra keys ignored', async (t) => {
  const body = { ...validFields(), cropSize: '96', density: '7', reference: 'case 12' }
  const read = fingerprintFromJson(body)
  t.ok(read.ok && read.file.cropSize === 96 && read.file.density === 7)
})

t.test('the XML form: a declaration, comments, entities, CDATA and wrapped base64 are read; anything else is an invalid format', async (t) => {
  const fields = validFields(FINGERPRINT_FORMATS.sign)
  const wrapped = (fields.fingerprint as string).replace(/(.{76})/g, '$1\n      ')
  const xml = `\uFEFF<?xml version="1.0"?>
<!-- made by hand -->
<fingerprintFile xmlns="urn:example">
  <format>prnu-sign</format>
  <resolution><![CDATA[640x480]]></resolution>
  <cropSize> 96 </cropSize>
  <density>7</density>
  <algorithm>sightline &amp; co &#x2014; v1</algorithm>
  <fingerprint>
      ${wrapped}
  </fingerprint>
  <note attribute="ignored">kept aside</note>
</fingerprintFile>
`
  const read = readFingerprintFile({ name: 'hand.xml', type: '', text: xml })
  t.ok(read.ok, read.ok ? 'read' : read.message)
  if (read.ok) t.equal(read.file.algorithm, 'sightline & co — v1')
  const invalid = { ok: false, message: INVALID_FORMAT }
  const asXml = (text: string) => readFingerprintFile({ name: 'fp.xml', type: '', text })
  t.same(asXml('<a><format>prnu-sign</format>'), invalid, 'not closed')
  t.same(asXml(xml.replace('<density>7</density>', '<density>7</density><density>8</density>')), invalid, 'a field twice')
  t.same(asXml(xml.replace('<density>7</density>', '<density><value>7</value></density>')), invalid, 'an element inside a field')
  t.same(asXml(`<!DOCTYPE a [<!ENTITY x "y">]>${xml.replace(/^\uFEFF<\?xml version="1.0"\?>/, '')}`), invalid, 'a DOCTYPE')
  t.same(asXml(xml.replace('&amp;', '&nbsp;')), invalid, 'an unknown entity')
  t.same(asXml(`${xml}<second/>`), invalid, 'a second root')
  t.same(asXml(xml.replace('<density>7</density>', '')), invalid, 'a field missing')
  t.same(asXml(xml.replace('<format>prnu-sign</format>', '<format>prnu-sign-2</format>')), invalid, 'another format')
  const empty = asXml(xml.replace('<density>7</density>', '<density/>'))
  t.same(empty, { ok: false, message: 'density: "" is not a whole number of pictures from 1 to 10,000.' }, 'an empty field is checked as a value')
})
