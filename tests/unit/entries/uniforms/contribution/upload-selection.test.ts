// The upload dialog's rules (spec-3 §2 "The upload dialog", §5 "Image upload for a school"): only JPEG or PNG
// images are taken, each needs a style before Upload is on, Upload is off while busy or with no image, and a
// refusal names its file.

import t from 'tap'
import { UNIFORM_UPLOAD_MAX_BYTES } from '../../../../../shared/api/types/constants/uniforms.js'
import { addChoices, canUpload, choiceProblem, refusalOf } from '../../../../../entries/uniforms/contribution/uploadSelection.js'

const file = (name: string, type = '', size = 10) => new File([new Uint8Array(size)], name, { type })

t.test('JPEG and PNG images are taken, by type or by name; anything else is refused by name', async (t) => {
  t.equal(choiceProblem(file('a.jpg')), null)
  t.equal(choiceProblem(file('a.JPEG')), null)
  t.equal(choiceProblem(file('b.png', 'image/png')), null)
  t.equal(choiceProblem(file('camera', 'image/jpeg')), null, 'a JPEG without an extension')
  t.equal(choiceProblem(file('notes.txt', 'text/plain')), 'notes.txt is not a JPEG or PNG image.')
  t.equal(choiceProblem(file('c.gif', 'image/gif')), 'c.gif is not a JPEG or PNG image.')
  t.equal(choiceProblem({ name: 'huge.jpg', type: 'image/jpeg', size: UNIFORM_UPLOAD_MAX_BYTES + 1 }), 'huge.jpg is larger than 15 MB.')
})

t.test('files are added with no style; the refused ones give their problems and are left out', async (t) => {
  let n = 0
  const { chosen, problems } = addChoices([], [file('a.jpg'), file('notes.txt'), file('b.png')], () => `k${++n}`)
  t.same(chosen.map((c) => [c.key, c.file.name, c.style, c.refusal]), [['k1', 'a.jpg', null, null], ['k2', 'b.png', null, null]])
  t.same(problems, ['notes.txt is not a JPEG or PNG image.'])
  const more = addChoices(chosen, [file('a.jpg')], () => `k${++n}`)
  t.same(more.chosen.map((c) => c.key), ['k1', 'k2', 'k3'], 'the same name twice is two images')
})

t.test('Upload is on only with images, every one styled, and none on its way', async (t) => {
  t.equal(canUpload([], false), false, 'no image')
  t.equal(canUpload([{ style: 'raw' }, { style: null }], false), false, 'an image without its style')
  t.equal(canUpload([{ style: 'raw' }, { style: 'logo' }], false), true)
  t.equal(canUpload([{ style: 'raw' }], true), false, 'busy')
})

t.test("the service's refusal names its file once", async (t) => {
  t.equal(refusalOf('fake.jpg', 'The file is not a JPEG or PNG image.'), 'fake.jpg: The file is not a JPEG or PNG image.')
  t.equal(refusalOf('fake.jpg', 'fake.jpg is not a JPEG or PNG image.'), 'fake.jpg is not a JPEG or PNG image.')
})
