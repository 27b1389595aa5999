// A built-in service for one test: a migrated database in the test's folder, a clock the test moves, a
// mailer that keeps what it sends, browsers that keep their cookies, and a check that every call made
// through them is in the audit log as expected.

import type { Test } from 'tap'
import { join } from 'node:path'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import type Database from 'better-sqlite3'
import { buildApi, type ApiSettings } from '../../../../server/api/app.js'
import { openDatabase } from '../../../../server/api/store/db.js'
import { storeOnSqlite } from '../../../../server/api/store/engine/sqlite.js'
import type { EngineName, Store } from '../../../../server/api/store/engine/store.js'
import { serviceStoreOn } from '../../../support/service-store.js'
import { freshStore } from './store/conformance/engines.js'
import { sql } from 'kysely'
import { hashPassword } from '../../../../server/api/store/passwords.js'
import { createUser, findUserByEmail, type NewUser, type UserRecord } from '../../../../server/api/store/users.js'
import { addLicensedEntity, createLicence } from '../../../../server/api/store/licences.js'
import { apiOf } from '../../../../server/api/plugins/audit.js'
import type { Mailer, MailMessage } from '../../../../server/api/mail/mailer.js'

export const MIGRATIONS = 'server/api/db/migrations'
export const NOW = Date.UTC(2026, 2, 2, 9, 0, 0)
export const MINUTE = 60 * 1000
export const PASSWORD = 'a long enough pass phrase'
export const SUPPORT = 'help@sightline.example.org'
export const PUBLIC_URL = 'https://sightline.example.org'

/**
 * The scrypt cost of the test users' password hash: verifying one at the product's cost takes 100–200 ms,
 * and the unit tests sign in a few thousand times. The product's own cost is tested in passwords.test.ts.
 */
export const TEST_PASSWORD_COST = 2 ** 10

// One hash for every test user: the tests need it only once.
let sharedHash: Promise<string> | null = null
const passwordHash = () => (sharedHash ??= hashPassword(PASSWORD, TEST_PASSWORD_COST))

export interface Clock {
  now: number
  advance(ms: number): void
}

export interface AuditExpectation {
  method: string
  url: string
  api: string
  email: string
  success: boolean
}

export interface AuditRow {
  user_email: string
  api: string
  action: string
  success: number
  justification: string | null
  details: string | null
  error: string | null
  requesting_app: string | null
  at: number
}

export interface CallOptions extends InjectOptions {
  method: NonNullable<InjectOptions['method']>
  url: string
}

export class Browser {
  readonly cookies = new Map<string, string>()

  constructor(private readonly harness: Harness) {}

  /** Sends the call with this browser's cookies, keeps the cookies of the reply, and notes the audit entry expected for `as`. */
  async call(options: CallOptions, as: string): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const headers = { ...(cookie ? { cookie } : {}), ...(options.headers ?? {}) }
    const res = await this.harness.app.inject({ ...options, headers })
    for (const set of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const cleared = set.value === '' || set.maxAge === 0 || (set.expires !== undefined && set.expires.getTime() <= Date.now())
      if (cleared) this.cookies.delete(set.name)
      else this.cookies.set(set.name, set.value)
    }
    this.harness.expectAudit(options, res, as)
    return res
  }

  /** Signs in with the password (and code, if given) and returns the reply. */
  signIn(email: string, extra: Record<string, unknown> = {}, password = PASSWORD) {
    return this.call({ method: 'POST', url: '/v1/authenticate', payload: { username: email, password, ...extra } }, email)
  }
}

export interface Harness {
  app: FastifyInstance
  db: Database.Database
  /** The same data as the service's store functions take it. */
  store: Store
  clock: Clock
  mail: MailMessage[]
  /** Make the mailer refuse to send from now on. */
  failMail(): void
  expectations: AuditExpectation[]
  expectAudit(options: CallOptions, res: LightMyRequestResponse, as: string): void
  browser(): Browser
  addUser(user: Partial<NewUser> & { email: string }, licenceRoles?: string[]): Promise<UserRecord>
}

