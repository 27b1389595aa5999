// Which failure an image shows (spec-1 §4.7, §8): "Hosted on TOR" for onion hosts, else "Failed to load".

import t from 'tap'
import { isOnionAddress } from '../../../../shared/images/onion.js'

t.test('onion hosts are recognised in any case and with a port; other hosts are not', async (t) => {
  t.equal(isOnionAddress('http://duskgytldkxiuqc6.onion/img/1.jpg'), true)
  t.equal(isOnionAddress('HTTPS://ABC.ONION:8080/x'), true)
  t.equal(isOnionAddress('http://onion.example.com/1.jpg'), false)
  t.equal(isOnionAddress('http://example.com/a.onion'), false, 'a path ending in .onion is not the host')
  t.equal(isOnionAddress('http://example.com/?next=x.onion'), false)
  t.equal(isOnionAddress(''), false)
  t.equal(isOnionAddress(null), false)
  t.equal(isOnionAddress('not a url'), false)
})
