// The settings the edge gives the built-in service it launches.

import t from 'tap'
import { childEnvironment, edgeAddress } from '../../../../server/edge/builtin-upstream.js'

t.test('the service listens on loopback at the port it is given, with the rest of the settings', async (t) => {
  const env = childEnvironment({ DATA_DIR: '/srv/data', DEMO: '1', PUBLIC_URL: 'https://sightline.example.org' }, 4100)
  t.match(env, { API_HOST: '127.0.0.1', API_PORT: '4100', DATA_DIR: '/srv/data', DEMO: '1', PUBLIC_URL: 'https://sightline.example.org' })
})

t.test('without PUBLIC_URL, links in emails lead to the edge itself', async (t) => {
  t.equal(childEnvironment({ HOST: '127.0.0.1', PORT: '3310' }, 0).PUBLIC_URL, 'http://127.0.0.1:3310')
  t.equal(childEnvironment({ PUBLIC_URL: '  ' }, 0).PUBLIC_URL, 'http://127.0.0.1:3000', 'the edge defaults')
  t.equal(childEnvironment({ HOST: '0.0.0.0', PORT: '8080' }, 0).PUBLIC_URL, 'http://localhost:8080')
})

t.test('the edge address names a reachable host, IPv6 in brackets', async (t) => {
  t.equal(edgeAddress('::', 80), 'http://localhost:80')
  t.equal(edgeAddress('::1', 3000), 'http://[::1]:3000')
  t.equal(edgeAddress('sightline.internal', 3000), 'http://sightline.internal:3000')
})