/**
 * The engines the service's HTTP tests run on that loop over them (harnessOn): SQLite and PostgreSQL, or those
 * API_TEST_ENGINES names (e.g. API_TEST_ENGINES=sqlite where no PostgreSQL server can be started).
 */
export const HTTP_ENGINES: readonly EngineName[] = (process.env.API_TEST_ENGINES ?? 'sqlite,postgres')
  .split(',')
  .map((name) => name.trim())
  .filter((name): name is EngineName => name === 'sqlite' || name === 'postgres')

/** `settings` replaces the test defaults, e.g. a smaller savedSearchLimit. */
export function harness(t: Test, settings: Partial<Omit<ApiSettings, 'db' | 'store'>> = {}): Harness {
  const db = openDatabase(join(t.testdir(), 'service.db'), MIGRATIONS)
  return assemble(t, { db, store: storeOnSqlite(db) }, settings)
}

/**
 * A harness on `engine`: on SQLite as harness() makes it; on PostgreSQL, a database of its own copied from a migrated
 * one (store/conformance/engines.ts), where there is no SQLite file (`h.db` refuses any use): a test reads and writes
 * the data through `h.store` (snapshotOf, auditRowsOf).
 */
export async function harnessOn(t: Test, engine: EngineName, settings: Partial<Omit<ApiSettings, 'db' | 'store'>> = {}): Promise<Harness> {
  if (engine === 'sqlite') return harness(t, settings)
  const store = await freshStore(t, 'postgres')
  // The test's teardown closes the store, after the app's.
  return assemble(t, { db: noSqliteFile(), store, appStore: { ...store, close: async () => {} } }, settings)
}

/** `h.db` of a harness on PostgreSQL: a test that reaches for SQLite's handle there fails, naming why. */
function noSqliteFile(): Database.Database {
  return new Proxy({} as Database.Database, {
    get() {
      throw new Error('This harness runs on PostgreSQL: it has no SQLite file; read the data through h.store')
    },
  })
}

function assemble(
  t: Test,
  data: { db: Database.Database; store: Store; appStore?: Store },
  settings: Partial<Omit<ApiSettings, 'db' | 'store'>>,
): Harness {
  const { db } = data
  const clock: Clock = {
    now: NOW,
    advance(ms) {
      this.now += ms
    },
  }
  const mail: MailMessage[] = []
  let mailWorks = true
  const mailer: Mailer = {
    async send(message) {
      if (!mailWorks) throw new Error('mail server down')
      mail.push(message)
    },
  }
  const given = { store: data.appStore ?? serviceStoreOn(db) }
  const app = buildApi({ ...given, now: () => clock.now, mailer, supportEmail: SUPPORT, publicUrl: PUBLIC_URL, cookieSecure: true, passwordCost: TEST_PASSWORD_COST, ...settings })
  t.teardown(() => app.close())
  // The test licence, made once: two users added at once share it.
  let testLicence: Promise<number> | null = null
  const h: Harness = {
    app,
    db,
    store: data.store,
    clock,
    mail,
    failMail: () => {
      mailWorks = false
    },
    expectations: [],
    expectAudit(options, res, as) {
      let success = res.statusCode < 400
      try {
        if ((res.json() as { success?: unknown }).success === false) success = false
      } catch {
        // not JSON: the status decides
      }
      const path = options.url.split('?', 1)[0] ?? ''
      h.expectations.push({ method: options.method, url: options.url, api: apiOf(path), email: as, success })
    },
    browser: () => new Browser(h),
    async addUser(user, licenceRoles = []) {
      await createUser(h.store, { verified: true, passwordHash: await passwordHash(), ...user }, clock.now)
      if (licenceRoles.length > 0) {
        testLicence ??= createLicence(h.store, { name: 'Test licence', maxSeats: 50, expiresAt: NOW + 365 * 24 * 60 * MINUTE }, NOW).then((licence) => licence.id)
        await addLicensedEntity(h.store, await testLicence, user.email, licenceRoles)
      }
      return (await findUserByEmail(h.store, user.email)) as UserRecord
    },
  }
  return h
}

