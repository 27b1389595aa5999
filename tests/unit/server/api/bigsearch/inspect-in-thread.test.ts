// The first pass over an upload runs in a capped worker thread (inspect-in-thread.ts): it answers as inspectUpload
// does on the calling thread, accepting the same files and refusing the others with the same messages, several at
// once, and an item over the size limit is refused within the thread's heap.

import t from 'tap'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CAMID_FILE, HIGHSIDE_ONLY_BIGSEARCH, NO_MEDIA, UNSUPPORTED_VICS_VERSION } from '../../../../../shared/bigsearch/uploadMessages.js'
import { inspectUpload } from '../../../../../server/api/bigsearch/read-upload.js'
import { inspectUploadInThread } from '../../../../../server/api/bigsearch/inspect-in-thread.js'

const FIXTURES = fileURLToPath(new URL('../../../../fixtures/bigsearch/', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'inspect-in-thread-'))
t.teardown(() => rmSync(dir, { recursive: true, force: true }))

let count = 0
function file(text: string): string {
  const path = join(dir, `upload-${count++}.json`)
  writeFileSync(path, text)
  return path
}

t.test('the thread accepts and refuses as the reader does, with the same messages', async (t) => {
  const cases: [string, boolean, string | null][] = [
    [`${FIXTURES}bigsearch-data.json`, false, null],
    [`${FIXTURES}vics-1.3-cases.json`, false, null],
    [`${FIXTURES}exiftool-G0-n.json`, false, null],
    [`${FIXTURES}vics-2.0-media.json`, false, UNSUPPORTED_VICS_VERSION],
    [`${FIXTURES}fingerprint.json`, false, CAMID_FILE],
    [`${FIXTURES}vics-1.3-cases.json`, true, HIGHSIDE_ONLY_BIGSEARCH],
    [`${FIXTURES}notes.txt`, false, 'The file is not valid JSON: expected a value, at byte 0'],
    [file('[]'), false, NO_MEDIA],
    [file('[{"index":0},{"index":1,"camera":{"make":"Canon","serial":"x"}}]'), false, "Item 1: camera has unknown field 'serial'"],
  ]
  // All at once: more than run together, so some wait their turn.
  const answers = await Promise.all(cases.map(([path, highside]) => inspectUploadInThread(path, { highside })))
  for (const [i, [path, highside, refusal]] of cases.entries()) {
    const label = `${path.split('/').pop()}${highside ? ' (high-security)' : ''}`
    t.same(answers[i], await inspectUpload(path, { highside }), `${label}: the same answer as on the calling thread`)
    t.same(answers[i]!.accepted ? null : (answers[i] as { message: string }).message, refusal, `${label}: ${refusal ?? 'accepted'}`)
  }
})

t.test('a file of long items passes in the thread; an item over the 4 MB limit is refused there with its message', async (t) => {
  const under = file(`[{"index":0,"fileName":"${'x'.repeat(900)}"},{"index":1,"metadata":{"software":"${'y'.repeat(1900)}"}}]`)
  t.match(await inspectUploadInThread(under, { highside: false }), { accepted: true, mediaCount: 2 })
  const over = file(`[{"index":0,"fileName":"a"},{"index":1,"fileName":"${'x'.repeat(5 * 1024 * 1024)}"}]`)
  t.same(await inspectUploadInThread(over, { highside: false }), { accepted: false, message: "Item 1 is larger than 4MB: no media file's metadata is so large" })
})

t.test('a failure of the thread itself (a file gone) is an error, not a refusal', async (t) => {
  await t.rejects(inspectUploadInThread(join(dir, 'gone.json'), { highside: false }), /Could not read the uploaded file: ENOENT/)
})
