// spec-2 §5: the upload rules and file-format detection, with the spec's message for every refusal.

import t from 'tap'
import { readFileSync } from 'node:fs'
import { checkUploadFile, checkUploadSize, detectKind, kindRefusal, vicsVersion } from '../../../../shared/bigsearch/fileKind.js'
import { parseHead } from '../../../../shared/bigsearch/jsonHead.js'
import {
  CAMID_FILE,
  HIGHSIDE_ONLY_BIGSEARCH,
  HIGHSIDE_TOO_LARGE,
  HIGHSIDE_UNRECOGNISED,
  INVALID_FILE_TYPE,
  UNRECOGNISED,
  UNSUPPORTED_VICS_VERSION,
} from '../../../../shared/bigsearch/uploadMessages.js'

const FIXTURES = new URL('../../../fixtures/bigsearch/', import.meta.url)
const fixtureKind = (name: string, bytes = Infinity) => {
  const head = parseHead(readFileSync(new URL(name, FIXTURES), 'utf8').slice(0, bytes))
  return detectKind(head.value, head.complete)
}

t.test('a JSON file by its type or its name, any case; anything else is refused with the spec message', async (t) => {
  t.equal(checkUploadFile({ name: 'case', type: 'application/json' }), null)
  t.equal(checkUploadFile({ name: 'case.JSON', type: '' }), null)
  t.equal(checkUploadFile({ name: 'case.json', type: 'text/plain' }), null)
  t.equal(checkUploadFile({ name: 'x', type: 'application/json; charset=utf-8' }), null)
  t.equal(checkUploadFile({ name: 'notes.txt', type: 'text/plain' }), INVALID_FILE_TYPE)
  t.equal(checkUploadFile({ name: 'case.json.zip', type: 'application/zip' }), INVALID_FILE_TYPE)
})

t.test('the high-security build takes files under 100 MB; the standard build its own setting', async (t) => {
  const mb = 1024 * 1024
  t.equal(checkUploadSize(100 * mb - 1, { highside: true }), null)
  t.equal(checkUploadSize(100 * mb, { highside: true }), HIGHSIDE_TOO_LARGE)
  t.equal(checkUploadSize(120 * mb, { highside: true }), HIGHSIDE_TOO_LARGE)
  t.equal(checkUploadSize(120 * mb, { highside: false }), null, 'no limit set, none checked')
  t.equal(checkUploadSize(120 * mb, { highside: false, limitBytes: 2048 * mb }), null)
  t.equal(checkUploadSize(3000 * mb, { highside: false, limitBytes: 2048 * mb }), 'BigSearch file too large. File sizes must be < 2GB')
})

t.test('the Project VIC version is read from odata.metadata or @odata.context', async (t) => {
  t.equal(vicsVersion('http://github.com/ICMEC/ProjectVic/DataModels/1.3.xml#Cases'), '1.3')
  t.equal(vicsVersion('http://github.com/ICMEC/ProjectVic/DataModels/1.2.xml#Media'), '1.2')
  t.equal(vicsVersion('http://github.com/VICSDATAMODEL/ProjectVic/DataModels/2.0.xml/Default/$metadata#Media'), '2.0')
  t.equal(vicsVersion('$metadata#Media'), null)
})

t.test('each fixture is told apart by its kind', async (t) => {
  t.same(fixtureKind('vics-1.3-cases.json'), { kind: 'vics', version: '1.3', layout: 'cases' })
  t.same(fixtureKind('vics-1.2-media.json'), { kind: 'vics', version: '1.2', layout: 'media' })
  t.same(fixtureKind('vics-2.0-media.json'), { kind: 'vics-unsupported', version: '2.0' })
  t.same(fixtureKind('exiftool-G0-n.json'), { kind: 'exiftool' })
  t.same(fixtureKind('exiftool-printed.json'), { kind: 'exiftool' })
  t.same(fixtureKind('bigsearch-data.json'), { kind: 'bigsearch-data' })
  t.same(fixtureKind('fingerprint.json'), { kind: 'fingerprint' })
  t.same(fixtureKind('camid-payload.json'), { kind: 'camid-payload' })
  t.same(fixtureKind('notes.txt'), { kind: 'unrecognised' })
})

t.test('the kind is told from a head cut anywhere after the first item', async (t) => {
  t.same(fixtureKind('vics-1.3-cases.json', 300), { kind: 'vics', version: '1.3', layout: 'cases' })
  t.same(fixtureKind('exiftool-G0-n.json', 40), { kind: 'exiftool' })
  t.same(fixtureKind('bigsearch-data.json', 120), { kind: 'bigsearch-data' })
  t.same(fixtureKind('fingerprint.json', 30), { kind: 'fingerprint' }, 'cut inside the fingerprint itself')
})

t.test('a plain list is the BigSearch data format by the keys its items carry', async (t) => {
  for (const key of ['camera', 'location', 'locationAndDate', 'metadata', 'duplicates', 'score', 'hasMatches']) {
    t.same(detectKind([{ index: 0, [key]: {} }]), { kind: 'bigsearch-data' }, key)
  }
  t.same(detectKind([{ index: 0, fileName: 'a.jpg' }]), { kind: 'bigsearch-data' }, 'an item with only its name')
  t.same(detectKind([]), { kind: 'bigsearch-data' })
  t.same(detectKind([{ name: 'a' }]), { kind: 'unrecognised' })
  t.same(detectKind([{ 'IFD0:Make': 'Canon', 'IFD0:Model': 'EOS' }]), { kind: 'exiftool' }, 'ExifTool -G1 without SourceFile')
  t.same(detectKind('text'), { kind: 'unrecognised' })
  t.same(detectKind({ value: [] }), { kind: 'unrecognised' })
})

t.test('the standard build refuses with the spec message for each kind', async (t) => {
  const standard = { highside: false }
  t.equal(kindRefusal({ kind: 'bigsearch-data' }, standard), null)
  t.equal(kindRefusal({ kind: 'vics', version: '1.2', layout: 'media' }, standard), null)
  t.equal(kindRefusal({ kind: 'exiftool' }, standard), null)
  t.equal(kindRefusal({ kind: 'vics-unsupported', version: '2.0' }, standard), UNSUPPORTED_VICS_VERSION)
  t.equal(kindRefusal({ kind: 'vics-unsupported', version: null }, standard), UNSUPPORTED_VICS_VERSION)
  t.equal(kindRefusal({ kind: 'fingerprint' }, standard), CAMID_FILE)
  t.equal(kindRefusal({ kind: 'camid-payload' }, standard), CAMID_FILE)
  t.match(CAMID_FILE, /Camera ID file.*\/camid/)
  t.equal(kindRefusal({ kind: 'unrecognised' }, standard), UNRECOGNISED)
})

t.test('the high-security build takes only the BigSearch data format', async (t) => {
  const highside = { highside: true }
  t.equal(kindRefusal({ kind: 'bigsearch-data' }, highside), null)
  t.equal(kindRefusal({ kind: 'unrecognised' }, highside), HIGHSIDE_UNRECOGNISED)
  for (const kind of [{ kind: 'vics', version: '1.3', layout: 'cases' }, { kind: 'vics-unsupported', version: '2.0' }, { kind: 'exiftool' }, { kind: 'fingerprint' }, { kind: 'camid-payload' }] as const) {
    t.equal(kindRefusal(kind, highside), HIGHSIDE_ONLY_BIGSEARCH, kind.kind)
  }
})
