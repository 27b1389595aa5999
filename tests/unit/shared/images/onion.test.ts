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

t.test('an onion domain or address tells a sighting hosted on TOR from the result alone', async (t) => {
  const { isOnionDomain, isOnionSighting } = await import('../../../../shared/images/onion.js')
  t.equal(isOnionDomain('duskgytldkxiuqc6.onion'), true)
  t.equal(isOnionDomain('ABC.ONION'), true)
  t.equal(isOnionDomain('abc.onion:8080'), true)
  t.equal(isOnionDomain('onion.example.com'), false)
  t.equal(isOnionDomain('example.com'), false)
  t.equal(isOnionDomain(null), false)
  t.equal(isOnionSighting({ url: 'https://flickr.com/1.jpg', domain: 'abc.onion' }), true, 'by the domain')
  t.equal(isOnionSighting({ url: 'http://abc.onion/1.jpg', domain: null }), true, 'by the address')
  t.equal(isOnionSighting({ url: 'https://flickr.com/1.jpg', domain: 'flickr.com' }), false)
})
