// Issue 12 §1: a serial matches whatever place it was read from, as written there.

import t from 'tap'
import { serialKey } from '../../../../shared/metadata/serial-key.js'

t.test("serials written differently in two places compare equal by their key (Nikon's 'NO= ')", async (t) => {
  t.equal(serialKey('NO= -1000f46'), serialKey('-1000f46'))
  t.equal(serialKey(' b9u505495  '), 'B9U505495')
  t.not(serialKey('022021000319'), serialKey('22021000319'), 'leading zeros are part of a serial')
})
