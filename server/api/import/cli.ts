// npm run import -- <folder> [--domain D] [--username U] [--profile URL] [--source URL] [--data-dir DIR]:
// adds every JPEG of a folder as a sighting of the built-in service's database.

import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { loadApiConfig } from '../config.js'
import { settingsOrExit } from '../../settings/env.js'
import { openDatabase } from '../store/db.js'
import { exitUnlessSupportedNode } from '../../settings/runtime.js'
import { keepDataDirPrivate } from '../../settings/data-dir.js'
import { importFolder } from './import-folder.js'

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
  const imported = await importFolder(db, {
    folder: resolve(folder),
    dataDir: config.dataDir,
    source: args.source ?? null,
    domain: args.domain ?? null,
    username: args.username ?? null,
    profile: args.profile ?? null,
    now: Date.now(),
  })
  for (const file of imported) console.log(`${file.imageId}  ${file.name}`)
  console.log(`imported ${imported.length} images from ${resolve(folder)}`)
} catch (err) {
  console.error(`Cannot import ${folder}: ${(err as Error).message}`)
  process.exitCode = 1
} finally {
  db.close()
}
