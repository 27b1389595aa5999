// node dist/server/applications.mjs create --name NAME --callback-url URL [--post-logout-redirect-uri URL]
// [--description TEXT] [--data-dir DIR]: registers an agency's application, approved and active, in the
// built-in service's database and prints its client id and secret, the secret this once (docs/sign-in.md "Signing
// in through an agency's application"). DATA_DIR names the data folder when --data-dir is not given.
// Exit codes: 0 created, 2 bad arguments, 1 the settings or the database failed.

import { join } from 'node:path'
import { loadApiConfig } from '../config.js'
import { settingsOrExit } from '../../settings/env.js'
import { openSqliteStore } from '../store/engine/sqlite.js'
import { exitUnlessSupportedNode } from '../../settings/runtime.js'
import { keepDataDirPrivate } from '../../settings/data-dir.js'
import { createOperatorApplication } from '../store/operator-applications.js'
import { parseApplicationArguments } from './application-arguments.js'

exitUnlessSupportedNode('applications')

const parsed = parseApplicationArguments(process.argv.slice(2))
if (!parsed.ok) {
  console.error(parsed.message)
  process.exit(2)
}
const { fields } = parsed
const env = parsed.dataDir === undefined ? process.env : { ...process.env, DATA_DIR: parsed.dataDir }
const config = settingsOrExit(() => loadApiConfig(env))
keepDataDirPrivate(config.dataDir)
const store = openSqliteStore(join(config.dataDir, 'sightline.db'), config.migrationsDir)
try {
  const { clientId, clientSecret } = await createOperatorApplication(store, fields, Date.now())
  console.log(
    [
      `Created the application ${JSON.stringify(fields.name)}, approved and active.`,
      `client_id:     ${clientId}`,
      `client_secret: ${clientSecret}`,
      `callback URL:  ${fields.callbackUrl}`,
      ...(fields.postLogoutRedirectUri ? [`after sign-out: ${fields.postLogoutRedirectUri}`] : []),
      'Keep the secret in the application\'s own configuration now: only its hash is stored, and it is never shown again.',
    ].join('\n'),
  )
} catch (err) {
  console.error(`Cannot create the application: ${(err as Error).message}`)
  process.exitCode = 1
} finally {
  await store.close()
}
