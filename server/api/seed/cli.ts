// npm run seed -- --sightings N [--schools N] [--seed 42] [--data-dir DIR] [--camid-index]: fills the built-in
// service's database with demo sightings and reports the speed, and an empty Uniform Hub register with the demo's
// schools (3,000 unless --schools says); with --camid-index, also gives every picture its Camera ID
// digest at once (the service's job engine would otherwise do it in the background). DATA_DIR names the data folder when --data-dir is not given.

import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { loadApiConfig } from '../config.js'
import { settingsOrExit } from '../../settings/env.js'
import { checkpoint, openDatabase } from '../store/db.js'
import { exitUnlessSupportedNode } from '../../settings/runtime.js'
import { keepDataDirPrivate } from '../../settings/data-dir.js'
import { createWithLargePages } from '../store/sightings/large-pages.js'
import { DEFAULT_SEED, seedSightings } from './load.js'
import { isRowHelper, rowHelperBatches, runRowHelper } from './row-helper.js'
import { indexAllPictures } from '../camid/index-all.js'
import { DEMO_SCHOOLS, seedUniformRegister } from './uniform-register.js'
import { storeOnSqlite } from '../store/engine/sqlite.js'
import { openPostgresStore } from '../store/engine/postgres.js'
import { anySightings } from '../store/sightings/write-sightings.js'

exitUnlessSupportedNode('npm run seed')

// The load's second thread runs this same program (row-helper.ts): it makes the rows, and nothing else.
if (isRowHelper()) {
  runRowHelper()
  process.exit(0)
}

function positiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback
  const cleaned = raw.replace(/_/g, '')
  if (!/^\d+$/.test(cleaned) || Number(cleaned) < 1) {
    console.error(`--${name} must be a positive whole number, got "${raw}"`)
    process.exit(2)
  }
  return Number(cleaned)
}

let args
try {
  args = parseArgs({
    options: {
      sightings: { type: 'string' },
      schools: { type: 'string' },
      seed: { type: 'string' },
      'data-dir': { type: 'string' },
      'camid-index': { type: 'boolean', default: false },
    },
  }).values
} catch (err) {
  console.error(`${(err as Error).message}\nusage: npm run seed -- --sightings N [--schools N] [--seed 42] [--data-dir DIR] [--camid-index]`)
  process.exit(2)
}
const count = positiveInteger('sightings', args.sightings, 20_000)
const schools = positiveInteger('schools', args.schools, DEMO_SCHOOLS)
const seed = positiveInteger('seed', args.seed, DEFAULT_SEED)
const env = args['data-dir'] === undefined ? process.env : { ...process.env, DATA_DIR: args['data-dir'] }
const config = settingsOrExit(() => loadApiConfig(env))
keepDataDirPrivate(config.dataDir)

const started = Date.now()
let lastReport = started
const plan = {
  count,
  seed,
  now: started,
  batches: rowHelperBatches(new URL(import.meta.url), { count, seed, now: started }),
  onBatch: (inserted: number) => {
    const now = Date.now()
    if (now - lastReport < 5000 && inserted < count) return
    lastReport = now
    const rate = Math.round(inserted / Math.max(0.001, (now - started) / 1000))
    console.log(`${inserted.toLocaleString('en')} of ${count.toLocaleString('en')} sightings, ${rate.toLocaleString('en')} rows/s`)
  },
  onRebuild: () => console.log(`inserted in ${((Date.now() - started) / 1000).toFixed(1)} s; building the search indexes`),
  onRebuildStep: (step: string, ms: number) => {
    if (ms >= 1000) console.log(`  ${step}: ${(ms / 1000).toFixed(1)} s`)
  },
}
// With DATABASE_URL, the sightings and the register go to that PostgreSQL database (the store's bulk load).
if (config.databaseUrl !== null) {
  const store = await openPostgresStore(config.databaseUrl, config.postgresMigrationsDir)
  try {
    if (await anySightings(store)) console.log('the database holds sightings already: adding to them')
    await seedSightings(store, plan)
    const seconds = (Date.now() - started) / 1000
    if (args['camid-index']) {
      const indexed = await indexAllPictures(store, config.dataDir, () => {})
      console.log(`indexed ${indexed.toLocaleString('en')} pictures for Camera ID`)
    }
    const register = await seedUniformRegister(store, { count: schools, seed, now: Date.now() })
    if (register.schools > 0) console.log(`added ${register.schools.toLocaleString('en')} schools to the Uniform Hub's register`)
    console.log(`seeded ${count.toLocaleString('en')} sightings (seed ${seed}) into PostgreSQL in ${seconds.toFixed(1)} s: ${Math.round(count / Math.max(0.001, seconds)).toLocaleString('en')} rows/s`)
  } finally {
    await store.close()
  }
  process.exit(0)
}
const file = join(config.dataDir, 'sightline.db')
createWithLargePages(file)
const db = openDatabase(file, config.migrationsDir)
const store = storeOnSqlite(db)
// Adding to sightings a service may be reading keeps the service's safe settings.
await seedSightings(store, { ...plan, privatelyWhenEmpty: true })
const seconds = (Date.now() - started) / 1000
if (args['camid-index']) {
  const indexStarted = Date.now()
  let lastIndexReport = indexStarted
  const indexed = await indexAllPictures(store, config.dataDir, (done) => {
    if (Date.now() - lastIndexReport < 5000) return
    lastIndexReport = Date.now()
    console.log(`${done.toLocaleString('en')} pictures indexed for Camera ID`)
  })
  const indexSeconds = (Date.now() - indexStarted) / 1000
  console.log(`indexed ${indexed.toLocaleString('en')} pictures for Camera ID in ${indexSeconds.toFixed(1)} s: ${Math.round(indexed / Math.max(0.001, indexSeconds))} pictures/s`)
}
const registerStarted = Date.now()
const register = await seedUniformRegister(store, { count: schools, seed, now: registerStarted })
if (register.schools > 0) {
  console.log(
    `added ${register.schools.toLocaleString('en')} schools with ${register.images.toLocaleString('en')} pictures to the Uniform Hub's register in ` +
      `${((Date.now() - registerStarted) / 1000).toFixed(1)} s`,
  )
} else console.log("the Uniform Hub's register has its schools already: left as it is")
checkpoint(db)
db.close()
console.log(
  `seeded ${count.toLocaleString('en')} sightings (seed ${seed}) into ${file} in ${seconds.toFixed(1)} s: ` +
    `${Math.round(count / Math.max(0.001, seconds)).toLocaleString('en')} rows/s`,
)
