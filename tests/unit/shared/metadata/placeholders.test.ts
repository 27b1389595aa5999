// Issue 12 §3: values that name no one are marked as placeholders, by what the field holds.

import t from 'tap'
import { placeholderReason } from '../../../../shared/metadata/placeholders.js'

t.test('blanks and the words software writes when nothing was set are placeholders in any field', async (t) => {
  t.equal(placeholderReason('person', ''), 'blank')
  t.equal(placeholderReason('person', '   '), 'blank')
  t.equal(placeholderReason('person', 'unknown'), 'generic word')
  t.equal(placeholderReason('person', 'None'), 'generic word')
  t.equal(placeholderReason('person', 'null'), 'generic word')
  t.equal(placeholderReason('person', 'Copyright,'), 'generic word')
  t.equal(placeholderReason('person', 'All rights reserved.'), 'generic word')
  t.equal(placeholderReason('serial', 'No Lens'), 'generic word')
  t.equal(placeholderReason('person', 'Ian Britton'), null)
  t.equal(placeholderReason('person', 'Copyright 2020 Ian Britton'), null, 'a notice that names someone is real')
})

t.test('serials and IDs made of zeros, one repeated character or too little are placeholders', async (t) => {
  t.equal(placeholderReason('serial', '0000000000'), 'all zeros')
  t.equal(placeholderReason('serial', 'NO= 0000000'), 'all zeros', "Nikon's label does not hide the zeros")
  t.equal(placeholderReason('serial', 'xxxxxx'), 'one character repeated')
  t.equal(placeholderReason('id', 'A'), 'too short', 'a one-letter ImageUniqueID')
  t.equal(placeholderReason('id', '00000000000000000000000000000111'), 'too short', 'a counter padded with zeros is not unique')
  t.equal(placeholderReason('serial', '022021000319'), null, 'leading zeros belong to a real serial')
  t.equal(placeholderReason('serial', '0000129324'), null)
  t.equal(placeholderReason('id', '54e8b2b5539347478841864f8be0dcc5'), null)
})
