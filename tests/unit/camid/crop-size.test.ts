// The crop a fingerprint is made over: 1024 where the pictures hold it, else the largest multiple of 16 that fits,
// and none for pictures too small to hold the digest's square (the file would be refused).

import t from 'tap'
import { cropSizeFor, PREFERRED_CROP } from '../../../shared/camid/prnu/cropSize.js'
import { FINGERPRINT_LIMITS } from '../../../shared/camid/prnu/fingerprintFile.js'

t.test('the crop is 1024, or the largest multiple of 16 that fits, or none', async (t) => {
  t.equal(cropSizeFor(4000, 3000), PREFERRED_CROP)
  t.equal(cropSizeFor(3000, 4000), PREFERRED_CROP, 'either way round')
  t.equal(cropSizeFor(1280, 1024), 1024)
  t.equal(cropSizeFor(1000, 800), 800)
  t.equal(cropSizeFor(640, 479), 464)
  t.equal(cropSizeFor(200, 96), FINGERPRINT_LIMITS.cropSizeMin, 'the smallest the file takes')
  t.equal(cropSizeFor(200, 95), 0, 'below it, none')
})
