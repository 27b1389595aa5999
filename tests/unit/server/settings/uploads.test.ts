// The upload settings both configs read, and the secret of the edge's internal calls.

import t from 'tap'
import { bigSearchLimitOf, loadUploadSettings } from '../../../../server/settings/uploads.js'
import { loadEdgeConfig } from '../../../../server/edge/config.js'
import { loadApiConfig } from '../../../../server/api/config.js'
import { newEdgeAuditSecret, sameSecret } from '../../../../server/settings/edge-audit.js'

const MB = 1024 * 1024

t.test('uploads take 100 MB and 10 minutes unless UPLOAD_LIMIT_MB and UPLOAD_TIMEOUT_MS say otherwise', async (t) => {
  t.same(loadUploadSettings({}), { bodyLimit: 100 * MB, timeoutMs: 600_000, bigSearchLimit: 1024 * MB })
  t.same(loadUploadSettings({ UPLOAD_LIMIT_MB: '250', UPLOAD_TIMEOUT_MS: '1800000' }), { bodyLimit: 250 * MB, timeoutMs: 1_800_000, bigSearchLimit: 1024 * MB })
})

t.test('a BigSearch file may be as large as BIGSEARCH_UPLOAD_LIMIT_MB, 1 GB unless it says otherwise', async (t) => {
  t.equal(bigSearchLimitOf(loadUploadSettings({ BIGSEARCH_UPLOAD_LIMIT_MB: '2048' })), 2048 * MB)
  t.equal(bigSearchLimitOf({ bodyLimit: MB, timeoutMs: 1000 }), 1024 * MB)
  t.throws(() => loadUploadSettings({ BIGSEARCH_UPLOAD_LIMIT_MB: 'lots' }), { name: 'ConfigError', variable: 'BIGSEARCH_UPLOAD_LIMIT_MB' })
})

t.test('the edge and the built-in service read the same upload settings', async (t) => {
  const env = { UPLOAD_LIMIT_MB: '20', UPLOAD_TIMEOUT_MS: '90000' }
  t.same(loadEdgeConfig(env).uploads, { bodyLimit: 20 * MB, timeoutMs: 90_000, bigSearchLimit: 1024 * MB })
  t.same(loadApiConfig(env).uploads, { bodyLimit: 20 * MB, timeoutMs: 90_000, bigSearchLimit: 1024 * MB })
})

t.test('a bad upload setting stops start-up, naming the variable', async (t) => {
  for (const [name, bad] of [['UPLOAD_LIMIT_MB', '0'], ['UPLOAD_LIMIT_MB', '1.5'], ['UPLOAD_TIMEOUT_MS', '999'], ['UPLOAD_TIMEOUT_MS', 'soon']] as const) {
    t.throws(() => loadUploadSettings({ [name]: bad }), { name: 'ConfigError', variable: name }, `${name}=${bad}`)
  }
})

t.test('EDGE_AUDIT_SECRET is read by the built-in service only when set, and must be long', async (t) => {
  const secret = newEdgeAuditSecret()
  t.equal(loadApiConfig({}).edgeAuditSecret, null, 'no edge launched it')
  t.equal(loadApiConfig({ EDGE_AUDIT_SECRET: secret }).edgeAuditSecret, secret)
  let refusal = ''
  try {
    loadApiConfig({ EDGE_AUDIT_SECRET: 'a-short-secret' })
  } catch (err) {
    refusal = (err as Error).message
  }
  t.equal(refusal, 'EDGE_AUDIT_SECRET must be at least 32 characters long', 'the value is never echoed')
})

t.test('secrets are compared whole, whatever their lengths', async (t) => {
  const secret = newEdgeAuditSecret()
  t.not(newEdgeAuditSecret(), secret, 'a new one each launch')
  t.ok(sameSecret(secret, secret))
  t.notOk(sameSecret(secret.slice(0, -1), secret))
  t.notOk(sameSecret(`${secret}x`, secret))
  t.notOk(sameSecret('', secret))
})