export function auditRows(db: Database.Database): AuditRow[] {
  return db.prepare('SELECT * FROM audit_log ORDER BY id').all() as AuditRow[]
}

/** The audit log as auditRows reads it, on either engine. */
export async function auditRowsOf(store: Store): Promise<AuditRow[]> {
  return (await sql<AuditRow>`SELECT * FROM audit_log ORDER BY id`.execute(store.db)).rows
}

/**
 * The audit log once every call made through the harness's browsers has its row: PostgreSQL's are written a moment
 * after the reply, SQLite's with it.
 */
export async function settledAuditRows(h: Harness): Promise<AuditRow[]> {
  const deadline = Date.now() + 2000
  let rows = await auditRowsOf(h.store)
  while (rows.length < h.expectations.length && Date.now() < deadline) {
    await new Promise((resolve) => setImmediate(resolve))
    rows = await auditRowsOf(h.store)
  }
  // Rows a fixture wrote itself count too: then the log is settled once it stops growing for a few writes' time.
  for (let still = 0; still < 3 && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 15))
    const now = await auditRowsOf(h.store)
    still = now.length === rows.length ? still + 1 : 0
    rows = now
  }
  return rows
}

/**
 * Every call made through the harness's browsers is in the audit log, in order, with the expected user,
 * api and success flag, and nothing else is. The entry is written as the reply finishes, so it is awaited.
 */
export async function assertAudited(t: Test, h: Harness): Promise<AuditRow[]> {
  const deadline = Date.now() + 2000
  while ((await auditRowsOf(h.store)).length < h.expectations.length && Date.now() < deadline) {
    await new Promise((resolve) => setImmediate(resolve))
  }
  const rows = await auditRowsOf(h.store)
  t.equal(rows.length, h.expectations.length, 'one audit entry per call')
  h.expectations.forEach((expected, i) => {
    const row = rows[i]
    const label = `audit entry ${i + 1}: ${expected.method} ${expected.url}`
    t.same(
      row && { email: row.user_email, api: row.api, success: row.success === 1 },
      { email: expected.email, api: expected.api, success: expected.success },
      label,
    )
  })
  return rows
}

/**
 * What a call may change in the database, as text to compare before and after: every table except the
 * audit log and the licences its calls were made under (each call adds to them) and a session's last-seen
 * time (each signed-in call moves it).
 */
export function snapshot(db: Database.Database): string {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('audit_log', 'audit_licences') ORDER BY name")
    .pluck()
    .all() as string[]
  return JSON.stringify(
    tables.map((table) => {
      // Sorted as text: the search index's shadow tables have no rowid to order by.
      const rows = (db.prepare(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[])
        .map((row) => (table === 'sessions' ? (({ last_seen_at: _, ...rest }) => rest)(row) : row))
        .map((row) => JSON.stringify(row))
        .sort()
      return [table, rows]
    }),
  )
}

/** snapshot(), on either engine: every table but the audit log's and the migrations' record, as text. */
export async function snapshotOf(store: Store): Promise<string> {
  const listed =
    store.engine === 'postgres'
      ? sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name NOT IN ('audit_log', 'audit_licences', 'schema_migrations') ORDER BY table_name`
      : sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('audit_log', 'audit_licences') ORDER BY name`
  const tables = (await listed.execute(store.db)).rows.map((row) => row.name)
  const contents = []
  for (const table of tables) {
    const rows = (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(store.db)).rows
      .map((row) => (table === 'sessions' ? (({ last_seen_at: _, ...rest }) => rest)(row) : row))
      .map((row) => JSON.stringify(row))
      .sort()
    contents.push([table, rows])
  }
  return JSON.stringify(contents)
}

/** Runs `body` as a subtest on each of HTTP_ENGINES, named with the engine, given the engine to make its harness on. */
export function onEachEngine(t: Test, name: string, body: (t: Test, engine: EngineName) => Promise<void>): void {
  for (const engine of HTTP_ENGINES) t.test(`${name} (${engine})`, (t) => body(t, engine))
}
