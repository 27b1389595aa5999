// How strong each lead's evidence is (shared/bigsearch/leadRank.ts): the order of a job's leads and the line
// the leads panel shows above them.

import t from 'tap'
import { LEAD_TYPES } from '../../../../shared/api/types/schemas/bigsearch.js'
import { EVIDENCE_ORDER, evidenceRank } from '../../../../shared/bigsearch/leadRank.js'

t.test('every lead type has its place, a camera lead by the serial it holds', async (t) => {
  for (const type of LEAD_TYPES.filter((type) => type !== 'CAMERA')) {
    t.ok(evidenceRank({ '@type': type, value: { text: 'x' } }) < EVIDENCE_ORDER.length, type)
  }
  const rank = (value: object) => evidenceRank({ '@type': 'CAMERA', value: value as { serialNumber: string } })
  t.same([rank({ serialNumber: '1' }), rank({ make: 'Nikon', internalSerialNumber: '1' }), rank({ lensSerialNumber: '1' })], [1, 2, 3])
  t.equal(evidenceRank({ '@type': 'SOMETHING_NEW', value: { text: 'x' } }), EVIDENCE_ORDER.length, 'an unknown type after every other')
})

t.test('an identical image first, then the serials, …, the software last', async (t) => {
  const rank = (type: string) => evidenceRank({ '@type': type, value: { text: 'x' } })
  t.equal(rank('IDENTICAL_IMAGE'), 0)
  t.equal(rank('SOFTWARE'), EVIDENCE_ORDER.length - 1)
  t.ok(rank('INSTANCE_ID') < rank('ARTIST'))
  t.ok(rank('PDNA') < rank('COPYRIGHT'))
  t.ok(rank('LOCATION_AND_DATE_RANGE') < rank('LOCATION'))
})
