// A camera named once: the model alone when it starts with the make, make and model otherwise, whichever is
// known when one is missing.

import t from 'tap'
import { cameraModelName } from '../../../../shared/format/camera.js'

t.test('a model that starts with its make names the camera alone, whatever the case', async (t) => {
  t.equal(cameraModelName('Canon', 'Canon PowerShot S40'), 'Canon PowerShot S40')
  t.equal(cameraModelName('NIKON CORPORATION', 'NIKON D750'), 'NIKON CORPORATION NIKON D750', 'a longer make is not the model’s start')
  t.equal(cameraModelName('NIKON', 'Nikon D750'), 'Nikon D750')
})

t.test('otherwise make and model', async (t) => {
  t.equal(cameraModelName('Apple', 'iPhone 11'), 'Apple iPhone 11')
  t.equal(cameraModelName(' FLIR ', 'E8'), 'FLIR E8')
})

t.test('one missing or blank gives the other; neither gives null', async (t) => {
  t.equal(cameraModelName(null, 'E8'), 'E8')
  t.equal(cameraModelName('Browning', ''), 'Browning')
  t.equal(cameraModelName(undefined, '  '), null)
})
