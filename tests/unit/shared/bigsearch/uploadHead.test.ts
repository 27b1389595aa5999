// The browser's early check of a chosen file gives the message the service would give (spec-2 §5).

import t from 'tap'
import { readFileSync } from 'node:fs'
import { checkChosenFile, EMPTY_FILE, judgeHead } from '../../../../shared/bigsearch/uploadHead.js'
import { CAMID_FILE, HIGHSIDE_ONLY_BIGSEARCH, HIGHSIDE_TOO_LARGE, INVALID_FILE_TYPE, UNSUPPORTED_VICS_VERSION } from '../../../../shared/bigsearch/uploadMessages.js'

const fixture = (name: string, type = 'application/json') =>
  new File([readFileSync(new URL(`../../../fixtures/bigsearch/${name}`, import.meta.url))], name, { type })

t.test('a chosen file is refused early with the spec message for its type, size or kind', async (t) => {
  const standard = { highside: false }
  t.equal(await checkChosenFile(fixture('notes.txt', 'text/plain'), standard), INVALID_FILE_TYPE)
  t.equal(await checkChosenFile(fixture('vics-2.0-media.json'), standard), UNSUPPORTED_VICS_VERSION)
  t.equal(await checkChosenFile(fixture('fingerprint.json'), standard), CAMID_FILE)
  t.equal(await checkChosenFile(fixture('vics-1.3-cases.json'), standard), null)
  t.equal(await checkChosenFile(fixture('exiftool-G0-n.json'), standard), null)
  t.equal(await checkChosenFile(fixture('vics-1.3-cases.json'), { highside: true }), HIGHSIDE_ONLY_BIGSEARCH)
  t.equal(await checkChosenFile(fixture('bigsearch-data.json'), { highside: true }), null)
  t.equal(await checkChosenFile(new File(['not json'], 'a.json'), standard), "The file is not valid JSON: expected a value, at byte 0")
  t.equal(await checkChosenFile(new File([''], 'a.json'), standard), EMPTY_FILE)
  t.equal(await checkChosenFile(new File(['\ufeff[1 2]'], 'a.json'), standard), "The file is not valid JSON: expected ',', at byte 6", 'the byte-order mark counted')
})

t.test('the size is judged by the whole file, the kind by its head', async (t) => {
  t.same(judgeHead('[{"index":0,"camera":{}}]', 120 * 1024 * 1024, { highside: true }), { refusal: HIGHSIDE_TOO_LARGE })
  t.same(judgeHead('[{"index":0,"camera":{"make":"Can', 120, { highside: true }), { kind: { kind: 'bigsearch-data' } })
  t.same(judgeHead('  é x', 5, { highside: false }), { refusal: 'The file is not valid JSON: expected a value, at byte 2' })
  t.same(judgeHead('{"é": x', 8, { highside: false }).refusal, 'The file is not valid JSON: expected a value, at byte 7', 'offsets count UTF-8 bytes')
  t.same(judgeHead('[{"index":0} {"index":1}]', 25, { highside: false }), { refusal: "The file is not valid JSON: expected ',', at byte 13" })
})
