// The built-in service's settings: defaults, accepted values, and refusals that name the variable.

import t from 'tap'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ConfigError, loadApiConfig } from '../../../../server/api/config.js'

t.test('with no settings it listens on loopback, any free port, with data in ./data', async (t) => {
  const config = loadApiConfig({})
  t.equal(config.host, '127.0.0.1')
  t.equal(config.port, 0)
  t.equal(config.dataDir, resolve('data'))
})

t.test('by default migrations are read from the migrations folder next to the running code', async (t) => {
  const besideConfig = fileURLToPath(new URL('../../../../server/api/migrations/', import.meta.url))
  t.equal(loadApiConfig({}).migrationsDir, besideConfig)
})

t.test('blank settings count as unset', async (t) => {
  t.same(loadApiConfig({ API_HOST: ' ', API_PORT: '', DATA_DIR: '  ', MIGRATIONS_DIR: '' }), loadApiConfig({}))
})

t.test('given settings are used, folders resolved to absolute paths', async (t) => {
  const config = loadApiConfig({ API_HOST: '::1', API_PORT: '8081', DATA_DIR: 'var/db', MIGRATIONS_DIR: '/opt/sql' })
  t.equal(config.host, '::1')
  t.equal(config.port, 8081)
  t.equal(config.dataDir, resolve('var/db'))
  t.equal(config.migrationsDir, '/opt/sql')
})

t.test('ports 0 and 65535 are accepted', async (t) => {
  t.equal(loadApiConfig({ API_PORT: '0' }).port, 0)
  t.equal(loadApiConfig({ API_PORT: '65535' }).port, 65535)
})

t.test('a port that is not an integer from 0 to 65535 is refused, naming API_PORT and the value', async (t) => {
  for (const bad of ['abc', '65536', '-1', '80.5', '1e3', '8080x', '999999']) {
    t.throws(() => loadApiConfig({ API_PORT: bad }), {
      name: 'ConfigError',
      variable: 'API_PORT',
      message: `API_PORT must be an integer from 0 to 65535, got "${bad}"`,
    }, bad)
  }
})

t.test('a host given as a URL or with a port is refused, naming API_HOST', async (t) => {
  for (const bad of ['http://127.0.0.1', '127.0.0.1:8080/', '[::1]', 'local host']) {
    try {
      loadApiConfig({ API_HOST: bad })
      t.fail(`accepted ${bad}`)
    } catch (err) {
      t.ok(err instanceof ConfigError, bad)
      t.match((err as Error).message, /^API_HOST /, bad)
      t.ok((err as Error).message.includes(`"${bad}"`), `${bad} is quoted in the message`)
    }
  }
})
