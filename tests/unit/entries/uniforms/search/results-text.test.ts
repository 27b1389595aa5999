// What the results say (spec-3 §2, §8, §9): "Found N school(s)" or "Found N image(s)", counts capped at 10,000
// with a plus sign, the empty texts by paging type, and the hidden school left out of any reply.

import t from 'tap'
import { countText, foundText, noneFoundText } from '../../../../../entries/uniforms/search/resultsText.js'
import { withoutHiddenSchool } from '../../../../../entries/uniforms/search/searchState.js'
import { UNIFORM_HIDDEN_SCHOOL_ID } from '../../../../../shared/api/types/constants/uniforms.js'

t.test('the count names schools or images, one or many', async (t) => {
  t.equal(foundText('SCHOOL', 1), 'Found 1 school')
  t.equal(foundText('SCHOOL', 0), 'Found 0 schools')
  t.equal(foundText('IMAGE', 1234), 'Found 1,234 images')
  t.equal(foundText('IMAGE', 1), 'Found 1 image')
})

t.test('counts are shown up to 10,000, then with a plus sign', async (t) => {
  t.equal(countText(10_000), '10,000')
  t.equal(countText(10_001), '10,000+')
  t.equal(foundText('IMAGE', 250_000), 'Found 10,000+ images')
})

t.test('the empty text is the paging type\'s', async (t) => {
  t.equal(noneFoundText('SCHOOL'), 'No schools found')
  t.equal(noneFoundText('IMAGE'), 'No images found')
})

t.test('the hidden school and its images are left out of a reply', async (t) => {
  const school = (id: string) => ({ id }) as never
  const image = (id: string, schoolId: string) => ({ id, schoolId }) as never
  const reply = withoutHiddenSchool({
    schools: [school('1'), school(UNIFORM_HIDDEN_SCHOOL_ID), school('2')],
    images: [image('10', '1'), image('11', UNIFORM_HIDDEN_SCHOOL_ID)],
    totalSchools: 3,
    totalImages: 2,
    pagingType: 'SCHOOL',
  })
  t.same(reply.schools.map((s: { id: string }) => s.id), ['1', '2'])
  t.same(reply.images.map((i: { id: string }) => i.id), ['10'])
})
