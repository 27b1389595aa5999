// The edge's settings: defaults, and bad values that stop start-up naming the variable.

import t from 'tap'
import { randomBytes } from 'node:crypto'
import { ConfigError, loadEdgeConfig } from '../../../../server/edge/config.js'

t.test('defaults', async (t) => {
  const config = loadEdgeConfig({})
  t.equal(config.port, 3000)
  t.equal(config.host, '127.0.0.1')
  t.equal(config.apiUpstream, null, 'the built-in service')
  t.equal(config.tileUpstream, null)
  t.equal(config.thumbHosts, null)
  t.equal(config.sessionKeys, null, 'a key kept in DATA_DIR')
  t.equal(config.restricted, false)
  t.same(config.frameAncestors, [])
  t.match(config.dataDir, /\/data$/)
  t.equal(config.upstreamConnectTimeoutMs, 5000)
  t.equal(config.upstreamTimeoutMs, 60000)
  t.equal(config.cookieSecure, true)
  t.equal(config.ctdUrl, '', 'no Connect The Dots address: its page says so')
})

t.test('values are read and normalised', async (t) => {
  const keys = [randomBytes(32), randomBytes(32)]
  const config = loadEdgeConfig({
    PORT: '8080',
    HOST: '0.0.0.0',
    API_UPSTREAM: 'https://api.internal:8443/',
    TILE_UPSTREAM: 'http://tiles.internal/v3/tiles',
    TILE_TOKEN: 'pk.public',
    THUMB_HOSTS: 'http://t1.internal, http://t2.internal',
    SESSION_KEYS: keys.map((k) => k.toString('base64')).join(','),
    RESTRICTED: 'true',
    FRAME_ANCESTORS: 'https://partner.example https://b.example:444',
    DATA_DIR: '/var/lib/sightline',
    CTD_URL: 'https://ctd.partner.example/start/',
  })
  t.equal(config.port, 8080)
  t.equal(config.apiUpstream, 'https://api.internal:8443')
  t.equal(config.tileUpstream, 'http://tiles.internal/v3/tiles')
  t.same(config.thumbHosts, ['http://t1.internal', 'http://t2.internal'])
  t.same(config.sessionKeys, keys)
  t.equal(config.restricted, true)
  t.same(config.frameAncestors, ['https://partner.example', 'https://b.example:444'])
  t.equal(config.dataDir, '/var/lib/sightline')
  t.equal(config.ctdUrl, 'https://ctd.partner.example/start')
})

t.test('a bad value names its variable', async (t) => {
  const bad: Record<string, string> = {
    PORT: 'eighty',
    API_UPSTREAM: 'ftp://files.example',
    TILE_UPSTREAM: 'not a url',
    THUMB_HOSTS: 'http://ok.example,javascript:alert(1)',
    SESSION_KEYS: 'c2hvcnQ=',
    RESTRICTED: 'maybe',
    FRAME_ANCESTORS: 'https://partner.example/path',
    UPSTREAM_TIMEOUT_MS: '-5',
    COOKIE_SECURE: '2',
    CTD_URL: 'http://ctd.partner.example',
  }
  for (const [name, value] of Object.entries(bad)) {
    t.throws(() => loadEdgeConfig({ [name]: value }), { name: 'ConfigError', variable: name }, `${name}=${value}`)
    try {
      loadEdgeConfig({ [name]: value })
    } catch (err) {
      t.ok(err instanceof ConfigError)
      t.match((err as Error).message, new RegExp(`^${name} `))
    }
  }
})

t.test('credentials in an upstream URL are refused', async (t) => {
  t.throws(() => loadEdgeConfig({ API_UPSTREAM: 'http://user:pw@api.internal' }), { name: 'ConfigError', variable: 'API_UPSTREAM' }, 'refused')
})
