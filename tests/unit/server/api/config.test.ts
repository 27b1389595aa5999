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

t.test('accounts and mail settings default to a secure cookie, no demo, no first admin and the outbox', async (t) => {
  const config = loadApiConfig({ DATA_DIR: '/srv/sightline' })
  t.equal(config.demo, false)
  t.equal(config.firstAdmin, null)
  t.equal(config.cookieSecure, true)
  t.equal(config.publicUrl, 'http://127.0.0.1:3000')
  t.equal(config.supportEmail, 'support@sightline.local')
  t.same(config.mail, { smtpUrl: null, from: 'Sightline <no-reply@sightline.local>', outboxDir: '/srv/sightline/outbox' })
})

t.test('accounts and mail settings are read as given', async (t) => {
  const config = loadApiConfig({
    DEMO: '1',
    COOKIE_SECURE: 'false',
    PUBLIC_URL: 'https://sightline.example.org/',
    SUPPORT_EMAIL: 'help@example.org',
    SMTP_URL: 'smtps://user:pass@mail.example.org:465',
    MAIL_FROM: 'Sightline <sightline@example.org>',
    ADMIN_EMAIL: 'chief@example.org',
    ADMIN_PASSWORD: ' twelve chars at least ',
  })
  t.equal(config.demo, true)
  t.equal(config.cookieSecure, false)
  t.equal(config.publicUrl, 'https://sightline.example.org', 'without the trailing slash')
  t.equal(config.supportEmail, 'help@example.org')
  t.equal(config.mail.smtpUrl, 'smtps://user:pass@mail.example.org:465')
  t.equal(config.mail.from, 'Sightline <sightline@example.org>')
  t.same(config.firstAdmin, { email: 'chief@example.org', password: ' twelve chars at least ' }, 'the password exactly as written')
})

t.test('bad accounts and mail settings are refused, naming the variable and never echoing a secret', async (t) => {
  const cases: [Record<string, string>, string, RegExp][] = [
    [{ DEMO: 'maybe' }, 'DEMO', /must be 1 or 0/],
    [{ COOKIE_SECURE: '2' }, 'COOKIE_SECURE', /must be 1 or 0/],
    [{ PUBLIC_URL: 'sightline.example.org' }, 'PUBLIC_URL', /http or https URL/],
    [{ PUBLIC_URL: 'ftp://sightline.example.org' }, 'PUBLIC_URL', /http or https URL/],
    [{ PUBLIC_URL: 'https://a:b@sightline.example.org' }, 'PUBLIC_URL', /credentials/],
    [{ SUPPORT_EMAIL: 'help desk' }, 'SUPPORT_EMAIL', /email address/],
    [{ SMTP_URL: 'http://user:hunter2@mail.example.org' }, 'SMTP_URL', /smtp:\/\/ or smtps:\/\//],
    [{ ADMIN_EMAIL: 'chief@example.org' }, 'ADMIN_PASSWORD', /must be set/],
    [{ ADMIN_PASSWORD: 'hunter2-hunter2' }, 'ADMIN_EMAIL', /must be set/],
    [{ ADMIN_EMAIL: 'chief@example.org', ADMIN_PASSWORD: 'hunter2' }, 'ADMIN_PASSWORD', /12 to 128 characters/],
  ]
  for (const [env, variable, message] of cases) {
    try {
      loadApiConfig(env)
      t.fail(`accepted ${JSON.stringify(env)}`)
    } catch (err) {
      t.ok(err instanceof ConfigError, variable)
      t.equal((err as ConfigError).variable, variable)
      t.match((err as Error).message, message)
      t.notMatch((err as Error).message, /hunter2/, 'no secret in the message')
    }
  }
})

t.test('SAVED_SEARCH_LIMIT sets how many saved searches a user may keep, 1,000 by default', async (t) => {
  t.equal(loadApiConfig({}).savedSearchLimit, 1000)
  t.equal(loadApiConfig({ SAVED_SEARCH_LIMIT: '250' }).savedSearchLimit, 250)
  for (const bad of ['0', '-1', '1.5', 'lots', '10001']) {
    t.throws(() => loadApiConfig({ SAVED_SEARCH_LIMIT: bad }), {
      name: 'ConfigError',
      variable: 'SAVED_SEARCH_LIMIT',
      message: `SAVED_SEARCH_LIMIT must be a whole number from 1 to 10000, got "${bad}"`,
    }, bad)
  }
})

t.test('BIGSEARCH_MAX_ITEMS sets the most media files one case may list: 50,000 by default, never past what a merge holds', async (t) => {
  t.equal(loadApiConfig({}).bigSearch.maxItems, 50_000)
  t.equal(loadApiConfig({ BIGSEARCH_MAX_ITEMS: '60000' }).bigSearch.maxItems, 60_000)
  for (const bad of ['0', '60001', '1e5', 'all']) {
    t.throws(() => loadApiConfig({ BIGSEARCH_MAX_ITEMS: bad }), {
      name: 'ConfigError',
      variable: 'BIGSEARCH_MAX_ITEMS',
      message: `BIGSEARCH_MAX_ITEMS must be a whole number from 1 to 60000, got "${bad}"`,
    }, bad)
  }
})
