// A school's photo as the Hub draws it (spec-3 §9): fitted into the view's square with its proportions kept, its
// words its kind and description, and the addresses of a school's page and of one of its images on it.

import t from 'tap'
import { fittedSize, photoText } from '../../../../../entries/uniforms/school/SchoolPhoto.js'
import { schoolHref, schoolImageHref } from '../../../../../entries/uniforms/school/schoolLinks.js'

t.test('an image is fitted into the square by its longer side, its proportions kept', async (t) => {
  t.same(fittedSize({ width: 600, height: 400 }, 300), { width: 300, height: 200 })
  t.same(fittedSize({ width: 400, height: 800 }, 150), { width: 75, height: 150 })
  t.same(fittedSize({ width: 100, height: 100 }, 300), { width: 300, height: 300 }, 'a small one is drawn up to the square')
  t.same(fittedSize({ width: 3000, height: 2 }, 150), { width: 150, height: 1 }, 'never less than a pixel')
})

t.test('an image reads as its kind and its description', async (t) => {
  t.equal(photoText({ type: 'LOGO', description: 'Navy shield with a gold lion' }), 'Logo: Navy shield with a gold lion')
  t.equal(photoText({ type: 'PRODUCT', description: '  ' }), 'Uniform product photo')
  t.equal(photoText({ type: 'BODY', description: 'Navy blazer, as worn' }), 'Uniform photo: Navy blazer, as worn')
})

t.test('a school\'s page and an image on it', async (t) => {
  t.equal(schoolHref('42'), '/uniforms/schools/42')
  t.equal(schoolImageHref('42', '7'), '/uniforms/schools/42/images/7')
  t.equal(schoolHref('a/b'), '/uniforms/schools/a%2Fb', 'an id is one path segment')
})
