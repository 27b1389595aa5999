// What the job screen's heading says of its case: the files, when it was uploaded and whose it is, as far as
// the status reply names them.

import t from 'tap'
import { jobTerms } from '../../../../entries/bigsearch/components/JobHeading.js'
import type { JobStatusReply } from '../../../../shared/api/types/bigsearch.js'

const status = (extra: Partial<JobStatusReply> = {}): JobStatusReply => ({
  success: true, status: 'COMPLETE', finished: null, mediaCount: 12345, mediaProcessed: 12345, error: null, statusText: null, ...extra,
})

t.test('the files, the upload time as every date is written, and the owner by name and email', async (t) => {
  const terms = jobTerms(status({ fileName: 'case.json', created: '2026-03-07T14:05:09.123Z', ownerEmail: 'ines@police.example', ownerName: 'Ines Moreau' }))
  t.same(terms, [['Files', '12,345'], ['Uploaded', '2026-03-07 14:05:09 UTC'], ['Owner', 'Ines Moreau (ines@police.example)']])
})

t.test('an owner with no name is named by email; a reply that names neither time nor owner gives the files alone', async (t) => {
  t.same(jobTerms(status({ ownerEmail: 'ines@police.example', ownerName: null })), [['Files', '12,345'], ['Owner', 'ines@police.example']])
  t.same(jobTerms(status()), [['Files', '12,345']])
})
