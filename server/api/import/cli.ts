// npm run import -- <folder> [--domain D] [--username U] [--profile URL] [--source URL] [--data-dir DIR]:
// adds every picture of a folder (JPEG, PNG, TIFF, WebP, HEIF, by content) as a sighting of the built-in
// service's database, and refuses the rest with a line each. Exits 1 when no picture could be imported.

import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { loadApiConfig } from '../config.js'
import { settingsOrExit } from '../../settings/env.js'
import { openDatabase } from '../store/db.js'
import { storeOnSqlite } from '../store/engine/sqlite.js'
import { exitUnlessSupportedNode } from '../../settings/runtime.js'
import { keepDataDirPrivate } from '../../settings/data-dir.js'
import { importFolder } from './import-folder.js'
import { reportLines } from './import-report.js'

exitUnlessSupportedNode('npm run import')

const USAGE = 'usage: npm run import -- <folder> [--domain D] [--username U] [--profile URL] [--source URL] [--data-dir DIR]'

let parsed
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      domain: { type: 'string' },
      username: { type: 'string' },
      profile: { type: 'string' },
      source: { type: 'string' },
      'data-dir': { type: 'string' },
    },
  })
} catch (err) {
  console.error(`${(err as Error).message}\n${USAGE}`)
  process.exit(2)
}
const [folder, ...extra] = parsed.positionals
if (!folder || extra.length) {
  console.error(USAGE)
  process.exit(2)
}
const args = parsed.values
const env = args['data-dir'] === undefined ? process.env : { ...process.env, DATA_DIR: args['data-dir'] }
const config = settingsOrExit(() => loadApiConfig(env))
keepDataDirPrivate(config.dataDir)
const db = openDatabase(join(config.dataDir, 'sightline.db'), config.migrationsDir)
try {
  const result = await importFolder(storeOnSqlite(db), {
    folder: resolve(folder),
    dataDir: config.dataDir,
    source: args.source ?? null,
    domain: args.domain ?? null,
    username: args.username ?? null,
    profile: args.profile ?? null,
    now: Date.now(),
  })
  for (const line of reportLines(result, resolve(folder))) console.log(line)
  if (result.imported.length === 0) process.exitCode = 1
} catch (err) {
  console.error(`Cannot import ${folder}: ${(err as Error).message}`)
  process.exitCode = 1
} finally {
  db.close()
}
